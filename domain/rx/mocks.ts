/**
 * Mock backend scenarios of the pharmacy (pharmacy-portal.md §2.1: "The last three [ignoreProdBuild, mocks,
 * mockScenario] enable mock backend scenarios (selfExactMatch, selfNotFound, alternate, lookupError, linkError, and
 * verified-with-questions variants) only when configuration allows"). The names are defined here once; the identity
 * flows' sandbox routes give each its behaviour (server/rx/mocks.ts `mockScenarioOf`).
 */
/** Sandbox only: the mock backend scenario a pharmacy call asks for (honoured with SANDBOX_HELPERS=on). */
export const RX_MOCK_HEADER = 'X-Rx-Mock-Scenario';

export const RX_MOCK_SCENARIOS = [
  'selfExactMatch',
  'selfNotFound',
  'alternate',
  'lookupError',
  'linkError',
  'verifiedWithQuestions',
  'verifiedWithoutQuestions',
] as const;
export type RxMockScenario = (typeof RX_MOCK_SCENARIOS)[number];

export function isRxMockScenario(value: string | null | undefined): value is RxMockScenario {
  return (RX_MOCK_SCENARIOS as readonly string[]).includes(value ?? '');
}

/** The scenario a page's query asks for: `mocks=true` and a known `mockScenario`; otherwise none. */
export function mockScenarioFrom(search: string): RxMockScenario | null {
  const query = new URLSearchParams(search);
  if (query.get('mocks') !== 'true') return null;
  const scenario = query.get('mockScenario');
  return isRxMockScenario(scenario) ? scenario : null;
}
