// @vitest-environment node
/**
 * The link chart (pharmacy-portal.md §2.4, §3 "Prescription lookup payload", "Link payload", §4 "Link flow", §8
 * "Linking and verification"): one coverage test over the generated paths, and oracle tables whose expected values
 * are literals copied from the spec (texts, paths, payload fields), checking the chart's choices.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type {
  LinkPayload,
  LinkResponse,
  PrescriptionLookup,
  PrescriptionLookupResponse,
} from '../../api/contracts/rx-identity';
import type { LinkMethod } from '../../domain/rx/identity';
import { fixtureChallenges } from '../../machines/rx/challengeCreate/challengeCreate.fixtures';
import { challengeCreateMachine } from '../../machines/rx/challengeCreate/challengeCreate.machine';
import { identityQuizResponses } from '../../machines/rx/identityQuiz/identityQuiz.fixtures';
import { identityQuizMachine } from '../../machines/rx/identityQuiz/identityQuiz.machine';
import {
  linkInput,
  linkModel,
  linkStatuses,
  priyaLookupForm,
  verifyForm,
} from '../../machines/rx/link/link.fixtures';
import { linkMachine } from '../../machines/rx/link/link.machine';
import { linkScreen, linkWizardSteps } from '../../machines/rx/link/link.selectors';
import { apiErrorOf, fixtureQuestionGroups } from '../../machines/rx/shared/identity.fixtures';
import { linkStepIds, linkWizard } from '../../domain/rx/identity';
import { stepStateLabel } from '../../domain/rx/wizard';
import { expectFullCoverage, runWith, settle } from './identity-support';

describe('rxLink chart: generated paths', () => {
  it('replays every generated path and reaches every state and transition', () => {
    expectFullCoverage(linkMachine, linkModel);
  });
});

const found = { status: 'FOUND', verified: false, patientNumber: '100345678', selfLinked: false };

type Answers = Record<string, (input: unknown) => unknown>;
const reject =
  (status: number, message = 'x') =>
  () =>
    Promise.reject(apiErrorOf(status, message));

/** Starts the chart for a relationship and submits the prescription lookup with Priya's form. */
async function lookedUp(
  answers: Answers,
  choice: { relationship: string; method?: string; status?: object; input?: object } = {
    relationship: 'SELF',
  },
) {
  const run = runWith(
    linkMachine,
    {
      loadLinkStatus: () => choice.status ?? linkStatuses.fresh,
      lookupPrescription: () => found,
      matchPatient: () => ({ exactMatchFound: true, patientNumber: '100345678', alreadyLinked: false }),
      identityQuiz: () => ({ outcome: 'passed' }),
      prescriberQuiz: () => ({ outcome: 'verified' }),
      verifyPrescription: () => ({ status: 'VERIFIED', lockedUntil: null, attemptsLeft: 3 }),
      challengeCreate: () => ({ outcome: 'saved', preferredDevice: true }),
      saveAccountHolder: () => '7712345678',
      linkPatient: () => ({ patientNumber: '100345678', relationshipType: 'SELF', pending: false }),
      ...answers,
    },
    { input: { ...linkInput, ...choice.input }, stubActions: ['notifyLinked', 'notifyRequested'] },
  );
  await settle();
  run.actor.send({
    type: 'link.choose',
    relationship: choice.relationship,
    method: choice.method ?? 'prescription',
  });
  return run;
}

async function submitLookup(run: Awaited<ReturnType<typeof lookedUp>>, form = priyaLookupForm) {
  run.actor.send({ type: 'link.submitPrescriptionLookup', form });
  await settle();
  return run.actor.getSnapshot();
}

