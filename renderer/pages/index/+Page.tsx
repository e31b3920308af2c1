export { ModelPage as default } from '../../ModelPage.tsx'
