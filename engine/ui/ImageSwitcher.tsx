import { useState } from 'react'
import { imageSrc } from '../shop/images.ts'
import './ImageSwitcher.css'

type Props = { images: readonly string[]; alt: string }

/**
 * Main image with a strip of 64 px thumbnails; choosing a thumbnail shows it (index starts at 0).
 * A failed load is logged (SPEC section 8) and changes nothing visible.
 */
export function ImageSwitcher({ images, alt }: Props) {
  const [selected, setSelected] = useState(0)
  const main = images[selected] ?? images[0]
  return (
    <div className="image-switcher">
      <img
        className="image-switcher__main"
        src={imageSrc(main, 'main')}
        alt={alt}
        width={600}
        height={400}
        onError={() => console.error(`Failed to load image: main image ${selected + 1}`)}
      />
      {images.length > 1 && (
        <div className="image-switcher__thumbs" role="group" aria-label="Product images">
          {images.map((image, i) => (
            <button
              key={image + i}
              type="button"
              className="image-switcher__thumb"
              aria-label={`Show image ${i + 1} of ${images.length}`}
              aria-pressed={i === selected}
              onClick={() => setSelected(i)}
            >
              <img
                src={imageSrc(image, 'thumb')}
                alt=""
                width={64}
                height={64}
                loading="lazy"
                onError={() => console.error(`Failed to load image: thumbnail ${i + 1}`)}
              />
            </button>
          ))}
        </div>
      )}
    </div>
  )
}
