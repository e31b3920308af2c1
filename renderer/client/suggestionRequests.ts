import { createApiClient } from '../../engine/client/apiClient.ts'
import type { Suggestion } from '../../engine/catalogue/searchProducts.ts'

/** How long typing must pause before the suggestions are asked for: one request per pause, not per key. */
const SUGGESTION_DELAY_MS = 150

export type SuggestionState = { kind: 'loading' } | { kind: 'error' } | { kind: 'loaded'; query: string; suggestions: Suggestion[] }

export type SuggestionRequests = {
  /** Asks for the suggestions of `query` once typing pauses; an earlier request still open is dropped. */
  request(query: string): void
  /** Drops any request still waiting or open. */
  cancel(): void
}

/**
 * The header's suggestion requests while a shopper types: debounced, the one before cancelled
 * when the text changes, each answer reported with the query it answers. A failure is reported
 * as an error state and never thrown, so typing always goes on.
 */
export function suggestionRequests(report: (state: SuggestionState) => void, delayMs = SUGGESTION_DELAY_MS): SuggestionRequests {
  const client = createApiClient()
  let timer: ReturnType<typeof setTimeout> | undefined
  let controller: AbortController | undefined
  const cancel = () => {
    clearTimeout(timer)
    controller?.abort()
    controller = undefined
  }
  const load = async (query: string) => {
    const current = (controller = new AbortController())
    try {
      const suggestions = await client.suggestions(query, current.signal)
      if (!current.signal.aborted) report({ kind: 'loaded', query, suggestions })
    } catch {
      if (!current.signal.aborted) report({ kind: 'error' })
    }
  }
  return {
    request(query) {
      cancel()
      report({ kind: 'loading' })
      timer = setTimeout(() => void load(query), delayMs)
    },
    cancel,
  }
}
