// @vitest-environment node
/**
 * The auto-refill chart (pharmacy-portal.md §4 "Auto-refill", §8 "Auto refill", §9): one coverage test over the
 * generated paths, and an oracle table whose expected values are literals copied from the spec (or, for what the
 * spec leaves open, from docs/choices.md).
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { AutoRefillUpdateResult } from '../../api/contracts/rx-auto-refill';
import {
  autoRefillData,
  autoRefillModel,
  endedEnrollment,
  noRecord,
  refusedEnrollment,
  renewedEnrollment,
  serverError,
} from '../../machines/rx/autoRefill/autoRefill.fixtures';
import { autoRefillMachine, type EnrollmentInput } from '../../machines/rx/autoRefill/autoRefill.machine';
import { coverage, formatCoverage, generatePaths, mergeReached, reachedByPath } from './graph';

describe('rxAutoRefill chart: generated paths', () => {
  it('replays every generated path and reaches every state and transition', () => {
    const paths = generatePaths({
      machine: autoRefillMachine,
      events: autoRefillModel.events as never,
      serializeState: autoRefillModel.serializeState as never,
      input: autoRefillModel.input,
    });
    const report = coverage(
      autoRefillMachine,
      mergeReached(reachedByPath(autoRefillMachine, paths, autoRefillModel.input)),
    );
    console.log(formatCoverage(report), `(${paths.length} paths)`);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});

type Answers = {
  saveEnrollment?: (input: EnrollmentInput) => Promise<unknown>;
  updatePrescription?: () => Promise<AutoRefillUpdateResult>;
  updatePrescriptions?: () => Promise<AutoRefillUpdateResult[]>;
  deleteReminder?: () => Promise<unknown>;
  saveReminder?: () => Promise<unknown>;
};

/** The chart loaded with the fixtures (Jordan active), recording toasts, navigation and actor inputs. */
async function opened(
  answers: Answers = {},
  input: { patientNumber: string | null; openForm: boolean } = { patientNumber: null, openForm: false },
) {
  const toasts: unknown[] = [];
  const inputs: Record<string, unknown[]> = {};
  const record = (name: string, i: unknown) => {
    inputs[name] = [...(inputs[name] ?? []), i];
  };
  let wentToMain = 0;
  const actor = createActor(
    autoRefillMachine.provide({
      actors: {
        loadAutoRefill: fromPromise(async () => structuredClone(autoRefillData)),
        saveEnrollment: fromPromise(async ({ input }) => {
          record('saveEnrollment', input);
          return (answers.saveEnrollment ?? (async () => renewedEnrollment))(
            input as EnrollmentInput,
          ) as never;
        }),
        updatePrescription: fromPromise(async ({ input }) => {
          record('updatePrescription', input);
          return (
            answers.updatePrescription ??
            (async () => {
              throw serverError;
            })
          )();
        }),
        updatePrescriptions: fromPromise(async ({ input }) => {
          record('updatePrescriptions', input);
          return (answers.updatePrescriptions ?? (async () => []))();
        }),
        deleteReminder: fromPromise(async ({ input }) => {
          record('deleteReminder', input);
          return (answers.deleteReminder ?? (async () => null))() as never;
        }),
        saveReminder: fromPromise(async ({ input }) => {
          record('saveReminder', input);
          return (answers.saveReminder ?? (async () => null))() as never;
        }),
      },
      actions: {
        notify: (_, params) => toasts.push(params.toast),
        goToMain: () => {
          wentToMain += 1;
        },
      },
    }),
    { input },
  ).start();
  const settle = () => new Promise((r) => setTimeout(r, 0));
  await settle();
  return { actor, toasts, inputs, settle, wentToMain: () => wentToMain };
}

const OHIO = {
  facilityId: '01400412',
  relationshipType: 'SELF',
  overridePrivacySetting: false,
  consent: false,
} as const;
const CALIFORNIA = { ...OHIO, facilityId: '07100215' } as const;

