/**
 * The widget's side of the secure card fields (origins checked both ways), the config validated on mount
 * (one error naming the field), the client's headers and errors (§7), and the React component mounting.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callWallet, walletHeaders } from '../../api/clients/wallet';
import { WALLET_HEADERS } from '../../api/contracts/wallet';
import { snap, visa } from '../../machines/wallet/wallet/wallet.fixtures';
import { WALLET_LABELS } from '../../domain/wallet/labels';
import { DEFAULT_ERROR_MESSAGES, VALIDATION_MESSAGES, withPhone } from '../../domain/wallet/messages';
import { parseWalletConfig } from '../../src/wallet/config';
import { PaymentWallet } from '../../src/wallet/PaymentWallet';
import { secureFrames } from '../../src/wallet/secureFields';
import { tokenize } from '../../src/wallet/secureTokenize';

const SECURE = 'http://localhost:8081';

function frame() {
  const iframe = document.createElement('iframe');
  document.body.appendChild(iframe);
  return iframe;
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('secure fields: postMessage origins', () => {
  it('posts only to the secure origin and ignores answers from a wrong origin or another window', async () => {
    const fields = secureFrames(SECURE);
    const iframe = frame();
    const posted: Array<[unknown, string]> = [];
    vi.spyOn(iframe.contentWindow!, 'postMessage').mockImplementation(((message: unknown, origin: string) => {
      posted.push([message, origin]);
    }) as never);
    fields.register('add', iframe);
    let settled = false;
    const result = tokenize(fields, 'add', undefined, 10_000).then((r) => {
      settled = true;
      return r;
    });
    expect(posted[0]?.[1]).toBe(SECURE);
    const requestId = (posted[0]![0] as { requestId: string }).requestId;
    const answer = {
      type: 'pw:result',
      requestId,
      result: { response: '870', paypageRegistrationId: 'reg.ok.1111.x' },
    };
    // Wrong origin (even from the right window): ignored.
    window.dispatchEvent(
      new MessageEvent('message', {
        data: answer,
        origin: 'https://evil.example',
        source: iframe.contentWindow,
      }),
    );
    // Right origin but another window: ignored.
    window.dispatchEvent(new MessageEvent('message', { data: answer, origin: SECURE, source: window }));
    await Promise.resolve();
    expect(settled).toBe(false);
    window.dispatchEvent(
      new MessageEvent('message', { data: answer, origin: SECURE, source: iframe.contentWindow }),
    );
    expect((await result).paypageRegistrationId).toBe('reg.ok.1111.x');
  });

  it('a response code other than 870 rejects with that code; silence times out after 10 s', async () => {
    vi.useFakeTimers();
    const fields = secureFrames(SECURE);
    const iframe = frame();
    let requestId = '';
    vi.spyOn(iframe.contentWindow!, 'postMessage').mockImplementation(((m: { requestId: string }) => {
      requestId = m.requestId;
    }) as never);
    fields.register('add', iframe);
    const bad = tokenize(fields, 'add');
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { type: 'pw:result', requestId, result: { response: '872' } },
        origin: SECURE,
        source: iframe.contentWindow,
      }),
    );
    await expect(bad).rejects.toMatchObject({ code: '872' });
    const silent = tokenize(fields, 'add');
    vi.advanceTimersByTime(10_000);
    await expect(silent).rejects.toMatchObject({ code: 'timeout' });
  });
});

describe('config validated on mount', () => {
  const good = {
    authConfig: { type: 'B2C', token: 't', getNewToken: () => 't2', redirectToSignIn: () => {} },
  };
  it('defaults: STAGE, clicklist, save-card option on', () => {
    const parsed = parseWalletConfig(good);
    expect(parsed.ok && parsed.config.environment).toBe('STAGE');
    expect(parsed.ok && parsed.config.appName).toBe('clicklist');
    expect(parsed.ok && parsed.config.walletConfig.saveCardOptionEnabled).toBe(true);
  });
  it('names the field that is wrong', () => {
    const r1 = parseWalletConfig({ ...good, appName: 'shop' });
    expect(r1).toMatchObject({ ok: false, field: 'appName' });
    const r2 = parseWalletConfig({ authConfig: { ...good.authConfig, getNewToken: 'nope' } });
    expect(r2).toMatchObject({ ok: false, field: 'authConfig.getNewToken' });
    expect(!r2.ok && r2.message).toContain('"authConfig.getNewToken"');
  });
  it('the component shows one developer error, never a blank box', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const props = { appName: 'shop' } as unknown as Parameters<typeof PaymentWallet>[0];
    render(<PaymentWallet {...props} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Payment wallet configuration error: "authConfig"');
  });
  it('a good config renders the summary box with the cards the service answers', async () => {
    const fetch = vi.fn(
      async () => new Response(JSON.stringify({ data: { payment: { cards: [visa] } } }), { status: 200 }),
    );
    render(
      <PaymentWallet
        {...good}
        authConfig={{ type: 'B2C', token: 't', getNewToken: () => 't2', redirectToSignIn: () => {} }}
        environment="LOCAL"
        runtimeOptions={{ fetch }}
      />,
    );
    expect(await screen.findByText('Visa card ending in 1111')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Payment Method' })).toBeInTheDocument();
  });
});

describe('the deferred part (chart updates, error catalogue) loads after the summary box renders', () => {
  const auth = { type: 'B2C' as const, token: 't', getNewToken: () => 't2', redirectToSignIn: () => {} };
  it('a failed first load shows the §8 get-cards message with Retry', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ error: { code: 'INTERNAL', message: 'boom' } }), { status: 500 }),
    );
    render(<PaymentWallet environment="LOCAL" authConfig={auth} runtimeOptions={{ fetch }} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(withPhone(DEFAULT_ERROR_MESSAGES.getCards, 'clicklist'));
    expect(within(alert).getByRole('button', { name: WALLET_LABELS.retry })).toBeInTheDocument();
  });
  it("the open flyout's forms are validated by the deferred updates", async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ data: { payment: { cards: [visa] } } })));
    const user = userEvent.setup();
    render(<PaymentWallet environment="LOCAL" authConfig={auth} runtimeOptions={{ fetch }} />);
    await user.click(await screen.findByRole('button', { name: WALLET_LABELS.changePaymentMethod }));
    // The flyout is a lazy chunk: its first import here may take a while on a loaded machine.
    const list = await screen.findByRole('dialog', { name: WALLET_LABELS.selectPayment }, { timeout: 5000 });
    await user.click(within(list).getByRole('button', { name: WALLET_LABELS.addGift }));
    const gift = await screen.findByRole('dialog', { name: WALLET_LABELS.addGift });
    await user.click(within(gift).getByRole('button', { name: WALLET_LABELS.addGift }));
    expect(await within(gift).findAllByText(VALIDATION_MESSAGES.cardNumberRequired)).not.toHaveLength(0);
    expect(within(gift).getByText(VALIDATION_MESSAGES.pinRequired)).toBeInTheDocument();
  });
});

describe('walletConfig.selectDefaultCardOnly reaches the chart', () => {
  const auth = { type: 'B2C' as const, token: 't', getNewToken: () => 't2', redirectToSignIn: () => {} };
  const order = {
    checkoutConfig: { orderInfo: { total: 50, hasSnapEligibleItems: true, ebtTotalFromCheckout: 10 } },
  };
  it.each([
    [false, ['Visa card ending in 1111', 'SNAP EBT card ending in 0001']],
    [true, ['Visa card ending in 1111']],
  ])('selectDefaultCardOnly %s: the summary box shows %j', async (selectDefaultCardOnly, names) => {
    const fetch = vi.fn(
      async () => new Response(JSON.stringify({ data: { payment: { cards: [visa, snap] } } })),
    );
    render(
      <PaymentWallet
        environment="LOCAL"
        authConfig={auth}
        {...order}
        walletConfig={{ selectDefaultCardOnly }}
        runtimeOptions={{ fetch }}
      />,
    );
    await screen.findByText('Visa card ending in 1111');
    const summary = screen.getByRole('region', { name: WALLET_LABELS.summaryTitle });
    expect(
      within(summary)
        .getAllByText(/ending in \d{4}$/)
        .map((e) => e.textContent),
    ).toEqual(names);
  });
});

describe('config botManagerTelemetry', () => {
  const auth = { type: 'B2C' as const, token: 't', getNewToken: () => 't2', redirectToSignIn: () => {} };
  it('is a string or a function; anything else names the field', () => {
    expect(parseWalletConfig({ authConfig: auth, botManagerTelemetry: 'abc' }).ok).toBe(true);
    expect(parseWalletConfig({ authConfig: auth, botManagerTelemetry: () => 'abc' }).ok).toBe(true);
    expect(parseWalletConfig({ authConfig: auth, botManagerTelemetry: 42 })).toMatchObject({
      ok: false,
      field: 'botManagerTelemetry',
    });
  });
  it.each([
    ['a string', 'sensor-abc', 'sensor-abc'],
    ['a host callback', () => 'sensor-fn', 'sensor-fn'],
    ['absent', undefined, null],
  ])('%s: the widget sends %s', async (_what, botManagerTelemetry, expected) => {
    const headers: Array<string | null> = [];
    const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      headers.push(new Headers(init?.headers).get(WALLET_HEADERS.telemetry));
      return new Response(JSON.stringify({ data: { payment: { cards: [visa] } } }));
    });
    render(
      <PaymentWallet
        environment="LOCAL"
        authConfig={auth}
        {...(botManagerTelemetry === undefined ? {} : { botManagerTelemetry })}
        runtimeOptions={{ fetch }}
      />,
    );
    await screen.findByText('Visa card ending in 1111');
    expect(headers).toEqual([expected]);
  });
});

describe('host messages from other windows', () => {
  it('count only from the allowed origins', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ data: { payment: { cards: [visa] } } })));
    render(
      <PaymentWallet
        environment="LOCAL"
        hostOrigins={['https://host.example']}
        authConfig={{ type: 'B2C', token: 't', getNewToken: () => 't2', redirectToSignIn: () => {} }}
        runtimeOptions={{ fetch }}
      />,
    );
    await screen.findByText('Visa card ending in 1111');
    window.dispatchEvent(
      new MessageEvent('message', { data: { type: 'openFlyout' }, origin: 'https://evil.example' }),
    );
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('dialog')).toBeNull();
    window.dispatchEvent(
      new MessageEvent('message', { data: { type: 'openFlyout' }, origin: 'https://host.example' }),
    );
    expect(await screen.findByRole('dialog', { name: 'Select Payment' })).toBeInTheDocument();
  });
});

describe('§7 client', () => {
  const options = {
    baseUrl: '',
    appName: 'clicklist',
    tenant: 'retailer',
    authType: 'B2C',
    telemetry: () => 'abc',
  };
  const context = { credentials: { token: 'wt_1', paymentIntentId: 'pi-1' }, idempotencyKey: 'key-1' };
  it('sends every header of §7', () => {
    expect(walletHeaders(options, context)).toMatchObject({
      Authorization: 'Bearer wt_1',
      [WALLET_HEADERS.applicationId]: 'clicklist',
      [WALLET_HEADERS.channel]: 'WEB',
      [WALLET_HEADERS.tenant]: 'retailer',
      [WALLET_HEADERS.idempotencyKey]: 'key-1',
      [WALLET_HEADERS.authType]: 'B2C',
      [WALLET_HEADERS.paymentIntentId]: 'pi-1',
      [WALLET_HEADERS.telemetry]: 'abc',
    });
  });
  it('the bot-manager telemetry header: on every call when the host gives a value, never otherwise', async () => {
    const { telemetry: _none, ...plain } = options;
    expect(walletHeaders(plain, context)).not.toHaveProperty(WALLET_HEADERS.telemetry);
    expect(walletHeaders({ ...plain, telemetry: () => undefined }, context)).not.toHaveProperty(
      WALLET_HEADERS.telemetry,
    );
    const seen: Array<string | null> = [];
    const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      seen.push(new Headers(init?.headers).get(WALLET_HEADERS.telemetry));
      return new Response(JSON.stringify({ status: 'OK', data: { payment: { cards: [], addresses: [] } } }));
    });
    const calls = [
      { call: 'getCards', showSnap: true, showGift: true, giftBalance: true },
      { call: 'getBilling' },
      { call: 'deleteCard', cardId: 'c1' },
      { call: 'setDefault', cardId: 'c1' },
    ] as const;
    let n = 0;
    const counting = { ...plain, fetch, telemetry: () => `sensor-${++n}` };
    for (const call of calls) await callWallet(counting, call, context);
    // Asked again for every call (bot-manager sensor data changes), sent on each.
    expect(seen).toEqual(['sensor-1', 'sensor-2', 'sensor-3', 'sensor-4']);
    seen.length = 0;
    for (const call of calls) await callWallet({ ...plain, fetch }, call, context);
    expect(seen).toEqual([null, null, null, null]);
  });
  it('an error body becomes an ApiError with its code; a timeout is 408 ECONNABORTED', async () => {
    const failing = vi.fn(
      async () =>
        new Response(JSON.stringify({ error: { code: 'RV32937', message: 'Card declined.' } }), {
          status: 402,
        }),
    );
    await expect(
      callWallet({ ...options, fetch: failing }, { call: 'deleteCard', cardId: 'c1' }, context),
    ).rejects.toMatchObject({ name: 'ApiError', status: 402, code: 'RV32937' });
    const slow = vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    await expect(
      callWallet({ ...options, fetch: slow as never, timeoutMs: 20 }, { call: 'getBilling' }, context),
    ).rejects.toMatchObject({ kind: 'timeout', status: 408, code: 'ECONNABORTED' });
  });
});
