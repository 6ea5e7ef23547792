// @vitest-environment node
/**
 * The patients chart (pharmacy-portal.md §3 "Patient state", §7.1, §8 "Patients"): one coverage test over the
 * generated paths, and an oracle table whose expected values are literals copied from the spec.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Patient } from '../../api/contracts/rx';
import { fixturePatients, patientsModel } from '../../machines/rx/patients/patients.fixtures';
import { patientsMachine } from '../../machines/rx/patients/patients.machine';
import { coverage, formatCoverage, generatePaths, mergeReached, reachedByPath } from './graph';

describe('rxPatients chart: generated paths', () => {
  it('replays every generated path and reaches every state and transition', () => {
    const paths = generatePaths({
      machine: patientsMachine,
      events: patientsModel.events as never,
      serializeState: patientsModel.serializeState as never,
    });
    const report = coverage(patientsMachine, mergeReached(reachedByPath(patientsMachine, paths)));
    console.log(formatCoverage(report), `(${paths.length} paths)`);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});

/** Runs the chart with the patients call answering `answer`, recording the toasts it asks for. */
async function loaded(answer: () => Promise<Patient[]>) {
  const toasts: unknown[] = [];
  const actor = createActor(
    patientsMachine.provide({
      actors: { fetchPatients: fromPromise(answer) },
      actions: { notifyFetchError: (_, params) => toasts.push(params.toast) },
    }),
  ).start();
  actor.send({ type: 'patients.load' });
  await new Promise((r) => setTimeout(r, 0));
  return { actor, toasts };
}

describe('rxPatients chart: oracle (literals from the spec)', () => {
  it("starts with primary '0', active '0' and selected 'all' (§3, §9 defaults)", () => {
    const { context } = createActor(patientsMachine).start().getSnapshot();
    expect([context.primaryPatient, context.activePatient, context.selectedPatient]).toEqual([
      '0',
      '0',
      'all',
    ]);
  });

  it('keeps the patients sorted by patient, primary first, and makes the primary active (§7.1, §3)', async () => {
    const { actor } = await loaded(async () => fixturePatients);
    const s = actor.getSnapshot();
    expect(s.value).toBe('loaded');
    expect(s.context.patients.map((p) => p.firstName)).toEqual(['Jordan', 'Avery', 'Biscuit']);
    expect([s.context.primaryPatient, s.context.activePatient, s.context.selectedPatient]).toEqual([
      '100234567',
      '100234567',
      'all',
    ]);
  });

  it.each([
    { select: '100234568', active: '100234568', selected: '100234568', error: null },
    { select: 'all', active: '100234567', selected: 'all', error: null },
    {
      select: '555',
      active: '100234567',
      selected: 'all',
      error: 'No patient could be found with patientNumber 555',
    },
  ])('selecting $select: active $active, selected $selected', async ({ select, active, selected, error }) => {
    const { actor } = await loaded(async () => fixturePatients);
    actor.send({ type: 'patients.select', patientNumber: '100234569' });
    actor.send({ type: 'patients.select', patientNumber: select });
    const c = actor.getSnapshot().context;
    // An unknown number keeps the earlier selection (Biscuit) and says §3's text.
    expect([c.activePatient, c.selectedPatient, c.selectionError]).toEqual(
      error ? ['100234569', '100234569', error] : [active, selected, null],
    );
  });

  it("shows the 'Error Fetching Patient' toast with §8's text when the call fails", async () => {
    const { actor, toasts } = await loaded(async () => {
      throw new Error('500');
    });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(toasts).toEqual([
      {
        heading: 'Error Fetching Patient',
        text: 'There was an error fetching patient data.  Please try again.',
        tone: 'error',
      },
    ]);
  });

  it('skips a repeat load once loaded unless forced; a failed load is retried by the next load', async () => {
    const { actor } = await loaded(async () => fixturePatients);
    expect(actor.getSnapshot().can({ type: 'patients.load' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'patients.load', force: true })).toBe(true);
    const failed = await loaded(async () => {
      throw new Error('x');
    });
    expect(failed.actor.getSnapshot().can({ type: 'patients.load' })).toBe(true);
  });
});
