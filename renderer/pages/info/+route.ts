// Information pages: pages-config/pages/<name>.yaml at /<name>; the data hook answers 404 for
// names that have no file. More specific routes (/search, /product-compare, ...) win over this one.
import { ROUTES } from '../../../engine/catalogue/siteRoutes.ts'

export default ROUTES.info
