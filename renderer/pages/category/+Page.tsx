export { CategoryPage as default } from './CategoryPage.tsx'
