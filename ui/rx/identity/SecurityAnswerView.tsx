/**
 * Answer a security question (pharmacy-portal.md §2.1 /rx/security-questions, §4 "Security question answering"): one
 * question at a time, the text of the page state (first failure, second failure, final failure), 'Remember me on this
 * device.', and the ends: temporarily locked (the reset page), locked (call Customer Support), no questions (set
 * them up). A thin view of machines/rx/securityAnswer; the chart leaves the page after a right answer.
 */
import { shallowEqual, useSelector } from '@xstate/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import type { securityAnswerMachine } from '../../../machines/rx/securityAnswer/securityAnswer.machine';
import { SECURITY_ANSWER_TEXTS } from '../../../domain/rx/identity';
import { challengeAnswerLengthError } from '../../../domain/rx/validation';
import { RX_PATHS_UI } from '../../../domain/rx/routes';
import { Alert } from '../../kit/Alert';
import { Spinner } from '../../kit/Spinner';
import { RxPageHeader } from '../shell/RxPageHeader';
import { useHeadingFocus } from './focus';
import './identity.css';

export function SecurityAnswerView({
  actor,
  supportPhone,
  resetHref,
}: {
  actor: ActorRefFrom<typeof securityAnswerMachine>;
  supportPhone: string;
  resetHref: string;
}) {
  const view = useSelector(
    actor,
    (s) => ({
      state:
        typeof s.value === 'string'
          ? s.value
          : (Object.entries(s.value).map(([k, v]) => `${k}.${v}`)[0] ?? ''),
      question: s.context.questions[s.context.index] ?? null,
      busy: s.hasTag('busy'),
    }),
    shallowEqual,
  );
  useHeadingFocus(view.state);
  const failure: Record<string, string> = {
    'answering.firstFailure': SECURITY_ANSWER_TEXTS.firstFailure,
    'answering.secondFailure': SECURITY_ANSWER_TEXTS.secondFailure,
    'answering.finalFailure': SECURITY_ANSWER_TEXTS.finalFailure,
  };
  return (
    <section className="card rx-identity">
      <RxPageHeader title={SECURITY_ANSWER_TEXTS.title} description={<p>{SECURITY_ANSWER_TEXTS.intro}</p>} />
      {(view.state === 'loading' || view.state === 'authorized') && (
        <Spinner label={SECURITY_ANSWER_TEXTS.loading} />
      )}
      {view.state === 'failed' && (
        <Alert tone="error">
          <p>{SECURITY_ANSWER_TEXTS.failed}</p>
          <button type="button" className="button" onClick={() => actor.send({ type: 'security.retry' })}>
            {SECURITY_ANSWER_TEXTS.retry}
          </button>
        </Alert>
      )}
      {view.state === 'stopped.temporarilyLocked' && (
        <Alert tone="error">
          <p>{SECURITY_ANSWER_TEXTS.temporarilyLocked}</p>
          <Link to={resetHref}>{SECURITY_ANSWER_TEXTS.reset}</Link>
        </Alert>
      )}
      {view.state === 'stopped.locked' && (
        <Alert tone="error">{SECURITY_ANSWER_TEXTS.locked(supportPhone)}</Alert>
      )}
      {view.state === 'stopped.noQuestions' && (
        <Alert tone="info">
          <p>{SECURITY_ANSWER_TEXTS.noQuestions}</p>
          <Link to={RX_PATHS_UI.securityQuestionsSetup}>{SECURITY_ANSWER_TEXTS.setUp}</Link>
        </Alert>
      )}
      {(view.state.startsWith('answering') || view.state === 'answering.checking') && view.question && (
        <AnswerForm
          key={view.question.questionId}
          question={view.question.text}
          failure={failure[view.state] ?? null}
          busy={view.busy}
          onSubmit={(answer, rememberDevice) =>
            actor.send({ type: 'security.submit', answer, rememberDevice })
          }
        />
      )}
    </section>
  );
}

function AnswerForm({
  question,
  failure,
  busy,
  onSubmit,
}: {
  question: string;
  failure: string | null;
  busy: boolean;
  onSubmit: (answer: string, rememberDevice: boolean) => void;
}) {
  const [answer, setAnswer] = useState('');
  const [remember, setRemember] = useState(false);
  // No answer is longer than the maximum (domain/rx/validation.ts): said at once, and never sent.
  const tooLong = challengeAnswerLengthError(answer);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!tooLong) onSubmit(answer, remember);
      }}
    >
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className="field">
        <label htmlFor="security-answer">{question}</label>
        <input
          id="security-answer"
          type="text"
          autoComplete="off"
          value={answer}
          disabled={busy}
          aria-invalid={tooLong ? true : undefined}
          aria-describedby={tooLong ? 'security-answer-error' : undefined}
          onChange={(event) => setAnswer(event.target.value)}
        />
        {tooLong && (
          <p id="security-answer-error" className="field__error" role="alert">
            {tooLong}
          </p>
        )}
      </div>
      <div className="field field--checkbox">
        <input
          id="security-remember"
          type="checkbox"
          checked={remember}
          onChange={(event) => setRemember(event.target.checked)}
        />
        <label htmlFor="security-remember">{SECURITY_ANSWER_TEXTS.rememberMe}</label>
      </div>
      {busy && <Spinner label={SECURITY_ANSWER_TEXTS.checking} />}
      <div className="rx-actions">
        <button type="submit" className="button button--primary" disabled={busy || answer.trim() === ''}>
          {SECURITY_ANSWER_TEXTS.submit}
        </button>
      </div>
    </form>
  );
}