describe('rxAutoRefill chart: oracle (literals from the spec and docs/choices.md)', () => {
  it('starts the retry counter at 0 and raises it on each failure; a success resets it (§9)', async () => {
    let fail = true;
    const { actor, settle } = await opened({
      saveEnrollment: async () => {
        if (fail) throw serverError;
        return renewedEnrollment;
      },
    });
    expect(actor.getSnapshot().context.retries).toBe(0);
    actor.send({ type: 'autoRefill.openEnroll' });
    actor.send({ type: 'autoRefill.submitEnroll', form: OHIO });
    await settle();
    actor.send({ type: 'autoRefill.submitEnroll', form: OHIO });
    await settle();
    expect(actor.getSnapshot().context.retries).toBe(2);
    fail = false;
    actor.send({ type: 'autoRefill.submitEnroll', form: OHIO });
    await settle();
    expect(actor.getSnapshot().context.retries).toBe(0);
  });

  it.each([
    {
      error: refusedEnrollment,
      text: 'Auto refill is not offered by the mail-order pharmacy. Please choose a store pharmacy.',
    },
    { error: serverError, text: 'We encountered an error saving your enrollment request. Please try again.' },
  ])(
    'an enrolment failure ($error.status) says “$text” and keeps the form open (§8)',
    async ({ error, text }) => {
      const { actor, settle } = await opened({
        saveEnrollment: async () => {
          throw error;
        },
      });
      actor.send({ type: 'autoRefill.openEnroll' });
      actor.send({ type: 'autoRefill.submitEnroll', form: OHIO });
      await settle();
      expect(actor.getSnapshot().matches({ ready: 'enrolling' })).toBe(true);
      expect(actor.getSnapshot().context.error).toBe(text);
    },
  );

  it('sends the enrolment with facility, relationship type and privacy override, no linked patient for SELF (§7.1)', async () => {
    const { actor, settle, inputs, toasts } = await opened();
    actor.send({ type: 'autoRefill.openEnroll' });
    actor.send({ type: 'autoRefill.submitEnroll', form: { ...OHIO, overridePrivacySetting: true } });
    await settle();
    expect(inputs.saveEnrollment).toEqual([
      {
        patientNumber: '100234567',
        facilityId: '01400412',
        relationshipType: 'SELF',
        enrollForAutoRefill: true,
        overridePrivacySetting: true,
        linkedPatient: null,
      },
    ]);
    // A renewal (Jordan has a reminder) deletes the reminder afterwards.
    expect(inputs.deleteReminder).toEqual([{ patientNum: '100234567', programId: 'AUTO_REFILL_STANDARD' }]);
    expect(toasts).toEqual([
      {
        heading: 'Enrolled in Auto Refill',
        text: 'Your auto refill enrollment was saved. We will start your refills before you run out.',
        tone: 'success',
      },
    ]);
  });

  it.each([
    {
      form: CALIFORNIA,
      state: { ready: 'enrolling' },
      error: 'Please give your consent to enroll at a pharmacy in this state.',
    },
    { form: { ...CALIFORNIA, consent: true }, state: { ready: 'savingEnrollment' }, error: null },
    { form: OHIO, state: { ready: 'savingEnrollment' }, error: null },
  ])(
    'CA and IL need the consent box: $form.facilityId consent $form.consent',
    async ({ form, state, error }) => {
      const { actor } = await opened({ saveEnrollment: () => new Promise(() => {}) });
      actor.send({ type: 'autoRefill.openEnroll' });
      actor.send({ type: 'autoRefill.submitEnroll', form });
      expect(actor.getSnapshot().matches(state as never)).toBe(true);
      expect(actor.getSnapshot().context.error).toBe(error);
    },
  );

  it('unenrols with enrollForAutoRefill false, goes back to the main page and takes every prescription out (§4)', async () => {
    const { actor, settle, inputs, toasts, wentToMain } = await opened({
      saveEnrollment: async () => endedEnrollment,
    });
    actor.send({ type: 'autoRefill.unenroll' });
    expect(actor.getSnapshot().matches({ ready: 'confirmingUnenroll' })).toBe(true);
    actor.send({ type: 'autoRefill.confirmUnenroll' });
    await settle();
    expect((inputs.saveEnrollment as EnrollmentInput[])[0]?.enrollForAutoRefill).toBe(false);
    expect(wentToMain()).toBe(1);
    expect(actor.getSnapshot().context.prescriptions.every((rx) => !rx.rxEnrolledAutoRefill)).toBe(true);
    expect(toasts.map((t) => (t as { heading: string }).heading)).toEqual(['Unenrolled from Auto Refill']);
  });

  it("an unenrol failure says §8's text and stays on the page", async () => {
    const { actor, settle, wentToMain } = await opened({
      saveEnrollment: async () => {
        throw serverError;
      },
    });
    actor.send({ type: 'autoRefill.unenroll' });
    actor.send({ type: 'autoRefill.confirmUnenroll' });
    await settle();
    expect(actor.getSnapshot().context.error).toBe(
      'An error occurred when attempting to unenroll, please try again later.',
    );
    expect(wentToMain()).toBe(0);
  });

  it.each([
    {
      rx: '501234568',
      result: { updateSuccessful: true, refillOption: 'AUTO_REFILL' },
      enrolled: true,
      type: 'AUTO_REFILL',
    },
    {
      rx: '501234568',
      result: { updateSuccessful: false, refillOption: 'AUTO_REFILL' },
      enrolled: false,
      type: 'NONE',
    },
    {
      rx: '501234567',
      result: { updateSuccessful: true, refillOption: 'NONE' },
      enrolled: false,
      type: 'NONE',
    },
    {
      rx: '501234567',
      result: { updateSuccessful: false, refillOption: 'NONE' },
      enrolled: true,
      type: 'AUTO_REFILL',
    },
  ] as const)(
    '$rx: rxEnrolledAutoRefill is $enrolled after updateSuccessful $result.updateSuccessful with $result.refillOption (§4)',
    async ({ rx, result, enrolled, type }) => {
      const { actor, settle, inputs } = await opened({
        updatePrescription: async () => ({ rxRecordNumber: rx, ...result }),
      });
      actor.send({ type: 'autoRefill.toggle', rxRecordNumber: rx, option: result.refillOption });
      await settle();
      expect(inputs.updatePrescription).toEqual([{ rxRecordNumber: rx, option: result.refillOption }]);
      const after = actor.getSnapshot().context.prescriptions.find((p) => p.rxRecordNumber === rx);
      expect([after?.rxEnrolledAutoRefill, after?.refillProgramType]).toEqual([enrolled, type]);
    },
  );

  it.each([
    { rx: '501234567', option: 'AUTO_REFILL', can: false, why: 'already enrolled' },
    { rx: '501234568', option: 'NONE', can: false, why: 'not enrolled' },
    { rx: '501234572', option: 'AUTO_REFILL', can: false, why: 'not eligible' },
    { rx: '501234568', option: 'AUTO_REFILL', can: true, why: 'eligible, patient enrolled' },
  ] as const)('toggle $rx to $option: $can ($why)', async ({ rx, option, can }) => {
    const { actor } = await opened();
    expect(actor.getSnapshot().can({ type: 'autoRefill.toggle', rxRecordNumber: rx, option })).toBe(can);
  });

  it('pauses every enrolled prescription (NONE) and bulk-enrols every eligible one (AUTO_REFILL)', async () => {
    const { actor, settle, inputs, toasts } = await opened();
    actor.send({ type: 'autoRefill.pause' });
    await settle();
    actor.send({ type: 'autoRefill.enrollAll' });
    await settle();
    expect(inputs.updatePrescriptions).toEqual([
      { patientNumber: '100234567', prescriptions: [{ rxRecordNumber: '501234567', refillOption: 'NONE' }] },
      {
        patientNumber: '100234567',
        prescriptions: [{ rxRecordNumber: '501234568', refillOption: 'AUTO_REFILL' }],
      },
    ]);
    expect(toasts.map((t) => (t as { heading: string }).heading)).toEqual([
      'Auto Refill Paused',
      'Enrolled in Auto Refill',
    ]);
  });

  it.each([
    { error: noRecord, kept: false },
    { error: serverError, kept: true },
  ])(
    'a reminder delete answering $error.status: reminder kept $kept (§4 404 no-record ignored)',
    async ({ error, kept }) => {
      const { actor, settle } = await opened({
        deleteReminder: async () => {
          throw error;
        },
      });
      actor.send({ type: 'autoRefill.openEnroll' });
      actor.send({ type: 'autoRefill.submitEnroll', form: OHIO });
      await settle();
      await settle();
      expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
      expect(actor.getSnapshot().context.error).toBeNull();
      expect(actor.getSnapshot().context.reminders.some((r) => r.patientNum === '100234567')).toBe(kept);
    },
  );

  it('dismisses the reminder on the active patient', async () => {
    const { actor, settle, inputs } = await opened();
    actor.send({ type: 'autoRefill.selectPatient', patientNumber: '100456789' });
    await settle();
    actor.send({ type: 'autoRefill.dismissReminder' });
    await settle();
    expect(inputs.saveReminder).toEqual([
      { patientNum: '100456789', programId: 'AUTO_REFILL_STANDARD', dismissReminder: true },
    ]);
    const reminders = actor.getSnapshot().context.reminders;
    expect(reminders.map((r) => [r.patientNum, r.dismissReminder])).toEqual([
      ['100234567', false],
      ['100456789', true],
    ]);
  });

  it('refuses to enrol a managed adult (restricted case) but enrols the customer', async () => {
    const { actor, settle } = await opened();
    actor.send({ type: 'autoRefill.selectPatient', patientNumber: '100456789' });
    await settle();
    expect(actor.getSnapshot().can({ type: 'autoRefill.openEnroll' })).toBe(false);
    actor.send({ type: 'autoRefill.selectPatient', patientNumber: '100234567' });
    await settle();
    expect(actor.getSnapshot().can({ type: 'autoRefill.openEnroll' })).toBe(true);
  });

  it('opens the form at once with ?renew=true (openForm), and plainly otherwise', async () => {
    expect(
      (await opened({}, { patientNumber: '100234567', openForm: true })).actor
        .getSnapshot()
        .matches({ ready: 'enrolling' }),
    ).toBe(true);
    expect((await opened()).actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
  });
});
