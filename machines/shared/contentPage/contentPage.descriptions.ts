/** What each event of the help and legal page chart means to a tester, and what the page shows
 *  (machines/descriptions.ts). */
import { CONTENT_PAGE_TEXTS } from '../../../domain/content';
import { describeMachine } from '../../descriptions';
import { contentPageMachine } from './contentPage.machine';

export const contentPageDescriptions = describeMachine(contentPageMachine, {
  events: {
    'content.retry': { action: `Press ${CONTENT_PAGE_TEXTS.retry}` },
  },
  results: {
    'xstate.done.actor.loadArticle': { action: 'The content service answers the page', name: 'loaded' },
    'xstate.error.actor.loadArticle': { action: 'The content call fails', name: 'failed' },
  },
  states: {
    loading: `The page's title and “${CONTENT_PAGE_TEXTS.loading}”`,
    ready: 'The page: its title, introduction, last update (legal pages) and sections',
    failed: `“${CONTENT_PAGE_TEXTS.failed}” with ${CONTENT_PAGE_TEXTS.retry}`,
  },
  funnel: { to: 'ready' },
});
