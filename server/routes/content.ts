/**
 * Content service: the two health navigation documents (account-signin.md §2 "Health left navigation",
 * §7) and the help and legal pages (§2 routes; issue 13 point 7). The signed-in document is served only to a fully authenticated session on a known machine, the same
 * rule the client uses to choose it (domain/health/navigation.ts navDocumentFor).
 */
import { Hono } from 'hono';
import { ARTICLE_PATHS, CONTENT_PATHS, TEXT_COLLECTION_PATH } from '../../api/contracts/content';
import type { AppDeps } from '../http/deps';
import { ERROR_CODES, errorResponse } from '../http/errors';
import { requireAuthenticated } from '../http/guards';

export function contentRoutes(deps: AppDeps) {
  const app = new Hono();

  const documentAt = (path: string) =>
    deps.db.selectFrom('content_documents').select('body').where('path', '=', path).executeTakeFirst();

  app.get(CONTENT_PATHS.unauthLeftNav, async (c) => {
    const doc = await documentAt(CONTENT_PATHS.unauthLeftNav);
    return doc ? c.json(doc.body) : errorResponse(c, 404, ERROR_CODES.notFound, 'Document not found.');
  });

  app.get(CONTENT_PATHS.authLeftNav, async (c) => {
    const guard = await requireAuthenticated(c, deps, { knownMachine: true });
    if (!guard.ok) return guard.response;
    const doc = await documentAt(CONTENT_PATHS.authLeftNav);
    return doc ? c.json(doc.body) : errorResponse(c, 404, ERROR_CODES.notFound, 'Document not found.');
  });

  // The help and legal pages: public, like the signed-out navigation.
  for (const path of Object.values(ARTICLE_PATHS)) {
    app.get(path, async (c) => {
      const doc = await documentAt(path);
      return doc ? c.json(doc.body) : errorResponse(c, 404, ERROR_CODES.notFound, 'Document not found.');
    });
  }

  // Text collections (pharmacy-portal.md §7.5: the pharmacy's dynamic banner message): public, like the pages.
  app.get(TEXT_COLLECTION_PATH, async (c) => {
    const doc = await documentAt(c.req.path);
    return doc ? c.json(doc.body) : errorResponse(c, 404, ERROR_CODES.notFound, 'Document not found.');
  });

  return app;
}
