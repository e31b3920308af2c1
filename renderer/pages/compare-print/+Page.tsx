export { ComparePrintPage as default } from './ComparePrintPage.tsx'
