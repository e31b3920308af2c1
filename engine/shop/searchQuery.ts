/** Longest query we read; anything after it is ignored rather than refused. */
export const MAX_QUERY_LENGTH = 100

/** The query as searched: trimmed, inner spaces collapsed, cut to MAX_QUERY_LENGTH. */
export function normalizeQuery(raw: string | undefined): string {
  return (raw ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH).trim()
}
