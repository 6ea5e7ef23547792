/**
 * The built shopper app (Vite output in dist/: index.html plus hashed files under assets/). Files are served
 * as they are; any other GET that accepts HTML and is not an API path gets index.html, so client-side routes
 * (/signin, /rx/dashboard, ...) survive a reload. Hashed assets never change, so they are cached for a year;
 * index.html is revalidated so a new build shows at once.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono } from 'hono';
import { loggableRoute } from '../http/logging';
import { isApiPath } from '../http/paths';
import { cspNonce } from '../http/security-headers';
import type { SessionInfo } from '../../api/contracts/identity';

export const NOT_BUILT_MESSAGE =
  'The app is not built yet: dist/index.html is missing. Run `npm run build` (or `npm start`, which builds it).';
const IMMUTABLE = 'public, max-age=31536000, immutable';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** Entry routes and their lazy page modules: config/budgets.json lists them for the size budgets, one place. */
function routeModules(): { route: string; modules: string[] }[] {
  try {
    const budgets = JSON.parse(readFileSync(resolve('config/budgets.json'), 'utf8')) as {
      routes?: { route: string; modules: string[] }[];
    };
    return budgets.routes ?? [];
  } catch {
    return [];
  }
}

function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const next of manifest[key].imports ?? []) closure(manifest, next, seen);
  return seen;
}

/**
 * The page module of the requested route (and what it imports, beyond the entry) as modulepreload links,
 * so the browser fetches them with the entry instead of after it has run, and their stylesheets.
 */
export function preloadTags(manifest: Manifest, path: string, routes = routeModules()): string {
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entry) return '';
  const inEntry = closure(manifest, entry);
  const match = routes
    .filter((r) => path === r.route || path.startsWith(`${r.route}/`))
    .sort((a, b) => b.route.length - a.route.length)[0];
  if (!match) return '';
  const keys = new Set<string>();
  for (const module of match.modules)
    for (const k of closure(manifest, module)) if (!inEntry.has(k)) keys.add(k);
  const tags: string[] = [];
  const styles = new Set<string>();
  for (const k of keys) {
    const chunk = manifest[k]!;
    tags.push(`<link rel="modulepreload" crossorigin href="/${chunk.file}">`);
    for (const css of chunk.css ?? []) styles.add(css);
  }
  // The page's own styles from the start (the lazy chunk would add them later: a server-rendered page would
  // shift when they arrive). Vite's loader finds them already there and does not add them twice.
  for (const css of styles) tags.push(`<link rel="stylesheet" crossorigin href="/${css}">`);
  return tags.join('');
}

/** The server-render module's surface (src/entry-server.tsx, built to dist-ssr/entry-server.js). */
interface ServerRender {
  rendersOnServer(path: string): boolean;
  renderPage(request: {
    url: string;
    origin: string;
    hostname: string;
    userAgent: string;
    cookie: string;
    session?: SessionInfo | null;
  }): Promise<{
    html: string;
    title: string;
    htmlAttributes: Record<string, string>;
    boot?: string;
    signedIn?: boolean;
  } | null>;
}

/**
 * Puts the server's first render into the page: the HTML into the root (marked for hydration), the banner's
 * theme onto <html>, its title into <title>. The theme's variables (the render's `style` attribute) become a
 * nonce'd <style> rule instead of an inline style attribute, which the CSP refuses (`:root[data-banner]` wins over
 * the base stylesheet's `:root`, as the attribute did; the app's applyTheme later sets the same values).
 */
