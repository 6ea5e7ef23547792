// @vitest-environment node
/**
 * The new prescription request chart's oracle table (pharmacy-portal.md §4 "Rx order types", §5 "Add-Rx required
 * fields: NEW needs medName, contactName, contactPhone; TRANSFER needs medName, rxNumber, contactName, contactPhone;
 * PAPER needs paperAcknowledge. Server validationMessages are shown as form errors", §3 "New-patient request", §8),
 * and what the form reads of it (prescriptionRequest.selectors.ts) on real snapshots: each expected value is a
 * literal copied from the spec or from the chart's fixtures (Jordan's transfer of Simvastatin from Riverbend Drug
 * Co.), never the chart's own constant. The coverage replay over the generated paths is
 * rxPrescriptionRequest.model.test.ts. This file is the prescription request's part of the mutation gate
 * (PHARMACY_GATED in config/stryker.config.mjs).
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { PrescriptionRequestResponse } from '../../api/contracts/rx-orders';
import type { GuestDetailsForm, RxRequestForm } from '../../domain/rx/rxRequest';
import {
  FIXTURE_EMPTY_NEW_FORM,
  FIXTURE_TRANSFER_FORM,
  REQUEST_400,
  REQUEST_404,
  REQUEST_500,
  REQUEST_TIMEOUT,
} from '../../machines/rx/prescriptionRequest/prescriptionRequest.fixtures';

const settle = () => new Promise((r) => setTimeout(r, 0));

const GENERIC = 'We were unable to complete your request at this time, please try again.';
const RECEIVED: PrescriptionRequestResponse = { requestId: 'RQ300001', status: 'RECEIVED' };

/** What the request call answers: a value, a failure (thrown), or `'never'` (stays open). */
type Answer = unknown;

async function reply(a: Answer) {
  if (a === 'never') return new Promise<never>(() => {});
  if (
    a instanceof Error ||
    (typeof a === 'object' && a !== null && (a as { name?: unknown }).name === 'ApiError')
  )
    throw a;
  return a;
}

/** The chart with the request call's answers in turn (the last one repeats). */
async function requestChart(guest: boolean, answers: Answer[] = [RECEIVED]) {
  const calls: { request: unknown; key: string; guest: boolean }[] = [];
  // Loaded in each test (as oracleTable does): a chart whose definition no longer builds fails every case.
  const { prescriptionRequestMachine } = await import(
    '../../machines/rx/prescriptionRequest/prescriptionRequest.machine'
  );
  const { selectRequestView } = await import(
    '../../machines/rx/prescriptionRequest/prescriptionRequest.selectors'
  );
  const actor = createActor(
    prescriptionRequestMachine.provide({
      actors: {
        submitRequest: fromPromise(
          async ({ input }: { input: { request: unknown; key: string; guest: boolean } }) => {
            calls.push(input);
            return reply(answers[Math.min(calls.length - 1, answers.length - 1)]);
          },
        ),
      } as never,
    }),
    { input: { requestKey: 'rq-key', guest, today: '2026-11-23' } },
  ).start();
  return {
    actor,
    calls,
    snap: () => actor.getSnapshot(),
    view: () => selectRequestView(actor.getSnapshot()),
  };
}

const submit = (
  form: RxRequestForm,
  over: {
    patientNumber?: string | null;
    guestDetails?: GuestDetailsForm | null;
    competitorId?: string | null;
  } = {},
) =>
  ({
    type: 'request.submit',
    form,
    patientNumber: '100234567',
    guestDetails: null,
    competitorId: null,
    ...over,
  }) as const;

const TRANSFER_SENT = {
  patients: [
    {
      patientNumber: '100234567',
      type: 'TRANSFER',
      facilityId: '01400412',
      prescriptions: [
        {
          medName: 'Simvastatin 20 mg',
          rxNumber: '7654321',
          contactName: 'Riverbend Drug Co.',
          contactPhone: '5135550111',
        },
      ],
    },
  ],
};

const INITIAL = {
  guest: false,
  today: '2026-11-23',
  requestKey: 'rq-key',
  renewals: 0,
  request: null,
  response: null,
  fieldErrors: {},
  error: null,
};

const SAM: GuestDetailsForm = {
  firstName: 'Sam',
  lastName: 'Guest',
  month: '05',
  day: '06',
  year: '1990',
  phone: '5135550199',
};

