// @vitest-environment node
/**
 * The add-patient / link chart's oracle table (pharmacy-portal.md §2.1 /rx/link/*, /rx/idm/failure; §2.4 "Add-patient
 * flow steps"; §3 "Prescription lookup payload", "Link payload", "Linking flow state", "Customer status"; §4 "Link
 * flow"; §5 "Date of birth" (adulthood 18 years, §9); §8 "Linking and verification"), and what the link views read
 * of it (link.selectors.ts) on real snapshots: each expected value is a literal copied from the spec or from the
 * chart's fixtures (Priya's forms, the sandbox's answers), never the chart's or domain/rx/identity.ts's own constant.
 * The chart and its selectors are loaded inside each case, so a chart that fails to build fails every case. The
 * coverage replay over the generated paths is rxLink.model.test.ts. This file is the link area's part of the mutation
 * gate (PHARMACY_GATED in config/stryker.config.mjs).
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type {
  LinkPayload,
  LinkResponse,
  PrescriptionLookup,
  PrescriptionLookupResponse,
} from '../../api/contracts/rx-identity';
import { type LinkMethod, linkStepIds, linkWizard } from '../../domain/rx/identity';
import { stepStateLabel } from '../../domain/rx/wizard';
import { fixtureChallenges } from '../../machines/rx/challengeCreate/challengeCreate.fixtures';
import { identityQuizResponses } from '../../machines/rx/identityQuiz/identityQuiz.fixtures';
import {
  holderForm,
  linkInput,
  linkStatuses,
  priyaDetailsForm,
  priyaLookupForm,
  verifyForm,
} from '../../machines/rx/link/link.fixtures';
import type { linkMachine as LinkMachine } from '../../machines/rx/link/link.machine';
import { apiErrorOf, fixtureQuestionGroups } from '../../machines/rx/shared/identity.fixtures';
import { type OracleCase, type OracleRun, oracleTable, runOracle } from './oracle';
import { runWith, settle } from './identity-support';

const loadChart = () => import('../../machines/rx/link/link.machine');
const loadSelectors = () => import('../../machines/rx/link/link.selectors');
const loadMachine = () => loadChart().then((m) => m.linkMachine);

/** The selectors, loaded by each test that reads them (lookedUp and the sub-flow test load them). */
let selectors: Awaited<ReturnType<typeof loadSelectors>> | undefined;
const linkScreen = (s: Parameters<typeof import('../../machines/rx/link/link.selectors').linkScreen>[0]) =>
  selectors!.linkScreen(s);
const linkWizardSteps = (
  s: Parameters<typeof import('../../machines/rx/link/link.selectors').linkWizardSteps>[0],
) => selectors!.linkWizardSteps(s);

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
  const { linkMachine } = await loadChart();
  selectors = await loadSelectors();
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
    const { linkMachine } = await loadChart();
    selectors = await loadSelectors();
    const { identityQuizMachine } = await import('../../machines/rx/identityQuiz/identityQuiz.machine');
    const { challengeCreateMachine } = await import(
      '../../machines/rx/challengeCreate/challengeCreate.machine'
    );
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

// ---------------------------------------------------------------------------------------------------------------
// The oracle table: every step driven by events (actors answer by their done / error events).

type Case = OracleCase<typeof LinkMachine>;

const PHONE = '1-800-555-0150';
const TEXT = {
  loadFailed: 'Sorry, something went wrong while loading the page. Please try again later.',
  locked:
    'Your account has been locked due to too many unsuccessful attempts to access a patient. Please try again later.',
  notFound:
    'We could not find a patient who matches the information you provided. Please update your information and try again.',
  lookupFailed: 'Sorry, we are unable to complete your request at this time. Please try again later.',
  alreadyLinked: (phone: string) =>
    `This patient is already linked to an online account. If you need help, please contact Customer Support at ${phone}.`,
  patientLookupFailed: 'Something went wrong. Please try again',
  verifyLocked:
    'Your account has been locked out for 30 minutes due to too many failed attempts. Please try again later.',
  verifyFailed: 'An error occured when verifying your prescription, please try again later.',
  verifyInvalid:
    'You have entered incorrect or invalid information.  Please check your information and try again.',
  prescriberNotVerified: "We couldn't verify your prescriber. Please enter an RX# (Prescription Number).",
  prescriberTimedOut: 'Your time ran out to choose a prescriber. Please enter an RX# (Prescription Number).',
  prescriberFailed: 'Something went wrong. Please enter an RX# (Prescription Number).',
  alternate:
    'We found a possible match, but not an exact one. Please add yourself with a prescription number instead.',
  linkFailed: "Sorry, we couldn't link you at this time. Please try again.",
};
const PAGE = {
  choose: '/rx/link/patient',
  patientLookup: '/rx/link/patient/lookup',
  prescriptionLookup: '/rx/link/prescription/lookup',
  prescriptionVerify: '/rx/link/prescription/verify',
  identity: '/rx/link/patient/verify',
  accountInformation: '/rx/link/account/information',
  challengeCreate: '/rx/link/challenge/create',
  profile: '/rx/patient-profile',
  access: '/rx/patient-access',
  idmFailure: '/rx/idm/failure',
};
const LINKED_TOAST = {
  heading: 'Patient Added',
  text: 'Congratulations! You have added Online Prescription Management to your Pharmacy account.',
  tone: 'success',
};
const REQUESTED_TOAST = {
  heading: 'Request Sent',
  text: 'Your request is waiting for approval. You can manage these prescriptions once the person who looks after them approves it; until then it is listed on your Patient Access page.',
  tone: 'info',
};

/** §3 "Linking flow state" before anything is read: nothing chosen, nothing found, on Add a Patient. */
const START = {
  seamlessRedirectUrl: null,
  supportPhone: PHONE,
  relationship: null,
  method: null,
  hasChallengeQuestions: false,
  selfLinked: false,
  lockedForLinking: false,
  exactMatchFound: false,
  identityVerified: false,
  lookupVerified: false,
  challengeQuestionsCreated: false,
  patientNumber: null,
  prescriptionNumber: null,
  firstName: null,
  lastName: null,
  dateOfBirth: null,
  email: null,
  facilityPhone: null,
  preferredDevice: false,
  prescriptionVerification: false,
  quizOutcome: null,
  notice: null,
  attemptsLeft: null,
  error: null,
  page: PAGE.choose,
};
const contextIs =
  (over: Record<string, unknown>) =>
  (run: OracleRun): void => {
    expect(run.snapshot().context).toEqual({ ...START, ...over });
  };

/** Priya's prescription lookup as the chart keeps it (trimmed, the retail phone as digits). */
const PRIYA_BY_RX = {
  firstName: 'Priya',
  lastName: 'Raman',
  dateOfBirth: '1991-02-11',
  prescriptionNumber: '2345678',
  facilityPhone: '5135550100',
};

