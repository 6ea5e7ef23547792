/**
 * The sandbox flow collector (issue 14; contract api/contracts/flows.ts, table flow_steps of migration 007).
 * - POST: a batch of one page load's chart steps. Bounded before anything is parsed or stored: 413 past
 *   FLOW_LIMITS.maxBodyBytes, 400 for any key, character or length the contract does not allow (so no email, no
 *   free text, no payload can be written), 400 when a value still looks like personal data, 429 once a session
 *   holds FLOW_LIMITS.maxRecordsPerSession records. A batch is stored whole or not at all.
 * - GET ?machine=&from=&to=: the records of one machine received in that range, oldest first, at most
 *   FLOW_LIMITS.maxQueryRecords (then `truncated`). The inspector's funnel, heat map and replay read this.
 * - DELETE: forgets every record (tests, or an analyst starting over).
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  FLOW_LIMITS,
  FLOW_PATHS,
  type FlowQueryResponse,
  flowBatchSchema,
  flowQuerySchema,
} from '../../api/contracts/flows';
import { looksPersonal } from '../../src/domain/redaction';
import type { AppDeps } from '../http/deps';
import { errorResponse, validate, validationError } from '../http/errors';

const PERSONAL_VALUE = 'A value that looks like personal data is not accepted.';

export function flowRoutes(deps: AppDeps) {
  const app = new Hono();

  app.post(
    FLOW_PATHS.flows,
    bodyLimit({
      maxSize: FLOW_LIMITS.maxBodyBytes,
      onError: (c) =>
        errorResponse(c, 413, 'PAYLOAD_TOO_LARGE', `A batch is at most ${FLOW_LIMITS.maxBodyBytes} bytes.`),
    }),
    validate('json', flowBatchSchema),
    async (c) => {
      const { session, records } = c.req.valid('json');
      const suspicious: Record<string, string> = {};
      records.forEach((r, i) => {
        for (const [field, value] of [
          ['event', r.event],
          ['to', r.to],
          ['machine', r.machine],
          ['actor', r.actor],
        ] as const)
          if (looksPersonal(value)) suspicious[`records.${i}.${field}`] = PERSONAL_VALUE;
      });
      if (Object.keys(suspicious).length > 0) return validationError(c, suspicious, PERSONAL_VALUE);

      const stored = await deps.db
        .selectFrom('flow_steps')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('session_id', '=', session)
        .executeTakeFirst();
      if (Number(stored?.n ?? 0) + records.length > FLOW_LIMITS.maxRecordsPerSession)
        return errorResponse(
          c,
          429,
          'TOO_MANY_RECORDS',
          `A session stores at most ${FLOW_LIMITS.maxRecordsPerSession} records.`,
        );
      const received = deps.now();
      await deps.db
        .insertInto('flow_steps')
        .values(
          records.map((r) => ({
            session_id: session,
            actor_id: r.actor,
            machine_id: r.machine,
            seq: r.seq,
            event_type: r.event,
            to_state: r.to,
            status: r.status,
            transitions: r.transitions,
            received_at: received,
          })),
        )
        .execute();
      return c.json({ data: { stored: records.length } });
    },
  );

  app.get(FLOW_PATHS.flows, validate('query', flowQuerySchema), async (c) => {
    const { machine, from, to } = c.req.valid('query');
    let query = deps.db
      .selectFrom('flow_steps')
      .select([
        'session_id',
        'actor_id',
        'machine_id',
        'seq',
        'event_type',
        'to_state',
        'status',
        'transitions',
        'received_at',
      ])
      .where('machine_id', '=', machine);
    if (from) query = query.where('received_at', '>=', new Date(from));
    if (to) query = query.where('received_at', '<=', new Date(to));
    const rows = await query
      .orderBy('received_at')
      .orderBy('id')
      .limit(FLOW_LIMITS.maxQueryRecords + 1)
      .execute();
    const body: FlowQueryResponse = {
      data: {
        machine,
        truncated: rows.length > FLOW_LIMITS.maxQueryRecords,
        records: rows.slice(0, FLOW_LIMITS.maxQueryRecords).map((r) => ({
          session: r.session_id,
          actor: r.actor_id,
          machine: r.machine_id,
          seq: r.seq,
          event: r.event_type,
          to: r.to_state,
          status: r.status,
          transitions: r.transitions,
          at: r.received_at.toISOString(),
        })),
      },
    };
    return c.json(body);
  });

  app.delete(FLOW_PATHS.flows, async (c) => {
    await deps.db.deleteFrom('flow_steps').execute();
    return c.json({ data: { deleted: true } });
  });

  return app;
}
