/**
 * Other names editors give a typed fact in a free-text spec row ("Running Surface" for the deck
 * length): a row under one of them repeats the fact, and the two can disagree.
 */
export const SPEC_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  folding: ['folding', 'foldable', 'folds', 'fold'],
  deckLength: ['running surface', 'deck', 'deck size', 'belt size', 'running area', 'tread belt'],
  maxUserWeight: ['capacity', 'weight capacity', 'max weight', 'weight limit', 'user weight', 'max user weight'],
  weight: ['product weight', 'machine weight', 'item weight'],
  warranty: ['warranty', 'guarantee'],
  resistanceLevels: ['levels', 'resistance levels'],
  inclineMax: ['incline', 'max incline'],
  motor: ['motor power', 'horsepower'],
}

/** The fact key a spec label names under another name, among the keys the category has. */
export function synonymFact(label: string, keys: readonly string[]): string | undefined {
  const name = label.trim().toLowerCase()
  return keys.find((key) => SPEC_SYNONYMS[key]?.includes(name))
}
