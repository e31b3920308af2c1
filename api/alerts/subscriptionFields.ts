import { Ajv } from 'ajv'
import addFormatsPlugin from 'ajv-formats'
import type { PriceAlertErrors, PriceAlertValues } from '../../engine/ui/PriceAlertFields.tsx'

/** The lowest and highest target a price alert takes, in cents. */
const TARGET_CENTS = { min: 100, max: 10_000_000 } as const

// ajv-formats ships CommonJS; its default export arrives wrapped under Node's ESM loader.
const addFormats = (addFormatsPlugin as unknown as { default?: typeof addFormatsPlugin }).default ?? addFormatsPlugin
// Its one schema is a constant here: no meta-schema compiled at the server's start to check it.
const ajv = new Ajv({ validateSchema: false })
addFormats(ajv, ['email'])
const isEmail = ajv.compile({ type: 'string', format: 'email', maxLength: 254 })
// Dollars as a person types them: "499", "499.5" or "499.99", with a "$" and thousands commas allowed.
const DOLLARS = /^\$?\s*([0-9]{1,3}(,[0-9]{3})+|[0-9]+)(\.[0-9]{1,2})?$/

/** A form field's text: the first value when repeated, '' when missing, at most 300 characters. */
export function fieldText(body: unknown, name: string): string {
  const value = (body as Record<string, unknown> | null | undefined)?.[name]
  const first = Array.isArray(value) ? value[0] : value
  return typeof first === 'string' ? first.trim().slice(0, 300) : ''
}

/** What is wrong with an email address, or undefined when it is one. */
export function emailProblem(email: string): string | undefined {
  if (email === '') return 'Enter your email address.'
  if (!isEmail(email)) return 'Enter an email address like name@example.com.'
  return undefined
}

type CheckedAlert = { ok: true; email: string; targetCents: number } | { ok: false; errors: PriceAlertErrors }

/** Checks the price alert form: every problem at once, each with what to type instead. */
export function checkAlertForm(values: PriceAlertValues): CheckedAlert {
  const errors: PriceAlertErrors = {}
  const email = emailProblem(values.email)
  if (email) errors.email = email
  const targetCents = centsOf(values.target)
  if (values.target === '') errors.target = 'Enter the price you want to pay, in US dollars.'
  else if (targetCents === undefined) errors.target = 'Enter a price in US dollars, like 499 or 499.99.'
  else if (targetCents < TARGET_CENTS.min || targetCents > TARGET_CENTS.max) errors.target = 'Enter a price from $1 to $100,000.'
  if (errors.email || errors.target || targetCents === undefined) return { ok: false, errors }
  return { ok: true, email: values.email, targetCents }
}

function centsOf(text: string): number | undefined {
  if (!DOLLARS.test(text)) return undefined
  return Math.round(Number(text.replace(/[$,\s]/g, '')) * 100)
}
