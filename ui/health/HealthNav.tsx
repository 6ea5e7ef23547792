/** Health left navigation view (account-signin.md §2): renders healthNavMachine; decides nothing itself. */
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import type { healthNavMachine } from '../../machines/shared/healthNav/healthNav.machine';
import { selectHealthNavView } from '../../machines/shared/healthNav/healthNav.selectors';
import { HEALTH_MENU_LABEL, isParent, NAV_MESSAGES, normalizePath } from '../../domain/health/navigation';
import { useServices } from '../app/services';
import { Alert } from '../kit/Alert';
import { Spinner } from '../kit/Spinner';
import './health-nav.css';

/** Runs one navigation actor for this page. */
export function HealthNav() {
  const { healthNavMachine, inspect, banner } = useServices();
  const location = useLocation();
  const nav = useActorRef(healthNavMachine, {
    input: { path: location.pathname, features: banner.features },
    inspect,
  });
  return <HealthNavView nav={nav} />;
}

/** Renders a navigation actor and relays the user state and the current path to it. */
export function HealthNavView({ nav }: { nav: ActorRefFrom<typeof healthNavMachine> }) {
  const { session } = useServices();
  const location = useLocation();
  const view = useSelector(nav, selectHealthNavView, shallowEqual);
  const sessionState = useSelector(
    session,
    (s) => ({
      authLevel: s.context.info?.authLevel ?? null,
      knownMachine: s.context.info?.knownMachine ?? false,
    }),
    shallowEqual,
  );
  const backButton = useRef<HTMLButtonElement>(null);
  const drilledFrom = useRef<string | null>(null);
  const list = useRef<HTMLUListElement>(null);

  // Relay outside facts to the chart; the chart decides what they mean.
  useEffect(() => {
    if (sessionState.authLevel)
      nav.send({
        type: 'nav.sessionChanged',
        authLevel: sessionState.authLevel,
        knownMachine: sessionState.knownMachine,
      });
  }, [nav, sessionState.authLevel, sessionState.knownMachine]);
  // Keyed on the navigation, not the path: following the current page's own link still closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: location.key marks each navigation
  useEffect(() => nav.send({ type: 'nav.pathChanged', path: location.pathname }), [nav, location.key]);

  // Focus follows the drill: into the level (its back button), and back onto the parent it came from.
  useEffect(() => {
    const cameBackFrom = drilledFrom.current;
    drilledFrom.current = null;
    if (cameBackFrom) {
      list.current
        ?.querySelector<HTMLButtonElement>(`button[data-url="${CSS.escape(cameBackFrom)}"]`)
        ?.focus();
    } else if (view.currentParentUrl) {
      backButton.current?.focus();
    }
  }, [view.currentParentUrl]);

  return (
    <nav
      className="health-nav"
      aria-label={NAV_MESSAGES.landmark}
      data-expanded={view.expanded ? 'true' : 'false'}
    >
      <button
        type="button"
        className="health-nav__toggle"
        aria-expanded={view.expanded}
        aria-controls="health-nav-panel"
        onClick={() => nav.send({ type: 'nav.toggle' })}
        disabled={view.status !== 'ready'}
      >
        {HEALTH_MENU_LABEL}
        <span className="health-nav__chevron" aria-hidden="true" />
      </button>
      <div id="health-nav-panel" className="health-nav__panel">
        {view.status === 'loading' && <Spinner label="Loading menu…" />}
        {view.status === 'failed' && (
          <Alert tone="error">
            {NAV_MESSAGES.loadFailed}{' '}
            <button type="button" className="link-button" onClick={() => nav.send({ type: 'nav.retry' })}>
              {NAV_MESSAGES.retry}
            </button>
          </Alert>
        )}
        {view.status === 'ready' && (
          <>
            {view.canGoBack && (
              <div className="health-nav__level">
                <button
                  ref={backButton}
                  type="button"
                  className="health-nav__back"
                  onClick={() => {
                    drilledFrom.current = view.currentParentUrl;
                    nav.send({ type: 'nav.back' });
                  }}
                >
                  <span aria-hidden="true">‹ </span>
                  {NAV_MESSAGES.back}
                </button>
                <h2 className="health-nav__heading">{view.heading}</h2>
              </div>
            )}
            <ul ref={list} className="health-nav__list">
              {view.items.map((item) => {
                const url = normalizePath(item.url);
                const active = view.activeUrl === url;
                const inTrail = view.activeTrail.includes(url);
                return (
                  <li key={`${item.title}|${item.url}`}>
                    {isParent(item) ? (
                      <button
                        type="button"
                        data-url={item.url}
                        className={`health-nav__item health-nav__parent${inTrail ? ' is-active-trail' : ''}`}
                        onClick={() => nav.send({ type: 'nav.drill', url: item.url })}
                      >
                        {item.title} <span className="visually-hidden">submenu</span>
                        <span aria-hidden="true"> ›</span>
                      </button>
                    ) : (
                      <Link
                        to={item.url}
                        className={`health-nav__item${active ? ' is-active' : ''}`}
                        aria-current={active ? 'page' : undefined}
                      >
                        {item.title}
                      </Link>
                    )}
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </div>
    </nav>
  );
}
