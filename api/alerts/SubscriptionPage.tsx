import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'

/** A page of the subscription answers: what happened, in a heading and a few lines, and a way on. */
export type PageText = { title: string; body: ReactNode; siteName: string }

/**
 * The pages the subscription forms and mail links answer with. They stand alone (no script, no
 * stylesheet of the build), so they work the same without JavaScript and on any server.
 */
export function subscriptionPage({ title, body, siteName }: PageText): string {
  const html = renderToStaticMarkup(
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`${title} | ${siteName}`}</title>
      </head>
      <body>
        <main>
          <h1>{title}</h1>
          {body}
          <p>
            <a href="/">{`Back to ${siteName}`}</a>
          </p>
        </main>
      </body>
    </html>,
  )
  return `<!DOCTYPE html>${html}`
}

/** A form with one button that posts a mail link's token: opening the link alone changes nothing. */
export function TokenButton({ action, token, label }: { action: string; token: string; label: string }) {
  return (
    <form method="post" action={action}>
      <input type="hidden" name="token" value={token} />
      <button type="submit">{label}</button>
    </form>
  )
}
