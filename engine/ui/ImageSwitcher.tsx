import { imageSrc, pictureSources } from '../shop/images.ts'
import { ProductImage } from './ProductImage.tsx'
import './ImageSwitcher.css'

type Props = { images: readonly string[]; alt: string }

/**
 * Main image with a strip of 64 px thumbnails; choosing a thumbnail shows it (the page's small
 * script does the switch: renderer/client/pageBehaviours.ts). The main image is the page's
 * largest paint, so it is fetched first; a failed load is logged and changes nothing visible.
 */
export function ImageSwitcher({ images, alt }: Props) {
  const main = images[0]
  return (
    <div className="image-switcher" data-image-switcher="">
      <ProductImage
        className="image-switcher__main"
        url={main}
        size="main"
        alt={alt}
        width={600}
        height={400}
        fetchPriority="high"
        data-error-log="Failed to load image: main image 1"
      />
      {images.length > 1 && (
        <div className="image-switcher__thumbs" role="group" aria-label="Product images">
          {images.map((image, i) => (
            <button
              key={image + i}
              type="button"
              className="image-switcher__thumb"
              aria-label={`Show image ${i + 1} of ${images.length}`}
              aria-pressed={i === 0}
              data-src={imageSrc(image, 'main')}
              {...switchedSources(image)}
            >
              <ProductImage url={image} size="thumb" alt="" width={64} height={64} loading="lazy" data-error-log={`Failed to load image: thumbnail ${i + 1}`} />
            </button>
          ))}
        </div>
      )}
    </div>
  )
}

/** A raster photo's srcsets, carried by its thumbnail so the switch can rewrite the main `<picture>`. */
function switchedSources(image: string): Record<string, string> {
  const picture = pictureSources(image)
  if (!picture) return {}
  return Object.fromEntries([['data-srcset', picture.srcSet], ...picture.sources.map((source) => [`data-srcset-${source.type.slice('image/'.length)}`, source.srcSet])])
}
