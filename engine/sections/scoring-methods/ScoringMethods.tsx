import { formatRating } from '../../shop/rating.ts'
import type { SectionProps } from '../contract/SectionProps.ts'
import type { scoringMethods } from './scoring-methods.ts'
import type { CategoryMethod, MethodCriterion } from './resolveScoringMethods.server.ts'
import { formatLongDay } from '../../format/dates.ts'
import './ScoringMethods.css'
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
      {/* A wide table scrolls on a phone; the region takes focus so the keyboard can scroll it too. */}
      <div className="scoring-methods__scroll" role="region" aria-label={`${method.label} weights`} tabIndex={0}>
        <table className="scoring-methods__table">
          <caption>{`${method.label}: what we score and how much each criterion counts`}</caption>
          <thead>
            <tr>
              <th scope="col">Criterion</th>
              <th scope="col">Weight</th>
              <th scope="col">What we judge</th>
              <th scope="col">How the 0-10 sub-score is given</th>
            </tr>
          </thead>
          <tbody>
            {method.criteria.map((criterion) => (
              <tr key={criterion.key}>
                <th scope="row">{criterion.label}</th>
                <td>{`${criterion.weight}%`}</td>
                <td>{criterion.judges}</td>
                <td>{criterion.scale}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
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
    <div className="scoring-methods__scroll" role="region" aria-label={`${category} ${criterion.label.toLowerCase()} rule`} tabIndex={0}>
      <table className="scoring-methods__table scoring-methods__rule">
        <caption>{`${criterion.label}: the weighted mean of its inputs' scores, one decimal; an input a product lacks scores at most the worst point its rule publishes, so missing data never scores above weak data`}</caption>
        <thead>
          <tr>
            <th scope="col">Input (share)</th>
            <th scope="col">Value → score</th>
            <th scope="col">Without it</th>
          </tr>
        </thead>
        <tbody>
          {criterion.rule?.map((row) => (
            <tr key={row.label}>
              <th scope="row">{`${row.label} (${row.share}% of it)`}</th>
              <td>{`${row.kind === 'curve' ? 'Straight lines between' : 'Steps, at least'}: ${row.points.map((point) => `${point.value} → ${scoreFigure(point.score)}`).join('; ')}`}</td>
              <td>{row.missing}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** A judged criterion's published scale: each level, its band of scores and what earns it. */
function LevelsTable({ category, criterion }: { category: string; criterion: MethodCriterion }) {
  return (
    <div className="scoring-methods__scroll" role="region" aria-label={`${category} ${criterion.label.toLowerCase()} levels`} tabIndex={0}>
      <table className="scoring-methods__table scoring-methods__levels">
        <caption>{`${criterion.label}: the tester's levels; a score lies in the band of its record's level`}</caption>
        <thead>
          <tr>
            <th scope="col">Level</th>
            <th scope="col">Score band</th>
            <th scope="col">What earns it</th>
          </tr>
        </thead>
        <tbody>
          {criterion.levels?.map((level) => (
            <tr key={level.name}>
              <th scope="row">{level.name}</th>
              <td>{level.band}</td>
              <td>{level.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
