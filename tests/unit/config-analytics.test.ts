import { describe, expect, it, vi } from 'vitest';
import { createAnalytics } from '../../src/analytics';
import { ConfigError, parseClientConfig } from '../../src/config';
import { sanitizeAnalyticsPayload } from '../../domain/analytics';
import { isPersonalKey } from '../../domain/privacy';
import { REDACTED, redact } from '../../domain/redaction';

describe('client configuration', () => {
  it('defaults to prod, same-origin services, sandbox off', () => {
    const config = parseClientConfig({});
    expect(config.environment).toBe('prod');
    expect(config.sandbox).toBe(false);
    expect(config.baseUrls.profile).toBe('');
  });
  it('reads base URLs per service', () => {
    const config = parseClientConfig({
      VITE_PROFILE_BASE_URL: 'https://api.example.test',
      VITE_SANDBOX: 'on',
      VITE_ENVIRONMENT: 'stage',
    });
    expect(config).toMatchObject({
      environment: 'stage',
      sandbox: true,
      baseUrls: { profile: 'https://api.example.test', identity: '' },
    });
  });
  it('names the bad variable', () => {
    expect(() => parseClientConfig({ VITE_ENVIRONMENT: 'qa' })).toThrow(ConfigError);
    expect(() => parseClientConfig({ VITE_ENVIRONMENT: 'qa' })).toThrow(/VITE_ENVIRONMENT/);
    expect(() => parseClientConfig({ VITE_WALLET_BASE_URL: 'ftp://x' })).toThrow(/VITE_WALLET_BASE_URL/);
  });
});

describe('analytics', () => {
  it('never passes names, emails, phones, dates of birth or health data to a sink', () => {
    const sink = { track: vi.fn() };
    createAnalytics([sink]).track('profile_load_failed', {
      reason: 'customerFacing',
      statusCode: 503,
      email: 'a@b.c',
      firstName: 'Dana',
      phoneNumber: '555',
      dateOfBirth: '1990-01-01',
      prescriptions: 'x',
      nested: { a: 1 },
    });
    expect(sink.track).toHaveBeenCalledWith('profile_load_failed', {
      reason: 'customerFacing',
      statusCode: 503,
    });
  });
  it("is owned by its instance: an app's sinks hear only its own events", () => {
    const one = { track: vi.fn() };
    const two = { track: vi.fn() };
    createAnalytics([one]).track('page_view', { path: '/signin' });
    createAnalytics([two]);
    expect(one.track).toHaveBeenCalledTimes(1);
    expect(two.track).not.toHaveBeenCalled();
  });
  it('pushes to a dataLayer array by default', () => {
    window.dataLayer = [];
    createAnalytics().track('page_view', { path: '/health' });
    expect(window.dataLayer).toEqual([{ event: 'page_view', path: '/health' }]);
  });
  it('keeps a null value (a scalar), drops an object or array value', () => {
    expect(sanitizeAnalyticsPayload({ reason: null, count: 0, list: [1], nested: { a: 1 } })).toEqual({
      payload: { reason: null, count: 0 },
      dropped: ['list', 'nested'],
    });
  });

  it('reports which keys it dropped', () => {
    expect(sanitizeAnalyticsPayload({ ok: true, pin: '1234' })).toEqual({
      payload: { ok: true },
      dropped: ['pin'],
    });
  });
});

describe('redaction list', () => {
  it('redacts personal fields at any depth, case-insensitively', () => {
    expect(isPersonalKey('Email')).toBe(true);
    expect(
      redact({ type: 'session.signIn', credentials: { email: 'a@b.c', password: 'x', rememberMe: true } }),
    ).toEqual({
      type: 'session.signIn',
      credentials: { email: REDACTED, password: REDACTED, rememberMe: true },
    });
    const cyclic: Record<string, unknown> = { status: 1, a: 1 };
    cyclic.output = cyclic;
    // Allow-list: `a` was never declared safe, so it is redacted too.
    expect(redact(cyclic)).toEqual({ status: 1, a: REDACTED, output: '[cycle]' });
  });
});
