// @vitest-environment node
/**
 * The toaster chart's oracle table (pharmacy-portal.md §2.2 "a toaster for notices", §8 "Toasts appear as a heading
 * plus text" and "Error Fetching Patient"): each expected value is a literal copied from the spec, never the chart's
 * own constant. The coverage replay over the generated paths is rxToaster.model.test.ts. This file is the toaster's
 * part of the mutation gate (PHARMACY_GATED in config/stryker.config.mjs).
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { toasterMachine } from '../../machines/rx/toaster/toaster.machine';
import { type OracleCase, oracleTable } from './oracle';

const load = () => import('../../machines/rx/toaster/toaster.machine').then((m) => m.toasterMachine);

/** §8 "Error Fetching Patient: "There was an error fetching patient data.  Please try again."" (two spaces). */
const patientError = {
  heading: 'Error Fetching Patient',
  text: 'There was an error fetching patient data.  Please try again.',
  tone: 'error',
} as const;
/** A success toast with §8's link success text (Linking and verification, "Success: …"). */
const linked = {
  heading: 'Success',
  text: 'Congratulations! You have added Online Prescription Management to your Pharmacy account.',
  tone: 'success',
} as const;

const show = (toast: { heading: string; text: string; tone: string }) => ({ type: 'toast.show', toast });
const dismiss = { type: 'toast.dismiss' } as const;

describe('rxToaster chart: oracle (literals from the spec)', () => {
  it.each([
    { given: [], event: 'toast.show', expect: { value: 'showing', heading: 'Error Fetching Patient' } },
    { given: ['show'], event: 'toast.show', expect: { value: 'showing', heading: 'Error Fetching Patient' } },
    { given: ['show'], event: 'toast.dismiss', expect: { value: 'hidden', heading: null } },
    { given: [], event: 'toast.dismiss', expect: { value: 'hidden', heading: null } },
  ])('oracle: after $given, $event → $expect.value', async ({ given, event, expect: want }) => {
    // Loaded in each test (as oracleTable does): a chart whose definition no longer builds fails every case.
    const { toasterMachine } = await import('../../machines/rx/toaster/toaster.machine');
    const actor = createActor(toasterMachine).start();
    const toast = {
      heading: 'Error Fetching Patient',
      text: 'There was an error fetching patient data.  Please try again.',
      tone: 'error' as const,
    };
    for (const g of given)
      if (g === 'show') actor.send({ type: 'toast.show', toast: { ...toast, heading: 'Earlier' } });
    actor.send(event === 'toast.show' ? { type: 'toast.show', toast } : { type: 'toast.dismiss' });
    const s = actor.getSnapshot();
    expect(s.value).toBe(want.value);
    expect(s.context.toast?.heading ?? null).toBe(want.heading);
  });
});

const cases: OracleCase<typeof toasterMachine>[] = [
  {
    name: '§2.2 opens hidden with no toast; a dismiss with nothing shown is refused, a toast is accepted',
    steps: [],
    state: 'hidden',
    refuses: [dismiss],
    accepts: [show(patientError)],
    verify: (run) => expect(run.snapshot().context).toEqual({ toast: null }),
  },
  {
    name: '§8 a toast keeps its heading plus text exactly ("Error Fetching Patient", two spaces before "Please")',
    steps: [show(patientError)],
    state: 'showing',
    verify: (run) =>
      expect(run.snapshot().context.toast).toEqual({
        heading: 'Error Fetching Patient',
        text: 'There was an error fetching patient data.  Please try again.',
        tone: 'error',
      }),
  },
  {
    name: 'a showing toast accepts both a close and a newer toast',
    steps: [show(patientError)],
    state: 'showing',
    accepts: [dismiss, show(linked)],
  },
  {
    name: 'a newer toast replaces the one shown (the link success after a patient error)',
    steps: [show(patientError), show(linked)],
    state: 'showing',
    verify: (run) =>
      expect(run.snapshot().context.toast).toEqual({
        heading: 'Success',
        text: 'Congratulations! You have added Online Prescription Management to your Pharmacy account.',
        tone: 'success',
      }),
  },
  {
    name: 'the close button hides the toast and forgets it',
    steps: [show(patientError), dismiss],
    state: 'hidden',
    refuses: [dismiss],
    verify: (run) => expect(run.snapshot().context).toEqual({ toast: null }),
  },
  {
    name: 'after a close, the next toast shows again with its own text',
    steps: [show(patientError), dismiss, show(linked)],
    state: 'showing',
    context: { toast: { heading: 'Success', tone: 'success' } },
  },
  {
    name: 'no timer: the spec gives none, a toast is still shown an hour later',
    steps: [show(patientError), { advance: 60 * 60 * 1000 }],
    state: 'showing',
    context: { toast: { heading: 'Error Fetching Patient' } },
  },
];

describe('rxToaster chart: oracle, each rule from both sides', () => {
  oracleTable(load, cases);
});