const status = (s: Partial<(typeof linkStatuses)['fresh']>) => ({ ...linkStatuses.fresh, ...s });
/** Verified, questions set, not linked as themselves. */
const ready = status({ hasChallengeQuestions: true, identityVerified: true });
const loaded = (output: object = linkStatuses.fresh) => ({
  type: 'xstate.done.actor.loadLinkStatus',
  output,
});
const fails = (actor: string, status = 500, message?: string) => ({
  type: `xstate.error.actor.${actor}`,
  error: apiErrorOf(status, message),
});
const choose = (relationship: string, method = 'prescription') => ({
  type: 'link.choose',
  relationship,
  method,
});
const retry = { type: 'link.retry' };
const byDetails = (form: object = priyaDetailsForm) => ({ type: 'link.submitPatientLookup', form });
const byRx = (form: object = priyaLookupForm) => ({ type: 'link.submitPrescriptionLookup', form });
const matched = (m: object) => ({
  type: 'xstate.done.actor.matchPatient',
  output: { exactMatchFound: true, patientNumber: '100345678', alreadyLinked: false, ...m },
});
const foundRx = (r: object = {}) => ({
  type: 'xstate.done.actor.lookupPrescription',
  output: { status: 'FOUND', verified: false, patientNumber: '100345678', selfLinked: false, ...r },
});
const quiz = (outcome: unknown) => ({ type: 'xstate.done.actor.identityQuiz', output: { outcome } });
const prescriber = (outcome: string) => ({ type: 'xstate.done.actor.prescriberQuiz', output: { outcome } });
const verifyRx = (form: object = verifyForm) => ({ type: 'link.submitPrescriptionVerify', form });
const rxChecked = (s: string, attemptsLeft: number, lockedUntil: string | null = null) => ({
  type: 'xstate.done.actor.verifyPrescription',
  output: { status: s, lockedUntil, attemptsLeft },
});
const questionsSaved = (preferredDevice: boolean) => ({
  type: 'xstate.done.actor.challengeCreate',
  output: { outcome: 'saved', preferredDevice },
});
const holder = { type: 'link.submitAccountInformation', form: holderForm };
const holderSaved = { type: 'xstate.done.actor.saveAccountHolder', output: '7712345678' };
const linkAnswer = (pending: boolean) => ({
  type: 'xstate.done.actor.linkPatient',
  output: { patientNumber: '100345678', relationshipType: 'SELF', pending },
});

/** Priya by prescription, the lookup FOUND and not verified: on the identity quiz. */
const priyaAtQuiz = [loaded(), choose('SELF'), byRx(), foundRx()];
/** A child by prescription for a self-linked, verified customer with questions: the prescriber quiz. */
const childAtPrescriber = [
  loaded(status({ hasChallengeQuestions: true, selfLinked: true })),
  choose('CHILD'),
  byRx(),
  foundRx(),
];
const askedForRx = [...childAtPrescriber, prescriber('notVerified')];

const openingCases: Case[] = [
  {
    name: '§3 defaults: loads the customer status on /rx/link/patient, busy, nothing chosen, every flag false',
    input: linkInput,
    steps: [],
    state: 'opening.starting',
    status: 'active',
    tags: ['busy'],
    callCounts: { loadLinkStatus: 1, lookupPrescription: 0, matchPatient: 0 },
    refuses: [choose('CHILD'), retry, byRx()],
    verify: contextIs({}),
  },
  {
    name: '§2.4: the seamless redirect and the support phone come from the input',
    input: { seamlessRedirectUrl: '/rx/refills', supportPhone: '1-800-555-0199' },
    steps: [],
    verify: contextIs({ seamlessRedirectUrl: '/rx/refills', supportPhone: '1-800-555-0199' }),
  },
  {
    name: '§3 customer status kept: questions set, not linked as self, not locked, not verified',
    input: linkInput,
    steps: [loaded(status({ hasChallengeQuestions: true }))],
    state: 'finding.choosing',
    notTags: ['busy'],
    accepts: [choose('CHILD'), choose('SELF')],
    refuses: [retry, byRx(), byDetails()],
    verify: contextIs({ hasChallengeQuestions: true }),
  },
  {
    name: '§3 customer status kept: linked as self, locked for linking, verified, no questions',
    input: linkInput,
    steps: [loaded(status({ selfLinked: true, accountLockedForLinking: true, identityVerified: true }))],
    state: 'finding.choosing',
    verify: contextIs({ selfLinked: true, lockedForLinking: true, identityVerified: true }),
  },
  {
    name: '§8 the status fails to load: "Sorry, something went wrong while loading the page. Please try again later."',
    input: linkInput,
    steps: [fails('loadLinkStatus')],
    state: 'opening.loadFailed',
    notTags: ['busy'],
    accepts: [retry],
    refuses: [choose('CHILD')],
    verify: contextIs({ error: TEXT.loadFailed }),
  },
  {
    name: 'Try Again after a failed load reads the status again, busy, the message cleared',
    input: linkInput,
    steps: [fails('loadLinkStatus'), retry],
    state: 'opening.starting',
    tags: ['busy'],
    callCounts: { loadLinkStatus: 2 },
    verify: contextIs({}),
  },
  {
    name: 'the status read on the retry opens the choice',
    input: linkInput,
    steps: [fails('loadLinkStatus'), retry, loaded()],
    state: 'finding.choosing',
    verify: contextIs({}),
  },
];

const choosingCases: Case[] = [
  ...(['CHILD', 'SELF'] as const).map(
    (relationship): Case => ({
      name: `§8 a customer locked for linking choosing ${relationship}: stays on the choice with the lock text`,
      input: linkInput,
      steps: [
        loaded(linkStatuses.locked),
        choose(relationship, relationship === 'SELF' ? 'patient' : 'prescription'),
      ],
      state: 'finding.choosing',
      callCounts: { lookupPrescription: 0, matchPatient: 0 },
      verify: contextIs({ lockedForLinking: true, error: TEXT.locked }),
    }),
  ),
  ...(['CHILD', 'PET', 'MANAGED_ADULT', 'CAREGIVER', 'SELF'] as const).map(
    (relationship): Case => ({
      name: `§2.1 ${relationship} by prescription: the prescription lookup page`,
      input: linkInput,
      steps: [loaded(), choose(relationship)],
      state: 'finding.prescriptionLookup.editing',
      notTags: ['busy'],
      refuses: [choose('CHILD'), byDetails(), retry],
      accepts: [byRx()],
      verify: contextIs({ relationship, method: 'prescription', page: PAGE.prescriptionLookup }),
    }),
  ),
  {
    name: '§2.1 yourself by personal details: the patient lookup page',
    input: linkInput,
    steps: [loaded(), choose('SELF', 'patient')],
    state: 'finding.patientLookup.editing',
    refuses: [byRx(), choose('CHILD')],
    accepts: [byDetails()],
    verify: contextIs({ relationship: 'SELF', method: 'patient', page: PAGE.patientLookup }),
  },
  {
    name: 'personal details are only for yourself: a child is looked up by prescription',
    input: linkInput,
    steps: [loaded(), choose('CHILD', 'patient')],
    state: 'finding.prescriptionLookup.editing',
    context: { relationship: 'CHILD', page: PAGE.prescriptionLookup },
  },
  {
    name: '§6 a customer linked as themselves is not offered Myself (either way); other types still are',
    input: linkInput,
    steps: [loaded(linkStatuses.verified), choose('SELF'), choose('SELF', 'patient')],
    state: 'finding.choosing',
    refuses: [choose('SELF'), choose('SELF', 'patient')],
    accepts: [choose('CHILD'), choose('PET'), choose('MANAGED_ADULT'), choose('CAREGIVER')],
    verify: contextIs({ hasChallengeQuestions: true, selfLinked: true, identityVerified: true }),
  },
];

