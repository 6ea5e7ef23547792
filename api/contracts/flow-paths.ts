/** Path and limits of the sandbox flow collector (api/contracts/flows.ts has the schemas). Kept free of zod so the
 *  app's lazily loaded flow reporting (src/flowReport.ts) carries no schema code. */
import { BASE_PATHS } from './common';

export const FLOW_PATHS = {
  /** POST a batch; GET ?machine=&from=&to= the records of one machine; DELETE forgets every record. GET and DELETE
   *  need the analyst token (FLOW_ANALYST_HEADER). */
  flows: `${BASE_PATHS.sandbox}/flows`,
  /** GET ?from=&to=: per machine, how often each transition was taken (the inspector's never-taken list). Needs
   *  the analyst token. */
  transitions: `${BASE_PATHS.sandbox}/flows/transitions`,
} as const;

/** Reads and deletes carry `Authorization: Bearer <analyst token>` (FLOW_ANALYST_TOKEN, docs/inspector.md). */
export const FLOW_ANALYST_HEADER = 'Authorization';
export const analystAuthorization = (token: string) => `Bearer ${token}`;

export const FLOW_LIMITS = {
  /** A batch body, in bytes (413 past it). */
  maxBodyBytes: 64 * 1024,
  maxRecordsPerBatch: 200,
  /** Transitions one microstep can take (parallel regions). */
  maxTransitionsPerRecord: 8,
  /** Records one session may store; past it the collector answers 429 and stores nothing more. */
  maxRecordsPerSession: 5000,
  /** Records one client (its address) may send per minute, whatever session ids it picks; past it 429. */
  maxRecordsPerClientPerMinute: 6000,
  /** Records the collector holds in all; past it 507 until an analyst exports and deletes them. */
  maxStoredRecords: 500_000,
  /** Records one query returns (the answer says `truncated`). */
  maxQueryRecords: 50_000,
} as const;