describe('rxPrescriptionRequest chart: oracle, the form (§5 "Add-Rx required fields")', () => {
  it('starts editing with an empty context; nothing to dismiss or reset', async () => {
    const c = await requestChart(false);
    expect(c.snap().value).toBe('editing');
    expect(c.snap().hasTag('busy')).toBe(false);
    expect(c.snap().context).toEqual(INITIAL);
    expect(c.snap().can({ type: 'request.dismissError' })).toBe(false);
    expect(c.snap().can({ type: 'request.reset' })).toBe(false);
    expect(c.view()).toEqual({ state: 'editing', fieldErrors: {}, error: null, requestId: null });
  });

  it("marks §5's required fields of NEW (medName, contactName, contactPhone) without a call", async () => {
    const c = await requestChart(false);
    c.actor.send(submit(FIXTURE_EMPTY_NEW_FORM));
    expect(c.snap().value).toBe('editing');
    expect(c.snap().context).toEqual({
      ...INITIAL,
      fieldErrors: { medName: 'Required', contactName: 'Required', contactPhone: 'Required' },
      error: 'Please correct the marked fields.',
    });
    expect(c.view()).toEqual({
      state: 'editing',
      fieldErrors: { medName: 'Required', contactName: 'Required', contactPhone: 'Required' },
      error: 'Please correct the marked fields.',
      requestId: null,
    });
    await settle();
    expect(c.calls).toEqual([]);
  });

  it.each([
    {
      name: 'TRANSFER needs medName, rxNumber, contactName, contactPhone',
      form: {
        ...FIXTURE_TRANSFER_FORM,
        line: { medName: '', rxNumber: '', contactName: '', contactPhone: '' },
      },
      errors: {
        medName: 'Required',
        rxNumber: 'Required',
        contactName: 'Required',
        contactPhone: 'Required',
      },
    },
    {
      name: 'PAPER needs paperAcknowledge',
      form: { ...FIXTURE_EMPTY_NEW_FORM, type: 'PAPER' as const },
      errors: { paperAcknowledge: 'Required' },
    },
    {
      name: 'the store is required',
      form: { ...FIXTURE_TRANSFER_FORM, facilityId: ' ' },
      errors: { facilityId: 'Choose the pharmacy that will fill it.' },
    },
    {
      name: 'an rx number of 4 digits is refused',
      form: { ...FIXTURE_TRANSFER_FORM, line: { ...FIXTURE_TRANSFER_FORM.line, rxNumber: '1234' } },
      errors: { rxNumber: 'Invalid Prescription Number: Must be between 5 and 8 digits' },
    },
    {
      name: 'a phone of 9 digits is refused',
      form: { ...FIXTURE_TRANSFER_FORM, line: { ...FIXTURE_TRANSFER_FORM.line, contactPhone: '513555011' } },
      errors: { contactPhone: 'Invalid phone number, must be 10 digits' },
    },
    {
      name: 'a medication name of 101 characters is refused',
      form: { ...FIXTURE_TRANSFER_FORM, line: { ...FIXTURE_TRANSFER_FORM.line, medName: 'M'.repeat(101) } },
      errors: { medName: 'Must be at most 100 characters.' },
    },
  ])('$name (no call)', async ({ form, errors }) => {
    const c = await requestChart(false);
    expect(c.snap().can(submit(form))).toBe(true);
    c.actor.send(submit(form));
    expect(c.snap().value).toBe('editing');
    expect(c.snap().context.fieldErrors).toEqual(errors);
    expect(c.snap().context.error).toBe('Please correct the marked fields.');
    expect(c.snap().context.request).toBeNull();
    await settle();
    expect(c.calls).toEqual([]);
  });

  it.each([
    { name: 'a medication name of 100 characters', line: { medName: 'M'.repeat(100) } },
    { name: 'an rx number of 5 digits', line: { rxNumber: '12345' } },
    { name: 'an rx number of 8 digits', line: { rxNumber: '12345678' } },
  ])('$name is accepted', async ({ line }) => {
    const c = await requestChart(false);
    c.actor.send(submit({ ...FIXTURE_TRANSFER_FORM, line: { ...FIXTURE_TRANSFER_FORM.line, ...line } }));
    expect(c.snap().value).toBe('submitting');
    expect(c.snap().context.fieldErrors).toEqual({});
  });

  it('a signed-in request needs the patient: "Choose the patient."', async () => {
    const c = await requestChart(false);
    c.actor.send(submit(FIXTURE_TRANSFER_FORM, { patientNumber: null }));
    expect(c.snap().value).toBe('editing');
    expect(c.snap().context.fieldErrors).toEqual({ patientNumber: 'Choose the patient.' });
    c.actor.send(submit(FIXTURE_TRANSFER_FORM, { patientNumber: '' }));
    expect(c.snap().context.fieldErrors).toEqual({ patientNumber: 'Choose the patient.' });
    await settle();
    expect(c.calls).toEqual([]);
  });

  it('a corrected form is sent and its earlier messages are cleared', async () => {
    const c = await requestChart(false, ['never']);
    c.actor.send(submit(FIXTURE_EMPTY_NEW_FORM));
    c.actor.send(submit(FIXTURE_TRANSFER_FORM));
    expect(c.snap().value).toBe('submitting');
    expect(c.snap().hasTag('busy')).toBe(true);
    expect(c.snap().context).toEqual({ ...INITIAL, request: TRANSFER_SENT });
    expect(c.view()).toEqual({ state: 'submitting', fieldErrors: {}, error: null, requestId: null });
    // Nothing to send again, dismiss or reset while it is on its way.
    expect(c.snap().can(submit(FIXTURE_TRANSFER_FORM))).toBe(false);
    expect(c.snap().can({ type: 'request.dismissError' })).toBe(false);
    expect(c.snap().can({ type: 'request.reset' })).toBe(false);
  });
});

