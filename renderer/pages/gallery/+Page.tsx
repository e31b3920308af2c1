export { SectionGalleryView as default } from '../../SectionGalleryView.tsx'
