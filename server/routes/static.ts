/**
 * The built shopper app (Vite output in dist/: index.html plus hashed files under assets/). Files are served
 * as they are; any other GET that accepts HTML and is not an API path gets index.html, so client-side routes
 * (/signin, /rx/dashboard, ...) survive a reload. Hashed assets never change, so they are cached for a year;
 * index.html is revalidated so a new build shows at once.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { isApiPath } from '../http/paths';

export const NOT_BUILT_MESSAGE =
  'The app is not built yet: dist/index.html is missing. Run `npm run build` (or `npm start`, which builds it).';
const IMMUTABLE = 'public, max-age=31536000, immutable';

export function staticRoutes(distDir: string) {
  const root = resolve(distDir);
  const indexFile = join(root, 'index.html');
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
    return c.html(await readFile(indexFile, 'utf8'));
  });

  return app;
}
