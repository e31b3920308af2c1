/**
 * The UN/CEFACT common codes (Recommendation 20) that schema.org's `unitCode` takes, for the units
 * the vocabulary uses; a unit without one is given as `unitText`.
 */
export const UN_CEFACT: Readonly<Record<string, string>> = {
  lb: 'LBR',
  kg: 'KGM',
  oz: 'ONZ',
  g: 'GRM',
  in: 'INH',
  cm: 'CMT',
  mm: 'MMT',
  ft: 'FOT',
  m: 'MTR',
  hp: 'BHP',
  kW: 'KWT',
  W: 'WTT',
  '%': 'P1',
}
