// Hydrated like the application pages, so interactive sections (product picker) work as they do on a page.
export { hydrateBody as onRenderClient } from '../../hydrateBody.tsx'
