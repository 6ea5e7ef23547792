/**
 * Payment wallet client (payment-wallet.md §7): the eleven calls with their headers (bearer, application id,
 * channel WEB, tenant, idempotency key, auth type, payment intent id, optional telemetry), a 10 s timeout,
 * every answer parsed by its contract and every failure an ApiError. It uses fetch rather than the shared
 * axios wrapper: the widget is embedded in other teams' pages and must stay within its size budget
 * (axios alone is ~14 kB gzip). Retries are not here: the retry chart (machines/wallet/request) decides.
 */
import * as z from 'zod/mini';
import { type ApiError, apiError, errorBodySchema } from '../contracts/common';
import {
  billingResponseSchema,
  cardResponseSchema,
  cardsResponseSchema,
  ebtBalanceResponseSchema,
  giftBalanceResponseSchema,
  statusResponseSchema,
  updateBillingResponseSchema,
  WALLET_PATHS,
  WALLET_HEADERS,
  WALLET_TIMEOUT_MS,
  type WalletCall,
} from '../contracts/wallet';

export interface WalletClientOptions {
  /** '' for same origin (LOCAL and the sandbox), else the payments host. */
  baseUrl: string;
  appName: string;
  tenant: string;
  authType: string;
  /** Bot-manager telemetry header value, asked on every call (config botManagerTelemetry); none: no header. */
  telemetry?: (() => string | undefined) | undefined;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export interface WalletCallContext {
  credentials: { token: string; paymentIntentId: string | null };
  idempotencyKey: string;
  signal?: AbortSignal | undefined;
}

const WALLET_HEADER_NAMES = WALLET_HEADERS;

interface Plan {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
  schema: z.ZodMiniType;
  pick: (data: never) => unknown;
}

function plan(call: WalletCall): Plan {
  switch (call.call) {
    case 'getCards':
      return {
        method: 'GET',
        path: WALLET_PATHS.cards,
        headers: {
          [WALLET_HEADERS.showSnap]: String(call.showSnap),
          [WALLET_HEADERS.showGift]: String(call.showGift),
          [WALLET_HEADERS.giftBalance]: String(call.giftBalance),
        },
        schema: cardsResponseSchema,
        pick: (d: z.infer<typeof cardsResponseSchema>) => d.data.payment.cards,
      };
    case 'addCard':
      return {
        method: 'POST',
        path: WALLET_PATHS.cards,
        body: call.body,
        schema: cardResponseSchema,
        pick: (d: z.infer<typeof cardResponseSchema>) => d.data.payment.card,
      };
    case 'editCard':
      return {
        method: 'PUT',
        path: WALLET_PATHS.cards,
        body: call.body,
        schema: cardResponseSchema,
        pick: (d: z.infer<typeof cardResponseSchema>) => d.data.payment.card,
      };
    case 'deleteCard':
      return {
        method: 'DELETE',
        path: WALLET_PATHS.card(call.cardId),
        schema: statusResponseSchema,
        pick: (d: z.infer<typeof statusResponseSchema>) => d.status,
      };
    case 'getBilling':
      return {
        method: 'GET',
        path: WALLET_PATHS.billing,
        schema: billingResponseSchema,
        pick: (d: z.infer<typeof billingResponseSchema>) => d.data.payment.addresses,
      };
    case 'updateBilling':
      return {
        method: 'PUT',
        path: WALLET_PATHS.billing,
        body: call.body,
        schema: updateBillingResponseSchema,
        pick: (d: z.infer<typeof updateBillingResponseSchema>) => d.data.payment.address,
      };
    case 'giftBalance':
      return {
        method: 'POST',
        path: WALLET_PATHS.giftCardBalance,
        body: { paymentGram: call.paymentGram },
        schema: giftBalanceResponseSchema,
        pick: (d: z.infer<typeof giftBalanceResponseSchema>) => d.data.payment.remainingBalance,
      };
    case 'ebtBalance':
      return {
        method: 'POST',
        path: WALLET_PATHS.ebtBalance,
        body: call.body,
        schema: ebtBalanceResponseSchema,
        pick: (d: z.infer<typeof ebtBalanceResponseSchema>) =>
          d.data.payment.data.transactionBalanceInquiry.remainingBalance.snap,
      };
    case 'setDefault':
      return {
        method: 'PUT',
        path: WALLET_PATHS.defaults,
        body: { cardId: call.cardId },
        schema: statusResponseSchema,
        pick: (d: z.infer<typeof statusResponseSchema>) => d.status,
      };
  }
}

/** The headers of every call (§7). */
export function walletHeaders(
  options: WalletClientOptions,
  context: WalletCallContext,
): Record<string, string> {
  const telemetry = options.telemetry?.();
  return {
    Accept: 'application/json',
    Authorization: `Bearer ${context.credentials.token}`,
    [WALLET_HEADER_NAMES.applicationId]: options.appName,
    [WALLET_HEADER_NAMES.channel]: 'WEB',
    [WALLET_HEADER_NAMES.tenant]: options.tenant,
    [WALLET_HEADER_NAMES.idempotencyKey]: context.idempotencyKey,
    [WALLET_HEADER_NAMES.authType]: options.authType,
    ...(context.credentials.paymentIntentId
      ? { [WALLET_HEADER_NAMES.paymentIntentId]: context.credentials.paymentIntentId }
      : {}),
    ...(telemetry ? { [WALLET_HEADER_NAMES.telemetry]: telemetry } : {}),
  };
}

/** One attempt of one call: the picked, parsed result, or an ApiError. */
export async function callWallet(
  options: WalletClientOptions,
  call: WalletCall,
  context: WalletCallContext,
): Promise<unknown> {
  const p = plan(call);
  const endpoint = `${p.method} ${p.path}`;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? WALLET_TIMEOUT_MS);
  const onAbort = () => controller.abort();
  context.signal?.addEventListener('abort', onAbort);
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(`${options.baseUrl}${p.path}`, {
      method: p.method,
      headers: {
        ...walletHeaders(options, context),
        ...p.headers,
        ...(p.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(p.body === undefined ? {} : { body: JSON.stringify(p.body) }),
      signal: controller.signal,
    });
  } catch {
    throw failure(endpoint, timedOut, context.signal?.aborted === true);
  } finally {
    clearTimeout(timer);
    context.signal?.removeEventListener('abort', onAbort);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const parsed = z.safeParse(errorBodySchema, body);
    throw apiError({
      kind: 'http',
      endpoint,
      status: response.status,
      message: parsed.success ? parsed.data.error.message : `HTTP ${response.status}`,
      ...(parsed.success ? { code: parsed.data.error.code } : {}),
    });
  }
  const parsed = z.safeParse(p.schema, body);
  if (!parsed.success) {
    throw apiError({
      kind: 'contract',
      endpoint,
      status: response.status,
      code: 'CONTRACT_MISMATCH',
      message: `Response of ${endpoint} does not match its contract`,
    });
  }
  return p.pick(parsed.data as never);
}

function failure(endpoint: string, timedOut: boolean, aborted: boolean): ApiError {
  if (timedOut) {
    return apiError({
      kind: 'timeout',
      endpoint,
      status: 408,
      code: 'ECONNABORTED',
      message: 'Request timed out',
    });
  }
  if (aborted) return apiError({ kind: 'aborted', endpoint, status: 0, message: 'Request aborted' });
  return apiError({ kind: 'network', endpoint, status: 0, message: 'Network Error' });
}
