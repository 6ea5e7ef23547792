/** Shopper app entry: configuration, banner, theme, then the app. A bad configuration is a readable page. */
import { StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import '../ui/styles/base.css';
import { App, createServices } from './app';
import { takeBootSession } from './boot';
import { bannerCookie, bannerFromQuery, selectBanner } from '../domain/banners/select';
import { applyTheme } from '../domain/banners/theme';
import { ConfigError, parseClientConfig } from './config';

/** Renders the app into the page's root element (or, when the configuration is bad, the page naming it). */
function start(container: HTMLElement): void {
  // A page the server rendered first (src/entry-server.tsx) is hydrated: the same tree takes over its HTML.
  const serverRendered = container.hasAttribute('data-ssr');
  let root: Root | null = null;

  try {
    const config = parseClientConfig(import.meta.env);
    const banner = selectBanner({
      hostname: window.location.hostname,
      search: window.location.search,
      allowQueryOverride: config.sandbox,
      cookie: document.cookie,
    });
    // The sandbox keeps a banner chosen with ?banner= for later page loads (issue 13 point 13). The Cookie Store API
    // is not in every browser the shoppers use (Safari before 18.4, Firefox).
    if (config.sandbox && bannerFromQuery(window.location.search))
      // biome-ignore lint/suspicious/noDocumentCookie: a plain first-party cookie; see the comment above
      document.cookie = bannerCookie(banner.slug);
    applyTheme(banner);
    const app = (
      <StrictMode>
        <App services={createServices(config, banner, undefined, { session: takeBootSession(document) })} />
      </StrictMode>
    );
    if (serverRendered) hydrateRoot(container, app);
    else root = createRoot(container);
    root?.render(app);
  } catch (error) {
    const message = error instanceof ConfigError ? error.message : 'The application could not start.';
    root ??= createRoot(container);
    root.render(
      <main className="page-message">
        <h1>Configuration error</h1>
        <p role="alert">{message}</p>
      </main>,
    );
  }
}

start(document.getElementById('root')!);
