// @vitest-environment node
/**
 * The sandbox flow collector's contracts: a batch carries the charts' own vocabulary only (letters, digits and
 * `_ . : # $ -`; no `@`, no spaces outside state values), an actor id as the tab numbers it (`x:3`) or `withheld`,
 * page-load and browser-session ids that are random UUIDs (no other text fits), 1 to 200 records, up to 8
 * transitions per record; the strict objects refuse any extra field.
 */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  analystAuthorization,
  FLOW_ANALYST_HEADER,
  flowBatchSchema,
  flowQueryResponseSchema,
  flowQuerySchema,
  flowRecordSchema,
  flowTransitionsQuerySchema,
  flowTransitionsResponseSchema,
} from '../../api/contracts/flows';

const record = {
  actor: 'x:3',
  machine: 'account.signIn',
  seq: 2,
  event: 'form.submit',
  to: 'page.ready + banner.shown',
  status: 'active',
  transitions: ['signIn.page.editing ▸ form.submit ▸ 0', 'm.x ▸  ▸ 12'],
};

const withField = (field: string, value: unknown) => ({ ...record, [field]: value });

describe('flow record', () => {
  it('a record of chart vocabulary parses to itself', () => {
    expect(z.safeParse(flowRecordSchema, record)).toEqual({ success: true, data: record });
  });

  it.each([
    ['actor', 'x:123456789'],
    ['actor', 'withheld'],
    ['machine', 'x'.repeat(80)],
    ['event', 'xstate.init'],
    ['to', ''],
    ['to', 'a.b + c.d'],
    ['seq', 0],
    ['seq', 100_000],
    ['status', 'done'],
    ['status', 'stopped'],
    ['status', 'error'],
    ['transitions', []],
    ['transitions', Array.from({ length: 8 }, () => 'a ▸ b ▸ 1')],
    ['transitions', ['a ▸ b ▸ 123']],
    // 300 characters
    ['transitions', [`${'a'.repeat(292)} ▸ b ▸ 1`]],
  ])('accepted: %s = %j', (field, value) => {
    expect(z.safeParse(flowRecordSchema, withField(field, value)).success).toBe(true);
  });

  it.each([
    ['actor', ''],
    ['actor', 'a-b_c.d:e#f$g'],
    ['actor', 'x:1234567890'],
    ['actor', 'x:'],
    ['actor', '5135550142'],
    ['actor', 'jo@example.com'],
    ['actor', 'two words'],
    ['actor', 'x@'],
    ['actor', '@x'],
    ['actor', 'tel5135550142x:1'], // text before a valid id
    ['actor', 'jo.withheld'],
    ['machine', 'x'.repeat(81)],
    ['machine', undefined],
    ['event', 'x'.repeat(201)],
    ['event', 'a b'],
    ['to', 'jo@example.com'],
    ['to', '@a'],
    ['to', 'a@'],
    ['to', 'x'.repeat(401)],
    ['seq', -1],
    ['seq', 100_001],
    ['seq', 1.5],
    ['status', 'paused'],
    ['transitions', Array.from({ length: 9 }, () => 'a ▸ b ▸ 1')],
    ['transitions', ['a ▸ b ▸ 1234']],
    ['transitions', ['a ▸ b ▸ x']],
    ['transitions', ['a ▸ b ▸ ']],
    ['transitions', [' ▸ b ▸ 1']],
    ['transitions', ['a b ▸ c ▸ 1']],
    ['transitions', ['@ ▸ c ▸ 1']],
    ['transitions', ['a ▸ b c ▸ 1']],
    ['transitions', ['a ▸ @ ▸ 1']],
    ['transitions', ['x a ▸ b ▸ 1']],
    ['transitions', ['a ▸ b ▸ 1 x']],
    // 301 characters
    ['transitions', ['a ▸ b ▸ 1', `${'a'.repeat(293)} ▸ b ▸ 1`]],
    ['extra', 'field'],
  ])('refused: %s = %j', (field, value) => {
    expect(z.safeParse(flowRecordSchema, withField(field, value)).success).toBe(false);
  });
});

describe('flow batch', () => {
  const PAGE = '0f8b6c1e-2a4d-4c3b-9e5f-7a1b2c3d4e5f';
  const TAB = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
  const batch = { session: PAGE, records: [record] };

  it('parses to itself', () => {
    expect(z.safeParse(flowBatchSchema, batch)).toEqual({ success: true, data: batch });
  });

  it.each([
    ['session', TAB, true],
    ['session', 'a'.repeat(8), false],
    ['session', 'abcd-1234', false],
    ['session', PAGE.toUpperCase(), false],
    ['session', `${PAGE} `, false],
    ['session', `jo${PAGE}`, false], // text before a valid id
    ['session', '513-555-0142', false],
    ['session', 'jo@example.com', false],
    ['browser', TAB, true],
    ['browser', 'a'.repeat(36), false],
    ['browser', '513-555_0142', false],
    ['browser', `x${TAB}`, false],
    ['input', true, true],
    ['input', false, true],
    ['input', 'yes', false],
    ['records', [], false],
    ['records', Array.from({ length: 200 }, () => record), true],
    ['records', Array.from({ length: 201 }, () => record), false],
    ['records', [{ ...record, seq: -1 }], false],
    ['extra', 1, false],
  ])('%s = %j → %j', (field, value, ok) => {
    expect(z.safeParse(flowBatchSchema, { ...batch, [field]: value }).success).toBe(ok);
  });
});

