// @vitest-environment node
/** Help and legal pages (account-signin.md §2 routes /hc/help/faqs, /hc/help/contact-us, /termsandconditions,
 *  /privacypolicy): the page loads its own document, and only a failed load offers another try. */
import { describe } from 'vitest';
import type { contentPageMachine } from '../../machines/shared/contentPage/contentPage.machine';
import { type OracleCase, oracleTable } from './oracle';

const article = {
  title: 'Privacy Policy',
  sections: [{ heading: 'What we collect', paragraphs: ['Little.'] }],
};
const failed = { type: 'xstate.error.actor.loadArticle', error: new Error('HTTP 503') } as const;

const cases: OracleCase<typeof contentPageMachine>[] = [
  {
    name: 'the page asks for the document of its kind at once',
    input: { kind: 'privacy' },
    steps: [],
    state: 'loading',
    tags: ['busy'],
    calls: { loadArticle: { kind: 'privacy' } },
  },
  {
    name: 'the loaded document is shown',
    input: { kind: 'faq' },
    steps: [{ type: 'xstate.done.actor.loadArticle', output: article }],
    state: 'ready',
    notTags: ['busy'],
    context: { article },
    refuses: [{ type: 'content.retry' }],
  },
  {
    name: 'a failed load offers another try, which asks again for the same kind',
    input: { kind: 'terms' },
    steps: [failed, { type: 'content.retry' }],
    state: 'loading',
    calls: { loadArticle: { kind: 'terms' } },
    callCounts: { loadArticle: 2 },
  },
];

describe('contentPage chart: oracle', () => {
  oracleTable(
    () => import('../../machines/shared/contentPage/contentPage.machine').then((m) => m.contentPageMachine),
    cases,
  );
});
