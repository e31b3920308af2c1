import type { ReactNode } from 'react'
import { Footer } from './Footer.tsx'
import { Header } from './Header.tsx'
import './Layout.css'

export function Layout({ children }: { children: ReactNode }) {
  return (
    <div className="layout">
      <a className="skip-link" href="#main">Skip to content</a>
      <Header />
      <main id="main" className="layout__main">
        {children}
      </main>
      <Footer />
    </div>
  )
}
