import { useState } from 'react'
import type { FocusEvent } from 'react'
import type { NavLink } from '../../engine/pages/LayoutModel.ts'

/**
 * The desktop "Category" dropdown: opens on hover (CSS) and on click or Enter (state, so it works
 * where buttons do not take focus on click); Escape or leaving it closes it.
 */
export function CategoryMenu({ label, links }: { label: string; links: NavLink[] }) {
  const [open, setOpen] = useState(false)
  const leave = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false)
  }
  return (
    <div className={`header__dropdown${open ? ' header__dropdown--open' : ''}`} onBlur={leave} onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}>
      <button type="button" className="header__dropdown-toggle" aria-expanded={open} aria-controls="category-menu" onClick={() => setOpen(!open)}>
        {label}
      </button>
      <ul className="header__dropdown-menu" id="category-menu">
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} onClick={() => setOpen(false)}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