describe('flow query', () => {
  it.each([
    [{ machine: 'account.signIn' }, true],
    [{ machine: 'account.signIn', from: '2026-11-24T10:00:00Z', to: '2026-11-24T11:00:00+01:00' }, true],
    [{ machine: 'account.signIn', from: '2026-11-24T10:00:00+01:00', to: '2026-11-24T11:00:00Z' }, true],
    [{ machine: 'a b' }, false],
    [{ machine: 'x'.repeat(81) }, false],
    [{}, false],
    [{ machine: 'm', from: 'yesterday' }, false],
    [{ machine: 'm', to: '2026-11-24' }, false],
    [{ machine: 'm', other: 1 }, false],
  ])('%j → %j', (query, ok) => {
    expect(z.safeParse(flowQuerySchema, query).success).toBe(ok);
  });

  const stored = {
    ...record,
    session: 'abcd-1234',
    browser: 'abcd-1234',
    input: true,
    at: '2026-11-24T10:00:00.000Z',
  };
  const answer = { data: { machine: 'account.signIn', truncated: false, records: [stored] } };

  it('the query answer parses to itself', () => {
    expect(z.safeParse(flowQueryResponseSchema, answer)).toEqual({ success: true, data: answer });
  });

  it.each([
    'session',
    'browser',
    'input',
    'actor',
    'machine',
    'seq',
    'event',
    'to',
    'status',
    'transitions',
    'at',
  ])('a stored record without %s is refused', (field) => {
    const { [field as keyof typeof stored]: _gone, ...rest } = stored;
    expect(z.safeParse(flowQueryResponseSchema, { data: { ...answer.data, records: [rest] } }).success).toBe(
      false,
    );
  });

  it.each([
    [{}, false],
    [{ data: { machine: 'm', records: [] } }, false],
    [{ data: { truncated: true, records: [] } }, false],
    [{ data: { machine: 'm', truncated: true } }, false],
    [{ data: { machine: 'm', truncated: true, records: [] } }, true],
  ])('answer %j → %j', (value, ok) => {
    expect(z.safeParse(flowQueryResponseSchema, value).success).toBe(ok);
  });
});

describe('transition counts (the never-taken list)', () => {
  it.each([
    [{}, true],
    [{ from: '2026-11-24T10:00:00Z', to: '2026-11-24T11:00:00Z' }, true],
    [{ from: '2026-11-24T10:00:00+01:00' }, true],
    [{ to: '2026-11-24T11:00:00-05:00' }, true],
    [{ input: 'only' }, true],
    [{ input: 'all' }, false],
    [{ input: '' }, false],
    [{ from: 'yesterday' }, false],
    [{ to: '2026-11-24' }, false],
    [{ machine: 'account.signIn' }, false],
  ])('query %j → %j', (query, ok) => {
    expect(z.safeParse(flowTransitionsQuerySchema, query).success).toBe(ok);
  });

  const answer = {
    data: {
      from: null,
      to: '2026-11-24T11:00:00Z',
      firstAt: '2026-11-24T10:05:00.000Z',
      lastAt: null,
      records: 3,
      machines: { 'account.signIn': { 'signIn.page.editing ▸ form.submit ▸ 0': 2 } },
    },
  };
  it('the answer parses to itself; each bound may be null, the counts may not', () => {
    expect(z.safeParse(flowTransitionsResponseSchema, answer)).toEqual({ success: true, data: answer });
    for (const field of ['from', 'to', 'firstAt', 'lastAt', 'records', 'machines'] as const) {
      const { [field]: _gone, ...rest } = answer.data;
      expect(z.safeParse(flowTransitionsResponseSchema, { data: rest }).success, field).toBe(false);
    }
    expect(
      z.safeParse(flowTransitionsResponseSchema, { data: { ...answer.data, records: null } }).success,
    ).toBe(false);
    expect(
      z.safeParse(flowTransitionsResponseSchema, {
        data: { ...answer.data, machines: { m: { t: 'twice' } } },
      }).success,
    ).toBe(false);
  });
});

describe('the analyst token on reads and deletes (docs/inspector.md)', () => {
  it('travels as Authorization: Bearer <token>', () => {
    expect(FLOW_ANALYST_HEADER).toBe('Authorization');
    expect(analystAuthorization('t0k3n')).toBe('Bearer t0k3n');
  });
});
