import { createHash } from 'node:crypto'
import type { ServerResponse } from 'node:http'
import type { Context, Next } from 'koa'
import helmet from 'helmet'
import { SPECULATION_RULES } from '../../engine/seo/speculationRules.ts'
import { WITHOUT_SCRIPT_STYLE } from '../../engine/seo/withoutScriptStyle.ts'
import type { HeaderPair } from '../generate/PreparedBody.ts'

const YEAR = 365 * 24 * 60 * 60

/** The CSP source that allows one inline script: the base64 SHA-256 of its exact text. */
export const inlineScriptHash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

/**
 * A policy with no 'unsafe-inline' anywhere: styles and scripts come from the site's own files;
 * the only inline script, the speculation rules, is allowed by its hash. Vike's page data travels
 * in `<script type="application/json">`, which is data, not script, and needs no allowance.
 */
const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'", inlineScriptHash(SPECULATION_RULES)],
  'script-src-attr': ["'none'"],
  // The one inline style, what pages look like without JavaScript, is allowed by its hash too.
  'style-src': ["'self'", inlineScriptHash(WITHOUT_SCRIPT_STYLE)],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
}

/** Features no page uses, switched off for the page and anything it could embed. */
const PERMISSIONS_POLICY = 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()'

/** Sent only over HTTPS: over plain HTTP it means nothing to browsers and misleads anyone reading the headers. */
export const STRICT_TRANSPORT_SECURITY: HeaderPair = ['Strict-Transport-Security', `max-age=${YEAR}; includeSubDomains`]

/**
 * Helmet's headers with the strict policy above, plus Permissions-Policy. They do not depend on
 * the request, so helmet runs once, against a recorder, and every answer (the Koa middleware below
 * and the prepared-answer fast path) sends this one list. Development keeps no CSP: Vite's dev
 * client injects inline scripts and styles.
 */
export function securityHeaderList(development: boolean): HeaderPair[] {
  const headers: HeaderPair[] = [['Permissions-Policy', PERMISSIONS_POLICY]]
  const recorder = {
    setHeader: (name: string, value: string | number) => headers.push([name, String(value)]),
    removeHeader: () => undefined,
  }
  const middleware = helmet({
    contentSecurityPolicy: development ? false : { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' },
  })
  // Helmet only calls setHeader/removeHeader on the response; its directives here are constants.
  middleware({} as never, recorder as unknown as ServerResponse, () => undefined)
  return headers
}

/**
 * Every answer carries the security headers. HSTS only over HTTPS; behind a proxy the scheme
 * comes from X-Forwarded-Proto, trusted only when TRUST_PROXY is set (see app.proxy).
 */
export function securityHeaders(headers: readonly HeaderPair[]) {
  return async function securityHeaders(ctx: Context, next: Next) {
    for (const [name, value] of headers) ctx.res.setHeader(name, value)
    if (ctx.secure) ctx.set(...STRICT_TRANSPORT_SECURITY)
    return next()
  }
}
