import { createHash } from 'node:crypto'
import type { Context, Next } from 'koa'
import helmet from 'koa-helmet'
import { SPECULATION_RULES } from '../../renderer/speculationRules.ts'

const YEAR = 365 * 24 * 60 * 60

/** The CSP source that allows one inline script: the base64 SHA-256 of its exact text. */
export const inlineScriptHash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

/**
 * A policy with no 'unsafe-inline' anywhere: styles and scripts come from the site's own files;
 * the only inline script, the speculation rules, is allowed by its hash. Vike's page data travels
 * in `<script type="application/json">`, which is data, not script, and needs no allowance.
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'", inlineScriptHash(SPECULATION_RULES)],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
}

/** Features no page uses, switched off for the page and anything it could embed. */
export const PERMISSIONS_POLICY = 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()'

/**
 * Helmet's headers with the strict policy above. HSTS is sent only over HTTPS: sent over plain
 * HTTP it means nothing to browsers and misleads anyone reading the headers. Behind a proxy the
 * scheme comes from X-Forwarded-Proto, trusted only when TRUST_PROXY is set (see app.proxy).
 * Development keeps no CSP: Vite's dev client injects inline scripts and styles.
 */
export function securityHeaders(development: boolean) {
  const headers = helmet({
    contentSecurityPolicy: development ? false : { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' },
  })
  return async function securityHeaders(ctx: Context, next: Next) {
    ctx.set('Permissions-Policy', PERMISSIONS_POLICY)
    if (ctx.secure) ctx.set('Strict-Transport-Security', `max-age=${YEAR}; includeSubDomains`)
    return headers(ctx, next)
  }
}
