/**
 * Define security questions (pharmacy-portal.md §2.1 /rx/link/challenge/create, /rx/new-patient/challenge/create,
 * /rx/security-questions/setup and /reset; §2.4 "Challenge question form: 3 question/answer pairs; note 'Answering
 * these incorrectly in the future could result in a locked account.'; optional 'Remember me on this device.' checkbox
 * with Learn More / Show Less help text; Submit"). One question per group of six; answers of 4 characters or more,
 * all different (§5, domain/rx/forms.ts). The reset page asks for the account password too. A thin view of
 * machines/rx/challengeCreate.
 */
import { shallowEqual, useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { challengeCreateMachine } from '../../../machines/rx/challengeCreate/challengeCreate.machine';
import { type ChallengeValues, challengeCheck, challengeRules } from '../../../domain/rx/forms';
import { CHALLENGE_CREATE_TEXTS } from '../../../domain/rx/identity';
import { Alert } from '../../kit/Alert';
import { CheckboxField, SelectField, TextField } from '../../kit/fields';
import { Spinner } from '../../kit/Spinner';
import { useKitForm } from '../../kit/useKitForm';

const DEFAULTS: ChallengeValues = {
  question1: '',
  answer1: '',
  question2: '',
  answer2: '',
  question3: '',
  answer3: '',
  password: '',
  preferredDevice: false,
};
const SHAPE = {
  question1: 'string',
  answer1: 'string',
  question2: 'string',
  answer2: 'string',
  question3: 'string',
  answer3: 'string',
  password: 'string',
  preferredDevice: 'boolean',
} as const;

export function ChallengeQuestionsView({
  actor,
  supportPhone,
}: {
  actor: ActorRefFrom<typeof challengeCreateMachine>;
  supportPhone: string;
}) {
  const view = useSelector(
    actor,
    (s) => ({
      state: String(s.value),
      groups: s.context.groups,
      reset: s.context.mode === 'reset',
      error: s.context.error,
      busy: s.hasTag('busy'),
    }),
    shallowEqual,
  );
  if (view.state === 'loading') return <Spinner label={CHALLENGE_CREATE_TEXTS.loading} />;
  if (view.state === 'loadFailed') {
    return (
      <Alert tone="error">
        <p>{CHALLENGE_CREATE_TEXTS.loadFailed}</p>
        <button type="button" className="button" onClick={() => actor.send({ type: 'challenge.retry' })}>
          {CHALLENGE_CREATE_TEXTS.retry}
        </button>
      </Alert>
    );
  }
  if (view.state === 'locked')
    return <Alert tone="error">{CHALLENGE_CREATE_TEXTS.lockedForReset(supportPhone)}</Alert>;
  if (view.state === 'alreadySet') return <Alert tone="info">{CHALLENGE_CREATE_TEXTS.alreadySet}</Alert>;
  if (view.state === 'saved') return <Spinner label={CHALLENGE_CREATE_TEXTS.saving} />;
  return (
    <ChallengeForm
      actor={actor}
      groups={view.groups}
      reset={view.reset}
      error={view.error}
      busy={view.busy}
    />
  );
}

function ChallengeForm({
  actor,
  groups,
  reset,
  error,
  busy,
}: {
  actor: ActorRefFrom<typeof challengeCreateMachine>;
  groups: ReadonlyArray<ReadonlyArray<{ questionId: string; text: string }>>;
  reset: boolean;
  error: string | null;
  busy: boolean;
}) {
  const kit = useKitForm({
    defaults: DEFAULTS,
    rules: challengeRules(reset),
    shape: SHAPE,
    check: challengeCheck,
  });
  const [help, setHelp] = useState(false);
  const pairs = [1, 2, 3] as const;
  return (
    <form
      noValidate
      aria-label={reset ? CHALLENGE_CREATE_TEXTS.resetTitle : CHALLENGE_CREATE_TEXTS.setupTitle}
      onSubmit={kit.handleSubmit((v) =>
        actor.send({
          type: 'challenge.submit',
          userChallenges: [
            { questionId: v.question1, answer: v.answer1 },
            { questionId: v.question2, answer: v.answer2 },
            { questionId: v.question3, answer: v.answer3 },
          ],
          preferredDevice: v.preferredDevice,
          ...(reset ? { password: v.password } : {}),
        }),
      )}
    >
      <p>{reset ? CHALLENGE_CREATE_TEXTS.resetIntro : CHALLENGE_CREATE_TEXTS.intro}</p>
      {error && <Alert tone="error">{error}</Alert>}
      {reset && (
        <TextField
          id="challenge-password"
          label={CHALLENGE_CREATE_TEXTS.password}
          type="password"
          autoComplete="current-password"
          binding={kit.register('password')}
          error={kit.errorOf('password')}
        />
      )}
      {pairs.map((n) => (
        <fieldset key={n} className="rx-fieldset">
          <legend>{CHALLENGE_CREATE_TEXTS.question(n)}</legend>
          <SelectField
            id={`challenge-question-${n}`}
            label={CHALLENGE_CREATE_TEXTS.question(n)}
            placeholder={CHALLENGE_CREATE_TEXTS.questionPlaceholder}
            options={(groups[n - 1] ?? []).map((q) => ({ value: q.questionId, label: q.text }))}
            binding={kit.register(`question${n}`)}
            error={kit.errorOf(`question${n}`)}
          />
          <TextField
            id={`challenge-answer-${n}`}
            label={CHALLENGE_CREATE_TEXTS.answer(n)}
            autoComplete="off"
            binding={kit.register(`answer${n}`)}
            error={kit.errorOf(`answer${n}`)}
          />
        </fieldset>
      ))}
      <p className="rx-note">{CHALLENGE_CREATE_TEXTS.lockWarning}</p>
      <CheckboxField
        id="challenge-remember"
        label={CHALLENGE_CREATE_TEXTS.rememberMe}
        binding={kit.register('preferredDevice')}
      />
      <button
        type="button"
        className="rx-link-button"
        aria-expanded={help}
        aria-controls="challenge-remember-help"
        onClick={() => setHelp((open) => !open)}
      >
        {help ? CHALLENGE_CREATE_TEXTS.showLess : CHALLENGE_CREATE_TEXTS.learnMore}
      </button>
      <p id="challenge-remember-help" className="rx-note" hidden={!help}>
        {CHALLENGE_CREATE_TEXTS.rememberMeHelp}
      </p>
      {busy && <Spinner label={CHALLENGE_CREATE_TEXTS.saving} />}
      <div className="rx-actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {CHALLENGE_CREATE_TEXTS.submit}
        </button>
      </div>
    </form>
  );
}
