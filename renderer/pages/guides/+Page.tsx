export { GuidesIndexPage as default } from './GuidesIndexPage.tsx'
