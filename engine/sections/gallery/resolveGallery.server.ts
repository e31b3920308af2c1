import { reviewProduct } from '../contract/ResolveContext.ts'
import type { ResolveContext } from '../contract/ResolveContext.ts'

export function resolveGallery(_section: unknown, context: ResolveContext): { images: string[]; title: string } {
  const { images, title } = reviewProduct(context, 'gallery')
  return { images, title }
}
