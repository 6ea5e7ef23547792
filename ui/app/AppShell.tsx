/**
 * Page shell: banner header, main landmark, footer. Themed only by CSS variables set from the banner. The logo
 * leads to the banner's home page (issue 13 point 12); the header offers Health only on banners with a pharmacy
 * (point 13); the footer links the help and legal pages (point 7); the title announcer says each new page's
 * title after a navigation (point 11).
 */
import { shallowEqual, useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import {
  HEALTH_PATH,
  HELP_PATHS,
  HOME_PATH,
  PROFILE_PATH,
  SHELL_LABELS,
  signInPathFor,
} from '../../domain/shell';
import { TitleAnnouncer } from './pageTitle';
import { useServices } from './services';

export function AppShell({ children }: { children?: ReactNode }) {
  const { banner, session } = useServices();
  // Sign In returns the shopper to this page (path and query).
  const { pathname, search } = useLocation();
  const view = useSelector(
    session,
    (s) => ({
      signedIn: s.hasTag('signedIn'),
      busy: s.hasTag('busy'),
      canSignOut: s.can({ type: 'session.signOut' }),
    }),
    shallowEqual,
  );
  const logo = (
    <img src={banner.logoSvgUri} alt={banner.title} className="site-header__logo" width={177} height={101} />
  );
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        {SHELL_LABELS.skipToContent}
      </a>
      <TitleAnnouncer />
      <header className="site-header">
        {banner.logoLinked ? (
          <Link
            to={HOME_PATH}
            className="site-header__home"
            aria-label={`${banner.title} ${SHELL_LABELS.home}`}
          >
            {logo}
          </Link>
        ) : (
          logo
        )}
        <nav aria-label={SHELL_LABELS.accountNav} className="site-header__nav">
          {banner.features.pharmacy && <Link to={HEALTH_PATH}>{SHELL_LABELS.health}</Link>}
          {view.signedIn && <Link to={PROFILE_PATH}>{SHELL_LABELS.profile}</Link>}
          {view.canSignOut ? (
            <button
              type="button"
              className="link-button"
              onClick={() => session.send({ type: 'session.signOut' })}
            >
              {SHELL_LABELS.signOut}
            </button>
          ) : (
            <Link to={signInPathFor(pathname + search)}>{SHELL_LABELS.signIn}</Link>
          )}
        </nav>
      </header>
      <main id="main" className="shell__main" tabIndex={-1}>
        {children ?? <Outlet />}
      </main>
      <footer className="site-footer">
        <nav aria-label={SHELL_LABELS.footerNav}>
          <ul className="site-footer__links">
            <li>
              <Link to={HOME_PATH}>{SHELL_LABELS.footerHome}</Link>
            </li>
            <li>
              <Link to={HELP_PATHS.faq}>{SHELL_LABELS.footerFaq}</Link>
            </li>
            <li>
              <Link to={HELP_PATHS.contact}>{SHELL_LABELS.footerContact}</Link>
            </li>
            <li>
              <Link to={HELP_PATHS.terms}>{SHELL_LABELS.footerTerms}</Link>
            </li>
            <li>
              <Link to={HELP_PATHS.privacy}>{SHELL_LABELS.footerPrivacy}</Link>
            </li>
          </ul>
        </nav>
        <p>
          © {banner.title}. {SHELL_LABELS.sandboxNote}
        </p>
      </footer>
    </div>
  );
}
