/**
 * Mock backend scenarios (pharmacy-portal.md §2.1 "ignoreProdBuild, mocks, mockScenario ... enable mock backend
 * scenarios only when configuration allows"). Only a sandbox build has them: RX_MOCKS_ON is replaced at build time
 * and is false in a production build (VITE_SANDBOX=off), so the bundler drops the rest; the sandbox server honours
 * the header only with SANDBOX_HELPERS=on. The page's query names the scenario: `?mocks=true&mockScenario=<name>`
 * (`ignoreProdBuild=true` is accepted as the spec lists it and changes nothing: a production build has no mocks).
 */
import type { ServiceName } from '../../api/contracts/common';
import { mockScenarioFrom, RX_MOCK_HEADER } from '../../domain/rx/mocks';

/** Replaced at build time: true only in a sandbox build (VITE_SANDBOX=on) and in tests. */
export const RX_MOCKS_ON: boolean = import.meta.env.VITE_SANDBOX === 'on' || import.meta.env.MODE === 'test';

const PHARMACY_MOCK_SERVICES: readonly ServiceName[] = ['rx', 'rxAnonymous', 'rxSecurity'];

/** The mock-scenario header for a pharmacy call made from a page with this query, or none. */
export function rxMockHeaders(service: ServiceName, search: string): Record<string, string> {
  if (!RX_MOCKS_ON || !PHARMACY_MOCK_SERVICES.includes(service)) return {};
  const scenario = mockScenarioFrom(search);
  return scenario ? { [RX_MOCK_HEADER]: scenario } : {};
}
