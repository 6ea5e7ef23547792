// @vitest-environment node
/**
 * One screen in front of every route (docs/security.md "Every request passes these first"): a JSON body nested
 * deeper than 32 levels, and a path or query parameter that PostgreSQL text cannot hold (a NUL character) or that
 * is longer than any field may be, answer 400 with the contract's error and field message, on every route of both
 * origins, never a 500 (a `RangeError` while validating, PostgreSQL's 22021). Walks every registered route, so a
 * route added later is covered too.
 */
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { errorBodySchema } from '../../api/contracts/common';
import { IDENTITY_PATHS } from '../../api/contracts/identity';
import { createSecondOriginApp } from '../../server/second-origin';
import { openTestServer, type TestServer } from './support';

let server: TestServer;
let second: Hono;
beforeAll(async () => {
  server = await openTestServer();
  second = createSecondOriginApp(server.config);
});
afterAll(async () => {
  await server.db.close();
});

const NUL_MESSAGE = 'Must not contain a NUL character.';
const TOO_LONG_MESSAGE = 'Must be at most 4096 characters.';
const DEPTH_MESSAGE = 'Must not nest deeper than 32 levels.';
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface Route {
  origin: 'app' | 'second';
  method: string;
  path: string;
}

/** Every concrete route of both origins (middleware entries and catch-alls left out). */
function routes(): Route[] {
  const list = (origin: Route['origin'], app: Hono) =>
    app.routes
      .filter((r) => r.method !== 'ALL' && !r.path.includes('*'))
      .map((r) => ({ origin, method: r.method, path: r.path }));
  const all = [...list('app', server.app), ...list('second', second)];
  return all.filter(
    (r, i) => all.findIndex((o) => o.origin === r.origin && o.method === r.method && o.path === r.path) === i,
  );
}

const paramNames = (path: string) => [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);
const fill = (path: string, value: (name: string) => string) =>
  path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => value(name));
const sample = (name: string) => (/number|id$/i.test(name) ? '100234567' : 'x');

async function send(route: Route, path: string, body?: string) {
  const app = route.origin === 'app' ? server.app : second;
  const base = route.origin === 'app' ? 'http://localhost' : 'http://localhost:81';
  return app.request(`${base}${path}`, {
    method: route.method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body }),
  });
}

/** The contract's error of an answer, or null when the answer is something else (a page, a 2xx body). */
async function errorOf(response: Response) {
  const text = await response.text();
  try {
    const parsed = z.safeParse(errorBodySchema, JSON.parse(text));
    return parsed.success ? parsed.data.error : null;
  } catch {
    return null;
  }
}

describe('a NUL character in a path or query parameter', () => {
  it.each([
    ['GET', '/content/v2/objects/textcollection/1.0.0/%00.json', { id: NUL_MESSAGE }],
    ['POST', '/payment/v2/wallet?patientNumber=%00', { patientNumber: NUL_MESSAGE }],
    ['PUT', '/payment/v2/wallet?patientNumber=%00', { patientNumber: NUL_MESSAGE }],
    ['DELETE', '/payment/v2/wallet/%00', { id: NUL_MESSAGE }],
    ['GET', '/rx/api/notifications/100234567%00', { patientNumber: NUL_MESSAGE }],
    ['GET', '/%00', { '(path)': NUL_MESSAGE }],
    ['GET', '/healthz?a%00=1', { '(key)': NUL_MESSAGE }],
  ])('%s %s answers 400 with the field error', async (method, path, fields) => {
    const response = await server.app.request(path, { method });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toEqual({
      code: 'VALIDATION',
      message: 'The request is invalid.',
      fields,
    });
  });

  it('every route of both origins answers 400 for a NUL in each path parameter and in a query parameter', async () => {
    const found = routes();
    expect(found.length).toBeGreaterThan(100);
    const wrong: string[] = [];
    for (const route of found) {
      const cases: [string, Record<string, string>][] = [
        [`${fill(route.path, sample)}?probe=%00`, { probe: NUL_MESSAGE }],
        ...paramNames(route.path).map((name): [string, Record<string, string>] => [
          fill(route.path, (n) => (n === name ? `${sample(n)}%00` : sample(n))),
          { [name]: NUL_MESSAGE },
        ]),
      ];
      for (const [path, fields] of cases) {
        const response = await send(route, path);
        const body = await errorOf(response);
        if (body?.code !== 'VALIDATION' || JSON.stringify(body.fields) !== JSON.stringify(fields))
          wrong.push(`${route.method} ${path}: ${response.status} ${JSON.stringify(body)}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('a query parameter longer than any field may be answers 400 too', async () => {
    const response = await server.app.request(`/healthz?q=${'a'.repeat(4097)}`);
    expect(response.status).toBe(400);
    expect((await errorOf(response))?.fields).toEqual({ q: TOO_LONG_MESSAGE });
    expect((await server.app.request(`/healthz?q=${'a'.repeat(4096)}`)).status).toBe(200);
  });
});

describe('a JSON body nested too deep', () => {
  const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
  const nestedObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

  it('every route that takes a body answers 400 (or 413 past its size cap) for 3,000 levels, never a 500', async () => {
    const wrong: string[] = [];
    for (const route of routes().filter((r) => BODY_METHODS.has(r.method))) {
      const response = await send(route, fill(route.path, sample), nested(3000));
      const body = await errorOf(response);
      const ok =
        (response.status === 400 &&
          body?.code === 'VALIDATION' &&
          body.fields?.['(body)'] === DEPTH_MESSAGE) ||
        (response.status === 413 && body?.code === 'PAYLOAD_TOO_LARGE');
      if (!ok) wrong.push(`${route.method} ${route.path}: ${response.status} ${JSON.stringify(body)}`);
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('refuses 33 levels and lets 32 through to the route, arrays and objects alike, strings not counted', async () => {
    const route: Route = { origin: 'app', method: 'POST', path: IDENTITY_PATHS.forgotPassword };
    for (const deep of [nested(33), nestedObject(33)]) {
      const response = await send(route, route.path, deep);
      expect(response.status).toBe(400);
      expect((await errorOf(response))?.fields).toEqual({ '(body)': DEPTH_MESSAGE });
    }
    for (const fine of [nested(32), nestedObject(32), JSON.stringify({ email: '\\"[[{'.repeat(20) })]) {
      const response = await send(route, route.path, fine);
      expect(response.status).toBe(400);
      expect((await errorOf(response))?.fields?.['(body)']).not.toBe(DEPTH_MESSAGE);
    }
  });
});
