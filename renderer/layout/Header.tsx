import { Fragment } from 'react'
import { usePageContext } from './PageContextProvider.tsx'
import { CategoryMenu } from './CategoryMenu.tsx'
import { SearchBox } from './SearchBox.tsx'
import './Header.css'

/** Server HTML only; the menu button, dropdown and search suggestions work through the client script. */
export function Header() {
  const { layout } = usePageContext()
  return (
    <header className="header">
      <div className="header__bar">
        <a href="/" className="header__logo">
          <span className="header__mark" aria-hidden="true">▲</span>
          {layout.siteName}
        </a>
        <div className="header__search header__search--desktop">
          <SearchBox name="search-desktop" />
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
        <button type="button" className="header__toggle" aria-expanded="false" aria-controls="mobile-menu" aria-label="Open menu" data-menu-toggle>
          ☰
        </button>
      </div>
      <nav id="mobile-menu" className="header__mobile" aria-label="Mobile" hidden>
        <SearchBox name="search-mobile" />
        {layout.navigation.header.map((item) =>
          'categoryMenu' in item ? (
            <Fragment key="category-menu">
              <p className="header__mobile-heading">{item.categoryMenu}</p>
              {layout.categories.map((link) => (
                <a key={link.href} href={link.href}>
                  {link.label}
                </a>
              ))}
            </Fragment>
          ) : (
            <a key={item.href} href={item.href}>{item.label}</a>
          ),
        )}
      </nav>
    </header>
  )
}
