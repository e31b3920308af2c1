/** A number in a unit, as read from "300 lb" or "999.99 USD". */
export type Quantity = { amount: number; unit: string }

/** The parts a warranty may name. */
export type WarrantyPart = 'frame' | 'motor' | 'parts' | 'labor'
/** How long one part is covered: a time ("5 yr", "90 day") or for life. */
export type Duration = { lifetime: true } | { lifetime?: false; time: Quantity }
/** A warranty as the catalogue types it: a duration per part; a part it does not name has no cover of its own. */
export type WarrantyTerms = Partial<Record<WarrantyPart, Duration>>

/** A product's fact, read and checked against its definition. */
export type Typed =
  | { kind: 'quantity' | 'money'; quantity: Quantity }
  | { kind: 'count'; count: number }
  | { kind: 'yesno'; yes: boolean }
  | { kind: 'choice' | 'text'; text: string }
  | { kind: 'size'; length: Quantity; width: Quantity; height: Quantity }
  | { kind: 'warranty'; terms: WarrantyTerms }

/** A fact value: typed, with the catalogue's note beside it ("continuous"), or only a note. */
export type FactValue = { typed?: Typed; note?: string }

/** The raw YAML forms a fact value may take, as the catalogue schema allows them. */
export type RawScalar = string | number | boolean
export type RawFact = RawScalar | { length: string; width: string; height: string } | { value?: RawScalar; note?: string } | RawWarranty
/** A warranty as written: a duration per part ({ frame: 5 yr, parts: 2 yr }). */
export type RawWarranty = { frame?: string; motor?: string; parts?: string; labor?: string }
