/**
 * The built shopper app (Vite output in dist/: index.html plus hashed files under assets/). Files are served
 * as they are; any other GET that accepts HTML and is not an API path gets index.html, so client-side routes
 * (/signin, /rx/dashboard, ...) survive a reload. Hashed assets never change, so they are cached for a year;
 * index.html is revalidated so a new build shows at once.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { isApiPath } from '../http/paths';

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

/** Entry routes and their lazy page modules: budgets.json lists them for the size budgets, one place. */
function routeModules(): { route: string; modules: string[] }[] {
  try {
    const budgets = JSON.parse(readFileSync(resolve('budgets.json'), 'utf8')) as {
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
 * so the browser fetches them with the entry instead of after it has run.
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
  for (const k of keys) {
    const chunk = manifest[k]!;
    tags.push(`<link rel="modulepreload" crossorigin href="/${chunk.file}">`);
  }
  return tags.join('');
}

export function staticRoutes(distDir: string) {
  const root = resolve(distDir);
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
    else if (c.res.headers.get('Content-Type')?.startsWith('text/html'))
      c.res.headers.set('Cache-Control', 'no-cache');
  });

  app.get('*', async (c, next) => {
    if (isApiPath(c.req.path)) return next();
    // Checked per request, so a build made while the server runs is picked up without a restart.
    if (!existsSync(indexFile)) return c.text(NOT_BUILT_MESSAGE, 503);
    files ??= serveStatic({ root });
    return files(c, next);
  });

  app.get('*', async (c, next) => {
    const wantsHtml = c.req.header('Accept')?.includes('text/html') ?? false;
    if (isApiPath(c.req.path) || !wantsHtml) return next();
    const html = await readFile(indexFile, 'utf8');
    return c.html(html.replace('</head>', `${preloadTags(manifest(), c.req.path)}</head>`));
  });

  return app;
}
