import { factFiguresFamily } from './factClaims.ts'
import { factComparisonsFamily } from './factComparisons.ts'
import { factCountsFamily } from './factCounts.ts'
import { factKindsFamily } from './factKinds.ts'
import { factLengthsFamily } from './factLengths.ts'
import { offerWordsFamily } from './offerWords.ts'
import { familyFindings } from './ProseFamily.ts'
import type { ProseContext, ProseFamily, ProseFinding } from './ProseFamily.ts'
import { parseToken, TOKEN } from './proseTokens.ts'
import { rankClaimsFamily } from './rankClaims.ts'
import { sellerClaimsFamily } from './sellerClaims.ts'
import { siteClaimsFamily } from './siteClaims.ts'
import { testingClaimsFamily } from './testingClaims.ts'
import { tokenProblem } from './tokenKinds.ts'
import { updateRhythmFamily } from './updateRhythm.ts'

/** Tokens that name nothing, or are written where they cannot render. */
const tokensFamily: ProseFamily = {
  name: 'tokens',
  kind: 'words',
  mayMatch: /\{/,
  // The scope reads whether the text is a review's, its product's category (its facts) and records.
  contextKey: ({ tokens, subject }) => `${tokens.review}|${subject?.product.category ?? ''}|${tokens.facts ? '' : 'no facts'}|${tokens.tests ? `records:${[...tokens.tests].join(',')}` : 'records unknown'}`,
  findings(text, context) {
    const findings: ProseFinding[] = []
    for (const match of text.matchAll(TOKEN)) {
      const problem = tokenProblem(parseToken(match[1]!), context.tokens)
      if (problem) findings.push({ index: match.index, text: match[0], message: `"${match[0]}": ${problem}` })
    }
    return findings
  },
}

/** Every family of rules over prose, in the order their findings are reported. */
export const PROSE_FAMILIES: readonly ProseFamily[] = [offerWordsFamily, rankClaimsFamily, testingClaimsFamily, sellerClaimsFamily, siteClaimsFamily, updateRhythmFamily, factFiguresFamily, factComparisonsFamily, factCountsFamily, factLengthsFamily, factKindsFamily, tokensFamily]

/** What the families find in one text, read in `context`; `which` limits it to some of them. */
export function proseFindings(text: string, context: ProseContext, which: readonly ProseFamily[] = PROSE_FAMILIES): ProseFinding[] {
  return which.flatMap((family) => (family.mayMatch.test(text) ? familyFindings(family, text, context) : []))
}
