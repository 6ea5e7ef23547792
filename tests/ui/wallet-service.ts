/**
 * A fake payments service for the wallet's view tests: the fetch the widget's runtime is given (RuntimeOptions
 * fetch). It keeps a wallet (cards, billing addresses) like the sandbox does, records every request, and lets a
 * test script the next answer of a call: a status and error code, a network failure, or an answer that never
 * comes (the client's timeout then gives up; `release` lets it complete on the service's side).
 */
import type { Card, ServerAddress } from '../../api/contracts/wallet';

export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

type Answer = { status: number; body: unknown };
/** A scripted answer: an HTTP answer, a network failure, or none until the call is aborted (a timeout). */
export type Scripted =
  | { status: number; code?: string; message?: string }
  | 'network-error'
  | { hang: true; thenStore?: boolean }
  | { delayMs: number };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const errorBody = (code: string, message: string) => ({ error: { code, message } });

let counter = 0;

export function fakeWalletService(initial: {
  cards: Card[];
  addresses?: ServerAddress[];
  /** Answers scripted before the widget's first call (e.g. a slow first load). */
  first?: Array<[string, Scripted]>;
}) {
  const cards: Card[] = initial.cards.map((c) => ({ ...c }));
  const addresses: ServerAddress[] = (initial.addresses ?? []).map((a) => ({ ...a }));
  const requests: RecordedRequest[] = [];
  const scripted = new Map<string, Scripted[]>();
  const gates: Array<() => void> = [];
  for (const [call, answer] of initial.first ?? [])
    scripted.set(call, [...(scripted.get(call) ?? []), answer]);

  const route = (method: string, path: string) =>
    `${method} ${path.replace(/\/[^/]+$/, (last) => (/^\/(card-|unsaved-)/.test(last) ? '/:id' : last))}`;

  function normal(method: string, path: string, body: Record<string, unknown>, app: string): Answer {
    const key = route(method, path);
    if (key === 'GET /payment/v2/wallet') return { status: 200, body: { data: { payment: { cards } } } };
    if (key === 'GET /payment/v2/wallet/account/billing')
      return { status: 200, body: { data: { payment: { addresses } } } };
    if (key === 'PUT /payment/v2/wallet/account/billing') {
      const address = { ...(body.address as ServerAddress) };
      if (!address.addressId) address.addressId = `addr-${++counter}`;
      const at = addresses.findIndex((a) => a.addressId === address.addressId);
      if (at >= 0) addresses[at] = address;
      else addresses.push(address);
      return { status: 200, body: { data: { payment: { address } } } };
    }
    if (key === 'POST /payment/v2/wallet') {
      const card = cardFrom(body, app);
      if (card.saved) cards.push(card);
      return { status: 200, body: { data: { payment: { card } } } };
    }
    if (key === 'PUT /payment/v2/wallet') {
      const at = cards.findIndex((c) => c.id === body.cardId);
      if (at < 0) return { status: 404, body: errorBody('NOT_FOUND', 'Card not found.') };
      const m = body.paymentMethod as Record<string, unknown>;
      const card: Card = {
        ...cards[at]!,
        expirationMonth: String(m.expirationMonth),
        expirationYear: String(m.expirationYear),
        firstName: String(m.firstName),
        lastName: String(m.lastName),
        expired: false,
      };
      cards[at] = card;
      return { status: 200, body: { data: { payment: { card } } } };
    }
    if (key === 'DELETE /payment/v2/wallet/:id') {
      const id = decodeURIComponent(path.split('/').pop()!);
      const at = cards.findIndex((c) => c.id === id);
      if (at < 0) return { status: 404, body: errorBody('NOT_FOUND', 'Card not found.') };
      cards.splice(at, 1);
      return { status: 200, body: { status: 'DELETED' } };
    }
    if (key === 'PUT /payment/v2/wallet/cards/defaults') {
      for (const c of cards) {
        const apps = c.defaultApplications.filter((a) => a !== app);
        c.defaultApplications = c.id === body.cardId ? [...apps, app] : apps;
      }
      return { status: 200, body: { status: 'OK' } };
    }
    if (key === 'POST /payment/v2/wallet/gift-card/balance') {
      const card = cards.find((c) => c.paymentGram === body.paymentGram);
      return { status: 200, body: { data: { payment: { remainingBalance: card?.balance ?? '0.00' } } } };
    }
    if (key === 'POST /payment/v2/wallet/cards/ebt/balance')
      return {
        status: 200,
        body: {
          data: { payment: { data: { transactionBalanceInquiry: { remainingBalance: { snap: '42.50' } } } } },
        },
      };
    return { status: 404, body: errorBody('NOT_FOUND', `No route ${key}`) };
  }

  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://wallet.test');
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = Object.fromEntries(Object.entries((init.headers ?? {}) as Record<string, string>));
    const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    requests.push({ method, path: url.pathname, body, headers });
    const app = headers['X-Application-Id'] ?? 'clicklist';
    const next = scripted.get(route(method, url.pathname))?.shift();
    if (next === 'network-error') throw new TypeError('Failed to fetch');
    if (next && 'delayMs' in next) {
      await new Promise((resolve) => setTimeout(resolve, next.delayMs));
      const answer = normal(method, url.pathname, body, app);
      return json(answer.status, answer.body);
    }
    if (next && 'hang' in next) {
      // No answer until the client gives up (its timeout aborts); the service may still do the work.
      if (next.thenStore) normal(method, url.pathname, body, app);
      return new Promise<Response>((_, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        gates.push(() => reject(new TypeError('released')));
      });
    }
    if (next)
      return json(next.status, errorBody(next.code ?? 'ERROR', next.message ?? `HTTP ${next.status}`));
    const answer = normal(method, url.pathname, body, app);
    return json(answer.status, answer.body);
  }) as typeof globalThis.fetch;

  return {
    fetch,
    cards,
    addresses,
    requests,
    /** The next answer of `METHOD path` (paths ending in a card id are written `/:id`). */
    script(call: string, answer: Scripted) {
      const list = scripted.get(call) ?? [];
      list.push(answer);
      scripted.set(call, list);
    },
    /** The requests of one call, e.g. `calls('POST /payment/v2/wallet')`. */
    calls(call: string) {
      return requests.filter((r) => route(r.method, r.path) === call);
    },
  };
}

