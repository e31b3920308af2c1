import type { SectionProps } from '../contract/SectionProps.ts'
import type { testRecords } from './test-records.ts'
import type { TestedCategory, TestedCriterion } from './resolveTestRecords.server.ts'
import './TestRecords.css'
import { ScrollTable } from '../../ui/ScrollTable.tsx'

/**
 * What a tester judges in each category, drawn from the records themselves: a page about the
 * method says what was tested only through them, so it cannot claim a test no record holds.
 */
export function TestRecords({ section }: SectionProps<typeof testRecords>) {
  return (
    <section className="section test-records" id={section.id}>
      <h2>{section.heading}</h2>
      {section.intro && <p>{section.intro}</p>}
      {section.resolved.categories.map((category) => (
        <TestedCategoryBlock key={category.slug} category={category} />
      ))}
    </section>
  )
}

function TestedCategoryBlock({ category }: { category: TestedCategory }) {
  return (
    <article className="test-records__category" aria-labelledby={`tests-${category.slug}`}>
      <h3 id={`tests-${category.slug}`}>
        <a href={category.href}>{category.label}</a>
      </h3>
      {category.criteria.length === 0 ? (
        <p>{`None of the ${category.itemsName} has a test record: no ${category.label} sub-score is judged by a tester, and every one is worked out from the specifications, the customer ratings and the prices by the published rules.`}</p>
      ) : (
        category.criteria.map((criterion) => <TestedCriterionBlock key={criterion.key} category={category} criterion={criterion} />)
      )}
    </article>
  )
}

function TestedCriterionBlock({ category, criterion }: { category: TestedCategory; criterion: TestedCriterion }) {
  const when = criterion.days.length ? `, tested on ${criterion.days.join(', ')}` : ''
  return (
    <>
      <h4>{criterion.label}</h4>
      <p>{`The test: ${criterion.test}${criterion.measured ? ` The tester measures the ${criterion.measured} of each.` : ''}`}</p>
      <p>{`${criterion.recorded} of ${criterion.products} ${category.itemsName} have a ${criterion.label.toLowerCase()} record${when}.`}</p>
      <ScrollTable
        label={`${category.label} ${criterion.label.toLowerCase()} levels and records`}
        caption={`${criterion.label}: the levels of the scale, and how many records name each`}
        columns={['Level', 'Score band', 'What earns it', 'Records']}
        rows={criterion.levels.map((level) => [level.name, level.name, level.band, level.description, level.records])}
      />
    </>
  )
}
