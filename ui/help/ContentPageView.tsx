/**
 * A help or legal page (account-signin.md §2 /hc/help/faqs, /hc/help/contact-us, /termsandconditions,
 * /privacypolicy; issue 13 point 7): renders machines/shared/contentPage. Content is plain text (headings and
 * paragraphs), never markup. `extra` is what the page adds around the content (the contact page's phone).
 */
import { shallowEqual, useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { contentPageMachine } from '../../machines/shared/contentPage/contentPage.machine';
import { CONTENT_PAGE_TEXTS } from '../../domain/content';
import { Alert } from '../kit/Alert';
import { Spinner } from '../kit/Spinner';

export function ContentPageView({
  actor,
  title,
  extra,
}: {
  actor: ActorRefFrom<typeof contentPageMachine>;
  /** The page's own title (shown while the content loads or when it failed). */
  title: string;
  extra?: ReactNode;
}) {
  const view = useSelector(
    actor,
    (s) => ({
      status: s.matches('ready') ? 'ready' : s.matches('failed') ? 'failed' : 'loading',
      article: s.context.article,
    }),
    shallowEqual,
  );
  const article = view.article;
  return (
    <article className="card content-page" aria-labelledby="content-title">
      <h1 id="content-title">{article?.title ?? title}</h1>
      {view.status === 'loading' && <Spinner label={CONTENT_PAGE_TEXTS.loading} />}
      {view.status === 'failed' && (
        <Alert tone="error">
          <p>{CONTENT_PAGE_TEXTS.failed}</p>
          <button type="button" className="button" onClick={() => actor.send({ type: 'content.retry' })}>
            {CONTENT_PAGE_TEXTS.retry}
          </button>
        </Alert>
      )}
      {view.status === 'ready' && article && (
        <>
          {article.updated && (
            <p className="content-page__updated">{CONTENT_PAGE_TEXTS.updated(article.updated)}</p>
          )}
          {article.intro && <p>{article.intro}</p>}
          {extra}
          {article.sections.map((section) => (
            <section key={section.heading}>
              <h2>{section.heading}</h2>
              {section.paragraphs.map((text) => (
                <p key={text}>{text}</p>
              ))}
            </section>
          ))}
        </>
      )}
    </article>
  );
}
