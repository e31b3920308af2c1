import { ROUTES } from '../../../engine/pages/siteRoutes.ts'

export default ROUTES.comparePrint
