import type { SectionProps } from '../contract/SectionProps.ts'
import type { scoreBreakdown } from './score-breakdown.ts'
import './ScoreBreakdown.css'
import { ourScoreText, scoreFigure, scoreOutOf10 } from '../../format/scores.ts'
import type { ScoreBar } from './resolveScoreBreakdown.server.ts'
import { formatLongDay } from '../../format/dates.ts'

/** A bar per criterion, drawn by the browser's own meter element: no script, no inline style. */
export function ScoreBreakdown({ section }: SectionProps<typeof scoreBreakdown>) {
  const { score, methodVersion, methodHref, bars } = section.resolved
  return (
    <section className="section score-breakdown" id={section.id}>
      <h2>{section.heading}</h2>
      <p className="score-breakdown__total">
        <strong>{ourScoreText(score)}</strong>: the weighted mean of the sub-scores below, by{' '}
        <a href={methodHref}>our method, version {methodVersion}</a>.
      </p>
      <ul className="score-breakdown__list">
        {bars.map((bar) => (
          <li key={bar.key} className="score-breakdown__row">
            <span className="score-breakdown__label">
              {bar.label} <span className="score-breakdown__weight">({bar.weight}% of the score)</span>
            </span>
            <meter className="score-breakdown__bar" min={0} max={10} value={bar.score} aria-label={`${bar.label}: ${scoreFigure(bar.score)} out of 10`} />
            <span className="score-breakdown__value">{scoreOutOf10(bar.score)}</span>
            {bar.reason ? <span className="score-breakdown__reason">{bar.reason}</span> : null}
            {bar.inputs ? <RuleInputs inputs={bar.inputs} /> : null}
            {bar.record ? (
              <span className="score-breakdown__record">
                {`Tested ${formatLongDay(bar.record.date)}: ${bar.record.test} ${bar.record.observation}`}
                {bar.record.level ? ` Level: ${bar.record.level.name} (${bar.record.level.band}).` : ''}
                {bar.record.measurement ? ` Measured ${bar.record.measurement.label.toLowerCase()}: ${bar.record.measurement.value}.` : ''}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  )
}

/** A derived part's inputs: each value the rule read and what it scored; "no data" and the missing score where the product has none. */
function RuleInputs({ inputs }: { inputs: NonNullable<ScoreBar['inputs']> }) {
  return (
    <ul className="score-breakdown__inputs">
      {inputs.map((input) => (
        <li key={input.label}>{`${input.label}: ${input.value} → ${scoreFigure(input.score)}`}</li>
      ))}
    </ul>
  )
}
