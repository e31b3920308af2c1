import { Footer } from './Footer.tsx'
import { Header } from './Header.tsx'
import './Layout.css'

/**
 * Header and footer are plain server HTML on every page (their behaviours come from the small
 * client script); the page body arrives already rendered, inside #page, which application pages
 * hydrate.
 */
export function Layout({ bodyHtml }: { bodyHtml: string }) {
  return (
    <div className="layout">
      <a className="skip-link" href="#main">Skip to content</a>
      <Header />
      <main id="main" className="layout__main">
        <div id="page" dangerouslySetInnerHTML={{ __html: bodyHtml }} />
      </main>
      <Footer />
    </div>
  )
}
