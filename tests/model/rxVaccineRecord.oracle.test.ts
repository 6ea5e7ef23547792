// @vitest-environment node
/**
 * The digital vaccine record chart's oracle table (pharmacy-portal.md §2.1 /rx/digital-vaccine-record/verify and
 * /result; §4 "Vaccine record: loading for verification, result or text-message-send calls; then verified, result or
 * smsSent, or an error"; §5 "Names", "Date of birth", "Phone"; §8 "Vaccine record" and the form errors; §9 limits;
 * docs/choices.md "The vaccine record's verification", "Which 1850/1900 limit", "Expired link"): each expected value
 * is a literal copied from the spec or from the chart's fixtures (Jordan Whitfield's record), never the chart's own
 * constant. The coverage replay over the generated paths is rxRecords.model.test.ts. This file is the vaccine
 * record's part of the mutation gate (PHARMACY_GATED in config/stryker.config.mjs).
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { ApiError } from '../../api/contracts/common';
import type { DvrFormValues } from '../../domain/rx/vaccineRecord';
import { dvrCard, dvrErrors, dvrValues } from '../../machines/rx/vaccineRecord/vaccineRecord.fixtures';
import type { vaccineRecordMachine } from '../../machines/rx/vaccineRecord/vaccineRecord.machine';
import { type OracleCase, oracleTable } from './oracle';

type Case = OracleCase<typeof vaccineRecordMachine>;

const loadChart = () =>
  import('../../machines/rx/vaccineRecord/vaccineRecord.machine').then((m) => m.vaccineRecordMachine);

const settle = async () => {
  for (let i = 0; i < 3; i++) await new Promise((r) => setTimeout(r, 0));
};

// §8 "Vaccine record", literal (including the spec's spelling "Digitial").
const NOT_FOUND = 'Patient not found in pharmacy. Please check the data that you have entered';
const INCORRECT = 'The patient date of birth or phone number is incorrect. Please try again.';
const TOO_MANY = 'You have surpassed your attempts. Please check back later and try again.';
const GENERIC = 'Something went wrong. Please try again';
const EXPIRED = 'Access to your Digitial Vaccine Record has expired. Please request another text message.';

const input = { today: '2026-11-24' };
/** The context as the chart starts (nothing verified, no link, no card). */
const fresh = {
  today: '2026-11-24',
  token: null,
  fieldErrors: {},
  error: null,
  verificationId: null,
  sent: null,
  card: null,
};

const TOKEN = 't'.repeat(43);
const VERIFICATION = 'v'.repeat(43);
const byPhone: DvrFormValues = { ...dvrValues, method: 'phoneNumber', phoneNumber: '(513) 555-0142' };

const openVerify = { type: 'dvr.openVerify' } as const;
const openResult = (token: string | null) => ({ type: 'dvr.openResult', token }) as const;
const submit = (values: DvrFormValues) => ({ type: 'dvr.submit', values }) as const;
const restart = { type: 'dvr.restart' } as const;
const retry = { type: 'dvr.retry' } as const;
const download = { type: 'dvr.download' } as const;
const direct = {
  type: 'xstate.done.actor.verifyDvr',
  output: { verified: true, delivery: 'DIRECT', verificationId: null, phoneLastFour: null },
};
const byText = (verificationId: string | null = VERIFICATION) => ({
  type: 'xstate.done.actor.verifyDvr',
  output: { verified: true, delivery: 'TEXT_MESSAGE', verificationId, phoneLastFour: '0142' },
});
const verifyFails = (error: unknown) => ({ type: 'xstate.error.actor.verifyDvr', error });
const sentAnswer = { sent: true, phoneLastFour: '0142', expiresInMinutes: 30 };
const sent = { type: 'xstate.done.actor.sendSecureMessage', output: sentAnswer };
const sendFails = (error: unknown) => ({ type: 'xstate.error.actor.sendSecureMessage', error });
const cardAnswer = { type: 'xstate.done.actor.fetchCard', output: dvrCard };
const cardFails = (error: unknown) => ({ type: 'xstate.error.actor.fetchCard', error });

