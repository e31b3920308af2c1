import { filterUrls } from './filterUrls.ts'
import { queryStrings } from './queryStrings.ts'
import { slowClients } from './slowClients.ts'
import type { Scenario } from './Scenario.ts'

/** Every hostile-traffic scenario, run in this order by bench/hostile.ts against one server. */
export const SCENARIOS: readonly Scenario[] = [queryStrings, slowClients, filterUrls]