const patientLookupCases: Case[] = [
  {
    name: '§3 patient lookup: trimmed, the date as YYYY-MM-DD, the phone as digits, empty fields left out; busy',
    input: linkInput,
    steps: [loaded(), choose('SELF', 'patient'), byDetails()],
    state: 'finding.patientLookup.searching',
    tags: ['busy'],
    refuses: [byDetails(), retry],
    calls: {
      matchPatient: {
        firstName: 'Priya',
        lastName: 'Raman',
        dateOfBirth: '1991-02-11',
        address1: '77 Aspen Grove Ct',
        city: 'Boulder',
        state: 'CO',
        zipCode: '80301',
        phoneNum: '7205550123',
      },
    },
    verify: contextIs({
      relationship: 'SELF',
      method: 'patient',
      firstName: 'Priya',
      lastName: 'Raman',
      dateOfBirth: '1991-02-11',
      page: PAGE.patientLookup,
    }),
  },
  {
    name: 'patient lookup with an email: trimmed, sent and kept',
    input: linkInput,
    steps: [
      loaded(),
      choose('SELF', 'patient'),
      byDetails({ ...priyaDetailsForm, firstName: ' Priya ', email: ' priya@example.com ' }),
    ],
    calls: {
      matchPatient: expect.objectContaining({ firstName: 'Priya', email: 'priya@example.com' }),
    },
    context: { firstName: 'Priya', email: 'priya@example.com' },
  },
  {
    name: 'an exact match, not verified: the identity quiz for that patient on /rx/link/patient/verify',
    input: linkInput,
    steps: [loaded(), choose('SELF', 'patient'), byDetails(), matched({})],
    state: 'verifying.identityQuiz',
    notTags: ['busy'],
    calls: { identityQuiz: { patientNumber: '100345678' } },
    callCounts: { prescriberQuiz: 0 },
    verify: contextIs({
      relationship: 'SELF',
      method: 'patient',
      firstName: 'Priya',
      lastName: 'Raman',
      dateOfBirth: '1991-02-11',
      exactMatchFound: true,
      patientNumber: '100345678',
      page: PAGE.identity,
    }),
  },
  {
    name: '§3 link payload by personal details: POST patient/link, no RX#, no phone, no grantor email for yourself',
    input: linkInput,
    steps: [
      loaded(ready),
      choose('SELF', 'patient'),
      byDetails({ ...priyaDetailsForm, email: 'priya@example.com' }),
      matched({}),
    ],
    state: 'completing.linking',
    tags: ['busy'],
    callCounts: { identityQuiz: 0, challengeCreate: 0 },
    calls: {
      linkPatient: {
        method: 'patient',
        payload: { patientNumber: '100345678', type: 'SELF', dateOfBirth: '1991-02-11' },
      },
    },
    verify: contextIs({
      relationship: 'SELF',
      method: 'patient',
      hasChallengeQuestions: true,
      firstName: 'Priya',
      lastName: 'Raman',
      dateOfBirth: '1991-02-11',
      email: 'priya@example.com',
      exactMatchFound: true,
      patientNumber: '100345678',
      identityVerified: true,
      lookupVerified: true,
      page: PAGE.patientLookup,
    }),
  },
  ...[
    { m: { patientNumber: null }, why: 'an exact match without a patient number' },
    { m: { exactMatchFound: false, patientNumber: null }, why: 'no exact match' },
    { m: { exactMatchFound: false }, why: 'a patient number without an exact match' },
  ].map(
    ({ m, why }): Case => ({
      name: `${why}: the prescription lookup instead, with the alternate-match notice`,
      input: linkInput,
      steps: [loaded(), choose('SELF', 'patient'), byDetails(), matched(m)],
      state: 'finding.prescriptionLookup.editing',
      callCounts: { identityQuiz: 0 },
      verify: contextIs({
        relationship: 'SELF',
        method: 'prescription',
        firstName: 'Priya',
        lastName: 'Raman',
        dateOfBirth: '1991-02-11',
        notice: TEXT.alternate,
        page: PAGE.prescriptionLookup,
      }),
    }),
  ),
  {
    name: 'after the alternate match, the prescription lookup clears the notice and links by prescription',
    input: linkInput,
    steps: [loaded(ready), choose('SELF', 'patient'), byDetails(), matched({ patientNumber: null }), byRx()],
    state: 'finding.prescriptionLookup.searching',
    context: { notice: null, error: null, method: 'prescription', prescriptionNumber: '2345678' },
    calls: { lookupPrescription: expect.objectContaining({ type: 'SELF', rxNumber: '2345678' }) },
  },
  {
    name: '§8 an already-linked patient by personal details: a message with the support phone of the input',
    input: { seamlessRedirectUrl: null, supportPhone: '1-800-555-0199' },
    steps: [loaded(), choose('SELF', 'patient'), byDetails(), matched({ alreadyLinked: true })],
    state: 'finding.patientLookup.editing',
    notTags: ['busy'],
    callCounts: { identityQuiz: 0, lookupPrescription: 0 },
    context: { error: TEXT.alreadyLinked('1-800-555-0199'), exactMatchFound: false, patientNumber: null },
  },
  {
    name: '§8 an already-linked answer with no exact match still says already linked',
    input: linkInput,
    steps: [
      loaded(),
      choose('SELF', 'patient'),
      byDetails(),
      matched({ exactMatchFound: false, patientNumber: null, alreadyLinked: true }),
    ],
    state: 'finding.patientLookup.editing',
    context: { error: TEXT.alreadyLinked(PHONE), notice: null, method: 'patient' },
  },
  ...[
    {
      status: 417,
      message: 'We could not find a patient with these details.',
      error: 'We could not find a patient with these details.',
    },
    { status: 418, message: 'Please call us to add yourself.', error: 'Please call us to add yourself.' },
    { status: 500, message: 'Internal server error', error: TEXT.patientLookupFailed },
    { status: 400, message: 'Bad request', error: TEXT.patientLookupFailed },
  ].map(
    ({ status: code, message, error }): Case => ({
      name: `§8 patient lookup answered ${code}: ${JSON.stringify(error)}`,
      input: linkInput,
      steps: [loaded(), choose('SELF', 'patient'), byDetails(), fails('matchPatient', code, message)],
      state: 'finding.patientLookup.editing',
      notTags: ['busy'],
      accepts: [byDetails()],
      context: { error, exactMatchFound: false },
    }),
  ),
  {
    name: '§8 a 417 without a detail shows an empty detail (not the generic text)',
    input: linkInput,
    steps: [
      loaded(),
      choose('SELF', 'patient'),
      byDetails(),
      {
        type: 'xstate.error.actor.matchPatient',
        error: { name: 'ApiError', kind: 'http', endpoint: 'POST /rx-security', status: 417 },
      },
    ],
    context: { error: '' },
  },
  {
    name: 'patient lookup again after a failure: the message cleared, looked up a second time',
    input: linkInput,
    steps: [loaded(), choose('SELF', 'patient'), byDetails(), fails('matchPatient'), byDetails()],
    state: 'finding.patientLookup.searching',
    callCounts: { matchPatient: 2 },
    context: { error: null },
  },
];

