import nodemailer from 'nodemailer'
import type { SendMailOptions, Transporter } from 'nodemailer'
import type { Logger } from '../process/logger.ts'
import type { Store } from '../store/database/openStore.ts'
import { claimMail, markSent, pendingMails, releaseMail } from '../store/mail/outbox.ts'
import type { OutboxTable } from '../store/database/StoreDatabase.ts'

/** How often a serving process looks for mails that are waiting (new ones are sent at once). */
const ROUND_MS = 30_000

type MailSettings = { smtpUrl: string | undefined; from: string }

/** SMTP_URL (smtp:// or smtps://, with user and password in it) and MAIL_FROM, the sender address. */
export function mailSettings(siteUrl: string, env: NodeJS.ProcessEnv = process.env): MailSettings {
  const host = new URL(siteUrl).hostname.replace(/^www\./, '')
  return { smtpUrl: env.SMTP_URL || undefined, from: env.MAIL_FROM || `alerts@${host}` }
}

type MailDelivery = { deliverNow: () => void; stop: () => Promise<void> }

/**
 * The outbox's sender in a serving process: one round at start, one every half minute, and one
 * whenever a request queued a mail. Without SMTP_URL each mail is written to the log instead.
 */
export function startMailDelivery(store: Store, settings: MailSettings, logger: Logger): MailDelivery {
  const transport: Transporter = settings.smtpUrl ? nodemailer.createTransport(settings.smtpUrl) : logTransport()
  let running: Promise<void> = Promise.resolve()
  let again = false
  const round = () => {
    if (again) return
    again = true
    running = running.then(async () => {
      again = false
      await deliverOutbox(store, transport, settings, logger).catch((error: unknown) => logger.warn({ err: error }, 'mail delivery round failed; the next round tries again'))
    })
  }
  round()
  const timer = setInterval(round, ROUND_MS)
  timer.unref()
  return {
    deliverNow: round,
    stop: async () => {
      clearInterval(timer)
      await running
      transport.close()
    },
  }
}

/** Sends every waiting mail once; returns how many went out. */
export async function deliverOutbox(store: Store, transport: Transporter, settings: MailSettings, logger: Logger): Promise<number> {
  let sent = 0
  for (const mail of await pendingMails(store, new Date())) {
    if (!(await claimMail(store, mail, new Date()))) continue
    try {
      const info = await transport.sendMail(message(mail, settings.from))
      if (!settings.smtpUrl) logger.info({ mail: { to: mail.to_address, subject: mail.subject, headers: headerLines(info.message), text: mail.body_text }, outbox: mail.id }, `mail written to the log (SMTP_URL is not set): ${mail.subject}`)
      await markSent(store, mail.id, new Date())
      sent += 1
    } catch (error) {
      logger.warn({ err: error, outbox: mail.id }, 'a mail could not be sent; it stays in the outbox for the next round')
      await releaseMail(store, mail.id)
    }
  }
  return sent
}

/** Builds each message as it would be sent, without sending it: the log shows its real headers. */
export const logTransport = (): Transporter => nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })

/** The header lines of a built message, each unfolded onto one line. */
function headerLines(message: unknown): string[] {
  const raw = Buffer.isBuffer(message) ? message.toString('utf8') : String(message)
  return raw.split('\n\n')[0]!.replace(/\n[ \t]+/g, ' ').split('\n')
}

/** The message with its one-click unsubscribe headers: mail programs show an unsubscribe button. */
function message(mail: OutboxTable, from: string): SendMailOptions {
  return {
    from,
    to: mail.to_address,
    subject: mail.subject,
    text: mail.body_text,
    list: { unsubscribe: { url: mail.unsubscribe_url, comment: 'Unsubscribe' } },
    headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  }
}
