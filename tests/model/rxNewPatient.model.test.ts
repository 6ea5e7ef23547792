// @vitest-environment node
/**
 * The new-patient chart (pharmacy-portal.md §3 "New-patient request", §4 "New-patient flow", §8 "New patient"):
 * coverage, and an oracle of the step the rule picks, the request sent, the pages, and §8's error texts.
 */
import { describe, expect, it } from 'vitest';
import { holderForm, linkStatuses } from '../../machines/rx/link/link.fixtures';
import {
  newItem,
  newPatientModel,
  requestPatient,
  transferItem,
} from '../../machines/rx/newPatient/newPatient.fixtures';
import { newPatientMachine } from '../../machines/rx/newPatient/newPatient.machine';
import { newPatientWizard } from '../../machines/rx/newPatient/newPatient.selectors';
import { apiErrorOf } from '../../machines/rx/shared/identity.fixtures';
import { expectFullCoverage, runWith, settle } from './identity-support';

describe('rxNewPatient chart: generated paths', () => {
  it('replays every generated path and reaches every state and transition', () => {
    expectFullCoverage(newPatientMachine, newPatientModel);
  });
});

async function filled(answers: Record<string, (input: unknown) => unknown>, items = [transferItem]) {
  const run = runWith(newPatientMachine, {
    loadStatus: () => linkStatuses.fresh,
    saveAccountHolder: () => '7712345678',
    challengeCreate: () => ({ outcome: 'saved', preferredDevice: false }),
    submitRequest: () => 'req-1',
    ...answers,
  });
  await settle();
  for (const item of items) run.actor.send({ type: 'newPatient.addPrescription', item });
  run.actor.send({ type: 'newPatient.submitForm', patient: requestPatient });
  await settle();
  return run;
}

