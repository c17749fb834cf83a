// The site footer: link columns from the registry, contact details, the palette hint and copyright.
import { site } from '../../../shared/site';
import { SearchHint } from '../../features/palette/search-hint';
import { PageLink } from '../../components/page-link';
import { BrandLogo } from './brand-logo';
import { footerSections, legalLinks } from '../../site/outlines/nav-sections';

export function SiteFooter() {
  return (
    <footer className="site-footer" data-pagefind-ignore>
      <div className="container-page grid gap-10 py-12 md:grid-cols-2 lg:grid-cols-6">
        <div className="lg:col-span-2">
          <BrandLogo />
          <p className="mt-3 max-w-sm text-muted">{site.tagline}.</p>
          <address className="mt-4 not-italic text-sm leading-6 text-muted">
            {site.address.street}, {site.address.locality}, {site.address.region}{' '}
            {site.address.postalCode}
            <br />
            <a href={site.phoneHref} className="link">
              {site.phone}
            </a>{' '}
            ·{' '}
            <a href={site.emailHref} className="link">
              {site.email}
            </a>
          </address>
          <p className="mt-4 text-sm text-muted">
            <SearchHint then="to search the site." />
          </p>
        </div>
        {footerSections().map((section) => (
          <nav key={section.label} aria-label={section.label}>
            <h2 className="text-sm font-semibold uppercase tracking-wide">{section.label}</h2>
            <ul className="mt-3 space-y-2 text-sm">
              {section.items.map((id) => (
                <li key={id}>
                  <PageLink to={id} className="footer-link" />
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-line">
        <div className="container-page flex flex-col gap-3 py-6 text-sm text-muted sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {site.foundingYear}–2026 {site.legalName}. All rights reserved.
          </p>
          <ul className="flex flex-wrap gap-4">
            {legalLinks.map((id) => (
              <li key={id}>
                <PageLink to={id} className="footer-link" />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
