import type { SiteConfig } from '../../schemas/types.gen.ts'
import type { Catalogue } from '../catalogue/Catalogue.ts'

/** What a section's server-side resolver may read. */
export type ResolveContext = { catalogue: Catalogue; site: SiteConfig }
