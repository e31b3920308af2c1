import type { ImgHTMLAttributes } from 'react'
import { IMAGE_SIZES, imageSrc, pictureSources } from '../shop/images.ts'
import type { ImageSize } from '../shop/images.ts'
import './ProductImage.css'

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes'> & {
  url: string | undefined
  size: ImageSize
  width: number
  height: number
}

/**
 * A catalogue image. A raster photo is a `<picture>`: AVIF, then WebP, at three widths each, with
 * `sizes` for where it is drawn and a JPEG/PNG `<img>` for browsers that take neither; the
 * browser fetches one file of the width it needs. An SVG (or a missing image) is a plain `<img>`.
 * Width and height are always set, so the layout never shifts while the image loads.
 *
 * The image sits in a one-cell box with a hidden note over it; the page script
 * (renderer/client/imageFallback.ts) marks the box when the image fails, and the note then covers
 * the image's own box with "Image not available", so nothing moves. The words are drawn by CSS,
 * not written in the page: the image's alt (or the button or link around it) keeps naming it for
 * assistive technology, and a thumbnail button's visible text never contradicts its name.
 */
export function ProductImage({ url, size, ...img }: Props) {
  return (
    <span className="product-image" data-product-image="">
      <ImageElement url={url} size={size} {...img} />
      <span className="product-image__fallback" aria-hidden="true" />
    </span>
  )
}

function ImageElement({ url, size, ...img }: Props) {
  const picture = pictureSources(url)
  if (!picture) return <img src={imageSrc(url, size)} {...img} />
  const { sizes } = IMAGE_SIZES[size]
  return (
    <picture>
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img src={picture.src} srcSet={picture.srcSet} sizes={sizes} {...img} />
    </picture>
  )
}
