export { hydrateBody as onRenderClient } from '../../hydrateBody.tsx'
