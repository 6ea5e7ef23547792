// @vitest-environment node
/**
 * The loyalty-card chart's oracle table (pharmacy-portal.md §5 "Alternate ID", "Loyalty number"; §7.1 PUT / DELETE
 * /patient/{n}/loyaltyCardNumber; §9 "alternate ID 10 digits or card 11 to 13; loyalty number of 10 characters also
 * sets the alternate id"): each expected value is a literal copied from the spec (the field texts, the limits 10 and
 * 11 to 13) or, where the spec gives no text (the toasts), from the seeded product texts, never the chart's own
 * constant. The coverage replay over the generated paths is rxLoyaltyCard.model.test.ts. This file is the loyalty
 * card's part of the mutation gate (PHARMACY_GATED in config/stryker.config.mjs).
 */
import { describe, expect } from 'vitest';
import type { loyaltyCardMachine } from '../../machines/rx/loyaltyCard/loyaltyCard.machine';
import { type OracleCase, oracleTable } from './oracle';

type Case = OracleCase<typeof loyaltyCardMachine>;

const loadChart = () =>
  import('../../machines/rx/loyaltyCard/loyaltyCard.machine').then((m) => m.loyaltyCardMachine);

const JORDAN = '100234567';
const CARD = '4800012345678';
const withCard = { patientNumber: JORDAN, loyaltyCardNumber: CARD, alternateId: null };
const withoutCard = { patientNumber: JORDAN, loyaltyCardNumber: null, alternateId: null };
const withBoth = { patientNumber: JORDAN, loyaltyCardNumber: '1234567890', alternateId: '1234567890' };

const REQUIRED = 'Number is a required field';
const WRONG_LENGTH =
  'Alternate ID numbers must be 10 digits. Plus card numbers must be between 11 and 13 digits';

const SAVED = { heading: 'Loyalty card saved', text: 'Your loyalty card number was saved.', tone: 'success' };
const REMOVED = {
  heading: 'Loyalty card removed',
  text: 'Your loyalty card number was removed.',
  tone: 'success',
};
const FAILED = {
  heading: 'Loyalty card not saved',
  text: 'We could not save the loyalty card number. Please try again.',
  tone: 'error',
};

const edit = { type: 'loyalty.edit' } as const;
const cancel = { type: 'loyalty.cancel' } as const;
const save = (value: string) => ({ type: 'loyalty.save', value }) as const;
const saved = (loyaltyCardNumber: string | null, alternateId: string | null) => ({
  type: 'xstate.done.actor.saveLoyaltyCard',
  output: { loyaltyCardNumber, alternateId },
});
const removed = {
  type: 'xstate.done.actor.deleteLoyaltyCard',
  output: { loyaltyCardNumber: null, alternateId: null },
};
const serverError = {
  name: 'ApiError',
  kind: 'http',
  endpoint: 'PUT /rx/api/patient/100234567/loyaltyCardNumber',
  status: 500,
  message: 'Internal server error',
};
const saveFails = { type: 'xstate.error.actor.saveLoyaltyCard', error: serverError };
const removeFails = {
  type: 'xstate.error.actor.deleteLoyaltyCard',
  error: { ...serverError, endpoint: 'DELETE /rx/api/patient/100234567/loyaltyCardNumber' },
};

/** A number the chart must reject, with the text it must say (nothing sent). */
const rejected = (
  input: typeof withCard | typeof withoutCard,
  value: string,
  draft: string,
  error: string,
): Case => ({
  name: `${input.loyaltyCardNumber ? 'with a card' : 'without a card'}, "${value}" is refused with “${error}”`,
  input,
  steps: [edit, save(value)],
  state: 'editing',
  notTags: ['busy'],
  callCounts: { saveLoyaltyCard: 0, deleteLoyaltyCard: 0 },
  notActions: ['notify', 'refreshPatients'],
  context: { ...input, draft, error },
});

/** A number the chart must send with PUT (§5 10 digits, or 11 to 13). */
const sent = (value: string, number: string): Case => ({
  name: `§5 "${value}" is a valid number: PUT /patient/${JORDAN}/loyaltyCardNumber with ${number}, busy`,
  input: withoutCard,
  steps: [edit, save(value)],
  state: 'saving',
  tags: ['busy'],
  calls: { saveLoyaltyCard: { patientNumber: JORDAN, loyaltyCardNumber: number } },
  callCounts: { saveLoyaltyCard: 1, deleteLoyaltyCard: 0 },
  verify: (run) => expect(run.snapshot().context).toEqual({ ...withoutCard, draft: number, error: null }),
});