/** The card the service answers for an add (bank, SNAP or gift), like the sandbox: saved unless save is off. */
function cardFrom(body: Record<string, unknown>, app: string): Card {
  const m = body.paymentMethod as Record<string, unknown>;
  const id = `card-${++counter}`;
  const type = String(m.paymentType) as Card['cardType'];
  const saved = type !== 'CREDIT_CARD' && type !== 'BANK_CARD' ? true : body.save !== false;
  const pan = typeof m.pan === 'string' ? m.pan : '';
  return {
    id: saved ? id : `unsaved-${counter}`,
    versionKey: '1',
    lastFourPan: pan ? pan.slice(-4) : '4444',
    cardType: type,
    brand:
      type === 'EBT_CARD' ? 'EBT' : type === 'GIFT_CARD' ? 'NONE' : ((m.brand as Card['brand']) ?? 'VISA'),
    default: body.defaultCard === true,
    expired: false,
    saved,
    paymentGram: `tok-${id}`,
    ...(m.expirationMonth ? { expirationMonth: String(m.expirationMonth) } : {}),
    ...(m.expirationYear ? { expirationYear: String(m.expirationYear) } : {}),
    ...(m.firstName ? { firstName: String(m.firstName) } : {}),
    ...(m.lastName ? { lastName: String(m.lastName) } : {}),
    balance: type === 'GIFT_CARD' ? '25.00' : null,
    defaultApplications: body.defaultCard === true ? [app] : [],
  };
}
