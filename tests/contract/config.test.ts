// @vitest-environment node
/** Environment parsing (style.md: zod at start-up, with a readable error naming the variable). */
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';

function problemsOf(env: Record<string, string>): readonly string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('has sandbox defaults', () => {
    expect(loadConfig({})).toEqual({
      port: 8080,
      secondOriginPort: 8081,
      dataDir: '.data',
      databaseUrl: undefined,
      // No default secret: server/session-secret.ts makes one per data directory (tests/contract/session-secret.test.ts).
      sessionSecret: undefined,
      publicOrigin: 'http://localhost:8080',
      distDir: 'dist',
      sandboxHelpers: false,
      trustProxy: false,
      rxTimeouts: { warningSeconds: 540, expirySeconds: 61 },
      // No FLOW_ANALYST_TOKEN: a random one for this start (tests/contract/flows.test.ts).
      analystToken: expect.stringMatching(/^[\w-]{16,}$/),
      analystTokenGenerated: true,
    });
  });

  it('reads the flow collector’s analyst token, never echoing it when it is too short', () => {
    expect(loadConfig({ FLOW_ANALYST_TOKEN: 'analyst-token-0123456789' })).toMatchObject({
      analystToken: 'analyst-token-0123456789',
      analystTokenGenerated: false,
    });
    expect(problemsOf({ FLOW_ANALYST_TOKEN: 'short-secret' })).toEqual([
      'FLOW_ANALYST_TOKEN: must be at least 16 characters',
    ]);
  });

  it('reads the pharmacy session timings (pharmacy-portal.md §9; shorter in demonstrations and tests)', () => {
    expect(loadConfig({ RX_TIMEOUT_WARNING_S: '5', RX_TIMEOUT_EXPIRY_S: '7' }).rxTimeouts).toEqual({
      warningSeconds: 5,
      expirySeconds: 7,
    });
    expect(problemsOf({ RX_TIMEOUT_WARNING_S: '0' })).toEqual([
      'RX_TIMEOUT_WARNING_S: must be between 1 and 86400 (got "0")',
    ]);
  });

  it('reads the variables, treating empty ones as unset', () => {
    const config = loadConfig({
      PORT: '3000',
      DATA_DIR: '/tmp/x',
      DATABASE_URL: 'postgres://u:p@h:5432/d',
      SESSION_SECRET: '',
    });
    expect(config).toMatchObject({
      port: 3000,
      secondOriginPort: 3001,
      dataDir: '/tmp/x',
      databaseUrl: 'postgres://u:p@h:5432/d',
    });
    expect(config.sessionSecret).toBeUndefined();
    expect(config.publicOrigin).toBe('http://localhost:3000');
  });

  it('takes the origin of mailed links from PUBLIC_ORIGIN, an origin and nothing else', () => {
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://shop.example' }).publicOrigin).toBe('https://shop.example');
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://Shop.Example:8443/' }).publicOrigin).toBe(
      'https://shop.example:8443',
    );
    for (const bad of [
      'shop.example',
      'ftp://shop.example',
      'https://shop.example/account',
      'https://a@shop.example',
      'https://shop.example/?x',
    ])
      expect(problemsOf({ PUBLIC_ORIGIN: bad })).toEqual([
        `PUBLIC_ORIGIN: must be an origin such as https://shop.example (scheme, host and port only) (got "${bad}")`,
      ]);
  });

  it('names each bad variable', () => {
    expect(problemsOf({ PORT: 'eighty' })).toEqual(['PORT: must be a whole number (got "eighty")']);
    expect(problemsOf({ PORT: '65535' })).toEqual(['PORT: must be between 1 and 65534 (got "65535")']);
    const problems = problemsOf({ DATABASE_URL: 'mysql://root:hunter2@db/x', SESSION_SECRET: 'short' });
    expect(problems).toEqual([
      'DATABASE_URL: must be a postgres:// or postgresql:// URL',
      'SESSION_SECRET: must be at least 16 characters',
    ]);
    // Credentials are never echoed.
    expect(problems.join()).not.toContain('hunter2');
  });
});
