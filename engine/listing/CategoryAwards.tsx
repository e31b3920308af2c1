import type { CategoryAward } from '../pages/category/CategoryPageModel.ts'
import { ourScoreText } from '../format/scores.ts'
import './CategoryAwards.css'

/**
 * The category's intro: its awards, each with the product that won it and the rule that chose it,
 * linking to the method that scores them. Server-rendered; nothing here needs script.
 */
export function CategoryAwards({ awards, methodHref }: { awards: readonly CategoryAward[]; methodHref: string }) {
  if (!awards.length) return null
  return (
    <section className="category-awards" aria-labelledby="category-awards-heading">
      <h2 id="category-awards-heading" className="category-awards__heading">Our awards</h2>
      <ul className="category-awards__list">
        {awards.map((award) => (
          <li key={award.label}>
            <span className="badge badge--award">{award.label}</span>{' '}
            {award.winner.href ? <a href={award.winner.href}>{award.winner.title}</a> : <strong>{award.winner.title}</strong>}
            {` (${ourScoreText(award.winner.ourScore)}). `}
            <span className="category-awards__rule">{award.rule}</span>
          </li>
        ))}
      </ul>
      <p className="category-awards__method">
        Awards follow from our scores and the products' listed facts. <a href={methodHref}>How we score and give awards</a>
      </p>
    </section>
  )
}
