// @vitest-environment node
/**
 * The sandbox's device-data script (payment-wallet.md §4 "A fraud device script loads the first time the flyout opens"; server/wallet/secure-fields.ts):
 * JavaScript, never cached (each load is tagged with its own transaction id).
 */
import { Hono } from 'hono';
import { expect, it } from 'vitest';
import { secureFieldRoutes } from '../../server/wallet/secure-fields';
import { testConfig } from './support';

it('GET /fraud/device.js is JavaScript with Cache-Control: no-store', async () => {
  const app = new Hono();
  app.route(
    '/',
    secureFieldRoutes(testConfig(), () => new Date('2026-11-29T12:00:00.000Z')),
  );
  const r = await app.request('http://127.0.0.1:8788/fraud/device.js?tid=t-1');
  expect(r.status).toBe(200);
  expect(r.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
  expect(r.headers.get('Cache-Control')).toBe('no-store');
});