const rxLookupCases: Case[] = [
  ...[
    {
      relationship: 'SELF',
      form: priyaLookupForm,
      payload: {
        type: 'SELF',
        rxNumber: '2345678',
        facilityPhone: '5135550100',
        firstName: 'Priya',
        lastName: 'Raman',
        dateOfBirth: '1991-02-11',
      },
      kept: PRIYA_BY_RX,
    },
    {
      relationship: 'CHILD',
      form: { ...priyaLookupForm, firstName: 'Avery', email: 'nobody@example.com' },
      payload: {
        type: 'CHILD',
        rxNumber: '2345678',
        facilityPhone: '5135550100',
        firstName: 'Avery',
        lastName: 'Raman',
        dateOfBirth: '1991-02-11',
      },
      kept: { ...PRIYA_BY_RX, firstName: 'Avery' },
    },
    {
      relationship: 'PET',
      form: { ...priyaLookupForm, firstName: 'Biscuit', rxType: 'MAIL_ORDER' },
      payload: { type: 'PET', rxNumber: '2345678', firstName: 'Biscuit', lastName: 'Raman' },
      kept: { firstName: 'Biscuit', lastName: 'Raman', prescriptionNumber: '2345678' },
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
      kept: { ...PRIYA_BY_RX, email: 'other@example.com' },
    },
    {
      relationship: 'CAREGIVER',
      form: { ...priyaLookupForm, email: 'cared@example.com', rxType: 'MAIL_ORDER' },
      payload: {
        type: 'OTHER_ADULT',
        rxNumber: '2345678',
        email: 'cared@example.com',
        firstName: 'Priya',
        lastName: 'Raman',
        dateOfBirth: '1991-02-11',
      },
      kept: { ...PRIYA_BY_RX, facilityPhone: null, email: 'cared@example.com' },
    },
  ].map(
    ({ relationship, form, payload, kept }): Case => ({
      name: `§3 prescription lookup payload for ${relationship}: ${Object.keys(payload).join(', ')}`,
      input: linkInput,
      steps: [loaded(), choose(relationship), byRx(form)],
      state: 'finding.prescriptionLookup.searching',
      tags: ['busy'],
      refuses: [byRx(), choose('CHILD')],
      calls: { lookupPrescription: payload },
      verify: contextIs({
        relationship,
        method: 'prescription',
        page: PAGE.prescriptionLookup,
        ...kept,
      }),
    }),
  ),
  ...[
    { answer: { status: 'LOCKED', patientNumber: null }, error: TEXT.locked, why: 'LOCKED' },
    {
      answer: { status: 'LOCKED', patientNumber: null, selfLinked: true },
      error: TEXT.locked,
      why: 'LOCKED and already linked',
    },
    { answer: { selfLinked: true }, error: TEXT.alreadyLinked(PHONE), why: 'FOUND but already linked' },
    {
      answer: { status: 'NOT_FOUND', patientNumber: null, selfLinked: true },
      error: TEXT.alreadyLinked(PHONE),
      why: 'NOT_FOUND and already linked',
    },
    { answer: { status: 'NOT_FOUND', patientNumber: null }, error: TEXT.notFound, why: 'NOT_FOUND' },
    {
      answer: { status: 'NOT_FOUND', patientNumber: '100345678' },
      error: TEXT.notFound,
      why: 'NOT_FOUND with a number',
    },
    { answer: { patientNumber: null }, error: TEXT.notFound, why: 'FOUND without a patient number' },
  ].map(
    ({ answer, error, why }): Case => ({
      name: `§8 prescription lookup ${why}: stays on the form with ${JSON.stringify(error.slice(0, 40))}`,
      input: linkInput,
      steps: [loaded(), choose('SELF'), byRx(), foundRx(answer)],
      state: 'finding.prescriptionLookup.editing',
      notTags: ['busy'],
      accepts: [byRx()],
      callCounts: { identityQuiz: 0, prescriberQuiz: 0 },
      verify: contextIs({
        relationship: 'SELF',
        method: 'prescription',
        page: PAGE.prescriptionLookup,
        ...PRIYA_BY_RX,
        error,
      }),
    }),
  ),
  {
    name: '§8 an already-linked prescription patient: the support phone is the one given as input',
    input: { seamlessRedirectUrl: null, supportPhone: '1-800-555-0199' },
    steps: [loaded(), choose('CHILD'), byRx(), foundRx({ selfLinked: true })],
    context: { error: TEXT.alreadyLinked('1-800-555-0199') },
  },
  {
    name: '§8 prescription lookup failing: "Sorry, we are unable to complete your request at this time. Please try again later."',
    input: linkInput,
    steps: [loaded(), choose('SELF'), byRx(), fails('lookupPrescription')],
    state: 'finding.prescriptionLookup.editing',
    notTags: ['busy'],
    context: { error: TEXT.lookupFailed },
  },
  {
    name: 'prescription lookup again after a failure: the message cleared, looked up a second time',
    input: linkInput,
    steps: [loaded(), choose('SELF'), byRx(), fails('lookupPrescription'), byRx()],
    state: 'finding.prescriptionLookup.searching',
    callCounts: { lookupPrescription: 2 },
    context: { error: null },
  },
  {
    name: '§3 FOUND, not verified, for yourself: patient number kept, the identity quiz (by prescription)',
    input: linkInput,
    steps: priyaAtQuiz,
    state: 'verifying.identityQuiz',
    notTags: ['busy'],
    calls: { identityQuiz: { patientNumber: '100345678' } },
    callCounts: { prescriberQuiz: 0 },
    verify: contextIs({
      relationship: 'SELF',
      method: 'prescription',
      ...PRIYA_BY_RX,
      patientNumber: '100345678',
      page: PAGE.identity,
    }),
  },
  {
    name: 'the lookup decides: a customer verified before, whose lookup says not verified, takes the identity quiz',
    input: linkInput,
    steps: [loaded(status({ identityVerified: true })), choose('SELF'), byRx(), foundRx({ verified: false })],
    state: 'verifying.identityQuiz',
    context: { identityVerified: false, lookupVerified: false },
  },
  {
    name: 'a lookup that says verified: no identity step, straight to the security questions (none set)',
    input: linkInput,
    steps: [loaded(), choose('SELF'), byRx(), foundRx({ verified: true })],
    state: 'completing.challengeQuestions',
    calls: { challengeCreate: { mode: 'create' } },
    callCounts: { identityQuiz: 0, prescriberQuiz: 0 },
    verify: contextIs({
      relationship: 'SELF',
      method: 'prescription',
      ...PRIYA_BY_RX,
      patientNumber: '100345678',
      identityVerified: true,
      lookupVerified: true,
      page: PAGE.challengeCreate,
    }),
  },
  ...(['CHILD', 'PET', 'MANAGED_ADULT', 'CAREGIVER'] as const).map(
    (relationship): Case => ({
      name: `our rule: ${relationship} FOUND, not verified: the prescriber quiz for that patient`,
      input: linkInput,
      steps: [loaded(), choose(relationship), byRx(), foundRx({ patientNumber: '100234568' })],
      state: 'verifying.prescriberQuiz',
      notTags: ['busy'],
      calls: { prescriberQuiz: { patientNumber: '100234568' } },
      callCounts: { identityQuiz: 0 },
      context: { page: PAGE.identity, patientNumber: '100234568', identityVerified: false },
    }),
  ),
];

const identityQuizCases: Case[] = [
  {
    name: 'identity quiz passed: verified, then the security questions (none set) on /rx/link/challenge/create',
    input: linkInput,
    steps: [...priyaAtQuiz, quiz('passed')],
    state: 'completing.challengeQuestions',
    notTags: ['busy'],
    calls: { challengeCreate: { mode: 'create' } },
    verify: contextIs({
      relationship: 'SELF',
      method: 'prescription',
      ...PRIYA_BY_RX,
      patientNumber: '100345678',
      identityVerified: true,
      page: PAGE.challengeCreate,
    }),
  },
  {
    name: 'identity quiz passed with questions already set: straight to linking',
    input: linkInput,
    steps: [
      loaded(status({ hasChallengeQuestions: true })),
      choose('SELF'),
      byRx(),
      foundRx(),
      quiz('passed'),
    ],
    state: 'completing.linking',
    tags: ['busy'],
    callCounts: { challengeCreate: 0, linkPatient: 1 },
  },
  ...[
    { outcome: 'failed', page: PAGE.idmFailure },
    { outcome: 'locked', page: PAGE.idmFailure },
    { outcome: 'personNotFound', page: '/rx/idm/failure?reason=notFound' },
  ].map(
    ({ outcome, page }): Case => ({
      name: `§2.1 identity quiz ${outcome}: the flow ends on ${page}`,
      input: linkInput,
      steps: [...priyaAtQuiz, quiz(outcome)],
      state: 'notVerified',
      status: 'done',
      callCounts: { challengeCreate: 0, linkPatient: 0 },
      verify: contextIs({
        relationship: 'SELF',
        method: 'prescription',
        ...PRIYA_BY_RX,
        patientNumber: '100345678',
        quizOutcome: outcome,
        page,
      }),
    }),
  ),
  ...[
    { step: quiz('unavailable'), outcome: 'unavailable', why: 'could not be asked (404)' },
    { step: quiz('loadFailed'), outcome: 'loadFailed', why: 'did not load' },
    { step: fails('identityQuiz'), outcome: 'loadFailed', why: 'failed' },
    { step: quiz(null), outcome: 'loadFailed', why: 'ended without an outcome' },
  ].map(
    ({ step, outcome, why }): Case => ({
      name: `§8 an identity quiz that ${why}: stays on /rx/link/patient/verify with its text (${outcome}), no way on`,
      input: linkInput,
      steps: [...priyaAtQuiz, step],
      state: 'verifying.identityFailed',
      status: 'active',
      notTags: ['busy'],
      refuses: [retry, choose('SELF'), byRx(), verifyRx()],
      callCounts: { challengeCreate: 0, linkPatient: 0 },
      verify: contextIs({
        relationship: 'SELF',
        method: 'prescription',
        ...PRIYA_BY_RX,
        patientNumber: '100345678',
        quizOutcome: outcome,
        page: PAGE.identity,
      }),
    }),
  ),
];