describe('rxLink chart: oracle (literals from the spec)', () => {
  it.each([
    {
      answer: { ...found, status: 'NOT_FOUND', patientNumber: null },
      error:
        'We could not find a patient who matches the information you provided. Please update your information and try again.',
    },
    {
      answer: { ...found, status: 'LOCKED', patientNumber: null },
      error:
        'Your account has been locked due to too many unsuccessful attempts to access a patient. Please try again later.',
    },
  ])('prescription lookup $answer.status: stays on the form with §8 text', async ({ answer, error }) => {
    const run = await lookedUp({ lookupPrescription: () => answer });
    const s = await submitLookup(run);
    expect(linkScreen(s)).toBe('prescriptionLookup.editing');
    expect(s.context.error).toBe(error);
  });

  it('prescription lookup failing: "Sorry, we are unable to complete your request at this time. Please try again later."', async () => {
    const run = await lookedUp({ lookupPrescription: reject(500) });
    const s = await submitLookup(run);
    expect(s.context.error).toBe(
      'Sorry, we are unable to complete your request at this time. Please try again later.',
    );
  });

  it('an already-linked patient: a message containing the support phone', async () => {
    const run = await lookedUp({
      lookupPrescription: () => ({ ...found, patientNumber: null, selfLinked: true }),
    });
    const s = await submitLookup(run);
    expect(linkScreen(s)).toBe('prescriptionLookup.editing');
    expect(s.context.error).toContain('1-800-555-0150');
  });

  it.each([
    { relationship: 'SELF', verified: false, state: 'identityQuiz' },
    { relationship: 'CHILD', verified: false, state: 'prescriberQuiz' },
    { relationship: 'PET', verified: false, state: 'prescriberQuiz' },
    { relationship: 'MANAGED_ADULT', verified: false, state: 'prescriberQuiz' },
    { relationship: 'CAREGIVER', verified: false, state: 'prescriberQuiz' },
    { relationship: 'SELF', verified: true, state: 'challengeQuestions' },
  ])(
    'FOUND for $relationship (verified $verified): the identity step is $state',
    async ({ relationship, verified, state }) => {
      const pending = () => new Promise(() => {});
      const run = await lookedUp(
        {
          lookupPrescription: () => ({ ...found, verified }),
          identityQuiz: pending,
          prescriberQuiz: pending,
          challengeCreate: pending,
        },
        { relationship },
      );
      expect(linkScreen(await submitLookup(run))).toBe(state);
    },
  );

  it.each([
    { outcome: 'failed', screen: 'notVerified', page: '/rx/idm/failure' },
    { outcome: 'locked', screen: 'notVerified', page: '/rx/idm/failure' },
    { outcome: 'personNotFound', screen: 'notVerified', page: '/rx/idm/failure?reason=notFound' },
    { outcome: 'unavailable', screen: 'identityFailed', page: '/rx/link/patient/verify' },
    { outcome: 'loadFailed', screen: 'identityFailed', page: '/rx/link/patient/verify' },
  ])('§2.1: an identity quiz that ends $outcome leads to $page', async ({ outcome, screen, page }) => {
    const run = await lookedUp({ identityQuiz: () => ({ outcome }) });
    const s = await submitLookup(run);
    expect(linkScreen(s)).toBe(screen);
    expect(s.context.page).toBe(page);
    expect(s.status).toBe(screen === 'notVerified' ? 'done' : 'active');
  });

  it('sends the §3 lookup payload: trimmed, rxType removed, retail phone as digits, no email for yourself', async () => {
    const run = await lookedUp({ lookupPrescription: () => new Promise(() => {}) });
    await submitLookup(run);
    expect(run.calls.lookupPrescription).toEqual([
      {
        type: 'SELF',
        rxNumber: '2345678',
        facilityPhone: '5135550100',
        firstName: 'Priya',
        lastName: 'Raman',
        dateOfBirth: '1991-02-11',
      },
    ]);
  });

  it.each([
    {
      relationship: 'PET',
      form: { ...priyaLookupForm, firstName: 'Biscuit', lastName: 'Whitfield', rxType: 'MAIL_ORDER' },
      payload: { type: 'PET', rxNumber: '2345678', firstName: 'Biscuit', lastName: 'Whitfield' },
    },
    {
      relationship: 'MANAGED_ADULT',
      form: { ...priyaLookupForm, email: ' other@example.com ' },
      payload: {
        type: 'OTHER_ADULT',
        rxNumber: '2345678',
        facilityPhone: '5135550100',
        email: 'other@example.com',
        firstName: 'Priya',
        lastName: 'Raman',
        dateOfBirth: '1991-02-11',
      },
    },
  ])('the $relationship lookup payload', async ({ relationship, form, payload }) => {
    const run = await lookedUp({ lookupPrescription: () => new Promise(() => {}) }, { relationship });
    await submitLookup(run, form);
    expect(run.calls.lookupPrescription).toEqual([payload]);
  });

  it.each([
    {
      outcome: 'timedOut',
      notice: 'Your time ran out to choose a prescriber. Please enter an RX# (Prescription Number).',
    },
    {
      outcome: 'notVerified',
      notice: "We couldn't verify your prescriber. Please enter an RX# (Prescription Number).",
    },
    { outcome: 'failed', notice: 'Something went wrong. Please enter an RX# (Prescription Number).' },
  ])('prescriber quiz $outcome: asks for the RX number with its text', async ({ outcome, notice }) => {
    const run = await lookedUp({ prescriberQuiz: () => ({ outcome }) }, { relationship: 'CHILD' });
    const s = await submitLookup(run);
    expect(linkScreen(s)).toBe('prescriptionVerification.editing');
    expect(s.context.notice).toBe(notice);
    expect(s.context.page).toBe('/rx/link/prescription/verify');
  });

  it.each([
    {
      answer: () => ({ status: 'LOCKED', lockedUntil: '2026-11-23T15:30:00.000Z', attemptsLeft: 0 }),
      error:
        'Your account has been locked out for 30 minutes due to too many failed attempts. Please try again later.',
      // The lock message alone: the prescriber's text is not shown above it.
      notice: null,
      attemptsLeft: null,
    },
    {
      answer: reject(500),
      error: 'An error occured when verifying your prescription, please try again later.',
      notice: "We couldn't verify your prescriber. Please enter an RX# (Prescription Number).",
      attemptsLeft: null,
    },
    {
      answer: () => ({ status: 'NOT_VERIFIED', lockedUntil: null, attemptsLeft: 2 }),
      error:
        'You have entered incorrect or invalid information.  Please check your information and try again.',
      notice: null,
      attemptsLeft: 2,
    },
    {
      answer: () => ({ status: 'NOT_VERIFIED', lockedUntil: null, attemptsLeft: 1 }),
      error:
        'You have entered incorrect or invalid information.  Please check your information and try again.',
      notice: null,
      attemptsLeft: 1,
    },
  ])(
    'prescription verification: $error (tries left: $attemptsLeft)',
    async ({ answer, error, notice, attemptsLeft }) => {
      const run = await lookedUp(
        { prescriberQuiz: () => ({ outcome: 'notVerified' }), verifyPrescription: answer },
        { relationship: 'CHILD' },
      );
      await submitLookup(run);
      run.actor.send({
        type: 'link.submitPrescriptionVerify',
        form: { rxType: 'MAIL_ORDER', rxNumber: ' 3456789', facilityPhone: '5135550100' },
      });
      await settle();
      expect(run.actor.getSnapshot().context.error).toBe(error);
      expect(run.actor.getSnapshot().context.notice).toBe(notice);
      expect(run.actor.getSnapshot().context.attemptsLeft).toBe(attemptsLeft);
      // Mail order: the facility phone is dropped.
      expect(run.calls.verifyPrescription).toEqual([{ patientNumber: '100345678', rxNumber: '3456789' }]);
    },
  );

  it('patient lookup: a 417 shows the server detail; otherwise "Something went wrong. Please try again"', async () => {
    for (const [answer, text] of [
      [
        reject(417, 'We could not find a patient with these details.'),
        'We could not find a patient with these details.',
      ],
      [reject(500), 'Something went wrong. Please try again'],
    ] as const) {
      const run = await lookedUp({ matchPatient: answer }, { relationship: 'SELF', method: 'patient' });
      run.actor.send({
        type: 'link.submitPatientLookup',
        form: {
          firstName: 'Priya',
          lastName: 'Raman',
          month: '2',
          day: '11',
          year: '1991',
          address1: '77 Aspen Grove Ct',
          address2: '',
          city: 'Boulder',
          state: 'CO',
          zipCode: '80301',
          phoneNum: '',
          email: '',
        },
      });
      await settle();
      expect(linkScreen(run.actor.getSnapshot())).toBe('patientLookup.editing');
      expect(run.actor.getSnapshot().context.error).toBe(text);
    }
  });

  it.each([
    { relationship: 'SELF', seamless: null, page: '/rx/patient-profile' },
    { relationship: 'MANAGED_ADULT', seamless: null, page: '/rx/patient-access' },
    { relationship: 'CAREGIVER', seamless: null, page: '/rx/patient-profile' },
    { relationship: 'CAREGIVER', seamless: '/rx/refills', page: '/rx/refills' },
    { relationship: 'SELF', seamless: 'https://elsewhere.example/x', page: '/rx/patient-profile' },
  ])(
    'after linking $relationship (seamless $seamless): the toast, then $page',
    async ({ relationship, seamless, page }) => {
      const run = await lookedUp(
        {
          // Verified, with questions, not linked as themselves yet.
          loadLinkStatus: () => ({ ...linkStatuses.verified, selfLinked: false }),
          lookupPrescription: () => ({ ...found, verified: true }),
        },
        { relationship, input: { seamlessRedirectUrl: seamless } },
      );
      const s = await submitLookup(run);
      expect(linkScreen(s)).toBe('linked');
      expect(s.context.page).toBe(page);
      expect(run.actions).toEqual([
        {
          type: 'notifyLinked',
          params: {
            toast: {
              heading: 'Patient Added',
              text: 'Congratulations! You have added Online Prescription Management to your Pharmacy account.',
              tone: 'success',
            },
          },
        },
      ]);
    },
  );

  it.each([
    { relationship: 'CHILD', seamless: null },
    { relationship: 'PET', seamless: '/rx/refills' },
    { relationship: 'MANAGED_ADULT', seamless: null },
  ])(
    'a $relationship link that waits for approval: "Request Sent", never "Patient Added", then /rx/patient-access',
    async ({ relationship, seamless }) => {
      const run = await lookedUp(
        {
          loadLinkStatus: () => ({ ...linkStatuses.verified, selfLinked: true }),
          lookupPrescription: () => ({ ...found, verified: true }),
          linkPatient: () => ({ patientNumber: '100234568', relationshipType: relationship, pending: true }),
        },
        { relationship, input: { seamlessRedirectUrl: seamless } },
      );
      const s = await submitLookup(run);
      expect(linkScreen(s)).toBe('requested');
      expect(s.status).toBe('done');
      expect(s.context.page).toBe('/rx/patient-access');
      expect(run.actions).toEqual([
        {
          type: 'notifyRequested',
          params: {
            toast: {
              heading: 'Request Sent',
              text: 'Your request is waiting for approval. You can manage these prescriptions once the person who looks after them approves it; until then it is listed on your Patient Access page.',
              tone: 'info',
            },
          },
        },
      ]);
    },
  );

  it('§3 link payload: dateOfBirth not for CHILD; grantorEmailAddress for a managed adult; the lookup method decides the call', async () => {
    const child = await lookedUp(
      {
        loadLinkStatus: () => linkStatuses.verified,
        lookupPrescription: () => ({ ...found, verified: true }),
      },
      { relationship: 'CHILD' },
    );
    await submitLookup(child);
    expect(child.calls.linkPatient).toEqual([
      {
        method: 'prescription',
        payload: {
          patientNumber: '100345678',
          type: 'CHILD',
          prescriptionNumber: '2345678',
          facilityPhone: '5135550100',
        },
      },
    ]);
    const adult = await lookedUp(
      {
        loadLinkStatus: () => linkStatuses.verified,
        lookupPrescription: () => ({ ...found, verified: true }),
      },
      { relationship: 'MANAGED_ADULT' },
    );
    await submitLookup(adult, { ...priyaLookupForm, email: 'priya@example.com' });
    expect(adult.calls.linkPatient).toEqual([
      {
        method: 'prescription',
        payload: {
          patientNumber: '100345678',
          type: 'MANAGED_ADULT',
          prescriptionNumber: '2345678',
          grantorEmailAddress: 'priya@example.com',
          dateOfBirth: '1991-02-11',
          facilityPhone: '5135550100',
        },
      },
    ]);
  });

  it('Priya by prescription: lookup, identity quiz, new security questions, link; pages of §2.1 in order', async () => {
    const run = await lookedUp({});
    const pages: string[] = [];
    run.actor.subscribe((s) => {
      if (pages.at(-1) !== s.context.page) pages.push(s.context.page);
    });
    await submitLookup(run);
    await settle();
    expect(linkScreen(run.actor.getSnapshot())).toBe('linked');
    expect(pages).toEqual([
      '/rx/link/prescription/lookup',
      '/rx/link/patient/verify',
      '/rx/link/challenge/create',
      '/rx/patient-profile',
    ]);
    expect(run.calls.identityQuiz).toEqual([{ patientNumber: '100345678' }]);
    expect(run.calls.challengeCreate).toEqual([{ mode: 'create' }]);
  });

  it('a child of a customer without an account of their own: the account holder step, then the link', async () => {
    const run = await lookedUp({}, { relationship: 'CHILD' });
    await submitLookup(run);
    expect(linkScreen(run.actor.getSnapshot())).toBe('accountInformation.editing');
    expect(run.actor.getSnapshot().context.page).toBe('/rx/link/account/information');
  });

  it('failing link: "Sorry, we couldn\'t link you at this time. Please try again." and Try Again links again', async () => {
    const run = await lookedUp(
      {
        loadLinkStatus: () => linkStatuses.verified,
        lookupPrescription: () => ({ ...found, verified: true }),
        linkPatient: reject(500),
      },
      { relationship: 'CHILD' },
    );
    const s = await submitLookup(run);
    expect(linkScreen(s)).toBe('linkFailed');
    expect(s.context.error).toBe("Sorry, we couldn't link you at this time. Please try again.");
    expect(s.can({ type: 'link.retry' })).toBe(true);
  });

  it('a customer locked for linking cannot start', async () => {
    const locked = await lookedUp({}, { relationship: 'CHILD', status: linkStatuses.locked });
    expect(linkScreen(locked.actor.getSnapshot())).toBe('choosing');
    expect(locked.actor.getSnapshot().context.error).toBe(
      'Your account has been locked due to too many unsuccessful attempts to access a patient. Please try again later.',
    );
  });

  // Add a Patient offers Myself only to a customer not linked as themselves (§6 "a self-linked user is a further
  // state"); the chart takes no other choice (nothing shown, nothing called). The lookups' answers still say
  // "already linked" when the link was made after the page loaded (the tests above).
  it.each([
    {
      selfLinked: true,
      relationship: 'SELF',
      method: 'prescription',
      screen: 'choosing',
      page: '/rx/link/patient',
    },
    {
      selfLinked: true,
      relationship: 'SELF',
      method: 'patient',
      screen: 'choosing',
      page: '/rx/link/patient',
    },
    {
      selfLinked: true,
      relationship: 'CHILD',
      method: 'prescription',
      screen: 'prescriptionLookup.editing',
      page: '/rx/link/prescription/lookup',
    },
    {
      selfLinked: false,
      relationship: 'SELF',
      method: 'prescription',
      screen: 'prescriptionLookup.editing',
      page: '/rx/link/prescription/lookup',
    },
    {
      selfLinked: false,
      relationship: 'SELF',
      method: 'patient',
      screen: 'patientLookup.editing',
      page: '/rx/link/patient/lookup',
    },
  ])(
    'linked as self $selfLinked, choosing $relationship by $method: $screen ($page)',
    async ({ selfLinked, relationship, method, screen, page }) => {
      const run = await lookedUp(
        {},
        { relationship, method, status: { ...linkStatuses.verified, selfLinked } },
      );
      const s = run.actor.getSnapshot();
      expect(linkScreen(s)).toBe(screen);
      expect(s.context.page).toBe(page);
      expect(s.context.error).toBeNull();
      expect(s.context.relationship).toBe(screen === 'choosing' ? null : relationship);
    },
  );
});

