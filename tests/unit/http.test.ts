// @vitest-environment node
/** The shared call wrapper (account-signin.md §7) against a real local HTTP server. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { call, configureHttp, serviceClient, withCallbacks } from '../../api/clients/http';
import { DEFAULT_HEADERS } from '../../api/contracts/common';
import { failure } from '../support/api-failure';

let server: Server;
let base = '';
const seen: { method: string; url: string; body: string; headers: Record<string, unknown> }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', body, headers: req.headers });
      const url = req.url ?? '';
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      if (url.startsWith('/ok')) return send(200, { data: { value: 42 } });
      if (url.startsWith('/malformed')) return send(200, { data: { value: 'not a number' } });
      if (url.startsWith('/rx-not-authorized'))
        return send(403, { error: { code: 'RX_SESSION_NOT_AUTHORIZED', message: 'Answer' } });
      if (url.startsWith('/rx-timed-out'))
        return send(401, { error: { code: 'RX_SESSION_TIMED_OUT', message: 'Inactive' } });
      if (url.startsWith('/rx-code-other-status'))
        return send(400, { error: { code: 'RX_SESSION_TIMED_OUT', message: 'Odd' } });
      if (url.startsWith('/forbidden'))
        return send(403, { error: { code: 'FORBIDDEN', message: 'Signed out' } });
      if (url.startsWith('/invalid'))
        return send(400, {
          error: {
            code: 'VALIDATION',
            message: 'Bad input',
            fields: { email: 'Please enter a valid email address' },
          },
        });
      if (url.startsWith('/slow')) return void setTimeout(() => send(200, { data: { value: 1 } }), 500);
      if (url.startsWith('/plain500')) {
        res.writeHead(500);
        return res.end('oops');
      }
      send(404, { error: { code: 'NOT_FOUND', message: 'No route' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const schema = z.object({ data: z.object({ value: z.number() }) });
const onSignedOut = vi.fn();
const onUnauthorized = vi.fn();
const onRxSessionRefused = vi.fn();
let onSignInPage = false;
beforeEach(() => {
  seen.length = 0;
  onSignedOut.mockReset();
  onUnauthorized.mockReset();
  onRxSessionRefused.mockReset();
  onSignInPage = false;
  configureHttp({
    baseUrls: { profile: base, rx: base },
    onSignedOut,
    onUnauthorized,
    onRxSessionRefused,
    isSignInPage: () => onSignInPage,
    timeoutMs: 200,
  });
});

describe('shared call wrapper', () => {
  const client = () => serviceClient('profile');

  it('supports POST, PUT, GET, GET with payload and DELETE with the default headers', async () => {
    const c = client();
    await expect(c.post('/ok', { schema, payload: { a: 1 } })).resolves.toEqual({ data: { value: 42 } });
    await c.put('/ok', { schema, payload: { b: 2 } });
    await c.get('/ok', { schema });
    await c.getWithPayload('/ok', { schema, payload: { projections: 'customerProfile.full' } });
    await c.delete('/ok/7', { schema });
    expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /ok',
      'PUT /ok',
      'GET /ok',
      'GET /ok?projections=customerProfile.full',
      'DELETE /ok/7',
    ]);
    expect(seen[0]?.body).toBe('{"a":1}');
    for (const r of seen) {
      expect(r.headers['cache-control']).toBe(DEFAULT_HEADERS['Cache-Control']);
      expect(r.headers['x-channel']).toBe('WEB');
    }
  });

  it('calls the success callback with the parsed data, and the error callback with an ApiError', async () => {
    const onSuccess = vi.fn();
    const onError = vi.fn();
    await withCallbacks(call('profile', 'GET', '/ok', { schema }), { onSuccess, onError });
    expect(onSuccess).toHaveBeenCalledWith({ data: { value: 42 } });
    await withCallbacks(call('profile', 'GET', '/missing', { schema }), { onSuccess, onError });
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'ApiError',
        kind: 'http',
        status: 404,
        code: 'NOT_FOUND',
        endpoint: 'GET /missing',
      }),
    );
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it('with callbacks, a failed call never rejects (no unhandled promise)', async () => {
    const onError = vi.fn();
    await expect(client().get('/missing', { schema }, { onError })).resolves.toBeUndefined();
    // the callback runs on the next turn
    await new Promise((r) => setTimeout(r, 0));
    expect(onError).toHaveBeenCalledOnce();
  });

  it('turns a response that breaks its contract into a typed error naming the endpoint', async () => {
    const error = await failure(call('profile', 'GET', '/malformed', { schema }));
    expect(error).toMatchObject({
      name: 'ApiError',
      kind: 'contract',
      status: 200,
      endpoint: 'GET /malformed',
      code: 'CONTRACT_MISMATCH',
    });
    expect(error.message).toContain('data.value');
  });

  it('carries field messages of a 400', async () => {
    const error = await failure(call('profile', 'POST', '/invalid', { schema, payload: {} }));
    expect(error.fields).toEqual({ email: 'Please enter a valid email address' });
  });

  it('reports a status without a body, a timeout and an unreachable host', async () => {
    expect(await failure(call('profile', 'GET', '/plain500', { schema }))).toMatchObject({
      kind: 'http',
      status: 500,
      message: 'HTTP 500',
    });
    expect(await failure(call('profile', 'GET', '/slow', { schema }))).toMatchObject({
      kind: 'timeout',
      status: 408,
    });
    configureHttp({ baseUrls: { profile: 'http://127.0.0.1:1' }, onSignedOut });
    expect(await failure(call('profile', 'GET', '/ok', { schema }))).toMatchObject({
      kind: 'network',
      status: 0,
      message: 'Network Error',
    });
  });

  it('reports an aborted call as aborted', async () => {
    const controller = new AbortController();
    const pending = call('profile', 'GET', '/slow', { schema, signal: controller.signal });
    controller.abort();
    expect(await failure(pending)).toMatchObject({ kind: 'aborted' });
  });

  it('triggers the signed-out handling on a 403, except from the sign-in page', async () => {
    await failure(call('profile', 'GET', '/forbidden', { schema }));
    expect(onSignedOut).toHaveBeenCalledWith('GET /forbidden');
    onSignedOut.mockReset();
    onSignInPage = true;
    await failure(call('profile', 'GET', '/forbidden', { schema }));
    expect(onSignedOut).not.toHaveBeenCalled();
  });

  it('leaves a 403 to a call that handles its own (the vaccine record: "surpassed your attempts")', async () => {
    const error = await failure(call('profile', 'GET', '/forbidden', { schema, ownForbidden: true }));
    expect(error).toMatchObject({ kind: 'http', status: 403 });
    expect(onSignedOut).not.toHaveBeenCalled();
  });

  it("routes the pharmacy's refusals of an unauthorized or timed-out pharmacy session, never as a sign-out", async () => {
    expect(await failure(call('rx', 'GET', '/rx-not-authorized', { schema }))).toMatchObject({
      status: 403,
      code: 'RX_SESSION_NOT_AUTHORIZED',
    });
    expect(onRxSessionRefused).toHaveBeenCalledWith('notAuthorized', 'GET /rx-not-authorized');
    await failure(call('rx', 'GET', '/rx-timed-out', { schema }));
    expect(onRxSessionRefused).toHaveBeenLastCalledWith('timedOut', 'GET /rx-timed-out');
    expect(onSignedOut).not.toHaveBeenCalled();
    expect(onUnauthorized).not.toHaveBeenCalled();
    // Any other 403 and 401 keep their handling.
    await failure(call('rx', 'GET', '/forbidden', { schema }));
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    expect(onRxSessionRefused).toHaveBeenCalledTimes(2);
  });

  it("a refusal's code with another status than the refusal's (401 timed out) is no refusal", async () => {
    expect(await failure(call('rx', 'GET', '/rx-code-other-status', { schema }))).toMatchObject({
      status: 400,
      code: 'RX_SESSION_TIMED_OUT',
    });
    expect(onRxSessionRefused).not.toHaveBeenCalled();
  });

  it('does not trigger the signed-out handling on other errors', async () => {
    await failure(call('profile', 'GET', '/missing', { schema }));
    await failure(call('profile', 'POST', '/invalid', { schema }));
    expect(onSignedOut).not.toHaveBeenCalled();
  });
});
