export { ComparePage as default } from './ComparePage.tsx'
