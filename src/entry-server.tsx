/**
 * The server's first render of the shopper pages that must paint before their JavaScript has arrived (the
 * sign-in page: account-signin.md §2, "Submit disabled until mounted"). Built by Vite as an SSR module
 * (dist-ssr/entry-server.js, `npm run build`) and called by the sandbox's static route; the browser then hydrates
 * the same tree (src/main.tsx). The services are created idle: every actor shows its initial state and nothing
 * calls out, so the server's HTML is exactly the browser's first render.
 *
 *   const page = await renderPage({ url: '/signin?redirectUrl=%2Fhealth', origin, hostname, userAgent, cookie });
 *   // page?.html goes into <div id="root" data-ssr>, page.htmlAttributes onto <html>, page.title into <title>
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { ServicesProvider } from '../ui/app/services';
import type { SessionInfo } from '../api/contracts/identity';
import { AppRoutes, createServices } from './app';
import { bootDataTag } from './boot';
import { selectBanner } from '../domain/banners/select';
import { themeVariables } from '../domain/banners/theme';
import { parseClientConfig } from './config';
import { SERVER_RENDERED_PATHS } from '../domain/shell';

export interface PageRequest {
  /** Path and query, e.g. `/signin?redirectUrl=%2Fhealth`. */
  url: string;
  /** The address the shopper sees, e.g. `http://localhost:8080`. */
  origin: string;
  hostname: string;
  userAgent: string;
  cookie: string;
  /** The session answer for this browser (server/auth/first-render.ts): the page renders from it and carries it. */
  session?: SessionInfo | null;
}

export interface RenderedPage {
  html: string;
  title: string;
  /** The boot data element (src/boot.ts) for the page, or '' without a session answer. */
  boot: string;
  /** Whether the page carries a signed-in (identity or authenticated) session's answer. */
  signedIn: boolean;
  /** Attributes for <html>: the banner and its theme variables (what domain/banners/theme.ts applyTheme sets). */
  htmlAttributes: { 'data-banner': string; style: string };
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** Whether the server renders this path first; others get the plain page and render in the browser. */
export function rendersOnServer(path: string): boolean {
  return (SERVER_RENDERED_PATHS as readonly string[]).includes(path);
}

export async function renderPage(request: PageRequest): Promise<RenderedPage | null> {
  const url = new URL(request.url, request.origin);
  if (!rendersOnServer(url.pathname)) return null;
  const config = parseClientConfig(import.meta.env);
  const banner = selectBanner({
    hostname: request.hostname,
    search: url.search,
    allowQueryOverride: config.sandbox,
    cookie: request.cookie,
  });
  const services = createServices(
    config,
    banner,
    {
      href: () => url.href,
      userAgent: () => request.userAgent,
      cookie: () => request.cookie,
    },
    { live: false, session: request.session ?? null },
  );
  // The page's own title ("Sign In | FreshWay Market"), as the page declares it while it renders.
  let title = banner.title;
  const collectTitle = (full: string) => {
    title = full;
  };
  // Waits for the lazy route modules (they are part of this bundle), then gives the whole page.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <ServicesProvider value={services}>
        <StaticRouter location={url.pathname + url.search}>
          <AppRoutes collectTitle={collectTitle} />
        </StaticRouter>
      </ServicesProvider>
    </StrictMode>,
  );
  let html = '';
  for await (const chunk of prelude)
    html += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
  const style = Object.entries(themeVariables(banner))
    .map(([name, value]) => `${name}: ${value};`)
    .join(' ');
  return {
    html,
    title: escapeAttribute(title),
    boot: request.session ? bootDataTag({ session: request.session }) : '',
    signedIn: Boolean(request.session && request.session.authLevel !== 'anonymous'),
    htmlAttributes: { 'data-banner': escapeAttribute(banner.slug), style: escapeAttribute(style) },
  };
}
