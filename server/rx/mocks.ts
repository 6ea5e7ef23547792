/**
 * Mock backend scenarios of the pharmacy (pharmacy-portal.md §2.1 "mocks, mockScenario, ignoreProdBuild ... only when
 * configuration allows"): the scenario a request asks for (header RX_MOCK_HEADER, sent by a sandbox build from a
 * page with ?mocks=true&mockScenario=<name>), honoured only with SANDBOX_HELPERS=on. A route gives a scenario its
 * behaviour: `if (mockScenarioOf(c, deps.config) === 'selfNotFound') return ...` (the identity flows fill them in).
 */
import type { Context } from 'hono';
import { isRxMockScenario, RX_MOCK_HEADER, type RxMockScenario } from '../../src/domain/rx/mocks';
import type { Config } from '../config';
import { sandboxHelpersOn } from '../http/sandbox-helpers';

export function mockScenarioOf(c: Context, config: Pick<Config, 'sandboxHelpers'>): RxMockScenario | null {
  if (!sandboxHelpersOn(config)) return null;
  const asked = c.req.header(RX_MOCK_HEADER);
  return isRxMockScenario(asked) ? asked : null;
}
