/** Content client: the two health navigation documents (account-signin.md §7). */
import { CONTENT_PATHS, type NavItem, navDocumentSchema } from '../contracts/content';
import { serviceClient } from './http';

const content = serviceClient('content');

export type NavDocumentKind = 'signedOut' | 'signedIn';

export const fetchNavDocument = (kind: NavDocumentKind, signal?: AbortSignal): Promise<NavItem[]> =>
  content
    .get(kind === 'signedIn' ? CONTENT_PATHS.authLeftNav : CONTENT_PATHS.unauthLeftNav, {
      schema: navDocumentSchema,
      ...(signal ? { signal } : {}),
    })
    .then((r) => r.data.menu.children);
