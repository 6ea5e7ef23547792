// @vitest-environment node
/**
 * Issue 13 point 1: one failed download of the API chunk blocked sign-in until a reload (the loader kept the
 * rejected import) and logged an unhandled rejection (the sandbox analytics recorder). A later call must fetch
 * the chunk again, and a failed recording stays quiet.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sandboxRecorderSink } from '../../src/analytics';
import { parseClientConfig } from '../../src/config';
import { createApiLoader } from '../../src/services';

type Api = Awaited<ReturnType<ReturnType<typeof createApiLoader>>>;

function fakeApi() {
  const configureHttp = vi.fn();
  const recordAnalytics = vi.fn(() => Promise.resolve());
  const api = { http: { configureHttp }, sandbox: { recordAnalytics } } as unknown as Api;
  return { api, configureHttp, recordAnalytics };
}

const options = { config: parseClientConfig({}), onSignedOut: () => {}, isSignInPage: () => false };

describe('createApiLoader', () => {
  it('fetches the chunk again after a failed download, then keeps the loaded one', async () => {
    const { api, configureHttp } = fakeApi();
    const importApi = vi
      .fn<() => Promise<{ api: Api }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ api });
    const load = createApiLoader({ ...options, importApi });

    await expect(load()).rejects.toThrow('Failed to fetch');
    await expect(load()).resolves.toBe(api);
    await expect(load()).resolves.toBe(api);
    expect(importApi).toHaveBeenCalledTimes(2);
    expect(configureHttp).toHaveBeenCalledTimes(1);
  });

  it('shares one download between callers that ask at the same time', async () => {
    const { api } = fakeApi();
    const importApi = vi.fn(() => Promise.resolve({ api }));
    const load = createApiLoader({ ...options, importApi });
    const [a, b] = await Promise.all([load(), load()]);
    expect(a).toBe(b);
    expect(importApi).toHaveBeenCalledTimes(1);
  });
});

describe('sandboxRecorderSink', () => {
  const unhandled = vi.fn();
  afterEach(() => {
    process.off('unhandledRejection', unhandled);
  });

  it('drops a recording whose chunk or call fails, without an unhandled rejection', async () => {
    process.on('unhandledRejection', unhandled);
    const now = (run: () => void) => run();
    const failing = sandboxRecorderSink(() => Promise.reject(new TypeError('Failed to fetch')), now);
    failing.track('page_view', { path: '/signin' });
    const { api, recordAnalytics } = fakeApi();
    recordAnalytics.mockRejectedValueOnce(new Error('Network Error'));
    sandboxRecorderSink(() => Promise.resolve(api), now).track('page_view', { path: '/health' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(unhandled).not.toHaveBeenCalled();
    expect(recordAnalytics).toHaveBeenCalledTimes(1);
  });

  it('is not part of the first load: nothing loads until the first interaction or idle, then every event goes in order', async () => {
    const { api, recordAnalytics } = fakeApi();
    const load = vi.fn(() => Promise.resolve(api));
    let start: (() => void) | undefined;
    const sink = sandboxRecorderSink(load, (run) => {
      start = run;
    });
    sink.track('page_view', { path: '/signin' });
    sink.track('sign_in_viewed', {});
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(load).not.toHaveBeenCalled();
    start!();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(
      recordAnalytics.mock.calls.map((call) => (call as unknown as [{ event: string }])[0].event),
    ).toEqual(['page_view', 'sign_in_viewed']);
    sink.track('page_view', { path: '/health' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(recordAnalytics).toHaveBeenCalledTimes(3);
  });
});
