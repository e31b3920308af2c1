import { ProductImage } from '../../../engine/ui/ProductImage.tsx'
import { Breadcrumb } from '../../ModelPage.tsx'
import { usePageContext } from '../../layout/PageContextProvider.tsx'
import './GuidesIndexPage.css'

/** Every guide as a card: its image, its title as the link, and its summary. */
export function GuidesIndexPage() {
  const model = usePageContext().data
  if (model?.kind !== 'guides') throw new Error('guides index rendered without its model')
  return (
    <>
      <div className="page-nav">
        <Breadcrumb items={model.breadcrumb} />
      </div>
      <h1>{model.heading}</h1>
      <ul className="guides-index">
        {model.guides.map((guide) => (
          <li key={guide.href} className="guides-index__card">
            <ProductImage className="guides-index__image" url={guide.image} size="card" alt="" width={600} height={400} loading="lazy" />
            <h2 className="guides-index__title">
              <a href={guide.href}>{guide.title}</a>
            </h2>
            <p className="guides-index__summary">{guide.summary}</p>
          </li>
        ))}
      </ul>
    </>
  )
}
