import { ProductImage } from '../../ui/ProductImage.tsx'
import type { SectionProps } from '../contract/SectionProps.ts'
import type { gallery } from './gallery.ts'
import './Gallery.css'

/** Shown when the product has more than 2 images, with the images at index 1 and 2. */
const GALLERY_MIN_IMAGES = 3

export function Gallery({ section }: SectionProps<typeof gallery>) {
  const { images, title } = section.resolved
  if (images.length < GALLERY_MIN_IMAGES) return null
  const shown = images.slice(1, 3)
  return (
    <section className="section gallery" id={section.id}>
      <h2>{section.heading}</h2>
      <ul className="gallery__images">
        {shown.map((image, i) => (
          <li key={image + i}>
            <ProductImage
              url={image} size="main"
              alt={`${title}, image ${i + 2} of ${images.length}`}
              width={600}
              height={400}
              loading="lazy"
              // A failed load is logged by the page script, and the box says "Image not available".
              data-error-log={`Failed to load image: gallery image ${i + 2}`}
            />
          </li>
        ))}
      </ul>
    </section>
  )
}
