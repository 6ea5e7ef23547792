// @vitest-environment node
/**
 * The new prescription request chart (pharmacy-portal.md §4 "Rx order types", §5 "Add-Rx required fields", §8): one
 * coverage test over the generated paths, and an oracle table with literals from the spec.
 */
import type { GuestDetailsForm } from '../../domain/rx/rxRequest';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { PrescriptionRequestResponse } from '../../api/contracts/rx-orders';
import {
  FIXTURE_EMPTY_NEW_FORM,
  FIXTURE_TRANSFER_FORM,
  prescriptionRequestModel,
  REQUEST_400,
  REQUEST_TIMEOUT,
} from '../../machines/rx/prescriptionRequest/prescriptionRequest.fixtures';
import { prescriptionRequestMachine } from '../../machines/rx/prescriptionRequest/prescriptionRequest.machine';
import { coverage, formatCoverage, generatePaths, mergeReached, reachedByPath } from './graph';

describe('rxPrescriptionRequest chart: generated paths', () => {
  it('replays every generated path and reaches every state and transition', () => {
    const paths = generatePaths({
      machine: prescriptionRequestMachine,
      events: prescriptionRequestModel.events as never,
      serializeState: prescriptionRequestModel.serializeState as never,
      input: prescriptionRequestModel.input,
    });
    const report = coverage(
      prescriptionRequestMachine,
      mergeReached(reachedByPath(prescriptionRequestMachine, paths, prescriptionRequestModel.input)),
    );
    console.log(formatCoverage(report), `(${paths.length} paths)`);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});

const settle = () => new Promise((r) => setTimeout(r, 0));

function requestChart(guest: boolean, answer: () => Promise<PrescriptionRequestResponse>) {
  const calls: unknown[] = [];
  const actor = createActor(
    prescriptionRequestMachine.provide({
      actors: {
        submitRequest: fromPromise(async ({ input }) => {
          calls.push(input);
          return answer();
        }),
      },
    }),
    { input: { requestKey: 'rq-key', guest, today: '2026-11-23' } },
  ).start();
  return { actor, calls };
}
const ok = async (): Promise<PrescriptionRequestResponse> => ({ requestId: 'RQ300001', status: 'RECEIVED' });

describe('rxPrescriptionRequest chart: oracle (literals from the spec)', () => {
  it("marks §5's required fields of NEW (medName, contactName, contactPhone) without a call", () => {
    const { actor, calls } = requestChart(false, ok);
    actor.send({
      type: 'request.submit',
      form: FIXTURE_EMPTY_NEW_FORM,
      patientNumber: '100234567',
      guestDetails: null,
      competitorId: null,
    });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      medName: 'Required',
      contactName: 'Required',
      contactPhone: 'Required',
    });
    expect(calls).toEqual([]);
  });

  it('sends a TRANSFER with the phone as 10 digits, and says the request number', async () => {
    const { actor, calls } = requestChart(false, ok);
    actor.send({
      type: 'request.submit',
      form: FIXTURE_TRANSFER_FORM,
      patientNumber: '100234567',
      guestDetails: null,
      competitorId: 'CP-1001',
    });
    await settle();
    expect(calls).toEqual([
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
    expect(actor.getSnapshot().context.response?.requestId).toBe('RQ300001');
  });

  it("shows the server's validationMessages as form errors, and the next request has a new key", async () => {
    let answer = async (): Promise<PrescriptionRequestResponse> => {
      throw REQUEST_400;
    };
    const { actor, calls } = requestChart(false, () => answer());
    const submit = () =>
      actor.send({
        type: 'request.submit',
        form: FIXTURE_TRANSFER_FORM,
        patientNumber: '100234567',
        guestDetails: null,
        competitorId: null,
      });
    submit();
    await settle();
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      contactPhone: 'Invalid phone number, must be 10 digits',
    });
    answer = async () => {
      throw REQUEST_TIMEOUT;
    };
    submit();
    await settle();
    expect(actor.getSnapshot().context.error).toBe(
      'We were unable to complete your request at this time, please try again.',
    );
    answer = ok;
    submit();
    await settle();
    expect((calls as Array<{ key: string }>).map((c) => c.key)).toEqual(['rq-key', 'rq-key.1', 'rq-key.1']);
  });

  it("a guest's request needs the guest's details (§5 names, date of birth, phone)", () => {
    const { actor } = requestChart(true, ok);
    const submitGuest = (details: Partial<GuestDetailsForm>) =>
      actor.send({
        type: 'request.submit',
        form: FIXTURE_TRANSFER_FORM,
        patientNumber: null,
        guestDetails: {
          firstName: 'Sam',
          lastName: 'Guest',
          month: '05',
          day: '06',
          year: '1990',
          phone: '5135550199',
          ...details,
        },
        competitorId: null,
      });
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
    // 01/01/1850 itself and exactly 18 years are accepted.
    submitGuest({ month: '01', day: '01', year: '1850' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().context.request?.patients[0]?.guest).toEqual({
      firstName: 'Sam',
      lastName: 'Guest',
      dateOfBirth: '1850-01-01',
      phone: '5135550199',
    });
  });
});
