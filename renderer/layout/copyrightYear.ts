/**
 * The footer's copyright year: the year the site was built. The build stamps its date into every
 * bundle (vite.config.ts), so generated pages, server-rendered views and the hydrated client agree;
 * outside a Vite build the current date stands in.
 */
export function copyrightYear(buildDate: string | undefined = import.meta.env.BUILD_DATE): number {
  return new Date(buildDate ?? Date.now()).getUTCFullYear()
}
