export { InfoPageView as default } from '../../InfoPageView.tsx'
