/** Marks the document once React has hydrated it: browser tests and analytics wait for this. */
export function onHydrationEnd() {
  document.documentElement.dataset.hydrated = 'true'
}
