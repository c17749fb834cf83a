// The site header: logo, the primary navigation with menus built from the registry, the search
// button, the theme switcher and the call to action to the quote page; a menu button on mobile.
// Call and WhatsApp come before it (features/contact/contact-bar.tsx).
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { ShellIcon } from '../../components/shell-icon';
import { PageLink } from '../../components/page-link';
import { BrandLogo } from './brand-logo';
import { NavMenu } from './nav-menu';
import { navLinks, navSections } from '../../site/outlines/nav-sections';
import { HeaderTools } from './header-tools';
import { quoteCta } from '../../../shared/visitor-words';

// Loaded at the first opening: phones open it once in a while, and every page's initial
// JavaScript is kept under budget by leaving it out (`module.MobileMenu`, not a destructured
// parameter, which the bundler would wrap in an async function here).
const MobileMenu = lazy(() =>
  import('./mobile-menu').then((module) => ({ default: module.MobileMenu })),
);

export function SiteHeader() {
  const { pathname } = useLocation();
  // Menus remember the page they were opened on, so they are closed once the page changes.
  const [menu, setMenu] = useState<{ section: string | null; mobile: boolean; on: string }>({
    section: null,
    mobile: false,
    on: pathname,
  });
  const current = menu.on === pathname ? menu : { section: null, mobile: false, on: pathname };
  const openSection = current.section;
  const mobileOpen = current.mobile;
  const setOpenSection = (update: (section: string | null) => string | null) =>
    setMenu({ ...current, section: update(current.section) });
  const setMobileOpen = (mobile: boolean) => setMenu({ ...current, mobile });
  // Once opened, the menu stays mounted (hidden when closed), as it was before it was lazy.
  const [mobileLoaded, setMobileLoaded] = useState(false);
  if (mobileOpen && !mobileLoaded) setMobileLoaded(true);
  const navRef = useRef<HTMLElement>(null);

  // Menus also close on Escape and on a click outside them.
  useEffect(() => {
    if (!openSection) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenu((state) => ({ ...state, section: null }));
    };
    const onPointer = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node))
        setMenu((state) => ({ ...state, section: null }));
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [openSection]);

  const close = () => setOpenSection(() => null);

  return (
    <header className="site-header" data-pagefind-ignore>
      <div className="container-page flex h-16 items-center justify-between gap-2 sm:gap-4">
        <PageLink to="home" className="shrink-0 rounded-md">
          <BrandLogo />
          <span className="sr-only">, home</span>
        </PageLink>
        <nav
          ref={navRef}
          id="primary-navigation"
          aria-label="Primary"
          className="hidden lg:block"
          tabIndex={-1}
        >
          <ul className="flex items-center">
            {navSections().map((section) => (
              <NavMenu
                key={section.label}
                section={section}
                open={openSection === section.label}
                onToggle={() =>
                  setOpenSection((current) => (current === section.label ? null : section.label))
                }
                onNavigate={close}
              />
            ))}
            {/* Blog (also under Resources), About and Contact (also in the footer and the bar
                above) make room for the quote button up to 1279 px. */}
            {navLinks.map((id) => (
              <li key={id} className="max-xl:hidden">
                <PageLink to={id} className="nav-trigger" />
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-1 sm:gap-2">
          <HeaderTools />
          <PageLink to="quote" className="btn btn-primary hidden whitespace-nowrap sm:inline-flex">
            {quoteCta}
          </PageLink>
          <button
            type="button"
            className="icon-button lg:hidden"
            aria-expanded={mobileOpen}
            aria-controls="mobile-menu"
            onClick={() => setMobileOpen(!mobileOpen)}
          >
            <ShellIcon name={mobileOpen ? 'x' : 'menu'} size={22} />
            <span className="sr-only">Menu</span>
          </button>
        </div>
      </div>
      {mobileLoaded && (
        <Suspense fallback={null}>
          <MobileMenu open={mobileOpen} onNavigate={() => setMobileOpen(false)} />
        </Suspense>
      )}
    </header>
  );
}
