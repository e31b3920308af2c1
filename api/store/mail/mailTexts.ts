import type { Content } from '../../../engine/load/Content.ts'
import type { SubscriptionTable } from '../database/StoreDatabase.ts'
import { formatCents } from '../../../engine/format/money.ts'

/** What a mail says about the site: its name and the public address its links start with. */
export type MailSite = { name: string; url: string }

/** A product as a mail names it: its title and the path of its review page, if it has one. */
export type MailProduct = { title: string; path?: string }

/** A mail as the outbox keeps it, before the outbox gives it an id and a time. */
export type Mail = { kind: MailKind; to: string; subject: string; text: string; unsubscribeUrl: string }

export type MailKind = 'alert_confirmation' | 'newsletter_confirmation' | 'price_drop'

export const mailSiteOf = (content: Content): MailSite => ({ name: content.site.name, url: content.site.url })

/** The product as mails and answer pages name it: its title and its review page, if it has one. */
export function mailProductOf(content: Content, id: string): MailProduct | undefined {
  const product = content.catalogue.byId(id)
  if (!product) return undefined
  return product.pageLink ? { title: product.title, path: product.pageLink } : { title: product.title }
}

const link = (site: MailSite, path: string) => new URL(path, site.url).toString()

/** The one-click unsubscribe link of a subscription: every mail of it carries this link. */
const unsubscribeUrl = (site: MailSite, subscription: SubscriptionTable) => link(site, `/unsubscribe?token=${subscription.unsubscribe_token}`)

/** The link that confirms a request. */
const confirmUrl = (site: MailSite, subscription: SubscriptionTable) => link(site, `/subscriptions/confirm?token=${subscription.confirm_token}`)

const footer = (site: MailSite, subscription: SubscriptionTable) =>
  `\n\n--\nYou get this mail because this address asked for it on ${site.name}.\nTo stop it, open: ${unsubscribeUrl(site, subscription)}\n`

/** The mail that asks the shopper to confirm a price alert. */
export function alertConfirmation(site: MailSite, subscription: SubscriptionTable, product: MailProduct): Mail {
  const text = [
    `You asked ${site.name} to email you when the ${product.title} is at or under ${formatCents(subscription.target_cents)}.`,
    `To turn the alert on, open this link: ${confirmUrl(site, subscription)}`,
    `If you did not ask for this, ignore this mail: the request is deleted after 7 days and you will hear nothing more.`,
  ].join('\n\n')
  return { kind: 'alert_confirmation', to: subscription.email, subject: `Confirm your price alert for the ${product.title}`, text: text + footer(site, subscription), unsubscribeUrl: unsubscribeUrl(site, subscription) }
}

/** The mail that asks the shopper to confirm the newsletter. */
export function newsletterConfirmation(site: MailSite, subscription: SubscriptionTable): Mail {
  const text = [
    `You asked to receive the ${site.name} newsletter.`,
    `To start it, open this link: ${confirmUrl(site, subscription)}`,
    `If you did not ask for this, ignore this mail: the request is deleted after 7 days and you will hear nothing more.`,
  ].join('\n\n')
  return { kind: 'newsletter_confirmation', to: subscription.email, subject: `Confirm your ${site.name} newsletter`, text: text + footer(site, subscription), unsubscribeUrl: unsubscribeUrl(site, subscription) }
}

/** The alert itself: the product is at or under the shopper's price. */
export function priceDrop(site: MailSite, subscription: SubscriptionTable, product: MailProduct, bestCents: number, retailer: string): Mail {
  const lines = [
    `Good news: the ${product.title} is now ${formatCents(bestCents)} at ${retailer}, at or under your alert price of ${formatCents(subscription.target_cents)}.`,
    product.path ? `See the review and every current offer: ${link(site, product.path)}` : `Prices change often; check the retailer's page before you buy.`,
    `We will write again only if the price rises above ${formatCents(subscription.target_cents)} and then drops back.`,
  ]
  return { kind: 'price_drop', to: subscription.email, subject: `Price drop: ${product.title} is now ${formatCents(bestCents)}`, text: lines.join('\n\n') + footer(site, subscription), unsubscribeUrl: unsubscribeUrl(site, subscription) }
}