describe('rxPrescriptionRequest chart: oracle, the request sent (§3 "New-patient request")', () => {
  it('sends a TRANSFER with the phone as 10 digits and the competitor, with the visit key; says the number', async () => {
    const c = await requestChart(false);
    c.actor.send(submit(FIXTURE_TRANSFER_FORM, { competitorId: 'CP-1001' }));
    await settle();
    expect(c.calls).toEqual([
      {
        key: 'rq-key',
        guest: false,
        request: {
          patients: [
            {
              patientNumber: '100234567',
              type: 'TRANSFER',
              facilityId: '01400412',
              competitorId: 'CP-1001',
              prescriptions: [
                {
                  medName: 'Simvastatin 20 mg',
                  rxNumber: '7654321',
                  contactName: 'Riverbend Drug Co.',
                  contactPhone: '5135550111',
                },
              ],
            },
          ],
        },
      },
    ]);
    expect(c.snap().value).toBe('submitted');
    expect(c.snap().hasTag('busy')).toBe(false);
    expect(c.snap().context.response).toEqual({ requestId: 'RQ300001', status: 'RECEIVED' });
    expect(c.view()).toEqual({ state: 'submitted', fieldErrors: {}, error: null, requestId: 'RQ300001' });
    expect(c.snap().can({ type: 'request.reset' })).toBe(true);
    expect(c.snap().can(submit(FIXTURE_TRANSFER_FORM))).toBe(false);
    expect(c.snap().can({ type: 'request.dismissError' })).toBe(false);
  });

  it('a NEW request carries no competitor; a PAPER one its acknowledgement and no prescription line', async () => {
    const c = await requestChart(false, ['never']);
    c.actor.send(
      submit(
        {
          ...FIXTURE_EMPTY_NEW_FORM,
          line: {
            medName: ' Lisinopril 10 mg ',
            rxNumber: '',
            contactName: 'Dr. Rivera',
            contactPhone: '513-555-0122',
          },
        },
        { competitorId: 'CP-1001' },
      ),
    );
    expect(c.calls).toEqual([
      {
        key: 'rq-key',
        guest: false,
        request: {
          patients: [
            {
              patientNumber: '100234567',
              type: 'NEW',
              facilityId: '01400412',
              prescriptions: [
                { medName: 'Lisinopril 10 mg', contactName: 'Dr. Rivera', contactPhone: '5135550122' },
              ],
            },
          ],
        },
      },
    ]);
    const p = await requestChart(false, ['never']);
    p.actor.send(submit({ ...FIXTURE_EMPTY_NEW_FORM, type: 'PAPER', paperAcknowledge: true }));
    expect(p.calls[0]?.request).toEqual({
      patients: [
        {
          patientNumber: '100234567',
          type: 'PAPER',
          facilityId: '01400412',
          paperAcknowledge: true,
          prescriptions: [],
        },
      ],
    });
  });

  it('Make another request clears the request and takes the next key', async () => {
    const c = await requestChart(false);
    c.actor.send(submit(FIXTURE_TRANSFER_FORM));
    await settle();
    c.actor.send({ type: 'request.reset' });
    expect(c.snap().value).toBe('editing');
    expect(c.snap().context).toEqual({ ...INITIAL, renewals: 1 });
    expect(c.view()).toEqual({ state: 'editing', fieldErrors: {}, error: null, requestId: null });
    c.actor.send(submit(FIXTURE_TRANSFER_FORM));
    await settle();
    c.actor.send({ type: 'request.reset' });
    c.actor.send(submit(FIXTURE_TRANSFER_FORM));
    expect(c.calls.map((x) => x.key)).toEqual(['rq-key', 'rq-key.1', 'rq-key.2']);
  });
});

