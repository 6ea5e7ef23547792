/** Help and legal pages (account-signin.md §2 routes /hc/help/faqs, /hc/help/contact-us, /termsandconditions,
 *  /privacypolicy; issue 13 point 7: they led to "Page not found"). loading (the page's content document) →
 *  ready | failed; content.retry from failed loads again. Side effect: loadArticle (GET the content document). */
import { assign, setup } from 'xstate';
import type { Article, ArticleKind } from '../../../api/contracts/content';
import { notProvided } from '../actors';

export interface ContentPageContext {
  kind: ArticleKind;
  article: Article | null;
}

export type ContentPageEvent = { type: 'content.retry' };

export const contentPageMachine = setup({
  types: {
    context: {} as ContentPageContext,
    events: {} as ContentPageEvent,
    input: {} as { kind: ArticleKind },
    tags: {} as 'busy',
  },
  actors: { loadArticle: notProvided<Article, { kind: ArticleKind }>('loadArticle') },
}).createMachine({
  id: 'contentPage',
  initial: 'loading',
  context: ({ input }) => ({ kind: input.kind, article: null }),
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadArticle',
        src: 'loadArticle',
        input: ({ context }) => ({ kind: context.kind }),
        onDone: { target: 'ready', actions: assign({ article: ({ event }) => event.output }) },
        onError: { target: 'failed' },
      },
    },
    ready: {},
    failed: { on: { 'content.retry': 'loading' } },
  },
});
