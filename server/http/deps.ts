import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/schema';

/** What every route factory receives from createApp. */
export interface AppDeps {
  db: Kysely<Database>;
  config: Config;
  /** The clock; tests may pin it. */
  now: () => Date;
}
