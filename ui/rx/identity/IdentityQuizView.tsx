/**
 * The identity quiz (pharmacy-portal.md §2.4 "Identity quiz: multiple-choice questions, each needing an answer; note
 * 'All fields are required.'; Next"; §5 "Next is disabled until the form is valid or while submitting"). A thin view of
 * machines/rx/identityQuiz: each question a group of radio buttons; the chart says when Next may be pressed.
 */
import { shallowEqual, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { identityQuizMachine } from '../../../machines/rx/identityQuiz/identityQuiz.machine';
import { QUIZ_TEXTS } from '../../../domain/rx/identity';
import { Alert } from '../../kit/Alert';
import { Spinner } from '../../kit/Spinner';

export function IdentityQuizView({
  actor,
  supportPhone,
}: {
  actor: ActorRefFrom<typeof identityQuizMachine>;
  supportPhone: string;
}) {
  const view = useSelector(
    actor,
    (s) => ({
      state: typeof s.value === 'string' ? s.value : 'loading',
      quiz: s.context.quiz,
      selected: s.context.selected,
      error: s.context.error,
      canSubmit: s.can({ type: 'quiz.submit' }),
      busy: s.hasTag('busy'),
    }),
    shallowEqual,
  );
  if (view.state === 'loading') return <Spinner label={QUIZ_TEXTS.loading} />;
  const endText: Record<string, string> = {
    failed: QUIZ_TEXTS.failed(supportPhone),
    locked: QUIZ_TEXTS.failed(supportPhone),
    personNotFound: QUIZ_TEXTS.personNotFound(supportPhone),
    unavailable: QUIZ_TEXTS.unavailable(supportPhone),
    loadFailed: QUIZ_TEXTS.loadError,
  };
  const end = endText[view.state];
  if (end) return <Alert tone="error">{end}</Alert>;
  if (view.state === 'passed') return <Spinner label={QUIZ_TEXTS.submitting} />;
  return (
    <form
      noValidate
      aria-labelledby="rx-quiz-title"
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'quiz.submit' });
      }}
    >
      <h2 id="rx-quiz-title">{QUIZ_TEXTS.title}</h2>
      <p>{QUIZ_TEXTS.intro}</p>
      <p className="rx-note">{QUIZ_TEXTS.allRequired}</p>
      {view.error && <Alert tone="error">{view.error}</Alert>}
      {view.quiz?.questions.map((q, index) => (
        <fieldset key={q.questionId} className="rx-fieldset">
          <legend>
            {index + 1}. {q.text}
          </legend>
          <ul className="rx-choices">
            {q.choices.map((choice) => (
              <li key={choice.choiceId}>
                <label className="rx-choice">
                  <input
                    type="radio"
                    name={`quiz-${q.questionId}`}
                    value={choice.choiceId}
                    checked={view.selected[q.questionId] === choice.choiceId}
                    disabled={view.busy}
                    required
                    onChange={() =>
                      actor.send({ type: 'quiz.choose', questionId: q.questionId, choiceId: choice.choiceId })
                    }
                  />
                  <span>{choice.text}</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ))}
      {view.busy && <Spinner label={QUIZ_TEXTS.submitting} />}
      <div className="rx-actions">
        <button type="submit" className="button button--primary" disabled={!view.canSubmit}>
          {QUIZ_TEXTS.next}
        </button>
      </div>
    </form>
  );
}
