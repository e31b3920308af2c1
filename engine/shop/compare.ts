export type CompareToggle = { selected: string[]; refused: boolean }

/** The compare selection: selecting adds, selecting again removes, one beyond the limit is refused. */
export function toggleCompare(selected: readonly string[], id: string, max: number): CompareToggle {
  if (selected.includes(id)) return { selected: selected.filter((other) => other !== id), refused: false }
  if (selected.length >= max) return { selected: [...selected], refused: true }
  return { selected: [...selected, id], refused: false }
}

/** The alert shown when one more is refused. */
export function compareLimitMessage(max: number): string {
  return `You can only compare up to ${max} products.`
}