const cases: Case[] = [
  // Start, editing, cancelling.
  {
    name: 'starts viewing the card on file with an empty draft and no message, nothing sent',
    input: withCard,
    steps: [],
    state: 'viewing',
    notTags: ['busy'],
    callCounts: { saveLoyaltyCard: 0, deleteLoyaltyCard: 0 },
    verify: (run) => expect(run.snapshot().context).toEqual({ ...withCard, draft: '', error: null }),
  },
  {
    name: 'viewing accepts only edit: save and cancel are refused',
    input: withCard,
    steps: [],
    accepts: [edit],
    refuses: [save('1234567890'), save(''), cancel],
  },
  {
    name: 'editing a card on file starts the draft from the card, with no message',
    input: withCard,
    steps: [edit],
    state: 'editing',
    notTags: ['busy'],
    verify: (run) => expect(run.snapshot().context).toEqual({ ...withCard, draft: CARD, error: null }),
  },
  {
    name: 'editing without a card starts an empty draft',
    input: withoutCard,
    steps: [edit],
    state: 'editing',
    verify: (run) => expect(run.snapshot().context).toEqual({ ...withoutCard, draft: '', error: null }),
  },
  {
    name: 'editing accepts save and cancel, refuses edit',
    input: withCard,
    steps: [edit],
    accepts: [save('1234567890'), save(''), save('123'), cancel],
    refuses: [edit],
  },
  {
    name: 'cancel goes back to viewing and clears the message, nothing sent',
    input: withoutCard,
    steps: [edit, save('123'), cancel],
    state: 'viewing',
    callCounts: { saveLoyaltyCard: 0, deleteLoyaltyCard: 0 },
    verify: (run) => expect(run.snapshot().context).toEqual({ ...withoutCard, draft: '123', error: null }),
  },
  {
    name: 'editing again after a refused number shows no message',
    input: withoutCard,
    steps: [edit, save('123'), cancel, edit],
    state: 'editing',
    verify: (run) => expect(run.snapshot().context).toEqual({ ...withoutCard, draft: '', error: null }),
  },
  // §5 "Alternate ID" limits: 10 digits, or 11 to 13 (at, below, above).
  sent('1234567890', '1234567890'),
  sent('12345678901', '12345678901'),
  sent('123456789012', '123456789012'),
  sent('1234567890123', '1234567890123'),
  sent(' 1234567890 ', '1234567890'),
  rejected(withoutCard, '123456789', '123456789', WRONG_LENGTH),
  rejected(withoutCard, '12345678901234', '12345678901234', WRONG_LENGTH),
  rejected(withCard, '123', '123', WRONG_LENGTH),
  rejected(withoutCard, '12345abcde', '12345abcde', WRONG_LENGTH),
  rejected(withoutCard, ' 123 ', '123', WRONG_LENGTH),
  rejected(withoutCard, '', '', REQUIRED),
  rejected(withoutCard, '   ', '', REQUIRED),
  {
    name: 'a refused number is refused again with the same message until it is corrected; then no message',
    input: withoutCard,
    steps: [edit, save('123'), save('1234567890')],
    state: 'saving',
    verify: (run) =>
      expect(run.snapshot().context).toEqual({ ...withoutCard, draft: '1234567890', error: null }),
  },
  {
    name: 'a required-field refusal followed by a length refusal shows the length text',
    input: withoutCard,
    steps: [edit, save(''), save('12')],
    state: 'editing',
    context: { draft: '12', error: WRONG_LENGTH },
  },
  // §5 "Loyalty number: empty means delete".
  {
    name: '§5 with a card on file, an empty number deletes it: DELETE /patient/100234567/loyaltyCardNumber, busy',
    input: withCard,
    steps: [edit, save('')],
    state: 'removing',
    tags: ['busy'],
    calls: { deleteLoyaltyCard: { patientNumber: JORDAN } },
    callCounts: { saveLoyaltyCard: 0, deleteLoyaltyCard: 1 },
    verify: (run) => expect(run.snapshot().context).toEqual({ ...withCard, draft: '', error: null }),
  },
  {
    name: '§5 with a card on file, blanks only also delete it',
    input: withCard,
    steps: [edit, save('   ')],
    state: 'removing',
    calls: { deleteLoyaltyCard: { patientNumber: JORDAN } },
    context: { draft: '' },
  },
  {
    name: 'with a card on file, a valid new number replaces it with PUT (not DELETE)',
    input: withCard,
    steps: [edit, save('12345678901')],
    state: 'saving',
    calls: { saveLoyaltyCard: { patientNumber: JORDAN, loyaltyCardNumber: '12345678901' } },
    callCounts: { deleteLoyaltyCard: 0 },
  },
  {
    name: 'while saving or removing every user event is refused',
    input: withCard,
    steps: [edit, save('1234567890')],
    refuses: [edit, save('1234567890'), save(''), cancel],
  },
  {
    name: 'while removing every user event is refused',
    input: withCard,
    steps: [edit, save('')],
    refuses: [edit, save('1234567890'), save(''), cancel],
  },
  // Results.
  {
    name: '§5 a saved 10-character number is also the alternate id; toast “Loyalty card saved”, patients read again',
    input: withoutCard,
    steps: [edit, save('1234567890'), saved('1234567890', '1234567890')],
    state: 'viewing',
    notTags: ['busy'],
    actions: [{ type: 'notify', params: { toast: SAVED } }, { type: 'refreshPatients' }],
    verify: (run) => {
      expect(run.snapshot().context).toEqual({
        patientNumber: JORDAN,
        loyaltyCardNumber: '1234567890',
        alternateId: '1234567890',
        draft: '1234567890',
        error: null,
      });
      expect(run.lastActions.filter((a) => a.type === 'notify')).toHaveLength(1);
      expect(run.lastActions.filter((a) => a.type === 'refreshPatients')).toHaveLength(1);
    },
  },
  {
    name: 'a saved 13-digit card keeps the alternate id the pharmacy answers (none)',
    input: withBoth,
    steps: [edit, save('1234567890123'), saved('1234567890123', null)],
    state: 'viewing',
    verify: (run) =>
      expect(run.snapshot().context).toEqual({
        patientNumber: JORDAN,
        loyaltyCardNumber: '1234567890123',
        alternateId: null,
        draft: '1234567890123',
        error: null,
      }),
  },
  {
    name: 'a removed card leaves no card and no alternate id; toast “Loyalty card removed”, patients read again',
    input: withBoth,
    steps: [edit, save(''), removed],
    state: 'viewing',
    actions: [{ type: 'notify', params: { toast: REMOVED } }, { type: 'refreshPatients' }],
    verify: (run) =>
      expect(run.snapshot().context).toEqual({
        patientNumber: JORDAN,
        loyaltyCardNumber: null,
        alternateId: null,
        draft: '',
        error: null,
      }),
  },
  {
    name: 'a failed save stays in the form with the toast “Loyalty card not saved”, card unchanged, no refresh',
    input: withCard,
    steps: [edit, save('1234567890'), saveFails],
    state: 'editing',
    notTags: ['busy'],
    actions: [{ type: 'notify', params: { toast: FAILED } }],
    notActions: ['refreshPatients'],
    verify: (run) =>
      expect(run.snapshot().context).toEqual({ ...withCard, draft: '1234567890', error: null }),
  },
  {
    name: 'a failed removal stays in the form with the toast “Loyalty card not saved”, card kept, no refresh',
    input: withCard,
    steps: [edit, save(''), removeFails],
    state: 'editing',
    actions: [{ type: 'notify', params: { toast: FAILED } }],
    notActions: ['refreshPatients'],
    verify: (run) => expect(run.snapshot().context).toEqual({ ...withCard, draft: '', error: null }),
  },
  {
    name: 'after a failed save, saving again retries the PUT with the same input',
    input: withCard,
    steps: [edit, save('1234567890'), saveFails, save('1234567890')],
    state: 'saving',
    calls: { saveLoyaltyCard: { patientNumber: JORDAN, loyaltyCardNumber: '1234567890' } },
    callCounts: { saveLoyaltyCard: 2 },
  },
  {
    name: 'after a failed removal, saving empty again retries the DELETE',
    input: withCard,
    steps: [edit, save(''), removeFails, save('')],
    state: 'removing',
    callCounts: { deleteLoyaltyCard: 2, saveLoyaltyCard: 0 },
  },
  {
    name: 'after a removal, an empty number is required (no card on file any more)',
    input: withCard,
    steps: [edit, save(''), removed, edit, save('')],
    state: 'editing',
    callCounts: { deleteLoyaltyCard: 1 },
    context: { loyaltyCardNumber: null, draft: '', error: REQUIRED },
  },
  {
    name: 'after a save, editing starts from the stored card',
    input: withoutCard,
    steps: [edit, save('12345678901'), saved('12345678901', null), edit],
    state: 'editing',
    context: { draft: '12345678901', error: null },
  },
];

describe('rxLoyaltyCard chart: oracle (literals from the spec)', () => {
  oracleTable(loadChart, cases);
});
