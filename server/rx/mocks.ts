/**
 * Mock backend scenarios of the pharmacy (pharmacy-portal.md §2.1: mocks, mockScenario, ignoreProdBuild "enable mock
 * backend scenarios ... only when configuration allows"). The browser sends the scenario in the X-Rx-Mock-Scenario
 * header (src/rx/mocks.ts: sandbox builds only); the sandbox honours it only with SANDBOX_HELPERS=on, so a server
 * with the helpers off, and any production build, never runs one. What each scenario does (docs/choices.md):
 * - selfExactMatch: lookups find the mock patient (Sam Sample, 100999001) as an exact match;
 * - selfNotFound: lookups find nobody;
 * - alternate: the patient lookup finds a possible match that is not exact (the prescription lookup then asks);
 * - lookupError: lookups answer 500;
 * - linkError: links answer 500;
 * - verifiedWithQuestions / verifiedWithoutQuestions: the customer counts as identity-verified (no identity step),
 *   with or without security questions in the customer status.
 */
import type { Context } from 'hono';
import { isRxMockScenario, RX_MOCK_HEADER, type RxMockScenario } from '../../domain/rx/mocks';
import type { AppDeps } from '../http/deps';
import { sandboxHelpersOn } from '../http/sandbox-helpers';

export function mockScenarioOf(c: Context, deps: Pick<AppDeps, 'config'>): RxMockScenario | null {
  if (!sandboxHelpersOn(deps.config)) return null;
  const value = c.req.header(RX_MOCK_HEADER);
  return isRxMockScenario(value) ? value : null;
}

export function isVerifiedMock(scenario: RxMockScenario | null): boolean {
  return scenario === 'verifiedWithQuestions' || scenario === 'verifiedWithoutQuestions';
}
