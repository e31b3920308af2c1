interface ImportMetaEnv {
  /** When the bundle was built (ISO 8601), stamped by vite.config.ts. */
  readonly BUILD_DATE?: string
}
