import { usePageContext } from './PageContextProvider.tsx'
import './Footer.css'
import { copyrightYear } from './copyrightYear.ts'

export function Footer() {
  const { layout } = usePageContext()
  return (
    <footer className="footer">
      <div className="footer__grid">
        <section>
          <p className="footer__brand">{layout.siteName}</p>
          <p>
            {layout.tagline} Trusted by over {layout.weeklyShoppers.count.toLocaleString('en-US')} shoppers weekly (source: {layout.weeklyShoppers.source}).
          </p>
        </section>
        <nav aria-label="Quick links">
          <h2>Quick links</h2>
          <ul>
            {layout.navigation.footerLinks.map((link) => (
              <li key={link.href}><a href={link.href}>{link.label}</a></li>
            ))}
          </ul>
        </nav>
        {layout.newsletter && (
          <section id="newsletter" aria-labelledby="newsletter-heading">
            <h2 id="newsletter-heading">Newsletter</h2>
            <p>New reviews and price news by email. You confirm from the first email, and every email has a one-click unsubscribe link.</p>
            {/* A plain form that works without JavaScript (the server answers with a page); the page script sends it in the background. */}
            <form className="footer__newsletter" method="post" action="/newsletter" data-subscription-form="">
              <label htmlFor="footer-newsletter-email">Email address</label>
              <input id="footer-newsletter-email" type="email" name="email" required autoComplete="email" maxLength={254} />
              <button type="submit" className="button">Subscribe</button>
              <p className="footer__newsletter-status" role="status"></p>
            </form>
          </section>
        )}
        <section id="contact" aria-labelledby="contact-heading">
          <h2 id="contact-heading">Contact</h2>
          <address>
            <a href={`mailto:${layout.contact.email}`}>{layout.contact.email}</a>
            <br />
            {layout.contact.phone}
            <br />
            {layout.contact.address}
          </address>
          <p>Support: {layout.supportHours}</p>
        </section>
      </div>
      <div className="footer__legal">
        <p>
          {`© ${copyrightYear()} ${layout.siteName}.`}
          {layout.paidBy && ` ${layout.paidBy}`}
        </p>
        {layout.demoNotice && <p className="footer__demo">{layout.demoNotice}</p>}
        <ul>
          {layout.navigation.legalLinks.map((link) => (
            <li key={link.href}><a href={link.href}>{link.label}</a></li>
          ))}
        </ul>
      </div>
    </footer>
  )
}