export function withServerRender(
  indexHtml: string,
  page: { html: string; title: string; htmlAttributes: Record<string, string>; boot?: string },
  nonce = '',
): string {
  const { style, ...rest } = page.htmlAttributes;
  const attributes = Object.entries(rest)
    .map(([name, value]) => ` ${name}="${value}"`)
    .join('');
  const theme = style
    ? `<style${nonce ? ` nonce="${nonce}"` : ''}>:root[data-banner]{${style.replace(/[<>]/g, '')}}</style>`
    : '';
  return indexHtml
    .replace(/<html([^>]*)>/, `<html$1${attributes}>`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${page.title}</title>${theme}`)
    .replace(
      '<div id="root"></div>',
      () => `${page.boot ?? ''}<div id="root" data-ssr="">${page.html}</div>`,
    );
}

/**
 * A server-rendered page paints before the app's code is fetched: its HTML and stylesheets are all the first paint
 * needs. When the browser reports the first contentful paint, the page asks for the entry and every chunk the page
 * will load, together (modulepreload links added then, so there is no waterfall), and starts the app, which
 * hydrates what is on screen (src/main.tsx). Fetching the code with the page instead (modulepreload in the HTML)
 * let the app chunk (116 kB gzip) compete with the first paint: on a fast network it arrived and was compiled before
 * the first frame, and Lighthouse's mobile simulation then counted its download into the Largest Contentful Paint
 * (/rx/dashboard: 1.0 s or 2.4 s, about half the runs each). A hidden tab (no paint to wait for) or a browser
 * without paint timing starts at once; a late guard starts it anyway after FIRST_PAINT_WAIT_MS.
 */
export const FIRST_PAINT_WAIT_MS = 1000;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;
export function entryAfterFirstPaint(indexHtml: string, nonce = ''): string {
  const code = [...indexHtml.matchAll(MODULE_PRELOAD)].map((m) => m[1] ?? '');
  return indexHtml
    .replace(MODULE_PRELOAD, '')
    .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>/, (_, src: string) => {
      const script =
        `let started=false;const start=()=>{if(started)return;started=true;` +
        `for(const href of ${JSON.stringify(code)}){const l=document.createElement("link");` +
        `l.rel="modulepreload";l.crossOrigin="";l.href=href;document.head.append(l)}` +
        `import(${JSON.stringify(src)})};` +
        `if(document.visibilityState!=="visible"||typeof PerformanceObserver==="undefined")start();` +
        `else{new PerformanceObserver((l)=>{if(l.getEntriesByName("first-contentful-paint").length)start()})` +
        `.observe({type:"paint",buffered:true});setTimeout(start,${FIRST_PAINT_WAIT_MS})}`;
      return `<script type="module"${nonce ? ` nonce="${nonce}"` : ''}>${script}</script>`;
    });
}

/**
 * The page that carries its session answer: the sign-in page, whose first screen needs no other call. Not yet
 * /rx/dashboard (which calls its API at once anyway): starting the app's session chart from the answer there broke
 * the pharmacy's session timeout (tests/e2e/rx-shell.e2e.ts "warns after the inactivity…" never warned a second
 * time); to be understood before the dashboard gets it.
 */
const BOOT_SESSION_PATH = '/signin';

export interface StaticRouteOptions {
  /** The session answer a server-rendered page starts from (server/auth/first-render.ts); null: none given. */
  sessionOf?: (c: Context) => Promise<SessionInfo | null>;
}

export function staticRoutes(
  distDir: string,
  ssrDir = resolve(distDir, '..', 'dist-ssr'),
  { sessionOf }: StaticRouteOptions = {},
) {
  const root = resolve(distDir);
  const ssrFile = join(resolve(ssrDir), 'entry-server.js');
  // Loaded on first use (a later rebuild needs a restart: its lazy chunks import the entry by its plain address).
  let ssr: Promise<ServerRender> | undefined;
  const serverRender = (): Promise<ServerRender> | null => {
    if (!ssr && !existsSync(ssrFile)) return null;
    ssr ??= import(pathToFileURL(ssrFile).href) as Promise<ServerRender>;
    return ssr;
  };
  /** The first render of a server-rendered page, or null (not such a page, not built, or it failed). */
  const renderFirst = async (c: Context): ReturnType<ServerRender['renderPage']> => {
    const render = serverRender();
    if (!render) return null;
    try {
      const module = await render;
      if (!module.rendersOnServer(c.req.path)) return null;
      const url = new URL(c.req.url);
      return await module.renderPage({
        url: url.pathname + url.search,
        origin: url.origin,
        hostname: url.hostname,
        userAgent: c.req.header('User-Agent') ?? '',
        cookie: c.req.header('Cookie') ?? '',
        session: sessionOf && c.req.path === BOOT_SESSION_PATH ? await sessionOf(c) : null,
      });
    } catch (error) {
      // The browser renders the page itself: the shopper still gets it, only later. No request data logged.
      console.warn(
        `[ssr] ${loggableRoute(c)}: ${error instanceof Error ? error.name : 'error'}; rendering in the browser`,
      );
      return null;
    }
  };
  const indexFile = join(root, 'index.html');
  const manifestFile = join(root, '.vite', 'manifest.json');
  let cached: { mtime: number; manifest: Manifest } | undefined;
  const manifest = (): Manifest => {
    if (!existsSync(manifestFile)) return {};
    const mtime = statSync(manifestFile).mtimeMs;
    if (cached?.mtime !== mtime)
      cached = { mtime, manifest: JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest };
    return cached.manifest;
  };
  const app = new Hono();
  // Created on first use: serveStatic warns at creation when its root is missing (not built yet).
  let files: ReturnType<typeof serveStatic> | undefined;

  app.use('*', async (c, next) => {
    await next();
    if (c.res.status !== 200) return;
    if (c.req.path.startsWith('/assets/')) c.res.headers.set('Cache-Control', IMMUTABLE);
    else if (
      c.res.headers.get('Content-Type')?.startsWith('text/html') &&
      !c.res.headers.has('Cache-Control')
    )
      c.res.headers.set('Cache-Control', 'no-cache');
  });

  app.get('*', async (c, next) => {
    if (isApiPath(c.req.path)) return next();
    // Checked per request, so a build made while the server runs is picked up without a restart.
    if (!existsSync(indexFile)) return c.text(NOT_BUILT_MESSAGE, 503);
    files ??= serveStatic({ root });
    return files(c, next);
  });

  // The app's pages name their icon; a page of the server that names none (the wallet's demo page) makes the
  // browser ask for /favicon.ico: without such a file, answer "no icon" rather than a 404 the console reports.
  app.get('/favicon.ico', (c) => c.body(null, 204, { 'Cache-Control': 'public, max-age=86400' }));

  app.get('*', async (c, next) => {
    const wantsHtml = c.req.header('Accept')?.includes('text/html') ?? false;
    if (isApiPath(c.req.path) || !wantsHtml) return next();
    const html = (await readFile(indexFile, 'utf8')).replace(
      '</head>',
      `${preloadTags(manifest(), c.req.path)}</head>`,
    );
    const page = await renderFirst(c);
    const nonce = cspNonce(c);
    const response = c.html(page ? entryAfterFirstPaint(withServerRender(html, page, nonce), nonce) : html);
    // A page that carries a signed-in session's answer is this browser's alone: no cache keeps it (as the API's).
    if (page?.signedIn) response.headers.set('Cache-Control', 'no-store');
    return response;
  });

  return app;
}
