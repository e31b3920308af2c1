import { expect, test } from 'vitest'
import { renderSections } from '../../../tests/support/renderSection.tsx'

test('shows the heading, the intro and each point as a titled list item', () => {
  const html = renderSections([
    {
      type: 'feature-list',
      heading: 'Key Features',
      intro: 'What sets it apart.',
      items: [
        { title: 'Quiet drive', text: 'Magnetic resistance with no fan noise.' },
        { title: 'Folds upright', text: 'Stands on end in a corner.' },
      ],
    },
  ])
  expect(html).toContain('<h2>Key Features</h2>')
  expect(html).toContain('<p class="section__intro">What sets it apart.</p>')
  expect(html.match(/<li class="feature-list__item">/g)).toHaveLength(2)
  expect(html).toContain('<h3>Folds upright</h3><p>Stands on end in a corner.</p>')
})

test('works without page data, so information pages can use it too', () => {
  const html = renderSections([{ type: 'feature-list', heading: 'Why us', items: [{ title: 'Tested', text: 'By hand.' }] }], {})
  expect(html).toContain('<h3>Tested</h3>')
})
