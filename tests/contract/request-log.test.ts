// @vitest-environment node
/**
 * The request log (server/http/logging.ts; docs/security.md): method, route, status and duration, never an id a path
 * carries (patient, prescription, address numbers are health data's keys), whoever answers the request: the
 * route's handler, a guard before it (sign-in, the pharmacy session gate), or nobody (an unknown path).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { ACCOUNTS, Browser, openTestServer, signIn, testConfig, type TestServer } from './support';

let server: TestServer;
beforeAll(async () => {
  server = await openTestServer();
});
afterAll(async () => {
  await server.db.close();
});

describe('the request log', () => {
  it('names a pharmacy route by its pattern, never the patient, address or prescription number', async () => {
    const lines: string[] = [];
    const logged = createApp({ db: server.db, config: testConfig(), log: (line) => lines.push(line) });
    const jordan = new Browser(logged);
    await signIn(jordan, ACCOUNTS.shopper);
    // Answered by the pharmacy session gate (not authorized yet), then by the handlers once authorized.
    await jordan.get('/rx/api/notification-settings/100234567');
    expect((await jordan.post('/__sandbox/rx/remember-device')).status).toBe(204);
    await jordan.get('/rx/api/notification-settings/100234567');
    await jordan.request('/rx/api/patient/100234567/addresses/AD-100234567-9', { method: 'DELETE' });
    await jordan.get('/rx/api/prescription/900000123/transactions?patientNumber=100234567');
    // Signed out: answered by the sign-in guard.
    await new Browser(logged).get('/rx/api/product-monograph/00071015523/monograph');
    // A path no route names: its ids are masked too.
    await logged.request('/rx/api/patient/100234567/nothing-here');
    const routes = lines.map((line) => line.split(' ').slice(0, 3).join(' '));
    expect(routes).toEqual([
      'POST /identity/api/v1/sign-in 200',
      'GET /rx/api/notification-settings/:patientNumber 403',
      'POST /__sandbox/rx/remember-device 204',
      'GET /rx/api/notification-settings/:patientNumber 200',
      'DELETE /rx/api/patient/:patientNumber/addresses/:addressId 400',
      'GET /rx/api/prescription/:rxNumber/transactions 404',
      'GET /rx/api/product-monograph/:productNumber/monograph 401',
      'GET /rx/api/patient/:n/nothing-here 404',
    ]);
    expect(lines.join('\n')).not.toMatch(/100234567|900000123|00071015523/);
  });
});
