import type { SectionProps } from '../contract/SectionProps.ts'
import type { categoryGrid } from './category-grid.ts'
import './CategoryGrid.css'

export function CategoryGrid({ section }: SectionProps<typeof categoryGrid>) {
  return (
    <section className="section category-grid" id={section.id}>
      <h2>{section.heading}</h2>
      {section.intro && <p className="section__intro">{section.intro}</p>}
      <ul className="category-grid__tiles">
        {section.resolved.tiles.map((tile) => (
          <li key={tile.slug} className="category-grid__tile">
            <a href={tile.href} className="category-grid__link">
              <span className="category-grid__label">{tile.label}</span>
              <span className="category-grid__count">{tile.count} ranked products</span>
            </a>
            {tile.topPick && (
              <p className="category-grid__pick">
                Top pick: <a href={tile.topPick.href}>{tile.topPick.title}</a>
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