const http = (status: number, code: string): ApiError => ({
  name: 'ApiError',
  kind: 'http',
  endpoint: 'POST /rx-security/dvr/verify-dvr',
  status,
  code,
  message: code,
});
/** No answer at all (offline): a network failure. */
const offline: ApiError = {
  name: 'ApiError',
  kind: 'network',
  endpoint: 'POST /rx-security/dvr/verify-dvr',
  status: 0,
  message: 'Failed to fetch',
};

const allEvents = [openVerify, openResult(TOKEN), submit(dvrValues), restart, retry, download] as const;

/** Walks to the form, then sends a valid date-of-birth submit (verifying). */
const toVerifying = [openVerify, submit(dvrValues)] as const;
/** Walks to sendingText (TEXT_MESSAGE delivery). */
const toSending = [...toVerifying, byText()] as const;

const cases: Case[] = [
  // §4: idle until the page says which it is.
  {
    name: '§4 starts idle with nothing verified: today kept, no token, errors, verification, message or card',
    input,
    steps: [],
    state: 'idle',
    notTags: ['busy'],
    refuses: [submit(dvrValues), restart, retry, download],
    accepts: [openVerify, openResult(TOKEN)],
    verify: (run) => expect(run.snapshot().context).toEqual(fresh),
  },
  {
    name: '§2.1 the verify page opens on the form, not busy, nothing called',
    input,
    steps: [openVerify],
    state: { verifyPage: 'form' },
    notTags: ['busy'],
    callCounts: { verifyDvr: 0, sendSecureMessage: 0, fetchCard: 0 },
    refuses: [openVerify, openResult(TOKEN), restart, retry, download],
    accepts: [submit(dvrValues)],
    verify: (run) => expect(run.snapshot().context).toEqual(fresh),
  },
  {
    name: '§2.1 the result page keeps the link token and fetches the card with it (busy)',
    input,
    steps: [openResult(TOKEN)],
    state: { resultPage: 'loadingCard' },
    tags: ['busy'],
    calls: { fetchCard: { token: TOKEN } },
    callCounts: { fetchCard: 1, verifyDvr: 0 },
    refuses: [openVerify, openResult(TOKEN), submit(dvrValues), retry, download, restart],
    verify: (run) => expect(run.snapshot().context).toEqual({ ...fresh, token: TOKEN }),
  },
  {
    name: '§2.1 the result page without a token (after a direct verification) fetches the card with token null',
    input,
    steps: [openResult(null)],
    state: { resultPage: 'loadingCard' },
    calls: { fetchCard: { token: null } },
    verify: (run) => expect(run.snapshot().context).toEqual(fresh),
  },

  // The verify form: a valid form is sent, with the chosen method only.
  {
    name: '§5 a valid date-of-birth form is sent (busy): names trimmed, dateOfBirth YYYY-MM-DD, no phone',
    input,
    steps: [openVerify, submit({ ...dvrValues, firstName: ' Jordan ', phoneNumber: '5135550142' })],
    state: { verifyPage: 'verifying' },
    tags: ['busy'],
    calls: { verifyDvr: { firstName: 'Jordan', lastName: 'Whitfield', dateOfBirth: '1986-07-19' } },
    callCounts: { verifyDvr: 1, sendSecureMessage: 0 },
    refuses: [submit(dvrValues), restart, retry, download, openVerify],
    verify: (run) => expect(run.snapshot().context).toEqual(fresh),
  },
  {
    name: '§5 a valid phone form is sent: the phone as 10 digits, no date of birth',
    input,
    steps: [openVerify, submit({ ...byPhone, lastName: 'Whitfield ' })],
    state: { verifyPage: 'verifying' },
    calls: { verifyDvr: { firstName: 'Jordan', lastName: 'Whitfield', phoneNumber: '5135550142' } },
  },
  {
    name: '§5 a refused form is not sent and stays on the form (field errors, no call)',
    input,
    steps: [openVerify, submit({ ...dvrValues, firstName: '' })],
    state: { verifyPage: 'form' },
    notTags: ['busy'],
    callCounts: { verifyDvr: 0 },
    verify: (run) =>
      expect(run.snapshot().context).toEqual({ ...fresh, fieldErrors: { firstName: 'Required' } }),
  },
  {
    name: '§5 correcting a refused form clears its field errors and sends it',
    input,
    steps: [openVerify, submit({ ...dvrValues, firstName: '' }), submit(dvrValues)],
    state: { verifyPage: 'verifying' },
    callCounts: { verifyDvr: 1 },
    verify: (run) => expect(run.snapshot().context).toEqual(fresh),
  },
  {
    name: '§8 a new submit clears the previous verification error (refused form: field errors only)',
    input,
    steps: [...toVerifying, verifyFails(dvrErrors.notFound), submit({ ...dvrValues, day: '' })],
    state: { verifyPage: 'form' },
    verify: (run) =>
      expect(run.snapshot().context).toEqual({ ...fresh, fieldErrors: { day: 'You must enter a day.' } }),
  },
  {
    name: '§8 a new valid submit clears the previous verification error and sends again',
    input,
    steps: [...toVerifying, verifyFails(dvrErrors.incorrect), submit(dvrValues)],
    state: { verifyPage: 'verifying' },
    callCounts: { verifyDvr: 2 },
    verify: (run) => expect(run.snapshot().context).toEqual(fresh),
  },

  // Verified: DIRECT opens the result page, anyone else gets a text message.
  {
    name: '§4 a DIRECT verification (signed-in customer’s own patient) is verified and opens the result page',
    input,
    steps: [...toVerifying, direct],
    state: { verifyPage: 'verified' },
    notTags: ['busy'],
    actions: [{ type: 'openResult' }],
    callCounts: { sendSecureMessage: 0 },
    refuses: allEvents,
    verify: (run) => expect(run.snapshot().context).toEqual(fresh),
  },
  {
    name: '§4 a TEXT_MESSAGE verification sends the text message with the verification id (busy), no result page',
    input,
    steps: toSending,
    state: { verifyPage: 'sendingText' },
    tags: ['busy'],
    notActions: ['openResult'],
    calls: { sendSecureMessage: { verificationId: VERIFICATION } },
    callCounts: { sendSecureMessage: 1 },
    refuses: allEvents,
    verify: (run) => expect(run.snapshot().context).toEqual({ ...fresh, verificationId: VERIFICATION }),
  },
  {
    name: '§5 a phone typed with 11 digits is stripped to its first 10 and sent',
    input,
    steps: [openVerify, submit({ ...byPhone, phoneNumber: '513-555-01429' })],
    state: { verifyPage: 'verifying' },
    calls: { verifyDvr: { firstName: 'Jordan', lastName: 'Whitfield', phoneNumber: '5135550142' } },
  },
  {
    name: '§4 smsSent: the message answer is kept (last four, minutes) and the verification id forgotten',
    input,
    steps: [...toSending, sent],
    state: { verifyPage: 'smsSent' },
    notTags: ['busy'],
    accepts: [restart],
    refuses: [submit(dvrValues), retry, download, openVerify, openResult(TOKEN)],
    verify: (run) =>
      expect(run.snapshot().context).toEqual({
        ...fresh,
        sent: { sent: true, phoneLastFour: '0142', expiresInMinutes: 30 },
      }),
  },
  {
    name: 'Start Over from smsSent goes back to the form with no error, ready to send again',
    input,
    steps: [...toSending, sent, restart, submit(byPhone)],
    state: { verifyPage: 'verifying' },
    callCounts: { verifyDvr: 2 },
    calls: { verifyDvr: { firstName: 'Jordan', lastName: 'Whitfield', phoneNumber: '5135550142' } },
  },
  {
    name: 'Start Over from smsSent shows the form with no field error nor message',
    input,
    steps: [...toSending, sent, restart],
    state: { verifyPage: 'form' },
    verify: (run) =>
      expect(run.snapshot().context).toMatchObject({ fieldErrors: {}, error: null, verificationId: null }),
  },

  // §8 verification failures: back to the form with the text.
  ...(
    [
      { status: '404', error: dvrErrors.notFound, text: NOT_FOUND },
      { status: '401', error: dvrErrors.incorrect, text: INCORRECT },
      { status: '403', error: dvrErrors.locked, text: TOO_MANY },
      { status: '500', error: dvrErrors.server, text: GENERIC },
      { status: '400 (default)', error: http(400, 'BAD_REQUEST'), text: GENERIC },
      { status: '429 (default)', error: http(429, 'TOO_MANY'), text: GENERIC },
      { status: 'offline (default)', error: offline, text: GENERIC },
      { status: 'a bug (default)', error: new Error('boom'), text: GENERIC },
    ] as const
  ).map(
    ({ status, error, text }): Case => ({
      name: `§8 a verify answering ${status} goes back to the form saying “${text}”`,
      input,
      steps: [...toVerifying, verifyFails(error)],
      state: { verifyPage: 'form' },
      notTags: ['busy'],
      callCounts: { sendSecureMessage: 0 },
      notActions: ['openResult'],
      accepts: [submit(dvrValues)],
      verify: (run) => expect(run.snapshot().context).toEqual({ ...fresh, error: text }),
    }),
  ),

  // The text message failing.
  {
    name: '§8 a text message refused 401 (the verification ran out) goes back to the form with the expired text',
    input,
    steps: [...toSending, sendFails(dvrErrors.expired)],
    state: { verifyPage: 'form' },
    notTags: ['busy'],
    verify: (run) =>
      expect(run.snapshot().context).toEqual({ ...fresh, verificationId: VERIFICATION, error: EXPIRED }),
  },
  ...(
    [
      { status: '500', error: dvrErrors.server },
      { status: '404', error: dvrErrors.notFound },
      { status: '403', error: dvrErrors.locked },
      { status: 'offline', error: offline },
    ] as const
  ).map(
    ({ status, error }): Case => ({
      name: `§8 a text message failing ${status} goes back to the form with the default text`,
      input,
      steps: [...toSending, sendFails(error)],
      state: { verifyPage: 'form' },
      verify: (run) => expect(run.snapshot().context.error).toBe(GENERIC),
    }),
  ),

  // The result page.
  {
    name: '§2.1 the card answered: result with the card kept and no error; Download offered',
    input,
    steps: [openResult(TOKEN), cardAnswer],
    state: { resultPage: 'result' },
    notTags: ['busy'],
    accepts: [download],
    refuses: [retry, submit(dvrValues), restart, openVerify, openResult(TOKEN)],
    verify: (run) => expect(run.snapshot().context).toEqual({ ...fresh, token: TOKEN, card: dvrCard }),
  },
  {
    name: '§2.1 Download hands the kept card (vaccine-record.smart-health-card) to the download and stays',
    input,
    steps: [openResult(TOKEN), cardAnswer, download],
    state: { resultPage: 'result' },
    actions: [{ type: 'downloadCard', params: { card: dvrCard } }],
    verify: (run) => {
      const params = run.lastActions.find((a) => a.type === 'downloadCard')?.params as
        | { card: { fileName: string } }
        | undefined;
      expect(params?.card.fileName).toBe('vaccine-record.smart-health-card');
    },
  },
  {
    name: '§8 a 401 fetching the record: expired, the expired text (spelt as the spec), then the redirect',
    input,
    steps: [openResult(TOKEN), cardFails(dvrErrors.expired)],
    state: { resultPage: 'expired' },
    notTags: ['busy'],
    actions: [{ type: 'redirectExpired' }],
    refuses: allEvents,
    verify: (run) => expect(run.snapshot().context).toEqual({ ...fresh, token: TOKEN, error: EXPIRED }),
  },
  ...(
    [
      { status: '500', error: dvrErrors.server },
      { status: '404', error: dvrErrors.notFound },
      { status: '403', error: dvrErrors.locked },
      { status: 'offline', error: offline },
    ] as const
  ).map(
    ({ status, error }): Case => ({
      name: `§8 the card failing ${status} (not 401): cardFailed with the default text, no redirect, Try Again`,
      input,
      steps: [openResult(TOKEN), cardFails(error)],
      state: { resultPage: 'cardFailed' },
      notTags: ['busy'],
      notActions: ['redirectExpired'],
      accepts: [retry],
      refuses: [download, submit(dvrValues), restart, openVerify, openResult(TOKEN)],
      verify: (run) => expect(run.snapshot().context).toEqual({ ...fresh, token: TOKEN, error: GENERIC }),
    }),
  ),
  {
    name: 'Try Again fetches the card again with the same token (busy)',
    input,
    steps: [openResult(TOKEN), cardFails(dvrErrors.server), retry],
    state: { resultPage: 'loadingCard' },
    tags: ['busy'],
    calls: { fetchCard: { token: TOKEN } },
    callCounts: { fetchCard: 2 },
  },
  {
    name: 'the card answered after Try Again clears the default text',
    input,
    steps: [openResult(TOKEN), cardFails(dvrErrors.server), retry, cardAnswer],
    state: { resultPage: 'result' },
    verify: (run) => expect(run.snapshot().context).toEqual({ ...fresh, token: TOKEN, card: dvrCard }),
  },
  {
    name: 'a 401 after Try Again is still the expired link',
    input,
    steps: [openResult(TOKEN), cardFails(dvrErrors.server), retry, cardFails(dvrErrors.expired)],
    state: { resultPage: 'expired' },
    actions: [{ type: 'redirectExpired' }],
    verify: (run) => expect(run.snapshot().context.error).toBe(EXPIRED),
  },
];