describe('§2.2 wizard after the prescriber quiz', () => {
  it.each(['notVerified', 'timedOut'])(
    'a prescriber quiz that ends %s: Identity Verification is not completed while the RX# is asked, and is once it verifies',
    async (outcome) => {
      const pending = () => new Promise(() => {});
      const run = await lookedUp(
        { prescriberQuiz: () => ({ outcome }), verifyPrescription: pending },
        { relationship: 'CHILD' },
      );
      const s = await submitLookup(run);
      expect(linkScreen(s)).toBe('prescriptionVerification.editing');
      const asking = linkWizardSteps(s);
      expect(asking.map((st) => `${st.label} ${st.status}`)).toEqual([
        'Prescription Lookup complete',
        'Identity Verification disabled',
        'Prescription Verification active',
        'Security Questions disabled',
        'Account Holder disabled',
      ]);
      expect(stepStateLabel(asking, 1)).toBe('not completed');
      expect(stepStateLabel(asking, 3)).toBe('not available yet');
    },
  );

  it('the RX# verified: Identity Verification and Prescription Verification are completed', async () => {
    const pending = () => new Promise(() => {});
    const run = await lookedUp(
      { prescriberQuiz: () => ({ outcome: 'notVerified' }), challengeCreate: pending },
      { relationship: 'CHILD' },
    );
    await submitLookup(run);
    run.actor.send({ type: 'link.submitPrescriptionVerify', form: verifyForm });
    await settle();
    const s = run.actor.getSnapshot();
    expect(linkScreen(s)).toBe('challengeQuestions');
    expect(linkWizardSteps(s).map((st) => `${st.label} ${st.status}`)).toEqual([
      'Prescription Lookup complete',
      'Identity Verification complete',
      'Prescription Verification complete',
      'Security Questions active',
      'Account Holder disabled',
    ]);
  });
});

