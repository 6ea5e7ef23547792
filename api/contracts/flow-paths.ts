/** Path and limits of the sandbox flow collector (api/contracts/flows.ts has the schemas). Kept free of zod so the
 *  app's lazily loaded flow reporting (src/flowReport.ts) carries no schema code. */
import { BASE_PATHS } from './common';

export const FLOW_PATHS = {
  /** POST a batch; GET ?machine=&from=&to= the records of one machine; DELETE forgets every record. */
  flows: `${BASE_PATHS.sandbox}/flows`,
} as const;

export const FLOW_LIMITS = {
  /** A batch body, in bytes (413 past it). */
  maxBodyBytes: 64 * 1024,
  maxRecordsPerBatch: 200,
  /** Transitions one microstep can take (parallel regions). */
  maxTransitionsPerRecord: 8,
  /** Records one session may store; past it the collector answers 429 and stores nothing more. */
  maxRecordsPerSession: 5000,
  /** Records one query returns (the answer says `truncated`). */
  maxQueryRecords: 50_000,
} as const;
