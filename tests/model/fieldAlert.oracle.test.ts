// @vitest-environment node
/** Field accessibility alert (account-signin.md §5 "An accessibility alert is announced 250 ms after blur"; §9
 *  "Accessibility alert delay: 250 ms after blur"): the delay and what is said, as literals. */
import { describe, expect } from 'vitest';
import type { fieldAlertMachine } from '../../machines/shared/fieldAlert/fieldAlert.machine';
import { type OracleCase, oracleTable } from './oracle';

const invalid = { type: 'field.messageChanged', message: 'Please enter a valid email address' } as const;
const blur = { type: 'field.blurred' } as const;

const cases: OracleCase<typeof fieldAlertMachine>[] = [
  {
    name: 'nothing is said at first',
    steps: [],
    state: 'quiet',
    verify: (run) => expect(run.snapshot().context).toEqual({ message: undefined, announced: '' }),
  },
  {
    name: 'a blur while waiting starts the 250 ms again (200 + 200 ms: not yet; 250 ms after the second: said)',
    steps: [
      invalid,
      blur,
      { advance: 200 },
      blur,
      { advance: 200 },
      { check: (run) => expect(run.snapshot().context.announced).toBe('') },
      { advance: 50 },
    ],
    context: { announced: 'Please enter a valid email address' },
  },
  {
    name: 'the message follows validation while quiet too (it becomes valid: nothing is said)',
    steps: [invalid, { type: 'field.messageChanged', message: undefined }, blur, { advance: 250 }],
    context: { message: undefined, announced: '' },
  },
  {
    name: '§5 nothing is said at 249 ms after blur; the message is announced at 250 ms',
    steps: [
      invalid,
      blur,
      { advance: 249 },
      { check: (run) => expect(run.snapshot().context.announced).toBe('') },
      { advance: 1 },
    ],
    state: 'announcing',
    context: { announced: 'Please enter a valid email address' },
  },
  {
    name: '§5 the announcement is the message as it stands when the delay ends',
    steps: [
      invalid,
      blur,
      { advance: 100 },
      { type: 'field.messageChanged', message: 'Password is required' },
      { advance: 150 },
    ],
    context: { announced: 'Password is required' },
  },
  {
    name: 'a valid field announces nothing after the delay',
    steps: [blur, { advance: 250 }],
    state: 'announcing',
    context: { announced: '' },
  },
  {
    name: 'focus clears the announcement and stops the wait',
    steps: [invalid, blur, { advance: 250 }, { type: 'field.focused' }, { advance: 250 }],
    state: 'quiet',
    context: { announced: '' },
  },
  {
    name: 'a new blur clears what was said and waits 250 ms again',
    steps: [invalid, blur, { advance: 250 }, blur, { advance: 249 }],
    state: 'waiting',
    context: { announced: '' },
  },
  {
    name: 'focus before the delay ends: nothing is announced',
    steps: [invalid, blur, { advance: 200 }, { type: 'field.focused' }, { advance: 100 }],
    state: 'quiet',
    context: { announced: '' },
  },
];

describe('fieldAlert chart: oracle', () => {
  oracleTable(
    () => import('../../machines/shared/fieldAlert/fieldAlert.machine').then((m) => m.fieldAlertMachine),
    cases,
  );
});
