import type { NavLink } from '../../engine/pages/LayoutModel.ts'

/**
 * The desktop "Category" dropdown: opens on hover (CSS); the client script opens it on click or
 * Enter and closes it on Escape or when focus leaves (renderer/client/categoryMenu.ts).
 */
export function CategoryMenu({ label, links }: { label: string; links: NavLink[] }) {
  return (
    <div className="header__dropdown" data-category-menu>
      <button type="button" className="header__dropdown-toggle" aria-expanded="false" aria-controls="category-menu">
        {label}
      </button>
      <ul className="header__dropdown-menu" id="category-menu">
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href}>{link.label}</a>
          </li>
        ))}
      </ul>
    </div>
  )
}
