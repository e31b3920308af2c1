import { Fragment, useState } from 'react'
import { usePageContext } from '../PageContextProvider.tsx'
import { CategoryMenu } from './CategoryMenu.tsx'
import { SearchBox } from './SearchBox.tsx'
import './Header.css'

export function Header() {
  const { layout } = usePageContext()
  const [menuOpen, setMenuOpen] = useState(false)
  const close = () => setMenuOpen(false)
  return (
    <header className="header">
      <div className="header__bar">
        <a href="/" className="header__logo" onClick={close}>
          <span className="header__mark" aria-hidden="true">▲</span>
          {layout.siteName}
        </a>
        <div className="header__search header__search--desktop">
          <SearchBox onDone={close} />
        </div>
        <nav className="header__nav" aria-label="Main">
          {layout.navigation.header.map((item) =>
            'categoryMenu' in item ? (
              <CategoryMenu key="category-menu" label={item.categoryMenu} links={layout.categories} />
            ) : (
              <a key={item.href} href={item.href}>{item.label}</a>
            ),
          )}
        </nav>
        <button
          type="button"
          className="header__toggle"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen(!menuOpen)}
        >
          {menuOpen ? '✕' : '☰'}
        </button>
      </div>
      {menuOpen && (
        <nav id="mobile-menu" className="header__mobile" aria-label="Mobile">
          <SearchBox onDone={close} />
          {layout.navigation.header.map((item) =>
            'categoryMenu' in item ? (
              <Fragment key="category-menu">
                <p className="header__mobile-heading">Categories</p>
                {layout.categories.map((link) => (
                  <a key={link.href} href={link.href} onClick={close}>
                    {link.label}
                  </a>
                ))}
              </Fragment>
            ) : (
              <a key={item.href} href={item.href} onClick={close}>{item.label}</a>
            ),
          )}
        </nav>
      )}
    </header>
  )
}
