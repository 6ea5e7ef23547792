/**
 * Browser configuration from VITE_* variables, checked at start-up (a readable error names the variable). Checked by
 * hand, not with zod: this runs on every first load, and zod is then not part of it (docs/performance.md).
 */
import type { ServiceName } from '../api/contracts/common';
import { ENVIRONMENTS } from '../domain/environments';

export { ENVIRONMENTS };

const SWITCH = ['on', 'off'] as const;
const BASE_URL = /^(https?:\/\/[^\s]+)?$/;
const BASE_URL_VARIABLES = [
  'VITE_IDENTITY_BASE_URL',
  'VITE_PROFILE_BASE_URL',
  'VITE_CONTENT_BASE_URL',
  'VITE_RX_BASE_URL',
  'VITE_RX_ANONYMOUS_BASE_URL',
  'VITE_RX_SECURITY_BASE_URL',
  'VITE_PHARMACY_DIRECTORY_BASE_URL',
  'VITE_WALLET_BASE_URL',
] as const;

export type ClientConfigEnv = {
  VITE_ENVIRONMENT: (typeof ENVIRONMENTS)[number];
  /** 'on' in the sandbox: ?banner=slug picks a banner, analytics are also recorded by the sandbox. */
  VITE_SANDBOX: (typeof SWITCH)[number];
} & Partial<Record<(typeof BASE_URL_VARIABLES)[number], string>>;

export interface ClientConfig {
  environment: (typeof ENVIRONMENTS)[number];
  sandbox: boolean;
  baseUrls: Partial<Record<ServiceName, string>>;
}

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    detail: string,
  ) {
    super(`Invalid configuration: ${variable} ${detail}`);
    this.name = 'ConfigError';
  }
}

function oneOf<T extends string>(
  env: Record<string, unknown>,
  name: string,
  options: readonly T[],
  fallback: T,
): T {
  const value = env[name];
  if (value === undefined) return fallback;
  if (typeof value === 'string' && (options as readonly string[]).includes(value)) return value as T;
  throw new ConfigError(name, `must be one of ${options.join(', ')}`);
}

/** Checks the environment; throws a ConfigError naming the first bad variable. */
export function parseClientConfig(env: Record<string, unknown>): ClientConfig {
  const e: ClientConfigEnv = {
    VITE_ENVIRONMENT: oneOf(env, 'VITE_ENVIRONMENT', ENVIRONMENTS, 'prod'),
    VITE_SANDBOX: oneOf(env, 'VITE_SANDBOX', SWITCH, 'off'),
  };
  for (const name of BASE_URL_VARIABLES) {
    const value = env[name];
    if (value === undefined) continue;
    if (typeof value !== 'string' || !BASE_URL.test(value))
      throw new ConfigError(name, 'must be an http(s) URL or empty');
    e[name] = value;
  }
  const url = (value: string | undefined) => value ?? '';
  return {
    environment: e.VITE_ENVIRONMENT,
    sandbox: e.VITE_SANDBOX === 'on',
    baseUrls: {
      identity: url(e.VITE_IDENTITY_BASE_URL),
      profile: url(e.VITE_PROFILE_BASE_URL),
      content: url(e.VITE_CONTENT_BASE_URL),
      rx: url(e.VITE_RX_BASE_URL),
      rxAnonymous: url(e.VITE_RX_ANONYMOUS_BASE_URL),
      rxSecurity: url(e.VITE_RX_SECURITY_BASE_URL),
      pharmacyDirectoryV1: url(e.VITE_PHARMACY_DIRECTORY_BASE_URL),
      pharmacyDirectoryV2: url(e.VITE_PHARMACY_DIRECTORY_BASE_URL),
      wallet: url(e.VITE_WALLET_BASE_URL),
      sandbox: '',
    },
  };
}
