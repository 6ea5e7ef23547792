/** Content client: the two health navigation documents (account-signin.md §7), the help and legal pages. */
import {
  ARTICLE_PATHS,
  type Article,
  type ArticleKind,
  articleDocumentSchema,
  CONTENT_PATHS,
  type BannerMessage,
  bannerMessageSchema,
  type NavItem,
  navDocumentSchema,
  TEXT_COLLECTION_PATH,
} from '../contracts/content';
import { fillPath } from '../contracts/common';
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

export const fetchArticle = (kind: ArticleKind, signal?: AbortSignal): Promise<Article> =>
  content
    .get(ARTICLE_PATHS[kind], { schema: articleDocumentSchema, ...(signal ? { signal } : {}) })
    .then((r) => r.data.article);

/** §7.5 a text collection by id (the pharmacy's dynamic banner message). */
export const fetchBannerMessage = (id: string, signal?: AbortSignal): Promise<BannerMessage> =>
  content.get(fillPath(TEXT_COLLECTION_PATH, { id }), {
    schema: bannerMessageSchema,
    ...(signal ? { signal } : {}),
  });
