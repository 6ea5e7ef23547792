/**
 * The sandbox outbox: GET /__outbox is a page listing the mail the sandbox would have sent (newest first,
 * with the link of each); GET /__sandbox/outbox is the same as JSON for tests; DELETE empties it.
 */
import { Hono } from 'hono';
import { mailSettled } from '../auth/outbox';
import type { AppDeps } from '../http/deps';
import { nonceAttr } from '../http/security-headers';

export const OUTBOX_PATHS = { page: '/__outbox', json: '/__sandbox/outbox' } as const;

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export function outboxRoutes(deps: AppDeps) {
  const app = new Hono();
  // Mail still being written (forgot password works apart from its answer) shows up once written.
  const list = async () => {
    await mailSettled(deps);
    return deps.db.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(100).execute();
  };

  app.get(OUTBOX_PATHS.json, async (c) => {
    const rows = await list();
    return c.json({
      data: {
        messages: rows.map((r) => ({
          id: r.id,
          to: r.to_address,
          subject: r.subject,
          body: r.body,
          link: r.link,
          createdAt: r.created_at.toISOString(),
        })),
      },
    });
  });
  app.delete(OUTBOX_PATHS.json, async (c) => {
    await mailSettled(deps);
    await deps.db.deleteFrom('outbox').execute();
    return c.json({ ok: true });
  });
  app.get(OUTBOX_PATHS.page, async (c) => {
    const rows = await list();
    const items = rows
      .map(
        (r) => `<li><article aria-labelledby="m${r.id}">
  <h2 id="m${r.id}">${escapeHtml(r.subject)}</h2>
  <p>To: ${escapeHtml(r.to_address)} · ${escapeHtml(r.created_at.toISOString())}</p>
  <p>${escapeHtml(r.body)}</p>
  ${r.link ? `<p><a href="${escapeHtml(r.link)}">${escapeHtml(r.link)}</a></p>` : ''}
</article></li>`,
      )
      .join('\n');
    c.header('Cache-Control', 'no-store');
    return c.html(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sandbox outbox</title>
<style${nonceAttr(c)}>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem}li{list-style:none;border-bottom:1px solid #ccc;padding:.5rem 0}a{word-break:break-all}</style></head>
<body><main><h1>Sandbox outbox</h1><p>Mail the sandbox would have sent (it sends none).</p>
${rows.length === 0 ? '<p>No messages yet.</p>' : `<ul>${items}</ul>`}</main></body></html>`);
  });
  return app;
}