describe('rxNewPatient chart: oracle', () => {
  it('no prior account: the verification choice first (/rx/new-patient/verify)', async () => {
    const { actor } = await filled({});
    expect(actor.getSnapshot().value).toEqual({ steps: 'verification' });
    expect(actor.getSnapshot().context.page).toBe('/rx/new-patient/verify');
  });

  it('"already a patient" leads to the link flow (/rx/link/patient)', async () => {
    const { actor } = await filled({});
    actor.send({ type: 'newPatient.chooseVerification', choice: 'existing' });
    expect(actor.getSnapshot().context.page).toBe('/rx/link/patient');
  });

  it.each([
    // "If there is no prior account and no patient of type NEW, go to account information."
    { items: [transferItem], page: '/rx/new-patient/account/information' },
    // With a patient of type NEW: straight to challenge creation (questions missing).
    { items: [newItem], page: '/rx/new-patient/challenge/create' },
  ])('a new patient with $items.0.type: $page', async ({ items, page }) => {
    const { actor } = await filled(
      { saveAccountHolder: () => new Promise(() => {}), challengeCreate: () => new Promise(() => {}) },
      items,
    );
    actor.send({ type: 'newPatient.chooseVerification', choice: 'new' });
    expect(actor.getSnapshot().context.page).toBe(page);
  });

  it('a customer with an account and questions: submits at once; §3 request; the summary', async () => {
    const { actor, calls } = await filled({ loadStatus: () => linkStatuses.verified }, [
      transferItem,
      newItem,
    ]);
    expect(actor.getSnapshot().value).toBe('summary');
    expect(actor.getSnapshot().context.page).toBe('/rx/new-patient/summary');
    expect(actor.getSnapshot().context.requestId).toBe('req-1');
    expect(calls.submitRequest).toEqual([
      {
        patient: { firstName: 'Priya', lastName: 'Raman', dateOfBirth: '1991-02-11', phone: '7205550123' },
        patients: [
          {
            type: 'TRANSFER',
            prescriptions: [
              {
                medName: 'Lipitor',
                rxNumber: '123456',
                contactName: 'Corner Drug',
                contactPhone: '5135550112',
              },
            ],
          },
          {
            type: 'NEW',
            prescriptions: [{ medName: 'Amoxicillin', contactName: 'Dr. Hart', contactPhone: '5135550113' }],
          },
        ],
      },
    ]);
  });

  it('the whole way for a customer without an account: verify, account information, questions, submit', async () => {
    const { actor, calls } = await filled({});
    actor.send({ type: 'newPatient.chooseVerification', choice: 'new' });
    actor.send({ type: 'newPatient.submitAccountInformation', form: holderForm });
    await settle();
    expect(actor.getSnapshot().value).toBe('summary');
    expect(calls.saveAccountHolder).toEqual([
      {
        firstName: 'Jordan',
        lastName: 'Whitfield',
        dateOfBirth: '1986-07-19',
        address1: '4821 Maple Ridge Dr',
        address2: 'Apt 3B',
        city: 'Cincinnati',
        state: 'OH',
        zipCode: '45227',
      },
    ]);
    expect(calls.challengeCreate).toEqual([{ mode: 'create' }]);
  });

  it.each([
    {
      status: 401,
      message: 'Sign in to continue.',
      error: 'You were logged out due to inactivity, please log in and try again',
    },
    {
      status: 400,
      message: 'Some prescriptions are missing required information.',
      error: 'Some prescriptions are missing required information.',
    },
    { status: 500, message: 'HTTP 500', error: 'Sorry, something went wrong. Please try again later.' },
  ])(
    'a request answered $status shows “$error” on the form, which can be dismissed',
    async ({ status, message, error }) => {
      const { actor } = await filled({
        loadStatus: () => linkStatuses.verified,
        submitRequest: () => Promise.reject(apiErrorOf(status, message)),
      });
      expect(actor.getSnapshot().value).toBe('requestForm');
      expect(actor.getSnapshot().context.error).toBe(error);
      actor.send({ type: 'newPatient.dismissError' });
      expect(actor.getSnapshot().context.error).toBeNull();
    },
  );

  it('§2.2 wizard: "Step N of 5" from the request form to the summary, the security questions created on the way', async () => {
    const { actor } = await filled({
      saveAccountHolder: () => '7712345678',
      submitRequest: () => new Promise(() => {}),
    });
    const seen: string[] = [];
    const look = () => {
      const steps = newPatientWizard(actor.getSnapshot());
      const active = steps.findIndex((st) => st.status === 'active');
      seen.push(`${steps[active]?.label}: Step ${active + 1} of ${steps.length}`);
    };
    look();
    actor.send({ type: 'newPatient.chooseVerification', choice: 'new' });
    look();
    actor.send({ type: 'newPatient.submitAccountInformation', form: holderForm });
    await settle();
    expect(actor.getSnapshot().value).toBe('submitting');
    look();
    expect(seen).toEqual([
      'Verification: Step 2 of 5',
      'Account Holder: Step 3 of 5',
      'Request: Step 1 of 5',
    ]);
    // Where the summary is, the count stays: the security questions made in this flow keep their step.
    const done = await filled({});
    done.actor.send({ type: 'newPatient.chooseVerification', choice: 'new' });
    done.actor.send({ type: 'newPatient.submitAccountInformation', form: holderForm });
    await settle();
    expect(done.actor.getSnapshot().value).toBe('summary');
    const summary = newPatientWizard(done.actor.getSnapshot());
    expect(summary.map((st) => `${st.label} ${st.status}`)).toEqual([
      'Request complete',
      'Verification complete',
      'Account Holder complete',
      'Security Questions complete',
      'Summary active',
    ]);
  });

  it('§8: a request answered 401 keeps the request as typed, says "You were logged out due to inactivity, please log in and try again" and asks to sign in again', async () => {
    const { actor } = await filled({
      loadStatus: () => linkStatuses.verified,
      submitRequest: () => Promise.reject(apiErrorOf(401, 'Sign in to continue.')),
    });
    const s = actor.getSnapshot();
    expect(s.value).toBe('requestForm');
    expect(s.context.error).toBe('You were logged out due to inactivity, please log in and try again');
    expect(s.context.signInNeeded).toBe(true);
    expect(s.context.items).toEqual([transferItem]);
    expect(s.context.patient).toEqual(requestPatient);
    // Another answer (or a new try) is not a sign-in matter.
    actor.send({ type: 'newPatient.dismissError' });
    expect(actor.getSnapshot().context.signInNeeded).toBe(false);
  });

  it('a 4xx answer is not a sign-in matter: its message, no Sign In', async () => {
    const { actor } = await filled({
      loadStatus: () => linkStatuses.verified,
      submitRequest: () => Promise.reject(apiErrorOf(422, 'The pharmacy needs the prescriber name.')),
    });
    expect(actor.getSnapshot().context.error).toBe('The pharmacy needs the prescriber name.');
    expect(actor.getSnapshot().context.signInNeeded).toBe(false);
  });

  it('Next needs at least one prescription', async () => {
    const { actor } = await filled({}, []);
    expect(actor.getSnapshot().value).toBe('requestForm');
  });
});
