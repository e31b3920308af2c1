import { usePageContext } from '../../layout/PageContextProvider.tsx'

export default function ErrorPage() {
  const { is404, abortReason } = usePageContext()
  if (is404) {
    return (
      <section className="section error-page">
        <h1>Page not found</h1>
        <p>{typeof abortReason === 'string' ? abortReason : 'The page you asked for does not exist or has moved.'}</p>
        <p>
          <a className="button" href="/">Go to the home page</a>
        </p>
      </section>
    )
  }
  return (
    <section className="section error-page">
      <h1>Something went wrong</h1>
      <p>We could not show this page. Please try again in a moment.</p>
      <p>
        <a className="button" href="/">Go to the home page</a>
      </p>
    </section>
  )
}