/** §5 the verify form: each message (literal from §5/§8), each limit at, below and above it. */
const formCases: { name: string; values: DvrFormValues; errors: Record<string, string> }[] = [
  {
    name: 'first name empty: “Required”',
    values: { ...dvrValues, firstName: '' },
    errors: { firstName: 'Required' },
  },
  {
    name: 'first name blank: “Required”',
    values: { ...dvrValues, firstName: '   ' },
    errors: { firstName: 'Required' },
  },
  {
    name: 'last name empty: “Required”',
    values: { ...dvrValues, lastName: '' },
    errors: { lastName: 'Required' },
  },
  {
    name: 'last name of 51 letters: “Must be 50 characters or less”',
    values: { ...dvrValues, lastName: 'A'.repeat(51) },
    errors: { lastName: 'Must be 50 characters or less' },
  },
  {
    name: 'last name of 50 letters is accepted',
    values: { ...dvrValues, lastName: 'A'.repeat(50) },
    errors: {},
  },
  {
    name: 'first name of 49 letters is accepted',
    values: { ...dvrValues, firstName: 'A'.repeat(49) },
    errors: {},
  },
  {
    name: 'a special character: “No special characters allowed.”',
    values: { ...dvrValues, firstName: 'Jord@n' },
    errors: { firstName: 'No special characters allowed.' },
  },
  {
    name: 'apostrophe, hyphen and space are letters',
    values: { ...dvrValues, lastName: "O'Neil-Whit field" },
    errors: {},
  },
  {
    name: 'month empty: “You must enter a month.”',
    values: { ...dvrValues, month: '' },
    errors: { month: 'You must enter a month.' },
  },
  {
    name: 'day empty: “You must enter a day.”',
    values: { ...dvrValues, day: '' },
    errors: { day: 'You must enter a day.' },
  },
  {
    name: 'year empty: “You must enter a year.”',
    values: { ...dvrValues, year: '' },
    errors: { year: 'You must enter a year.' },
  },
  {
    name: 'year not numeric: “Input must be numeric.”',
    values: { ...dvrValues, year: '19x6' },
    errors: { year: 'Input must be numeric.' },
  },
  {
    name: 'tomorrow (2026-11-25): “Date must not be in the future”',
    values: { ...dvrValues, month: '11', day: '25', year: '2026' },
    errors: { dateOfBirth: 'Date must not be in the future' },
  },
  {
    name: 'today (2026-11-24) is accepted (a newborn has a record)',
    values: { ...dvrValues, month: '11', day: '24', year: '2026' },
    errors: {},
  },
  {
    name: '12/31/1849: “Date must be after 01/01/1850”',
    values: { ...dvrValues, month: '12', day: '31', year: '1849' },
    errors: { dateOfBirth: 'Date must be after 01/01/1850' },
  },
  {
    name: '01/01/1850 (on the limit) is accepted',
    values: { ...dvrValues, month: '01', day: '01', year: '1850' },
    errors: {},
  },
  {
    name: '01/02/1850 is accepted',
    values: { ...dvrValues, month: '01', day: '02', year: '1850' },
    errors: {},
  },
  {
    name: '02/30/1990: “Date of Birth must be valid”',
    values: { ...dvrValues, month: '02', day: '30', year: '1990' },
    errors: { dateOfBirth: 'Date of Birth must be valid' },
  },
  {
    name: 'phone of 9 digits: “Invalid phone number, must be 10 digits”',
    values: { ...byPhone, phoneNumber: '513555014' },
    errors: { phoneNumber: 'Invalid phone number, must be 10 digits' },
  },
  {
    name: 'phone of 10 digits is accepted (the date fields are not checked)',
    values: { ...byPhone, month: '', day: '', year: '' },
    errors: {},
  },
  {
    name: 'by date of birth the phone is not checked',
    values: { ...dvrValues, phoneNumber: '1' },
    errors: {},
  },
];

