/**
 * Analytics of pharmacy actions (pharmacy-portal.md §9 "Analytics action payloads mark data as Protected Health
 * Information and carry schema versions"): every pharmacy payload is marked and versioned here, and carries counts,
 * amounts and codes only: never a name, drug, rx number or patient number (domain/privacy.ts drops those keys
 * anyway; tests/unit/rx-orders-domain.test.ts checks the order's payload).
 */
export const PHI_CLASSIFICATION = 'Protected Health Information';
export const RX_ANALYTICS_SCHEMA_VERSION = '1.0';

export type PhiPayload<T> = T & { dataClassification: typeof PHI_CLASSIFICATION; schemaVersion: string };

/** Marks a pharmacy action's payload as protected health information, with its schema version. */
export function phiPayload<T extends Record<string, string | number | boolean | null>>(
  fields: T,
): PhiPayload<T> {
  return { ...fields, dataClassification: PHI_CLASSIFICATION, schemaVersion: RX_ANALYTICS_SCHEMA_VERSION };
}
