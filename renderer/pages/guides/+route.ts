import { ROUTES } from '../../../engine/catalogue/siteRoutes.ts'

export default ROUTES.guides