describe('rxVaccineRecord chart: oracle (literals from the spec)', () => {
  oracleTable(loadChart, cases);

  describe('§5 the verify form', () => {
    oracleTable(
      loadChart,
      formCases.map(
        ({ name, values, errors }): Case => ({
          name: `§5 ${name}${Object.keys(errors).length ? ' (no call)' : ' (sent)'}`,
          input,
          steps: [openVerify, submit(values)],
          state: Object.keys(errors).length ? { verifyPage: 'form' } : { verifyPage: 'verifying' },
          callCounts: { verifyDvr: Object.keys(errors).length ? 0 : 1 },
          verify: (run) => expect(run.snapshot().context.fieldErrors).toEqual(errors),
        }),
      ),
    );
  });

  describe('with actors that answer (promises)', () => {
    async function started(answers: {
      verify?: () => Promise<unknown>;
      send?: () => Promise<unknown>;
      card?: () => Promise<unknown>;
    }) {
      const { vaccineRecordMachine } = await import('../../machines/rx/vaccineRecord/vaccineRecord.machine');
      const calls: Record<string, unknown[]> = {};
      const effects: string[] = [];
      const push = (name: string, input: unknown) => {
        calls[name] = [...(calls[name] ?? []), input];
      };
      const actor = createActor(
        vaccineRecordMachine.provide({
          actors: {
            verifyDvr: fromPromise(async ({ input }) => {
              push('verifyDvr', input);
              return (answers.verify ?? (async () => ({})))() as never;
            }),
            sendSecureMessage: fromPromise(async ({ input }) => {
              push('send', input);
              return (answers.send ?? (async () => ({})))() as never;
            }),
            fetchCard: fromPromise(async ({ input }) => {
              push('card', input);
              return (answers.card ?? (async () => dvrCard))() as never;
            }),
          },
          actions: {
            openResult: () => effects.push('openResult'),
            redirectExpired: () => effects.push('redirectExpired'),
            downloadCard: (_, p) => effects.push(`download:${p.card?.fileName}`),
          },
        }),
        { input: { today: '2026-11-24' } },
      ).start();
      return { actor, calls, effects };
    }

    it.each([
      { error: dvrErrors.notFound, text: NOT_FOUND },
      { error: dvrErrors.incorrect, text: INCORRECT },
      { error: dvrErrors.locked, text: TOO_MANY },
      { error: dvrErrors.server, text: GENERIC },
    ])('§8 a verify answering $error.status says “$text”', async ({ error, text }) => {
      const { actor } = await started({
        verify: async () => {
          throw error;
        },
      });
      actor.send({ type: 'dvr.openVerify' });
      actor.send({ type: 'dvr.submit', values: dvrValues });
      await settle();
      expect(actor.getSnapshot().value).toEqual({ verifyPage: 'form' });
      expect(actor.getSnapshot().context.error).toBe(text);
    });

    it('verifies by date of birth with the names and the date only; a signed-in own patient opens the result', async () => {
      const { actor, calls, effects } = await started({
        verify: async () => ({
          verified: true,
          delivery: 'DIRECT',
          verificationId: null,
          phoneLastFour: null,
        }),
      });
      actor.send({ type: 'dvr.openVerify' });
      actor.send({
        type: 'dvr.submit',
        values: { ...dvrValues, firstName: ' Jordan ', phoneNumber: '5135550142' },
      });
      await settle();
      expect(calls.verifyDvr).toEqual([
        { firstName: 'Jordan', lastName: 'Whitfield', dateOfBirth: '1986-07-19' },
      ]);
      expect(actor.getSnapshot().value).toEqual({ verifyPage: 'verified' });
      expect(effects).toEqual(['openResult']);
    });

    it('anyone else gets the text-message link: the verification id goes to secure-message, then smsSent', async () => {
      const { actor, calls } = await started({
        verify: async () => ({
          verified: true,
          delivery: 'TEXT_MESSAGE',
          verificationId: 'abc',
          phoneLastFour: '0142',
        }),
        send: async () => ({ sent: true, phoneLastFour: '0142', expiresInMinutes: 30 }),
      });
      actor.send({ type: 'dvr.openVerify' });
      actor.send({ type: 'dvr.submit', values: byPhone });
      await settle();
      expect(calls.verifyDvr).toEqual([
        { firstName: 'Jordan', lastName: 'Whitfield', phoneNumber: '5135550142' },
      ]);
      expect(calls.send).toEqual([{ verificationId: 'abc' }]);
      expect(actor.getSnapshot().value).toEqual({ verifyPage: 'smsSent' });
      expect(actor.getSnapshot().context.sent).toEqual({
        sent: true,
        phoneLastFour: '0142',
        expiresInMinutes: 30,
      });
    });

    it('§8 a 401 fetching the record says the expired text (spelt as the spec) and redirects', async () => {
      const { actor, calls, effects } = await started({
        card: async () => {
          throw dvrErrors.expired;
        },
      });
      actor.send({ type: 'dvr.openResult', token: 'tok' });
      await settle();
      expect(calls.card).toEqual([{ token: 'tok' }]);
      expect(actor.getSnapshot().value).toEqual({ resultPage: 'expired' });
      expect(actor.getSnapshot().context.error).toBe(EXPIRED);
      expect(effects).toEqual(['redirectExpired']);
    });

    it('shows the card and downloads it as vaccine-record.smart-health-card', async () => {
      const { actor, effects } = await started({});
      actor.send({ type: 'dvr.openResult', token: null });
      await settle();
      expect(actor.getSnapshot().value).toEqual({ resultPage: 'result' });
      actor.send({ type: 'dvr.download' });
      expect(effects).toEqual(['download:vaccine-record.smart-health-card']);
    });
  });
});