const childStart = {
  relationship: 'CHILD',
  method: 'prescription',
  hasChallengeQuestions: true,
  selfLinked: true,
  ...PRIYA_BY_RX,
  patientNumber: '100345678',
};

const prescriberCases: Case[] = [
  {
    name: 'prescriber quiz verified: verified, then linking (questions set, linked as self)',
    input: linkInput,
    steps: [...childAtPrescriber, prescriber('verified')],
    state: 'completing.linking',
    callCounts: { verifyPrescription: 0, linkPatient: 1 },
    verify: contextIs({ ...childStart, identityVerified: true, page: PAGE.identity }),
  },
  ...[
    { step: prescriber('timedOut'), notice: TEXT.prescriberTimedOut, why: 'timed out' },
    { step: prescriber('notVerified'), notice: TEXT.prescriberNotVerified, why: 'not verified' },
    { step: prescriber('failed'), notice: TEXT.prescriberFailed, why: 'failed' },
    { step: fails('prescriberQuiz'), notice: TEXT.prescriberFailed, why: 'errored' },
  ].map(
    ({ step, notice, why }): Case => ({
      name: `§8 prescriber quiz ${why}: the RX# is asked on /rx/link/prescription/verify with ${JSON.stringify(notice)}`,
      input: linkInput,
      steps: [...childAtPrescriber, step],
      state: 'verifying.prescriptionVerification.editing',
      notTags: ['busy'],
      accepts: [verifyRx()],
      refuses: [retry, byRx()],
      verify: contextIs({
        ...childStart,
        prescriptionVerification: true,
        notice,
        page: PAGE.prescriptionVerify,
      }),
    }),
  ),
  {
    name: '§3 RX# verification payload: the patient number, the RX# trimmed, the retail phone as digits; busy',
    input: linkInput,
    steps: [
      ...askedForRx,
      verifyRx({ rxType: 'RETAIL', rxNumber: ' 2999001 ', facilityPhone: '(513) 555-0100' }),
    ],
    state: 'verifying.prescriptionVerification.verifying',
    tags: ['busy'],
    refuses: [verifyRx()],
    calls: {
      verifyPrescription: { patientNumber: '100345678', rxNumber: '2999001', facilityPhone: '5135550100' },
    },
    context: { notice: TEXT.prescriberNotVerified, error: null },
  },
  {
    name: '§3 RX# verification by mail order: no facility phone',
    input: linkInput,
    steps: [
      ...askedForRx,
      verifyRx({ rxType: 'MAIL_ORDER', rxNumber: '2999001', facilityPhone: '5135550100' }),
    ],
    calls: { verifyPrescription: { patientNumber: '100345678', rxNumber: '2999001' } },
  },
  {
    name: 'RX# VERIFIED: verified, the notice gone, on to the security questions (none set)',
    input: linkInput,
    steps: [
      loaded(),
      choose('CHILD'),
      byRx(),
      foundRx(),
      prescriber('timedOut'),
      verifyRx(),
      rxChecked('VERIFIED', 3),
    ],
    state: 'completing.challengeQuestions',
    verify: contextIs({
      relationship: 'CHILD',
      method: 'prescription',
      ...PRIYA_BY_RX,
      patientNumber: '100345678',
      identityVerified: true,
      prescriptionVerification: true,
      page: PAGE.challengeCreate,
    }),
  },
  {
    name: '§8 a wrong RX# (2 tries left): "You have entered incorrect or invalid information." and the tries left',
    input: linkInput,
    steps: [...askedForRx, verifyRx(), rxChecked('NOT_VERIFIED', 2)],
    state: 'verifying.prescriptionVerification.editing',
    notTags: ['busy'],
    accepts: [verifyRx()],
    verify: contextIs({
      ...childStart,
      prescriptionVerification: true,
      error: TEXT.verifyInvalid,
      attemptsLeft: 2,
      page: PAGE.prescriptionVerify,
    }),
  },
  {
    name: '§8 three wrong RX#s: 2 left, 1 left, then the 30-minute lock text alone (no tries left, no notice)',
    input: linkInput,
    steps: [
      ...askedForRx,
      verifyRx(),
      rxChecked('NOT_VERIFIED', 2),
      verifyRx(),
      { check: (run) => expect(run.snapshot().context.error).toBeNull() },
      rxChecked('NOT_VERIFIED', 1),
      { check: (run) => expect(run.snapshot().context.attemptsLeft).toBe(1) },
      verifyRx(),
      rxChecked('LOCKED', 0, '2026-11-23T15:30:00.000Z'),
    ],
    state: 'verifying.prescriptionVerification.editing',
    callCounts: { verifyPrescription: 3 },
    verify: contextIs({
      ...childStart,
      prescriptionVerification: true,
      error: TEXT.verifyLocked,
      page: PAGE.prescriptionVerify,
    }),
  },
  {
    name: '§8 RX# verification failing: "An error occured when verifying your prescription, please try again later." (notice kept)',
    input: linkInput,
    steps: [...askedForRx, verifyRx(), fails('verifyPrescription')],
    state: 'verifying.prescriptionVerification.editing',
    verify: contextIs({
      ...childStart,
      prescriptionVerification: true,
      notice: TEXT.prescriberNotVerified,
      error: TEXT.verifyFailed,
      page: PAGE.prescriptionVerify,
    }),
  },
  {
    name: 'RX# verification failing after a wrong one keeps the tries left',
    input: linkInput,
    steps: [...askedForRx, verifyRx(), rxChecked('NOT_VERIFIED', 2), verifyRx(), fails('verifyPrescription')],
    context: { error: TEXT.verifyFailed, attemptsLeft: 2, notice: null },
  },
];

