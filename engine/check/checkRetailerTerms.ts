import type { RetailersFile } from '../../schemas/types.gen.ts'
import type { LoadedDocument, ProblemLog } from '../content/loadDocument.server.ts'
import { problemAt } from '../content/YamlSource.ts'

/**
 * A shop's terms say one thing each: free return shipping with no return window (returnDays: 0)
 * would show shoppers a promise about returns the shop does not take.
 */
export function checkRetailerTerms({ source, value }: LoadedDocument<RetailersFile>, log: ProblemLog): void {
  value.retailers.forEach((retailer, i) => {
    if (retailer.terms?.returnDays === 0 && retailer.terms.freeReturnShipping) {
      log.add(problemAt(source, ['retailers', i, 'terms', 'freeReturnShipping'], `free return shipping with no return window (returnDays: 0): ${retailer.name} takes nothing back; give its returnDays, or leave freeReturnShipping out`))
    }
  })
}
