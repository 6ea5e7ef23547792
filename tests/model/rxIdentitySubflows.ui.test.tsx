/**
 * UI walks of the identity sub-flows and pages (pharmacy-portal.md §2.4, §4): the identity quiz, the prescriber quiz,
 * defining security questions, answering one, guest verification. The three pages walk their route's wiring component
 * (src/routes/rx/SecurityQuestionsSetupRoute.tsx `SecurityQuestionsSetupScreen`, SecurityQuestionsRoute.tsx
 * `SecurityQuestionsScreen` with the chart provided as the route provides it, leaving through `useLeavePage`,
 * GuestVerificationRoute.tsx `GuestVerificationScreen`), so a wiring mistake there (a navigation, a link's address)
 * fails the walk; where a page leaves, the router's address is asserted. The two quizzes are sub-flows of the link
 * flow and walk their views. Each step is done through the control a person would use (by role and label); the
 * service answers and the two timers (the prescriber question's 3 minutes, the locked link's status poll) are outside
 * input. Each settled state asserts what is on screen.
 */
import { screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { ActorRefFrom } from 'xstate';
import { challengeCreateModel } from '../../machines/rx/challengeCreate/challengeCreate.fixtures';
import { challengeCreateMachine } from '../../machines/rx/challengeCreate/challengeCreate.machine';
import { guestVerificationModel } from '../../machines/rx/guestVerification/guestVerification.fixtures';
import { guestVerificationMachine } from '../../machines/rx/guestVerification/guestVerification.machine';
import { identityQuizModel } from '../../machines/rx/identityQuiz/identityQuiz.fixtures';
import { identityQuizMachine } from '../../machines/rx/identityQuiz/identityQuiz.machine';
import { prescriberQuizModel } from '../../machines/rx/prescriberQuiz/prescriberQuiz.fixtures';
import { prescriberQuizMachine } from '../../machines/rx/prescriberQuiz/prescriberQuiz.machine';
import {
  securityAnswerInput,
  securityAnswerModel,
} from '../../machines/rx/securityAnswer/securityAnswer.fixtures';
import type { securityAnswerMachine } from '../../machines/rx/securityAnswer/securityAnswer.machine';
import {
  CHALLENGE_CREATE_TEXTS,
  GUEST_TEXTS,
  PRESCRIBER_TEXTS,
  QUIZ_TEXTS,
  resetPageUrl,
  SECURITY_ANSWER_TEXTS,
} from '../../domain/rx/identity';
import { fixtureQuestionGroups } from '../../machines/rx/shared/identity.fixtures';
import { IdentityQuizView } from '../../ui/rx/identity/IdentityQuizView';
import { PrescriberQuizView } from '../../ui/rx/identity/PrescriberQuizView';
import { RX_PATHS_UI } from '../../domain/rx/routes';
import { GuestVerificationScreen } from '../../src/routes/rx/GuestVerificationRoute';
import { SecurityQuestionsScreen, useLeavePage } from '../../src/routes/rx/SecurityQuestionsRoute';
import { SecurityQuestionsSetupScreen } from '../../src/routes/rx/SecurityQuestionsSetupRoute';
import { securityAnswerMachineWith } from '../../src/rx/identity/security';
import { choose, fill, ShownLocation, shownLocation } from './identity-walk';
import { generatePaths } from './graph';
import {
  type ControlExecutors,
  serverAnswer,
  timer,
  type UiWalkOptions,
  uiWalkTest,
  walkThroughControls,
} from './ui-walk';

const PHONE = '1-800-555-0150';
/** The DOM collapses the spec's double spaces ('records.  Please'). */
const spaced = (text: string) => text.replace(/\s+/g, ' ');

/** Outside input: a service answered (the deferred actor settles). */
const answered = (name: string) => ({
  [`xstate.done.actor.${name}`]: serverAnswer(name),
  [`xstate.error.actor.${name}`]: serverAnswer(name),
});

describe('identity quiz view: walked along its chart', () => {
  uiWalkTest('rxIdentityQuiz: every state and transition through the identity quiz', {
    machine: identityQuizMachine,
    model: identityQuizModel,
    render: (actor) => (
      <IdentityQuizView actor={actor as ActorRefFrom<typeof identityQuizMachine>} supportPhone={PHONE} />
    ),
    executors: {
      'quiz.choose': (ctx, e) => {
        const choice = ctx
          .snapshot()
          .context.quiz?.questions.flatMap(
            (q: { choices: Array<{ choiceId: string; text: string }> }) => q.choices,
          )
          .find((c: { choiceId: string }) => c.choiceId === e.choiceId);
        return ctx.user.click(screen.getByRole('radio', { name: choice.text }));
      },
      'quiz.submit': (ctx) => ctx.user.click(screen.getByRole('button', { name: QUIZ_TEXTS.next })),
      ...answered('startQuiz'),
      ...answered('answerQuiz'),
    } satisfies ControlExecutors<typeof identityQuizMachine>,
    assertState: (ctx, s) => {
      const value = s.value as string;
      const ends: Record<string, string> = {
        failed: QUIZ_TEXTS.failed(PHONE),
        locked: QUIZ_TEXTS.failed(PHONE),
        personNotFound: QUIZ_TEXTS.personNotFound(PHONE),
        unavailable: QUIZ_TEXTS.unavailable(PHONE),
        loadFailed: QUIZ_TEXTS.loadError,
      };
      if (ends[value]) expect(screen.getByRole('alert')).toHaveTextContent(ends[value]!);
      else if (value === 'answering') {
        expect(screen.getByText(QUIZ_TEXTS.allRequired)).toBeInTheDocument();
        const next = screen.getByRole('button', { name: QUIZ_TEXTS.next });
        expect(next.hasAttribute('disabled')).toBe(!s.can({ type: 'quiz.submit' }));
        if (s.context.error) expect(screen.getByRole('alert')).toHaveTextContent(QUIZ_TEXTS.answerError);
      } else expect(screen.getByRole('status')).toBeInTheDocument();
      void ctx;
    },
  });
});

describe('prescriber quiz view: walked along its chart', () => {
  uiWalkTest('rxPrescriberQuiz: every state and transition through the prescriber quiz', {
    machine: prescriberQuizMachine,
    model: prescriberQuizModel,
    render: (actor) => <PrescriberQuizView actor={actor as ActorRefFrom<typeof prescriberQuizMachine>} />,
    executors: {
      'prescriber.choose': (ctx) => ctx.user.click(screen.getByRole('radio', { name: 'Dr. Samuel Okoro' })),
      'prescriber.submit': (ctx) =>
        ctx.user.click(screen.getByRole('button', { name: PRESCRIBER_TEXTS.submit })),
      ...answered('startPrescriberQuiz'),
      ...answered('answerPrescriberQuiz'),
      // §4: the prescriber question has a 3-minute limit.
      'xstate.after.prescriberChoiceTimeout.rxPrescriberQuiz.choosing': timer(
        180_000,
        'the 3 minutes are up',
      ),
    } satisfies ControlExecutors<typeof prescriberQuizMachine>,
    assertState: (_ctx, s) => {
      if (s.matches('choosing')) {
        expect(screen.getByText(PRESCRIBER_TEXTS.timeLimit)).toBeInTheDocument();
        expect(screen.getByRole('button', { name: PRESCRIBER_TEXTS.submit }).hasAttribute('disabled')).toBe(
          s.context.chosen === null,
        );
      } else expect(screen.getByRole('status')).toHaveTextContent(PRESCRIBER_TEXTS.loading);
    },
  });
});

/** Where the setup page was opened from (an app-relative redirectUrl, as the route's default export accepts it). */
const REDIRECT = '/rx/refills?tab=due';
const setupPage = (reset: boolean) =>
  `${reset ? RX_PATHS_UI.securityQuestionsReset : RX_PATHS_UI.securityQuestionsSetup}?redirectUrl=${encodeURIComponent(REDIRECT)}`;

/** The security questions walk: SecurityQuestionsSetupScreen on the walk's actor (its mode says setup or reset). */
const challengeCreateWalk: UiWalkOptions<typeof challengeCreateMachine> = {
  machine: challengeCreateMachine,
  render: (actor) => {
    const chart = actor as ActorRefFrom<typeof challengeCreateMachine>;
    const reset = chart.getSnapshot().context.mode === 'reset';
    return (
      <MemoryRouter initialEntries={[setupPage(reset)]}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                <SecurityQuestionsSetupScreen
                  actor={chart}
                  reset={reset}
                  redirectUrl={REDIRECT}
                  supportPhone={PHONE}
                />
                <ShownLocation />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    );
  },
  executors: {
    'challenge.submit': async (ctx, e) => {
      for (const [i, ch] of e.userChallenges.entries()) {
        await choose(ctx.user, CHALLENGE_CREATE_TEXTS.question(i + 1), ch.questionId);
        await fill(ctx.user, CHALLENGE_CREATE_TEXTS.answer(i + 1), ch.answer);
      }
      // The reset page asks for the account password too (the fixtures' submission carries none).
      if (ctx.snapshot().context.mode === 'reset')
        await fill(ctx.user, CHALLENGE_CREATE_TEXTS.password, e.password ?? 'Account-pass1');
      const remember = screen.getByRole('checkbox', { name: CHALLENGE_CREATE_TEXTS.rememberMe });
      if ((remember as HTMLInputElement).checked !== e.preferredDevice) await ctx.user.click(remember);
      // Learn More / Show Less toggles the help text.
      await ctx.user.click(screen.getByRole('button', { name: CHALLENGE_CREATE_TEXTS.learnMore }));
      expect(screen.getByText(CHALLENGE_CREATE_TEXTS.rememberMeHelp)).toBeVisible();
      await ctx.user.click(screen.getByRole('button', { name: CHALLENGE_CREATE_TEXTS.showLess }));
      await ctx.user.click(screen.getByRole('button', { name: CHALLENGE_CREATE_TEXTS.submit }));
    },
    'challenge.retry': (ctx) =>
      ctx.user.click(screen.getByRole('button', { name: CHALLENGE_CREATE_TEXTS.retry })),
    ...answered('fetchQuestionGroups'),
    ...answered('saveChallenges'),
  } satisfies ControlExecutors<typeof challengeCreateMachine>,
  assertState: (_ctx, s) => {
    const value = s.value as string;
    const reset = s.context.mode === 'reset';
    expect(screen.getAllByRole('heading', { level: 1 })[0]).toHaveTextContent(
      reset ? CHALLENGE_CREATE_TEXTS.resetTitle : CHALLENGE_CREATE_TEXTS.setupTitle,
    );
    // Saved, the route leaves: reset for the answering page (same redirectUrl), setup for redirectUrl.
    expect(shownLocation()).toBe(
      value !== 'saved'
        ? setupPage(reset)
        : reset
          ? `${RX_PATHS_UI.securityQuestions}?redirectUrl=${encodeURIComponent(REDIRECT)}`
          : REDIRECT,
    );
    // Questions already set: the route offers the answering page.
    const answerLink = screen.queryByRole('link', { name: SECURITY_ANSWER_TEXTS.title });
    if (value === 'alreadySet') expect(answerLink).toHaveAttribute('href', RX_PATHS_UI.securityQuestions);
    else expect(answerLink).toBeNull();
    if (value === 'editing') {
      expect(screen.getByText(CHALLENGE_CREATE_TEXTS.lockWarning)).toBeInTheDocument();
      expect(
        screen.getByRole('option', { name: fixtureQuestionGroups.groups[0]![0]!.text }),
      ).toBeInTheDocument();
      if (s.context.error) expect(screen.getByRole('alert')).toHaveTextContent(s.context.error);
    } else if (value === 'loadFailed')
      expect(screen.getByRole('alert')).toHaveTextContent(CHALLENGE_CREATE_TEXTS.loadFailed);
    else if (value === 'locked')
      expect(screen.getByRole('alert')).toHaveTextContent(CHALLENGE_CREATE_TEXTS.lockedForReset(PHONE));
    else if (value === 'alreadySet')
      expect(screen.getByRole('status')).toHaveTextContent(CHALLENGE_CREATE_TEXTS.alreadySet);
    else expect(screen.getAllByRole('status').length).toBeGreaterThan(0);
  },
};

describe('define security questions page: walked along its chart', () => {
  uiWalkTest('rxChallengeCreate: every state and transition through the security questions page', {
    ...challengeCreateWalk,
    model: challengeCreateModel,
  });

  // The covering set saves in setup mode only; reset, a save goes back to the answering page (one more chance).
  it('rxChallengeCreate: reset questions saved lead back to the answering page with the same redirectUrl', async () => {
    const input = { mode: 'reset' as const };
    const paths = generatePaths({
      machine: challengeCreateMachine,
      events: challengeCreateModel.events as never,
      input,
    });
    const path = paths.find((p) => p.state.matches('saved'));
    expect(path, 'a generated path that saves in reset mode').toBeDefined();
    await walkThroughControls({ ...challengeCreateWalk, input }, path!);
  });
});

/** Where the answering page was opened from (the fixtures' redirectUrl), and the page's own address. */
const ANSWER_REDIRECT = securityAnswerInput.redirectUrl;
const ANSWER_PAGE = `${RX_PATHS_UI.securityQuestions}?redirectUrl=${encodeURIComponent(ANSWER_REDIRECT)}`;

/** The route's way of leaving the page (useLeavePage), as the router inside the walk's render gives it (the graph's
 *  own replays run the chart without a page: there it does nothing, and the walk's location check sees that). */
const leaving: { current: (path: string) => void } = { current: () => {} };
function Leaving() {
  leaving.current = useLeavePage();
  return null;
}

/** The chart as the route provides it (its navigateTo leaves through useLeavePage); the walk answers the calls. */
const routedSecurityAnswer = securityAnswerMachineWith(
  () => Promise.reject(new Error('the walk answers the calls itself')),
  (path) => leaving.current(path),
);

describe('answer a security question page: walked along its chart', () => {
  uiWalkTest('rxSecurityAnswer: every state and transition through the security question page', {
    machine: routedSecurityAnswer,
    model: securityAnswerModel,
    render: (actor) => (
      <MemoryRouter initialEntries={[ANSWER_PAGE]}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                <Leaving />
                <SecurityQuestionsScreen
                  actor={actor as ActorRefFrom<typeof securityAnswerMachine>}
                  redirectUrl={ANSWER_REDIRECT}
                  supportPhone={PHONE}
                />
                <ShownLocation />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    ),
    executors: {
      'security.submit': async (ctx, e) => {
        const question = ctx.snapshot().context.questions[ctx.snapshot().context.index];
        await fill(ctx.user, question.text, e.answer.trim() === '' ? '' : e.answer);
        const submit = screen.getByRole('button', { name: SECURITY_ANSWER_TEXTS.submit });
        // An empty answer cannot be submitted: the button says so, and the chart sends nothing.
        if (e.answer.trim() === '') expect(submit).toBeDisabled();
        else await ctx.user.click(submit);
      },
      'security.retry': (ctx) =>
        ctx.user.click(screen.getByRole('button', { name: SECURITY_ANSWER_TEXTS.retry })),
      ...answered('loadQuestions'),
      ...answered('sendAnswer'),
    } satisfies ControlExecutors<typeof routedSecurityAnswer>,
    assertState: (_ctx, s) => {
      // The chart leaves the page through the route: a right answer for redirectUrl, a temporary lock for the reset
      // page (keeping redirectUrl); otherwise the page stays.
      expect(shownLocation()).toBe(
        s.matches('authorized')
          ? ANSWER_REDIRECT
          : s.matches('stopped.temporarilyLocked')
            ? resetPageUrl(ANSWER_REDIRECT)
            : ANSWER_PAGE,
      );
      const texts: Array<[string, string]> = [
        ['answering.firstFailure', SECURITY_ANSWER_TEXTS.firstFailure],
        ['answering.secondFailure', SECURITY_ANSWER_TEXTS.secondFailure],
        ['answering.finalFailure', SECURITY_ANSWER_TEXTS.finalFailure],
        ['stopped.temporarilyLocked', SECURITY_ANSWER_TEXTS.temporarilyLocked],
        ['stopped.locked', SECURITY_ANSWER_TEXTS.locked(PHONE)],
        ['failed', SECURITY_ANSWER_TEXTS.failed],
      ];
      if (s.matches('loading') || s.matches('authorized'))
        expect(screen.getByRole('status')).toHaveTextContent(SECURITY_ANSWER_TEXTS.loading);
      const hit = texts.find(([state]) => s.matches(state));
      if (hit) expect(screen.getByRole('alert')).toHaveTextContent(hit[1]);
      if (s.matches('answering')) {
        const question = s.context.questions[s.context.index]!;
        expect(screen.getByLabelText(question.text)).toBeInTheDocument();
        expect(screen.getByRole('checkbox', { name: SECURITY_ANSWER_TEXTS.rememberMe })).toBeInTheDocument();
      }
      if (s.matches('stopped.noQuestions'))
        expect(screen.getByRole('link', { name: SECURITY_ANSWER_TEXTS.setUp })).toBeInTheDocument();
      if (s.matches('stopped.temporarilyLocked'))
        expect(screen.getByRole('link', { name: SECURITY_ANSWER_TEXTS.reset })).toHaveAttribute(
          'href',
          resetPageUrl(ANSWER_REDIRECT),
        );
    },
  });
});

describe('guest verification page: walked along its chart', () => {
  uiWalkTest('rxGuestVerification: every state and transition through the guest verification page', {
    machine: guestVerificationMachine,
    model: guestVerificationModel,
    render: (actor) => {
      const chart = actor as ActorRefFrom<typeof guestVerificationMachine>;
      return (
        <MemoryRouter>
          <GuestVerificationScreen
            actor={chart}
            patientNumbers={chart.getSnapshot().context.patientNumbers}
          />
        </MemoryRouter>
      );
    },
    executors: {
      'guest.submit': async (ctx, e) => {
        const [year, month, day] = e.dateOfBirth.split('-') as [string, string, string];
        await fill(ctx.user, 'Month (MM)', month);
        await fill(ctx.user, 'Day (DD)', day);
        await fill(ctx.user, 'Year (YYYY)', year);
        await ctx.user.click(screen.getByRole('button', { name: GUEST_TEXTS.submit }));
      },
      // Editing the date after a mismatch resets the attempted flag.
      'guest.reset': (ctx) => ctx.user.type(screen.getByLabelText('Day (DD)'), '{Backspace}2'),
      ...answered('verifyGuest'),
      ...answered('fetchGuestStatus'),
      'xstate.after.lockPoll.rxGuestVerification.locked': timer(
        30_000,
        "the locked link's status poll is due",
      ),
    } satisfies ControlExecutors<typeof guestVerificationMachine>,
    assertState: (_ctx, s) => {
      if (s.matches('entering')) {
        expect(screen.getByRole('button', { name: GUEST_TEXTS.submit })).toBeEnabled();
        if (s.context.error) expect(screen.getByRole('alert')).toHaveTextContent(spaced(s.context.error));
        else expect(screen.queryByRole('alert')).toBeNull();
      }
      if (s.matches('verifying'))
        expect(screen.getAllByRole('status').map((el) => el.textContent)).toContain(GUEST_TEXTS.verifying);
      if (s.matches('locked') || s.matches('polling'))
        expect(screen.getByRole('alert')).toHaveTextContent(GUEST_TEXTS.locked);
      // Verified: the status of the link's patients (the fixtures' one patient number).
      if (s.matches('verified'))
        expect(screen.getByRole('link', { name: GUEST_TEXTS.viewStatus })).toHaveAttribute(
          'href',
          '/rx/tracker?authenticatedPatientNumber=100234568',
        );
      if (s.matches('unusable'))
        expect(screen.getByRole('alert')).toHaveTextContent(
          s.context.linkProblem === 'incomplete' ? GUEST_TEXTS.badLink : GUEST_TEXTS.expired,
        );
    },
  });
});