describe('rxPrescriptionRequest chart: oracle, failures and retries (§5 validationMessages, §8)', () => {
  it("shows the server's validationMessages as form errors; the next request has a new key", async () => {
    const c = await requestChart(false, [REQUEST_400, RECEIVED]);
    c.actor.send(submit(FIXTURE_TRANSFER_FORM));
    await settle();
    expect(c.snap().value).toBe('editing');
    expect(c.snap().context).toEqual({
      ...INITIAL,
      renewals: 1,
      request: TRANSFER_SENT,
      fieldErrors: { contactPhone: 'Invalid phone number, must be 10 digits' },
      error: 'Please correct the marked fields.',
    });
    expect(c.view()).toEqual({
      state: 'editing',
      fieldErrors: { contactPhone: 'Invalid phone number, must be 10 digits' },
      error: 'Please correct the marked fields.',
      requestId: null,
    });
    c.actor.send(submit(FIXTURE_TRANSFER_FORM));
    expect(c.snap().context.fieldErrors).toEqual({});
    expect(c.snap().context.error).toBeNull();
    await settle();
    expect(c.calls.map((x) => x.key)).toEqual(['rq-key', 'rq-key.1']);
    expect(c.snap().value).toBe('submitted');
  });

  it.each([
    { name: 'a 404 (a refusal without field messages)', error: REQUEST_404, renewals: 1, next: 'rq-key.1' },
    {
      name: 'a 400 without field messages',
      error: { ...REQUEST_500, status: 400 },
      renewals: 1,
      next: 'rq-key.1',
    },
    {
      name: 'a 400 with an empty field list',
      error: { ...REQUEST_400, fields: {} },
      renewals: 1,
      next: 'rq-key.1',
    },
    { name: 'a 500 (may have stored it)', error: REQUEST_500, renewals: 0, next: 'rq-key' },
    { name: 'a timeout (may have stored it)', error: REQUEST_TIMEOUT, renewals: 0, next: 'rq-key' },
    {
      name: 'a 422 with field messages (not "invalid"; the key was used)',
      error: { ...REQUEST_400, status: 422 },
      renewals: 0,
      next: 'rq-key',
    },
    {
      name: 'a 409 (the key is being worked on)',
      error: { ...REQUEST_500, status: 409 },
      renewals: 0,
      next: 'rq-key',
    },
    { name: 'a network failure', error: new Error('offline'), renewals: 0, next: 'rq-key' },
  ])('$name shows the generic §8 text; the retry uses $next', async ({ error, renewals, next }) => {
    const c = await requestChart(false, [error, RECEIVED]);
    c.actor.send(submit(FIXTURE_TRANSFER_FORM));
    await settle();
    expect(c.snap().value).toBe('editing');
    expect(c.snap().context).toEqual({
      ...INITIAL,
      renewals,
      request: TRANSFER_SENT,
      fieldErrors: {},
      error: 'We were unable to complete your request at this time, please try again.',
    });
    expect(c.view().error).toBe(GENERIC);
    c.actor.send(submit(FIXTURE_TRANSFER_FORM));
    await settle();
    expect(c.calls.map((x) => x.key)).toEqual(['rq-key', next]);
    expect(c.snap().value).toBe('submitted');
  });

  it('two refusals in a row renew the key twice', async () => {
    const c = await requestChart(false, [REQUEST_404, REQUEST_404, RECEIVED]);
    for (let i = 0; i < 3; i++) {
      c.actor.send(submit(FIXTURE_TRANSFER_FORM));
      await settle();
    }
    expect(c.calls.map((x) => x.key)).toEqual(['rq-key', 'rq-key.1', 'rq-key.2']);
  });

  it('the message can be dismissed (only when there is one); the field messages stay', async () => {
    const c = await requestChart(false, [REQUEST_400]);
    c.actor.send(submit(FIXTURE_TRANSFER_FORM));
    await settle();
    expect(c.snap().can({ type: 'request.dismissError' })).toBe(true);
    c.actor.send({ type: 'request.dismissError' });
    expect(c.snap().value).toBe('editing');
    expect(c.snap().context).toEqual({
      ...INITIAL,
      renewals: 1,
      request: TRANSFER_SENT,
      fieldErrors: { contactPhone: 'Invalid phone number, must be 10 digits' },
      error: null,
    });
    expect(c.snap().can({ type: 'request.dismissError' })).toBe(false);
  });
});

