import type { Config } from 'vike/types'

export default {
  clientRouting: true,
  hydrationCanBeAborted: true,
  // `layout` comes from the server's renderPage call; `data` is passed by Vike itself.
  passToClient: ['layout'],
} satisfies Config
