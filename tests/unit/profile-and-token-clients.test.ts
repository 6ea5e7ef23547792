// @vitest-environment node
/**
 * Two small clients on the shared call wrapper, with the transport stubbed (an axios adapter that records each
 * request and answers from the test):
 * - the profile call, account-signin.md §7 "GET /atlas/v1/customer-profile/v1/profile (full profile projection)";
 * - the wallet host's token and payment intent, payment-wallet.md §3 authConfig "The host supplies authentication",
 *   from the sandbox (POST /__sandbox/wallet/token and /__sandbox/wallet/payment-intent, docs/architecture.md).
 * Which method, path, payload and signal go out, what each answers with, and a malformed answer is an error.
 */
import axios, { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureHttp } from '../../api/clients/http';
import { fetchRawProfile } from '../../api/clients/profile';
import { fetchPaymentIntent, fetchWalletToken } from '../../api/clients/wallet-token';
import { failure } from '../support/api-failure';

const requests: InternalAxiosRequestConfig[] = [];
let body: unknown;
let status = 200;
const originalAdapter = axios.defaults.adapter;

beforeEach(() => {
  requests.length = 0;
  status = 200;
  axios.defaults.adapter = async (config) => {
    requests.push(config);
    const response = { status, statusText: '', headers: {}, config, data: body } as AxiosResponse;
    if (status >= 200 && status < 300) return response;
    throw new AxiosError(`HTTP ${status}`, 'ERR_BAD_RESPONSE', config, {}, response);
  };
  configureHttp({});
});
afterEach(() => {
  axios.defaults.adapter = originalAdapter;
  configureHttp({});
});

const sent = (i = 0) => {
  const r = requests[i]!;
  return {
    method: r.method?.toUpperCase(),
    path: `${r.baseURL ?? ''}${r.url}`,
    params: r.params,
    data: r.data === undefined ? undefined : JSON.parse(r.data as string),
    signal: r.signal,
  };
};

const customerProfile = {
  id: 'cust-1',
  firstName: 'Jordan',
  lastName: 'Whitfield',
  created: { value: '2024-01-02T03:04:05Z', timezone: 'UTC' },
  contactInfo: { phones: [], addresses: [], emails: [{ address: 'jordan@example.com', isVerified: true }] },
};

describe('the profile call (account-signin.md §7)', () => {
  it('GET /atlas/v1/customer-profile/v1/profile asking for the full projection, answering the customer profile', async () => {
    body = { data: { customerProfile } };
    const controller = new AbortController();
    const profile = await fetchRawProfile(controller.signal);
    expect(sent()).toMatchObject({
      method: 'GET',
      path: '/atlas/v1/customer-profile/v1/profile',
      params: { projections: 'customerProfile.full' },
      data: undefined,
    });
    expect(sent().signal).toBe(controller.signal);
    expect(profile).toEqual(customerProfile);
  });

  it('without a signal the request carries none', async () => {
    body = { data: { customerProfile } };
    await fetchRawProfile();
    expect(sent().signal).toBeUndefined();
  });

  it('an answer without a customer profile is a contract error, not a profile', async () => {
    body = { data: {} };
    expect((await failure(fetchRawProfile())).kind).toBe('contract');
  });
});

describe("the wallet host's token and payment intent (payment-wallet.md §3, from the sandbox)", () => {
  const token = { token: 'tok-1', expiresAt: '2026-11-29T08:00:00Z', paymentIntentId: 'pi-1' };

  it('POST /__sandbox/wallet/token with an empty body, answering token, expiry and payment intent', async () => {
    body = { data: token };
    const controller = new AbortController();
    expect(await fetchWalletToken(controller.signal)).toEqual(token);
    expect(sent()).toMatchObject({ method: 'POST', path: '/__sandbox/wallet/token', data: {} });
    expect(sent().signal).toBe(controller.signal);
  });

  it('the token and payment-intent calls go to the sandbox service (its configured base URL), the profile call to the profile service', async () => {
    configureHttp({ baseUrls: { sandbox: 'https://sandbox.example', profile: 'https://profile.example' } });
    body = { data: token };
    await fetchWalletToken();
    body = { data: { paymentIntentId: 'pi-3' } };
    await fetchPaymentIntent();
    body = { data: { customerProfile } };
    await fetchRawProfile();
    expect(requests.map((r) => r.baseURL)).toEqual([
      'https://sandbox.example',
      'https://sandbox.example',
      'https://profile.example',
    ]);
  });

  it('the token call without a signal carries none', async () => {
    body = { data: token };
    await fetchWalletToken();
    expect(sent().signal).toBeUndefined();
  });

  it('a token answer without its payment intent is a contract error', async () => {
    body = { data: { token: 'tok-1', expiresAt: '2026-11-29T08:00:00Z' } };
    expect((await failure(fetchWalletToken())).kind).toBe('contract');
  });

  it('POST /__sandbox/wallet/payment-intent with an empty body, answering the new payment intent id', async () => {
    body = { data: { paymentIntentId: 'pi-2' } };
    expect(await fetchPaymentIntent()).toBe('pi-2');
    expect(sent()).toMatchObject({ method: 'POST', path: '/__sandbox/wallet/payment-intent', data: {} });
  });

  it('a payment-intent answer without the id is a contract error; a refusal is an http error with its status', async () => {
    body = { data: {} };
    expect((await failure(fetchPaymentIntent())).kind).toBe('contract');
    status = 401;
    body = { errors: [] };
    expect(await failure(fetchPaymentIntent())).toMatchObject({ kind: 'http', status: 401 });
  });
});