const completingCases: Case[] = [
  ...[true, false].map(
    (preferredDevice): Case => ({
      name: `security questions saved (remember device ${preferredDevice}): kept, then linking`,
      input: linkInput,
      steps: [...priyaAtQuiz, quiz('passed'), questionsSaved(preferredDevice)],
      state: 'completing.linking',
      tags: ['busy'],
      verify: contextIs({
        relationship: 'SELF',
        method: 'prescription',
        ...PRIYA_BY_RX,
        patientNumber: '100345678',
        identityVerified: true,
        challengeQuestionsCreated: true,
        preferredDevice,
        page: PAGE.challengeCreate,
      }),
    }),
  ),
  {
    name: '§8 security questions failing: "Sorry, we couldn\'t link you at this time. Please try again."',
    input: linkInput,
    steps: [...priyaAtQuiz, quiz('passed'), fails('challengeCreate')],
    state: 'completing.linkFailed',
    notTags: ['busy'],
    callCounts: { linkPatient: 0 },
    context: { error: TEXT.linkFailed, challengeQuestionsCreated: false },
  },
  {
    name: 'Try Again after the security questions failed: the questions again (nobody linked without them), the message cleared',
    input: linkInput,
    steps: [...priyaAtQuiz, quiz('passed'), fails('challengeCreate'), retry],
    state: 'completing.challengeQuestions',
    callCounts: { linkPatient: 0, challengeCreate: 2 },
    context: { error: null, challengeQuestionsCreated: false, page: PAGE.challengeCreate },
  },
  ...[
    { relationship: 'CHILD', selfLinked: false, state: 'completing.accountInformation.editing' },
    { relationship: 'PET', selfLinked: false, state: 'completing.accountInformation.editing' },
    { relationship: 'CHILD', selfLinked: true, state: 'completing.linking' },
    { relationship: 'PET', selfLinked: true, state: 'completing.linking' },
    { relationship: 'MANAGED_ADULT', selfLinked: false, state: 'completing.linking' },
    { relationship: 'CAREGIVER', selfLinked: false, state: 'completing.linking' },
    { relationship: 'SELF', selfLinked: false, state: 'completing.linking' },
  ].map(
    ({ relationship, selfLinked, state }): Case => ({
      name: `§2.4 account holder step for ${relationship} (linked as self ${selfLinked}): ${state}`,
      input: linkInput,
      steps: [
        loaded(status({ hasChallengeQuestions: true, identityVerified: true, selfLinked })),
        choose(relationship),
        byRx(),
        foundRx({ verified: true }),
      ],
      state,
      context: {
        page: state === 'completing.linking' ? PAGE.prescriptionLookup : PAGE.accountInformation,
      },
      callCounts: { linkPatient: state === 'completing.linking' ? 1 : 0 },
    }),
  ),
  {
    name: '§2.4 account holder: trimmed, the date as YYYY-MM-DD, empty phone left out; busy while saving',
    input: linkInput,
    steps: [loaded(ready), choose('CHILD'), byRx(), foundRx({ verified: true }), holder],
    state: 'completing.accountInformation.saving',
    tags: ['busy'],
    refuses: [holder],
    calls: {
      saveAccountHolder: {
        firstName: 'Jordan',
        lastName: 'Whitfield',
        dateOfBirth: '1986-07-19',
        address1: '4821 Maple Ridge Dr',
        address2: 'Apt 3B',
        city: 'Cincinnati',
        state: 'OH',
        zipCode: '45227',
      },
    },
  },
  {
    name: '§3 link payload for a child after the account holder: no date of birth, the RX# and the retail phone',
    input: linkInput,
    steps: [loaded(ready), choose('CHILD'), byRx(), foundRx({ verified: true }), holder, holderSaved],
    state: 'completing.linking',
    tags: ['busy'],
    calls: {
      linkPatient: {
        method: 'prescription',
        payload: {
          patientNumber: '100345678',
          type: 'CHILD',
          prescriptionNumber: '2345678',
          facilityPhone: '5135550100',
        },
      },
    },
  },
  {
    name: 'the account holder failing: "Sorry, we are unable to complete your request at this time. Please try again later."',
    input: linkInput,
    steps: [
      loaded(ready),
      choose('PET'),
      byRx(),
      foundRx({ verified: true }),
      holder,
      fails('saveAccountHolder'),
    ],
    state: 'completing.accountInformation.editing',
    notTags: ['busy'],
    accepts: [holder],
    callCounts: { linkPatient: 0 },
    context: { error: TEXT.lookupFailed, page: PAGE.accountInformation },
  },
  {
    name: 'the account holder saved on a second try: linking clears the message',
    input: linkInput,
    steps: [
      loaded(ready),
      choose('PET'),
      byRx(),
      foundRx({ verified: true }),
      holder,
      fails('saveAccountHolder'),
      holder,
      holderSaved,
    ],
    state: 'completing.linking',
    callCounts: { saveAccountHolder: 2, linkPatient: 1 },
    context: { error: null, notice: null },
  },
  ...[
    {
      relationship: 'PET',
      form: { ...priyaLookupForm, firstName: 'Biscuit', rxType: 'MAIL_ORDER' },
      payload: { patientNumber: '100345678', type: 'PET', prescriptionNumber: '2345678' },
    },
    {
      relationship: 'SELF',
      form: priyaLookupForm,
      payload: {
        patientNumber: '100345678',
        type: 'SELF',
        prescriptionNumber: '2345678',
        dateOfBirth: '1991-02-11',
        facilityPhone: '5135550100',
      },
    },
    {
      relationship: 'MANAGED_ADULT',
      form: { ...priyaLookupForm, email: 'priya@example.com', rxType: 'MAIL_ORDER' },
      payload: {
        patientNumber: '100345678',
        type: 'MANAGED_ADULT',
        prescriptionNumber: '2345678',
        grantorEmailAddress: 'priya@example.com',
        dateOfBirth: '1991-02-11',
      },
    },
  ].map(
    ({ relationship, form, payload }): Case => ({
      name: `§3 link payload for ${relationship}: ${Object.keys(payload).join(', ')} (POST prescription/link)`,
      input: linkInput,
      steps: [
        loaded(relationship === 'SELF' ? ready : linkStatuses.verified),
        choose(relationship),
        byRx(form),
        foundRx({ verified: true }),
      ],
      state: 'completing.linking',
      calls: { linkPatient: { method: 'prescription', payload } },
    }),
  ),
  {
    name: 'linking: busy, the messages cleared, no other event taken',
    input: linkInput,
    steps: [...askedForRx, verifyRx(), rxChecked('NOT_VERIFIED', 2), verifyRx(), rxChecked('VERIFIED', 1)],
    state: 'completing.linking',
    tags: ['busy'],
    refuses: [retry, choose('CHILD'), byRx(), verifyRx(), holder],
    context: { error: null, notice: null, attemptsLeft: 2 },
  },
  ...[
    { relationship: 'SELF', seamless: null, page: PAGE.profile },
    { relationship: 'CHILD', seamless: null, page: PAGE.profile },
    { relationship: 'PET', seamless: null, page: PAGE.profile },
    { relationship: 'CAREGIVER', seamless: null, page: PAGE.profile },
    { relationship: 'MANAGED_ADULT', seamless: null, page: PAGE.access },
    { relationship: 'CAREGIVER', seamless: '/rx/refills', page: '/rx/refills' },
    { relationship: 'MANAGED_ADULT', seamless: '/rx/dashboard', page: '/rx/dashboard' },
    { relationship: 'SELF', seamless: 'https://elsewhere.example/x', page: PAGE.profile },
    { relationship: 'SELF', seamless: '//elsewhere.example/x', page: PAGE.profile },
    { relationship: 'SELF', seamless: '/\\elsewhere.example', page: PAGE.profile },
    { relationship: 'MANAGED_ADULT', seamless: 'https://elsewhere.example/x', page: PAGE.access },
    { relationship: 'SELF', seamless: '', page: PAGE.profile },
  ].map(
    ({ relationship, seamless, page }): Case => ({
      name: `§4 linked ${relationship} (seamlessRedirectUrl ${JSON.stringify(seamless)}): "Patient Added", then ${page}`,
      input: { ...linkInput, seamlessRedirectUrl: seamless },
      steps: [
        loaded(
          status({
            hasChallengeQuestions: true,
            identityVerified: true,
            selfLinked: relationship !== 'SELF',
          }),
        ),
        choose(relationship),
        byRx(),
        foundRx({ verified: true }),
        linkAnswer(false),
      ],
      state: 'linked',
      status: 'done',
      notTags: ['busy'],
      actions: [{ type: 'notifyLinked', params: { toast: LINKED_TOAST } }],
      notActions: ['notifyRequested'],
      context: { page },
    }),
  ),
  ...[
    { relationship: 'CHILD', seamless: '/rx/refills' },
    { relationship: 'MANAGED_ADULT', seamless: null },
    { relationship: 'SELF', seamless: '/rx/refills' },
  ].map(
    ({ relationship, seamless }): Case => ({
      name: `a ${relationship} link that waits for approval: "Request Sent", never "Patient Added", then /rx/patient-access`,
      input: { ...linkInput, seamlessRedirectUrl: seamless },
      steps: [
        loaded(
          status({
            hasChallengeQuestions: true,
            identityVerified: true,
            selfLinked: relationship !== 'SELF',
          }),
        ),
        choose(relationship),
        byRx(),
        foundRx({ verified: true }),
        linkAnswer(true),
      ],
      state: 'requested',
      status: 'done',
      actions: [{ type: 'notifyRequested', params: { toast: REQUESTED_TOAST } }],
      notActions: ['notifyLinked'],
      context: { page: PAGE.access },
    }),
  ),
  {
    name: '§8 linking failing: "Sorry, we couldn\'t link you at this time. Please try again."; only Try Again is taken',
    input: linkInput,
    steps: [loaded(ready), choose('SELF'), byRx(), foundRx({ verified: true }), fails('linkPatient')],
    state: 'completing.linkFailed',
    status: 'active',
    notTags: ['busy'],
    accepts: [retry],
    refuses: [choose('SELF'), byRx(), holder],
    context: { error: TEXT.linkFailed },
  },
  {
    name: 'Try Again after a failed link: links again with the same payload, busy, the message cleared',
    input: linkInput,
    steps: [
      loaded(ready),
      choose('PET'),
      byRx(),
      foundRx({ verified: true }),
      holder,
      holderSaved,
      fails('linkPatient'),
      retry,
    ],
    state: 'completing.linking',
    tags: ['busy'],
    callCounts: { linkPatient: 2, saveAccountHolder: 1 },
    calls: {
      linkPatient: {
        method: 'prescription',
        payload: {
          patientNumber: '100345678',
          type: 'PET',
          prescriptionNumber: '2345678',
          facilityPhone: '5135550100',
        },
      },
    },
    context: { error: null },
  },
];

