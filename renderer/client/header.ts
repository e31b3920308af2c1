/**
 * The phone menu button (shows and hides #mobile-menu) and the desktop "Category" dropdown, which
 * CSS opens on hover and this opens on click or Enter; aria-expanded follows both. Both are
 * disclosure buttons: Escape closes them and puts focus back on the button, so a keyboard user is
 * never left on a hidden link.
 */
export function enhanceMobileMenu(toggle: HTMLButtonElement): void {
  const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '')
  if (!menu) return
  const set = (open: boolean) => {
    menu.hidden = !open
    toggle.setAttribute('aria-expanded', String(open))
    toggle.setAttribute('aria-label', open ? 'Close menu' : 'Open menu')
    toggle.textContent = open ? '✕' : '☰'
  }
  toggle.addEventListener('click', () => set(toggle.getAttribute('aria-expanded') !== 'true'))
  closeOnEscape([toggle, menu], toggle, () => set(false))
  menu.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) set(false)
  })
  // Back to a page kept in the back/forward cache: the menu was left open by the link click.
  window.addEventListener('pageshow', () => set(false))
}

export function enhanceCategoryMenu(dropdown: HTMLElement): void {
  const toggle = dropdown.querySelector<HTMLButtonElement>('button[aria-expanded]')
  if (!toggle) return
  // Opened by click or Enter (stays open), or shown while the pointer is over it (CSS :hover).
  let clicked = false
  let hovered = false
  const sync = () => {
    const dismissed = dropdown.classList.contains('header__dropdown--dismissed')
    dropdown.classList.toggle('header__dropdown--open', clicked)
    toggle.setAttribute('aria-expanded', String(clicked || (hovered && !dismissed)))
  }
  const set = (open: boolean) => {
    clicked = open
    sync()
  }
  toggle.addEventListener('click', () => set(!clicked))
  closeOnEscape([dropdown], toggle, () => set(false))
  // WCAG 1.4.13: the list that hovering shows can be dismissed with Escape without moving the
  // pointer; it stays hidden until the pointer leaves.
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !dropdown.matches(':hover')) return
    dropdown.classList.add('header__dropdown--dismissed')
    sync()
  })
  dropdown.addEventListener('mouseenter', () => {
    hovered = true
    sync()
  })
  dropdown.addEventListener('mouseleave', () => {
    hovered = false
    dropdown.classList.remove('header__dropdown--dismissed')
    sync()
  })
  dropdown.addEventListener('focusout', (event) => {
    if (!dropdown.contains(event.relatedTarget as Node | null)) set(false)
  })
  window.addEventListener('pageshow', () => set(false))
}

/** Escape inside any of `areas` closes the disclosure; focus inside it goes back to its button. */
function closeOnEscape(areas: HTMLElement[], toggle: HTMLButtonElement, close: () => void): void {
  for (const area of areas) {
    area.addEventListener('keydown', (event) => {
      // The search combobox inside the phone menu uses Escape to clear itself first.
      if (event.key !== 'Escape' || toggle.getAttribute('aria-expanded') !== 'true' || event.defaultPrevented) return
      close()
      toggle.focus()
    })
  }
}
