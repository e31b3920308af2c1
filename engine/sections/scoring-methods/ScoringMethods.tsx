import { formatRating } from '../../shop/rating.ts'
import type { SectionProps } from '../contract/SectionProps.ts'
import type { scoringMethods } from './scoring-methods.ts'
import type { CategoryMethod, MethodCriterion } from './resolveScoringMethods.server.ts'
import { formatLongDay } from '../../format/dates.ts'
import './ScoringMethods.css'
import { ScrollTable } from '../../ui/ScrollTable.tsx'
import { formatCount } from '../../format/money.ts'
import { scoreFigure } from '../../format/scores.ts'

/**
 * Every category's scoring method, generated from its file: the weights, what each criterion judges
 * and how its sub-score is given, the user-feedback rule, the award rules and the changelog. Review
 * pages and category pages link to each category's anchor, method-<category>.
 */
export function ScoringMethods({ section }: SectionProps<typeof scoringMethods>) {
  return (
    <section className="section scoring-methods" id={section.id}>
      <h2>{section.heading}</h2>
      {section.intro && <p>{section.intro}</p>}
      {section.resolved.categories.map((method) => (
        <CategoryMethodBlock key={method.slug} method={method} />
      ))}
    </section>
  )
}

function CategoryMethodBlock({ method }: { method: CategoryMethod }) {
  const feedback = method.criteria.find((criterion) => criterion.computed)
  return (
    <article className="scoring-methods__category" id={method.anchor} aria-labelledby={`${method.anchor}-heading`}>
      <h3 id={`${method.anchor}-heading`}>
        <a href={method.href}>{method.label}</a>
        {`: method version ${method.version}, ${formatLongDay(method.date)}`}
      </h3>
      <ScrollTable
        label={`${method.label} weights`}
        caption={`${method.label}: what we score and how much each criterion counts`}
        columns={['Criterion', 'Weight', 'What we judge', 'How the 0-10 sub-score is given']}
        rows={method.criteria.map((criterion) => [criterion.key, criterion.label, `${criterion.weight}%`, criterion.judges, criterion.scale])}
      />
      {method.criteria.map((criterion) => (criterion.rule ? <RuleTable key={criterion.key} category={method.label} criterion={criterion} /> : null))}
      {method.criteria.map((criterion) => (criterion.levels ? <LevelsTable key={criterion.key} category={method.label} criterion={criterion} /> : null))}
      <p>A product's score out of 10 is the weighted mean of its sub-scores, to one decimal. On a tie, the higher {feedback ? feedback.label.toLowerCase() : 'customer rating'} sub-score ranks first, then more customer ratings.</p>
      {feedback && (
        <p>
          {`${feedback.label} is computed, not typed: 2 × (C × m + stars × count) ÷ (m + count), where stars and count are the product's customer rating out of 5 and how many gave it, C is the category's mean customer rating (${formatRating(Math.round(method.categoryMeanStars * 100) / 100)} out of 5 today) and m is ${formatCount(method.customerRatingPrior)}. A product with few ratings sits near the category's mean; one with many sits near its own rating.`}
        </p>
      )}
      {method.awards.length > 0 && (
        <>
          <h4>Awards</h4>
          <ul className="scoring-methods__awards">
            {method.awards.map((award) => (
              <li key={award.label}>
                <strong>{award.label}</strong>
                {`: ${award.rule}${award.winner ? ` Today: ${award.winner}.` : ''}`}
              </li>
            ))}
          </ul>
        </>
      )}
      <h4>Method changelog</h4>
      <ol className="scoring-methods__changelog" reversed>
        {method.changelog.map((entry) => (
          <li key={entry.version}>
            <strong>{`Version ${entry.version}, ${formatLongDay(entry.date)}`}</strong>
            {`: ${entry.changes} Weights: ${entry.weights.map((weight) => `${weight.label} ${weight.weight}%`).join(', ')}.`}
          </li>
        ))}
      </ol>
    </article>
  )
}

/** A derived criterion's rule as a small table: each input's points and what a product without it gets. */
function RuleTable({ category, criterion }: { category: string; criterion: MethodCriterion }) {
  return (
    <ScrollTable
      label={`${category} ${criterion.label.toLowerCase()} rule`}
      caption={`${criterion.label}: the weighted mean of its inputs' scores, one decimal; an input a product lacks scores at most the worst point its rule publishes, so missing data never scores above weak data`}
      columns={['Input (share)', 'Value → score', 'Without it']}
      rows={(criterion.rule ?? []).map((row) => [
        row.label,
        `${row.label} (${row.share}% of it)`,
        `${row.kind === 'curve' ? 'Straight lines between' : 'Steps, at least'}: ${row.points.map((point) => `${point.value} → ${scoreFigure(point.score)}`).join('; ')}`,
        row.missing,
      ])}
    />
  )
}

/** A judged criterion's published scale: each level, its band of scores and what earns it. */
function LevelsTable({ category, criterion }: { category: string; criterion: MethodCriterion }) {
  return (
    <ScrollTable
      label={`${category} ${criterion.label.toLowerCase()} levels`}
      caption={`${criterion.label}: the tester's levels; a score lies in the band of its record's level`}
      columns={['Level', 'Score band', 'What earns it']}
      rows={(criterion.levels ?? []).map((level) => [level.name, level.name, level.band, level.description])}
    />
  )
}
