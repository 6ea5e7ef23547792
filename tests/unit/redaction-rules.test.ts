// @vitest-environment node
/**
 * The inspector's redaction rules one by one (domain/redaction.ts; COMMON rules: no personal or health data
 * leaves the tab): allow-listed keys only, values that look like an email or a long number (7 digits or more,
 * separators ignored) always redacted, keys that are data themselves counted, cycles cut, functions dropped.
 */
import { describe, expect, it } from 'vitest';
import { isSafeKey, looksPersonal, redact, scrubText } from '../../domain/redaction';

describe('looksPersonal', () => {
  it.each([
    ['jo@example.com', true],
    ['@', true],
    ['1234567', true],
    ['123456', false],
    ['555-123-4567', true],
    ['(555) 123 4567', true],
    ['+1 555.123/45:67', true],
    ['12-34-56', false],
    ['2026-11-24', true],
    ['abc', false],
    ['', false],
    ['x1234567y', true],
    ['123 abc 4567', false],
    // Any separator between the digits: an underscore or a hash is as good as a dash to a phone number.
    ['513-555_0142', true],
    ['513_555_0142', true],
    ['513#555#0142', true],
    ['page.ready_513$555$0142', true],
  ])('%j → %j', (text, expected) => {
    expect(looksPersonal(text)).toBe(expected);
  });

  it('scrubText keeps identifiers and redacts the rest', () => {
    expect(scrubText('signIn.submit')).toBe('signIn.submit');
    expect(scrubText('jo@example.com')).toBe('[redacted]');
  });
});

describe('redact', () => {
  it.each([
    // scalars
    [null, null],
    [undefined, undefined],
    [true, true],
    [42, 42],
    [1234567, '[redacted]'],
    [Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY],
    [Number.NaN, Number.NaN],
    ['signIn.submit', 'signIn.submit'],
    ['jo@example.com', '[redacted]'],
    ['555-123-4567', '[redacted]'],
    // safe keys keep their values (scrubbed), other keys are redacted
    [
      { type: 'signIn.submit', status: 200 },
      { type: 'signIn.submit', status: 200 },
    ],
    [{ code: 'jo@example.com' }, { code: '[redacted]' }],
    [{ code: '555-123-4567' }, { code: '[redacted]' }],
    [{ statusCode: 12345678 }, { statusCode: '[redacted]' }],
    [{ firstName: 'Jo' }, { firstName: '[redacted]' }],
    [{ somethingNew: 'x' }, { somethingNew: '[redacted]' }],
    [{ email: 'x' }, { email: '[redacted]' }],
    [{ TYPE: 'a' }, { TYPE: 'a' }],
    // containers: their keys are judged one by one, at any depth; arrays element by element
    [
      { data: { status: 'ok', userId: 'u-1', nested: { type: 't' } } },
      { data: { status: 'ok', userId: '[redacted]', nested: '[redacted]' } },
    ],
    [{ authorities: ['A', 'jo@example.com'] }, { authorities: ['A', '[redacted]'] }],
    [
      [{ type: 'a' }, 'b@c.dd'],
      [{ type: 'a' }, '[redacted]'],
    ],
    // functions are dropped
    [{ type: () => 1 }, { type: undefined }],
  ])('%o → %o', (value, expected) => {
    expect(redact(value)).toStrictEqual(expected);
  });

  it.each([
    // keys that are data themselves are folded into one count
    [
      { 'jo@example.com': 1, type: 'a' },
      { type: 'a', '[redacted keys]': 1 },
    ],
    [{ 'a b': 1, '1abc': 2, x1234567: 3 }, { '[redacted keys]': 3 }],
    [{ ' type': 1 }, { '[redacted keys]': 1 }],
    [{ 'type x': 1 }, { '[redacted keys]': 1 }],
    [{ [`t${'x'.repeat(64)}`]: 1 }, { '[redacted keys]': 1 }],
    [{ [`t${'x'.repeat(63)}`]: 1 }, { [`t${'x'.repeat(63)}`]: '[redacted]' }],
    [
      { $type: 1, _x: 2, 'a-b': 3 },
      { $type: '[redacted]', _x: '[redacted]', 'a-b': '[redacted]' },
    ],
  ])('key names: %o → %o', (value, expected) => {
    expect(redact(value)).toStrictEqual(expected);
  });

  it('cuts cycles', () => {
    const data: Record<string, unknown> = { status: 'ok' };
    data.data = data;
    expect(redact({ data })).toStrictEqual({ data: { status: 'ok', data: '[cycle]' } });
    const list: unknown[] = ['a'];
    list.push(list);
    expect(redact(list)).toStrictEqual(['a', '[cycle]']);
  });

  it.each([
    ['type', true],
    ['Type', true],
    ['email', false],
    ['userId', false],
    ['', false],
  ])('isSafeKey(%j) → %j', (key, expected) => {
    expect(isSafeKey(key)).toBe(expected);
  });
});
