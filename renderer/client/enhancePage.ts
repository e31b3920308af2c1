import { showCheckedTimes } from './checkedTimes.ts'
import { enhanceCategoryMenu, enhanceMobileMenu } from './header.ts'
import { enhanceBackButton, enhanceImageSwitcher, logImageErrors } from './pageBehaviours.ts'
import { enhanceSearchBox } from './searchBox.ts'
import { showImageFallbacks } from './imageFallback.ts'
import { enhanceSubscriptionForm } from './subscriptionForm.ts'

/**
 * The behaviours of the server's HTML outside React: header search, menus and the read-only
 * sections. Every page runs it once; application pages hydrate their body beside it.
 */
export function enhancePage(): void {
  logImageErrors()
  showImageFallbacks()
  document.querySelectorAll<HTMLFormElement>('form[data-search-box]').forEach(enhanceSearchBox)
  document.querySelectorAll<HTMLButtonElement>('button[data-menu-toggle]').forEach(enhanceMobileMenu)
  document.querySelectorAll<HTMLElement>('[data-category-menu]').forEach(enhanceCategoryMenu)
  document.querySelectorAll<HTMLElement>('[data-image-switcher]').forEach(enhanceImageSwitcher)
  document.querySelectorAll<HTMLButtonElement>('button[data-fallback-href]').forEach(enhanceBackButton)
  document.querySelectorAll<HTMLFormElement>('form[data-subscription-form]').forEach(enhanceSubscriptionForm)
  showCheckedTimes()
  document.documentElement.dataset.ready = 'true'
}
