/** Page shell: banner header, main landmark, footer. Themed only by CSS variables set from the banner. */
import { shallowEqual, useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { SHELL_LABELS, SIGN_IN_PATH } from '../../src/domain/shell';
import { useServices } from './services';

export function AppShell({ children }: { children?: ReactNode }) {
  const { banner, session } = useServices();
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
      <header className="site-header">
        {banner.logoLinked ? (
          <Link
            to="/health"
            className="site-header__home"
            aria-label={`${banner.title} ${SHELL_LABELS.home}`}
          >
            {logo}
          </Link>
        ) : (
          logo
        )}
        <nav aria-label={SHELL_LABELS.accountNav} className="site-header__nav">
          <Link to="/health">{SHELL_LABELS.health}</Link>
          {view.signedIn && <Link to="/account/profile">{SHELL_LABELS.profile}</Link>}
          {view.canSignOut ? (
            <button
              type="button"
              className="link-button"
              onClick={() => session.send({ type: 'session.signOut' })}
            >
              {SHELL_LABELS.signOut}
            </button>
          ) : (
            <Link to={SIGN_IN_PATH}>{SHELL_LABELS.signIn}</Link>
          )}
        </nav>
      </header>
      <main id="main" className="shell__main" tabIndex={-1}>
        {children ?? <Outlet />}
      </main>
      <footer className="site-footer">
        <p>
          © {banner.title}. {SHELL_LABELS.sandboxNote}
        </p>
      </footer>
    </div>
  );
}