describe('§2.4 wizard steps, in order', () => {
  it.each([
    {
      facts: {
        relationship: 'SELF',
        method: 'prescription',
        verified: false,
        prescriptionVerification: false,
        hasChallengeQuestions: false,
        needsAccountInformation: false,
      },
      labels: ['Prescription Lookup', 'Identity Verification', 'Security Questions'],
    },
    {
      facts: {
        relationship: 'SELF',
        method: 'patient',
        verified: false,
        prescriptionVerification: true,
        hasChallengeQuestions: true,
        needsAccountInformation: false,
      },
      labels: ['Patient Lookup', 'Identity Verification', 'Prescription Verification'],
    },
    {
      facts: {
        relationship: 'CHILD',
        method: 'prescription',
        verified: false,
        prescriptionVerification: true,
        hasChallengeQuestions: false,
        needsAccountInformation: true,
      },
      labels: [
        'Prescription Lookup',
        'Identity Verification',
        'Prescription Verification',
        'Security Questions',
        'Account Holder',
      ],
    },
  ] as const)('$labels', ({ facts, labels }) => {
    const steps = linkWizard(facts, linkStepIds(facts)[1]!, [linkStepIds(facts)[0]!]);
    expect(steps.map((s) => s.label)).toEqual(labels);
    expect(steps.map((s) => s.status)).toEqual([
      'complete',
      'active',
      ...labels.slice(2).map(() => 'disabled'),
    ]);
  });
});

