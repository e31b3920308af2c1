import type { GalleryEntry } from '../engine/pages/gallery/GalleryPageModel.ts'
import { PageDataProvider } from '../engine/sections/contract/PageDataContext.tsx'
import { SectionList } from '../engine/sections/SectionList.tsx'
import { usePageContext } from './layout/PageContextProvider.tsx'
import './SectionGalleryView.css'

/**
 * /_sections, the editors' section gallery: every section type and variant an editor can write,
 * drawn by the real components from the schemas' examples, each beside the YAML that produced it.
 */
export function SectionGalleryView() {
  const model = usePageContext().data
  if (model?.kind !== 'gallery') throw new Error('section gallery rendered without its model')
  const types = [...new Set(model.entries.map((entry) => entry.type))]
  return (
    <PageDataProvider value={model}>
      <header className="section-gallery__intro">
        <h1>Section gallery</h1>
        <p>
          Every section type a page can hold, each variant drawn from the examples in its schema, <code>engine/sections/&lt;type&gt;/&lt;type&gt;.schema.json</code>. Sections of review pages show{' '}
          <strong>{model.product.title}</strong> (<code>{model.product.id}</code>) from the catalogue.
        </p>
        <nav aria-label="Section types">
          <ul className="section-gallery__toc">
            {types.map((type) => (
              <li key={type}>
                <a href={`#${type}-1`}>{type}</a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      {model.entries.map((entry) => (
        <GalleryItem key={`${entry.type}-${entry.variant}`} entry={entry} />
      ))}
    </PageDataProvider>
  )
}

function GalleryItem({ entry }: { entry: GalleryEntry }) {
  const anchor = `${entry.type}-${entry.variant}`
  return (
    <article className="section-gallery__entry" id={anchor} data-section-type={entry.type} data-variant={entry.variant} aria-labelledby={`${anchor}-name`}>
      <h2 className="section-gallery__name" id={`${anchor}-name`}>
        <code>{entry.type}</code>
        {entry.variants > 1 && (
          <span className="section-gallery__variant">
            variant {entry.variant} of {entry.variants}
          </span>
        )}
      </h2>
      {entry.variant === 1 && <p className="section-gallery__description">{entry.description}</p>}
      <div className="section-gallery__pair">
        <div className="section-gallery__render">
          <SectionList items={[entry.section]} />
        </div>
        {/* A labelled, focusable region: keyboard users can scroll a long line sideways. */}
        <pre className="section-gallery__yaml" role="region" tabIndex={0} aria-label={`YAML for ${entry.type}, variant ${entry.variant}`}>
          <code>{entry.yaml}</code>
        </pre>
      </div>
    </article>
  )
}
