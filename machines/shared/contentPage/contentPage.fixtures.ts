/** Graph fixtures of the help and legal page chart. Read by the registry and the model tests. */
import type { ApiError } from '../../../api/contracts/common';
import type { Article } from '../../../api/contracts/content';

export const faqArticle: Article = {
  title: 'Frequently Asked Questions',
  intro: 'Answers to the questions shoppers ask most about their online account.',
  sections: [
    {
      heading: 'I forgot my password. What do I do?',
      paragraphs: [
        'Select Forgot Password? on the sign-in page and enter the email address of your account.',
      ],
    },
  ],
};
const unavailable: ApiError = {
  name: 'ApiError',
  kind: 'http',
  endpoint: 'GET /content/v2/objects/help/1.0.0/faqs.json',
  status: 503,
  message: 'HTTP 503',
};
export const contentPageInput = { kind: 'faq' as const };
export const contentPageEvents = [
  { type: 'content.retry' },
  { type: 'xstate.done.actor.loadArticle', output: faqArticle },
  { type: 'xstate.error.actor.loadArticle', error: unavailable },
] as const;
export const contentPageModel = { events: contentPageEvents, input: contentPageInput };
