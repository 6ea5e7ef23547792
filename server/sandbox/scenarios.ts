/**
 * Mock scenarios for end-to-end tests of failure handling (account-signin.md §8 "Profile failure").
 * A scenario is chosen per request by the X-Sandbox-Scenario header or, simpler for a browser, by the
 * sandbox_scenario cookie that POST /__sandbox/scenario sets. It only affects the shopper demo account,
 * so a forgotten cookie cannot break the other accounts. Scenarios exist only with SANDBOX_HELPERS=on.
 */
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import * as z from 'zod/mini';
import type { Config } from '../config';
import { sandboxHelpersOn } from '../http/sandbox-helpers';
import { SHOPPER } from '../db/fixtures/customers';

export const SCENARIOS = ['malformed-profile', 'profile-500'] as const;
export type Scenario = (typeof SCENARIOS)[number];

export const SCENARIO_HEADER = 'X-Sandbox-Scenario';
export const SCENARIO_COOKIE = 'sandbox_scenario';
export const SCENARIO_ACCOUNT_EMAIL = SHOPPER.email;

export const scenarioRequestSchema = z.object({ scenario: z.enum([...SCENARIOS, 'none']) });

const isScenario = (value: string | undefined): value is Scenario =>
  value !== undefined && (SCENARIOS as readonly string[]).includes(value);

/**
 * The scenario of this request for this account, or null: the header wins over the cookie. Always null while
 * the sandbox helpers are off (SANDBOX_HELPERS, config.sandboxHelpers): a production-like server never fakes a
 * failure because a request asks it to.
 */
export function scenarioFor(
  c: Context,
  config: Pick<Config, 'sandboxHelpers'>,
  accountEmail: string,
): Scenario | null {
  if (!sandboxHelpersOn(config)) return null;
  if (accountEmail !== SCENARIO_ACCOUNT_EMAIL) return null;
  const header = c.req.header(SCENARIO_HEADER)?.trim();
  if (isScenario(header)) return header;
  const cookie = getCookie(c, SCENARIO_COOKIE);
  return isScenario(cookie) ? cookie : null;
}
