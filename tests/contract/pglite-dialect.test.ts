// @vitest-environment node
/**
 * The sandbox's own PGlite dialect for kysely 0.28 (server/db/pglite-dialect.ts; issue 13 point 22): queries,
 * affected-row counts, rollback, and transactions that run at the same time never see each other's statements.
 */
import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgliteDialect } from '../../server/db/pglite-dialect';

interface Db {
  counters: { id: number; value: number };
}

describe('PgliteDialect', () => {
  const pglite = new PGlite();
  const db = new Kysely<Db>({ dialect: new PgliteDialect({ pglite }) });
  // PGlite's cold start (about 2 s, much longer on a busy machine) belongs to the hook, not to a test.
  beforeAll(() => pglite.waitReady);
  afterAll(() => db.destroy());

  it('runs queries, counts affected rows and rolls back a failed transaction', async () => {
    await sql`create table counters (id int primary key, value int not null)`.execute(db);
    const inserted = await db.insertInto('counters').values({ id: 1, value: 0 }).executeTakeFirst();
    expect(inserted.numInsertedOrUpdatedRows).toBe(1n);
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.updateTable('counters').set({ value: 99 }).where('id', '=', 1).execute();
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect((await db.selectFrom('counters').select('value').executeTakeFirstOrThrow()).value).toBe(0);
  });

  it('keeps concurrent read-modify-write transactions apart', async () => {
    const bump = () =>
      db.transaction().execute(async (trx) => {
        const { value } = await trx
          .selectFrom('counters')
          .select('value')
          .where('id', '=', 1)
          .executeTakeFirstOrThrow();
        await new Promise((resolve) => setTimeout(resolve, 5));
        await trx
          .updateTable('counters')
          .set({ value: value + 1 })
          .where('id', '=', 1)
          .execute();
      });
    await Promise.all(Array.from({ length: 10 }, bump));
    expect((await db.selectFrom('counters').select('value').executeTakeFirstOrThrow()).value).toBe(10);
  });
});