describe('rxLink with its real sub-flows (the outputs the parent reads)', () => {
  it('passes the identity quiz and saves new questions through the child charts, then links', async () => {
    const quizAnswers: unknown[] = [];
    const saved: unknown[] = [];
    const machine = linkMachine.provide({
      actors: {
        loadLinkStatus: fromPromise(async () => linkStatuses.fresh),
        lookupPrescription: fromPromise<PrescriptionLookupResponse, PrescriptionLookup>(async () => ({
          status: 'FOUND',
          verified: false,
          patientNumber: '100345678',
          selfLinked: false,
        })),
        identityQuiz: identityQuizMachine.provide({
          actors: {
            startQuiz: fromPromise(async () => identityQuizResponses.loaded),
            answerQuiz: fromPromise(async ({ input }) => {
              quizAnswers.push(input);
              return identityQuizResponses.pass;
            }),
          },
        }),
        challengeCreate: challengeCreateMachine.provide({
          actors: {
            fetchQuestionGroups: fromPromise(async () => fixtureQuestionGroups),
            saveChallenges: fromPromise(async ({ input }) => {
              saved.push(input);
              return { attemptState: 'PRISTINE' };
            }),
          },
        }),
        linkPatient: fromPromise<LinkResponse, { method: LinkMethod; payload: LinkPayload }>(async () => ({
          patientNumber: '100345678',
          relationshipType: 'SELF',
          pending: false,
        })),
      },
    });
    const actor = createActor(machine, { input: linkInput }).start();
    await settle();
    actor.send({ type: 'link.choose', relationship: 'SELF', method: 'prescription' });
    actor.send({ type: 'link.submitPrescriptionLookup', form: priyaLookupForm });
    await settle();
    const quiz = actor.getSnapshot().children.identityQuiz;
    expect(quiz).toBeDefined();
    quiz!.send({ type: 'quiz.choose', questionId: 'Q1', choiceId: 'Q1-B' });
    quiz!.send({ type: 'quiz.choose', questionId: 'Q2', choiceId: 'Q2-A' });
    quiz!.send({ type: 'quiz.submit' });
    await settle();
    expect(linkScreen(actor.getSnapshot())).toBe('challengeQuestions');
    actor.getSnapshot().children.challengeCreate!.send({
      type: 'challenge.submit',
      userChallenges: fixtureChallenges,
      preferredDevice: true,
    });
    await settle();
    expect(linkScreen(actor.getSnapshot())).toBe('linked');
    expect(actor.getSnapshot().context).toMatchObject({
      challengeQuestionsCreated: true,
      preferredDevice: true,
    });
    expect(saved).toEqual([{ userChallenges: fixtureChallenges, preferredDevice: true, mode: 'create' }]);
    expect(quizAnswers).toHaveLength(1);
  });
});