describe('rxLink chart: oracle table (events)', () => {
  describe('opening', () => oracleTable(loadMachine, openingCases));
  describe('choosing', () => oracleTable(loadMachine, choosingCases));
  describe('patient lookup', () => oracleTable(loadMachine, patientLookupCases));
  describe('prescription lookup', () => oracleTable(loadMachine, rxLookupCases));
  describe('identity quiz', () => oracleTable(loadMachine, identityQuizCases));
  describe('prescriber quiz and RX# verification', () => oracleTable(loadMachine, prescriberCases));
  describe('questions, account holder, linking', () => oracleTable(loadMachine, completingCases));
});

// ---------------------------------------------------------------------------------------------------------------
// What the link views read (link.selectors.ts), on real snapshots of the chart.

async function snapshotAfter(steps: Case['steps'], input: Case['input'] = linkInput) {
  const machine = await loadMachine();
  const sel = await loadSelectors();
  const run = runOracle(machine, { name: 'selectors', input, steps });
  const snapshot = run.snapshot() as Parameters<typeof sel.linkFacts>[0];
  run.actor.stop();
  return { sel, snapshot };
}
const labels = (steps: Array<{ label: string; status: string }>) =>
  steps.map((s) => `${s.label} ${s.status}`);

describe('link.selectors on real snapshots', () => {
  it.each([
    { steps: [], screen: 'starting', step: null },
    { steps: [fails('loadLinkStatus')], screen: 'loadFailed', step: null },
    { steps: [loaded()], screen: 'choosing', step: null },
    { steps: [loaded(), choose('SELF', 'patient')], screen: 'patientLookup.editing', step: 'patientLookup' },
    {
      steps: [loaded(), choose('SELF', 'patient'), byDetails()],
      screen: 'patientLookup.searching',
      step: 'patientLookup',
    },
    { steps: [loaded(), choose('CHILD')], screen: 'prescriptionLookup.editing', step: 'prescriptionLookup' },
    {
      steps: [loaded(), choose('CHILD'), byRx()],
      screen: 'prescriptionLookup.searching',
      step: 'prescriptionLookup',
    },
    { steps: priyaAtQuiz, screen: 'identityQuiz', step: 'identityVerification' },
    { steps: [...priyaAtQuiz, quiz('unavailable')], screen: 'identityFailed', step: 'identityVerification' },
    { steps: childAtPrescriber, screen: 'prescriberQuiz', step: 'identityVerification' },
    { steps: askedForRx, screen: 'prescriptionVerification.editing', step: 'prescriptionVerification' },
    {
      steps: [...askedForRx, verifyRx()],
      screen: 'prescriptionVerification.verifying',
      step: 'prescriptionVerification',
    },
    { steps: [...priyaAtQuiz, quiz('passed')], screen: 'challengeQuestions', step: 'challengeQuestions' },
    {
      steps: [loaded(ready), choose('CHILD'), byRx(), foundRx({ verified: true })],
      screen: 'accountInformation.editing',
      step: 'accountInformation',
    },
    {
      steps: [loaded(ready), choose('CHILD'), byRx(), foundRx({ verified: true }), holder],
      screen: 'accountInformation.saving',
      step: 'accountInformation',
    },
    {
      steps: [loaded(ready), choose('SELF'), byRx(), foundRx({ verified: true })],
      screen: 'linking',
      step: null,
    },
    {
      steps: [loaded(ready), choose('SELF'), byRx(), foundRx({ verified: true }), fails('linkPatient')],
      screen: 'linkFailed',
      step: null,
    },
    {
      steps: [loaded(ready), choose('SELF'), byRx(), foundRx({ verified: true }), linkAnswer(false)],
      screen: 'linked',
      step: null,
    },
    {
      steps: [loaded(ready), choose('SELF'), byRx(), foundRx({ verified: true }), linkAnswer(true)],
      screen: 'requested',
      step: null,
    },
    { steps: [...priyaAtQuiz, quiz('failed')], screen: 'notVerified', step: null },
  ])('linkScreen is $screen, linkStep is $step', async ({ steps, screen, step }) => {
    const { sel, snapshot } = await snapshotAfter(steps);
    expect(sel.linkScreen(snapshot)).toBe(screen);
    expect(sel.linkStep(snapshot)).toBe(step);
  });

  it('linkFacts before a choice: yourself by prescription, verified as the customer status says', async () => {
    const { sel, snapshot } = await snapshotAfter([loaded(status({ identityVerified: true }))]);
    expect(sel.linkFacts(snapshot)).toEqual({
      relationship: 'SELF',
      method: 'prescription',
      verified: true,
      prescriptionVerification: false,
      hasChallengeQuestions: false,
      needsAccountInformation: false,
    });
  });

  it('linkFacts while finding: the customer status decides "verified" (the lookup has not answered)', async () => {
    const { sel, snapshot } = await snapshotAfter([
      loaded(status({ identityVerified: true, hasChallengeQuestions: true })),
      choose('SELF', 'patient'),
    ]);
    expect(sel.linkFacts(snapshot)).toEqual({
      relationship: 'SELF',
      method: 'patient',
      verified: true,
      prescriptionVerification: false,
      hasChallengeQuestions: true,
      needsAccountInformation: false,
    });
  });

  it('linkFacts after the lookup: what the lookup said decides "verified", even once the quiz passed', async () => {
    const { sel, snapshot } = await snapshotAfter([...priyaAtQuiz, quiz('passed')]);
    expect(snapshot.context.identityVerified).toBe(true);
    expect(sel.linkFacts(snapshot)).toEqual({
      relationship: 'SELF',
      method: 'prescription',
      verified: false,
      prescriptionVerification: false,
      hasChallengeQuestions: false,
      needsAccountInformation: false,
    });
  });

  it.each([
    { relationship: 'CHILD', selfLinked: false, needs: true },
    { relationship: 'PET', selfLinked: false, needs: true },
    { relationship: 'CHILD', selfLinked: true, needs: false },
    { relationship: 'PET', selfLinked: true, needs: false },
    { relationship: 'MANAGED_ADULT', selfLinked: false, needs: false },
    { relationship: 'CAREGIVER', selfLinked: false, needs: false },
  ])(
    'linkFacts: account holder needed for $relationship (linked as self $selfLinked): $needs; the RX# asked',
    async ({ relationship, selfLinked, needs }) => {
      const { sel, snapshot } = await snapshotAfter([
        loaded(status({ selfLinked })),
        choose(relationship),
        byRx(),
        foundRx({ verified: true }),
      ]);
      expect(sel.linkFacts(snapshot)).toEqual({
        relationship,
        method: 'prescription',
        verified: true,
        prescriptionVerification: false,
        hasChallengeQuestions: false,
        needsAccountInformation: needs,
      });
      const asked = await snapshotAfter([
        loaded(status({ selfLinked })),
        choose(relationship),
        byRx(),
        foundRx(),
        prescriber('timedOut'),
      ]);
      expect(asked.sel.linkFacts(asked.snapshot)).toMatchObject({
        verified: false,
        prescriptionVerification: true,
        needsAccountInformation: needs,
      });
    },
  );

  it.each([
    { why: 'before a choice', steps: [loaded()], wizard: [] },
    {
      why: 'after linking',
      steps: [loaded(ready), choose('SELF'), byRx(), foundRx({ verified: true }), linkAnswer(false)],
      wizard: [],
    },
    {
      why: 'while linking',
      steps: [loaded(ready), choose('SELF'), byRx(), foundRx({ verified: true })],
      wizard: [],
    },
    {
      why: 'yourself on the prescription lookup',
      steps: [loaded(), choose('SELF')],
      wizard: ['Prescription Lookup active', 'Identity Verification disabled', 'Security Questions disabled'],
    },
    {
      why: 'yourself verified with questions, by personal details',
      steps: [loaded(ready), choose('SELF', 'patient')],
      wizard: ['Patient Lookup active'],
    },
    {
      why: 'yourself on the identity quiz',
      steps: priyaAtQuiz,
      wizard: ['Prescription Lookup complete', 'Identity Verification active', 'Security Questions disabled'],
    },
    {
      why: 'yourself on the quiz that could not be asked',
      steps: [...priyaAtQuiz, quiz('unavailable')],
      wizard: ['Prescription Lookup complete', 'Identity Verification active', 'Security Questions disabled'],
    },
    {
      why: 'yourself on the security questions after the quiz',
      steps: [...priyaAtQuiz, quiz('passed')],
      wizard: ['Prescription Lookup complete', 'Identity Verification complete', 'Security Questions active'],
    },
    {
      why: 'a child (no own account) on the account holder after the prescriber quiz and questions',
      steps: [loaded(), choose('CHILD'), byRx(), foundRx(), prescriber('verified'), questionsSaved(false)],
      wizard: [
        'Prescription Lookup complete',
        'Identity Verification complete',
        'Security Questions complete',
        'Account Holder active',
      ],
    },
    {
      why: 'a child whose prescriber timed out, on the RX#',
      steps: [...childAtPrescriber, prescriber('timedOut')],
      wizard: [
        'Prescription Lookup complete',
        'Identity Verification disabled',
        'Prescription Verification active',
      ],
    },
  ])('linkWizardSteps $why', async ({ steps, wizard }) => {
    const { sel, snapshot } = await snapshotAfter(steps);
    expect(labels(sel.linkWizardSteps(snapshot))).toEqual(wizard);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// §5 "Date of birth": child check for a child, adult check otherwise, adulthood 18 years (§9); none for pets.
// §2.4: the date of birth for everyone but pets, the email for other adults only. (The forms of the link pages.)

const TODAY = '2026-03-15';
const bornOn = (iso: string) => {
  const [year, month, day] = iso.split('-') as [string, string, string];
  return { ...priyaLookupForm, year, month, day, dateOfBirth: iso };
};

describe('the link forms: the age rule by patient type', () => {
  it.each([
    { relationship: 'CHILD', born: '2008-03-16', error: undefined, why: 'the day before the 18th birthday' },
    {
      relationship: 'CHILD',
      born: '2008-03-15',
      error: 'Child must be less than 18 years old',
      why: 'the 18th birthday',
    },
    {
      relationship: 'CHILD',
      born: '2008-03-14',
      error: 'Child must be less than 18 years old',
      why: 'after it',
    },
    {
      relationship: 'SELF',
      born: '2008-03-16',
      error: 'Adult must be more than 18 years old',
      why: 'the day before',
    },
    { relationship: 'SELF', born: '2008-03-15', error: undefined, why: 'the 18th birthday' },
    {
      relationship: 'MANAGED_ADULT',
      born: '2008-03-16',
      error: 'Adult must be more than 18 years old',
      why: 'the day before',
    },
    { relationship: 'MANAGED_ADULT', born: '2008-03-15', error: undefined, why: 'the 18th birthday' },
    {
      relationship: 'CAREGIVER',
      born: '2008-03-16',
      error: 'Adult must be more than 18 years old',
      why: 'the day before',
    },
    { relationship: 'CAREGIVER', born: '2008-03-14', error: undefined, why: 'after it' },
    { relationship: 'PET', born: '2025-03-16', error: undefined, why: 'no date checked' },
  ] as const)(
    'prescription lookup for $relationship born $born ($why): $error',
    async ({ relationship, born, error }) => {
      const { prescriptionLookupCheck } = await import('../../domain/rx/forms');
      expect(prescriptionLookupCheck(relationship, TODAY)(bornOn(born)).dateOfBirth).toBe(error);
    },
  );

  it.each([
    { born: '2008-03-16', error: 'Adult must be more than 18 years old' },
    { born: '2008-03-15', error: undefined },
  ])(
    'the account holder and the patient lookup are adults: born $born gives $error',
    async ({ born, error }) => {
      const { accountHolderCheck, patientLookupCheck } = await import('../../domain/rx/forms');
      const [year, month, day] = born.split('-') as [string, string, string];
      expect(
        accountHolderCheck(TODAY)({ ...holderForm, year, month, day, dateOfBirth: born }).dateOfBirth,
      ).toBe(error);
      expect(
        patientLookupCheck(TODAY)({ ...priyaDetailsForm, year, month, day, dateOfBirth: born }).dateOfBirth,
      ).toBe(error);
    },
  );

  it.each([
    { relationship: 'SELF', dateOfBirth: true, email: false },
    { relationship: 'CHILD', dateOfBirth: true, email: false },
    { relationship: 'PET', dateOfBirth: false, email: false },
    { relationship: 'MANAGED_ADULT', dateOfBirth: true, email: true },
    { relationship: 'CAREGIVER', dateOfBirth: true, email: true },
  ] as const)(
    '§2.4 prescription lookup form for $relationship: date of birth $dateOfBirth, other-adult email $email',
    async ({ relationship, dateOfBirth, email }) => {
      const { prescriptionLookupRules } = await import('../../domain/rx/forms');
      const rules = prescriptionLookupRules(relationship);
      expect(['month', 'day', 'year'].map((k) => k in rules)).toEqual([
        dateOfBirth,
        dateOfBirth,
        dateOfBirth,
      ]);
      expect('email' in rules).toBe(email);
    },
  );
});