describe('rxPrescriptionRequest chart: oracle, the guest page (§5 names, date of birth, phone)', () => {
  it("a guest's request needs the guest's details", async () => {
    const { actor } = await requestChart(true);
    const submitGuest = (details: Partial<GuestDetailsForm>) =>
      actor.send(
        submit(FIXTURE_TRANSFER_FORM, { patientNumber: null, guestDetails: { ...SAM, ...details } }),
      );
    const errors = () => actor.getSnapshot().context.fieldErrors;
    submitGuest({ firstName: 'Sam$', lastName: '', month: '', day: '', year: '', phone: '555' });
    expect(errors()).toEqual({
      firstName: 'No special characters allowed.',
      lastName: 'Required',
      month: 'You must enter a month.',
      day: 'You must enter a day.',
      year: 'You must enter a year.',
      phone: 'Invalid phone number, must be 10 digits',
    });
    submitGuest({ year: '19x0' });
    expect(errors()).toEqual({ year: 'Input must be numeric.' });
    submitGuest({ month: '12', day: '31', year: '1849' });
    expect(errors()).toEqual({ dateOfBirth: 'Date must be after 01/01/1850' });
    submitGuest({ month: '01', day: '01', year: '2030' });
    expect(errors()).toEqual({ dateOfBirth: 'Date must not be in the future' });
    // Eleven years old on 2026-11-23: a guest transfers their own prescriptions, an adult (18 years).
    submitGuest({ month: '11', day: '23', year: '2015' });
    expect(errors()).toEqual({ dateOfBirth: 'Adult must be more than 18 years old' });
    submitGuest({ month: '02', day: '30', year: '1990' });
    expect(errors()).toEqual({ dateOfBirth: 'Date must be valid' });
    submitGuest({ firstName: 'A'.repeat(51) });
    expect(errors()).toEqual({ firstName: 'Must be 50 characters or less' });
    expect(actor.getSnapshot().value).toBe('editing');
    // 01/01/1850 itself is accepted.
    submitGuest({ month: '01', day: '01', year: '1850' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().context.request?.patients[0]?.guest).toEqual({
      firstName: 'Sam',
      lastName: 'Guest',
      dateOfBirth: '1850-01-01',
      phone: '5135550199',
    });
  });

  it("a guest who gave no details gets every detail's message (and no patient message)", async () => {
    const c = await requestChart(true);
    c.actor.send(submit(FIXTURE_TRANSFER_FORM, { patientNumber: null, guestDetails: null }));
    expect(c.snap().value).toBe('editing');
    expect(c.snap().context.fieldErrors).toEqual({
      firstName: 'Required',
      lastName: 'Required',
      month: 'You must enter a month.',
      day: 'You must enter a day.',
      year: 'You must enter a year.',
      phone: 'Required',
    });
    await settle();
    expect(c.calls).toEqual([]);
  });

  it("a guest's request goes out as the guest's (guest: true, no patient number)", async () => {
    const c = await requestChart(true);
    c.actor.send(submit(FIXTURE_TRANSFER_FORM, { patientNumber: null, guestDetails: SAM }));
    await settle();
    expect(c.calls).toEqual([
      {
        key: 'rq-key',
        guest: true,
        request: {
          patients: [
            {
              guest: { firstName: 'Sam', lastName: 'Guest', dateOfBirth: '1990-05-06', phone: '5135550199' },
              type: 'TRANSFER',
              facilityId: '01400412',
              prescriptions: [
                {
                  medName: 'Simvastatin 20 mg',
                  rxNumber: '7654321',
                  contactName: 'Riverbend Drug Co.',
                  contactPhone: '5135550111',
                },
              ],
            },
          ],
        },
      },
    ]);
    expect(c.snap().context.guest).toBe(true);
    expect(c.snap().value).toBe('submitted');
  });
});
