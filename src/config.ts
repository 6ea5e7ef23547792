/** Browser configuration from VITE_* variables, parsed with zod at start-up (a readable error names the variable). */
import * as z from 'zod/mini';
import type { ServiceName } from '../api/contracts/common';

export const ENVIRONMENTS = ['dev', 'test', 'stage', 'prod'] as const;

const baseUrl = z.optional(
  z.string().check(z.regex(/^(https?:\/\/[^\s]+)?$/, 'must be an http(s) URL or empty')),
);

export const clientConfigSchema = z.object({
  VITE_ENVIRONMENT: z._default(z.enum(ENVIRONMENTS), 'prod'),
  /** 'on' in the sandbox: ?banner=slug picks a banner, analytics are also recorded by the sandbox. */
  VITE_SANDBOX: z._default(z.enum(['on', 'off']), 'off'),
  VITE_IDENTITY_BASE_URL: baseUrl,
  VITE_PROFILE_BASE_URL: baseUrl,
  VITE_CONTENT_BASE_URL: baseUrl,
  VITE_RX_BASE_URL: baseUrl,
  VITE_RX_ANONYMOUS_BASE_URL: baseUrl,
  VITE_RX_SECURITY_BASE_URL: baseUrl,
  VITE_PHARMACY_DIRECTORY_BASE_URL: baseUrl,
  VITE_WALLET_BASE_URL: baseUrl,
});
export type ClientConfigEnv = z.infer<typeof clientConfigSchema>;

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

/** Parses the environment; throws a ConfigError naming the first bad variable. */
export function parseClientConfig(env: Record<string, unknown>): ClientConfig {
  const result = z.safeParse(clientConfigSchema, env);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new ConfigError(String(issue?.path[0] ?? 'environment'), issue?.message ?? 'is invalid');
  }
  const e = result.data;
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
