/**
 * payment-wallet.md §3 Config, validated with zod on mount: a wrong config gives one developer-facing error
 * naming the field (never a blank box). Functions (getNewToken, redirectToSignIn, ...) are checked as functions.
 */
import * as z from 'zod/mini';
import {
  APP_NAME_LIST,
  AUTH_TYPES,
  DEFAULT_APP,
  DEFAULT_ENVIRONMENT,
  DEFAULT_TENANT,
  ENVIRONMENTS,
} from '../../domain/wallet/constants';
import { CONFIG_ERROR } from '../../domain/wallet/labels';

const fn = <T extends (...args: never[]) => unknown>() =>
  z.custom<T>((value) => typeof value === 'function', { message: 'must be a function' });

export const walletConfigSchema = z.object({
  environment: z._default(z.enum(ENVIRONMENTS), DEFAULT_ENVIRONMENT),
  paymentIntentId: z.optional(z.string()),
  authConfig: z.object({
    type: z.enum(AUTH_TYPES),
    token: z.string().check(z.minLength(1, 'must be a non-empty bearer token')),
    getNewToken: fn<() => Promise<string> | string>(),
    redirectToSignIn: fn<() => void>(),
  }),
  flyoutDiv: z.optional(z.string()),
  appName: z._default(z.enum(APP_NAME_LIST as [string, ...string[]]), DEFAULT_APP),
  tenantName: z._default(z.string(), DEFAULT_TENANT),
  bannerDomain: z.optional(z.string()),
  locationData: z.optional(z.object({ storeId: z.optional(z.string()), facilityId: z.optional(z.string()) })),
  isInitialized: z._default(z.boolean(), true),
  walletConfig: z._default(
    z.object({
      showSnapCards: z._default(z.boolean(), true),
      showGiftCards: z._default(z.boolean(), true),
      getGiftCardBalances: z._default(z.boolean(), true),
      selectDefaultCardOnly: z._default(z.boolean(), false),
      saveCardOptionEnabled: z._default(z.boolean(), true),
    }),
    {
      showSnapCards: true,
      showGiftCards: true,
      getGiftCardBalances: true,
      selectDefaultCardOnly: false,
      saveCardOptionEnabled: true,
    },
  ),
  checkoutConfig: z.optional(
    z.object({
      orderInfo: z.optional(
        z.object({
          total: z.optional(z.number().check(z.gte(0))),
          hasSnapEligibleItems: z.optional(z.boolean()),
          ebtTotalFromCheckout: z.optional(z.number().check(z.gte(0))),
        }),
      ),
      checkoutId: z.optional(z.string()),
      getEbtCardPaymentTotal: z.optional(fn<() => number>()),
      getNewPaymentIntent: z.optional(fn<() => Promise<string> | string>()),
    }),
  ),
  analyticsConfig: z.optional(fn<(event: string, payload: Record<string, unknown>) => void>()),
  uiConfig: z.optional(
    z.object({
      isMyWallet: z.optional(z.boolean()),
      showCardbox: z.optional(z.boolean()),
      hideCardboxTitle: z.optional(z.boolean()),
      hideChangePaymentMethod: z.optional(z.boolean()),
      hideCardboxNoCardsMessage: z.optional(z.boolean()),
      paymentSummaryMessage: z.optional(z.string()),
      cardBoxClass: z.optional(z.string()),
    }),
  ),
  /** Sandbox and development: where the secure card fields live (default: derived from the environment). */
  secureFieldsOrigin: z.optional(z.string().check(z.regex(/^https?:\/\/[^/]+/, 'must be an http(s) origin'))),
  /** Origins of other windows (a parent page around an iframe host, a popup) allowed to post host messages. */
  hostOrigins: z.optional(z.array(z.string())),
  /** §7 "optional bot-manager telemetry header": the value (a string) or a host callback asked on every call;
   *  sent as X-Bot-Telemetry when it gives a non-empty value, never otherwise. */
  botManagerTelemetry: z.optional(
    z.custom<string | (() => string | undefined)>(
      (value) => typeof value === 'string' || typeof value === 'function',
      { message: 'must be a string or a function returning the header value' },
    ),
  ),
  /** Messages to the host (data, error), besides the DOM events on the mount element. */
  onMessage: z.optional(fn<(message: { type: string; [key: string]: unknown }) => void>()),
});

export type WalletConfig = z.output<typeof walletConfigSchema>;
export type WalletConfigInput = z.input<typeof walletConfigSchema>;

export type ConfigResult = { ok: true; config: WalletConfig } | { ok: false; field: string; message: string };

export function parseWalletConfig(input: unknown): ConfigResult {
  const result = z.safeParse(walletConfigSchema, input);
  if (result.success) return { ok: true, config: result.data };
  const issue = result.error.issues[0]!;
  const field = issue.path.map(String).join('.') || '(config)';
  return { ok: false, field, message: `${CONFIG_ERROR}: "${field}" ${issue.message}` };
}
