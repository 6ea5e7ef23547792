/**
 * Real actors of the account-entry machines (machines/account/signIn, forgotPassword, resetPassword,
 * createAccount, verifyEmail): each loads the lazy API chunk on first use like src/services.ts. Also the
 * Google Identity provider actor (loads the provider script: the real one, or the sandbox stand-in on the
 * second origin) and the identity settings of the sign-in page's mode 1 (configuration).
 * Configuration (build time, VITE_*): VITE_IDENTITY_PROVIDER_URL (external login origin; sandbox: port + 1),
 * VITE_GOOGLE_SCRIPT_URL (default https://accounts.google.com/gsi/client; sandbox: the stand-in),
 * VITE_GOOGLE_CLIENT_ID, VITE_GOOGLE_AUTO_LOGIN, VITE_IDENTITY_ALWAYS_PROMPT, VITE_IDENTITY_PROMPT_WEBVIEW
 * ('true' / 'false').
 */
import { fromCallback, fromPromise } from 'xstate';
import type { Article, ArticleKind } from '../api/contracts/content';
import type {
  AckResponse,
  CreateAccountRequest,
  CreateAccountResponse,
  ForgotPasswordRequest,
  ResetPasswordRequest,
  SignInRequest,
  SignInResponse,
} from '../api/contracts/identity';
import type { GoogleProviderInput } from '../machines/account/signIn/signIn.machine';
import {
  externalHref,
  IDENTITY_PROVIDER_PATHS,
  identityProviderOrigin,
  SOCIAL_SCOPE,
} from '../domain/account/signIn';
import { unlessAborted } from './services';
import type { SocialHandoff } from './socialHandoff';
import type { PageFacts } from '../ui/app/services';

type Api = typeof import('./api')['api'];

/** The sandbox stand-in's client id (server/auth/google.ts); a real deployment configures its own. */
const SANDBOX_GOOGLE_CLIENT_ID = 'sandbox-client-id.apps.googleusercontent.example';

interface GoogleId {
  initialize(options: {
    client_id: string;
    callback: (response: { credential?: string }) => void;
    scope?: string;
    auto_select?: boolean;
  }): void;
  prompt(
    listener?: (n: {
      isNotDisplayed(): boolean;
      isSkippedMoment(): boolean;
      isDismissedMoment(): boolean;
    }) => void,
  ): void;
  disableAutoSelect(): void;
  renderButton?(element: HTMLElement, options: object): void;
  hasSession?(): boolean;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleId } };
  }
}

export interface IdentitySettings {
  alwaysPrompt: boolean;
  promptForWebView: boolean;
  googleAutoLogin: boolean;
}

const env = import.meta.env as Record<string, string | undefined>;
const flag = (name: string) => env[name] === 'true';

export function identitySettings(): IdentitySettings {
  return {
    alwaysPrompt: flag('VITE_IDENTITY_ALWAYS_PROMPT'),
    promptForWebView: flag('VITE_IDENTITY_PROMPT_WEBVIEW'),
    googleAutoLogin: flag('VITE_GOOGLE_AUTO_LOGIN'),
  };
}

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const existing = document.querySelector<HTMLScriptElement>(`script[src="${src}"]`);
    if (existing && window.google?.accounts?.id) return resolve();
    const script = existing ?? document.createElement('script');
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener('error', () => reject(new Error('Google script failed to load')), { once: true });
    if (!existing) {
      script.src = src;
      script.async = true;
      document.head.append(script);
    }
  });
}

/** What the app shell hands to the account routes (kept tiny: the actors are built in the lazy route chunks). */
export interface AccountDeps {
  load: () => Promise<Api>;
  banner: string;
  sandbox: boolean;
  page: PageFacts;
  socialHandoff: SocialHandoff;
}

declare module '../ui/app/services' {
  interface AppServices {
    /** Sign-in and account entry (issue 5): what createAccountServices builds the real actors from. */
    account?: AccountDeps | undefined;
  }
}

export function createAccountServices(options: AccountDeps) {
  const { load, banner } = options;
  const providerOrigin = identityProviderOrigin(
    env.VITE_IDENTITY_PROVIDER_URL,
    new URL(options.page.href()),
    options.sandbox,
  );
  const googleScript =
    env.VITE_GOOGLE_SCRIPT_URL ||
    (options.sandbox
      ? `${providerOrigin}${IDENTITY_PROVIDER_PATHS.googleScript}`
      : 'https://accounts.google.com/gsi/client');
  const clientId = env.VITE_GOOGLE_CLIENT_ID || SANDBOX_GOOGLE_CLIENT_ID;

  return {
    providerOrigin,
    /** A partner site's link: the address itself, or in the sandbox the stand-in page naming it. */
    externalHref: (url: string) => externalHref(url, providerOrigin, options.sandbox, options.page.href()),
    settings: identitySettings(),
    signInActors: {
      signIn: fromPromise<SignInResponse, SignInRequest>(async ({ input, signal }) =>
        unlessAborted(signal, (await load()).identity.signIn(input, signal, banner)),
      ),
      googleProvider: fromCallback<{ type: 'signIn.googleStart' }, GoogleProviderInput>(
        ({ input, sendBack, receive }) => {
          if (!input.enabled) return;
          let stopped = false;
          loadScript(googleScript)
            .then(() => {
              const id = window.google?.accounts?.id;
              if (stopped) return;
              if (!id) throw new Error('Google Identity is missing');
              id.initialize({
                client_id: clientId,
                scope: SOCIAL_SCOPE,
                auto_select: input.autoLogin,
                callback: (response) => {
                  if (stopped) return;
                  sendBack(
                    response.credential
                      ? { type: 'signIn.googleCredential', credential: response.credential }
                      : { type: 'signIn.googleFailed' },
                  );
                },
              });
              // §4: a provider session with auto-login off is signed out first.
              if (!input.autoLogin && (id.hasSession?.() ?? true)) id.disableAutoSelect();
              sendBack({ type: 'signIn.googleReady' });
            })
            .catch(() => {
              if (!stopped) sendBack({ type: 'signIn.googleUnavailable' });
            });
          receive(() => {
            window.google?.accounts?.id?.prompt((n) => {
              if (!stopped && (n.isNotDisplayed() || n.isSkippedMoment() || n.isDismissedMoment()))
                sendBack({ type: 'signIn.googleFailed' });
            });
          });
          return () => {
            stopped = true;
          };
        },
      ),
    },
    forgotPasswordActors: {
      requestReset: fromPromise<AckResponse, ForgotPasswordRequest>(async ({ input, signal }) =>
        unlessAborted(signal, (await load()).identity.requestPasswordReset(input, signal, banner)),
      ),
    },
    resetPasswordActors: {
      resetPassword: fromPromise<AckResponse, ResetPasswordRequest>(async ({ input, signal }) =>
        unlessAborted(signal, (await load()).identity.resetPassword(input, signal)),
      ),
    },
    createAccountActors: {
      createAccount: fromPromise<CreateAccountResponse, CreateAccountRequest>(async ({ input, signal }) =>
        unlessAborted(signal, (await load()).identity.createAccount(input, signal, banner)),
      ),
    },
    /** The help and legal pages (content service). */
    contentPageActors: {
      loadArticle: fromPromise<Article, { kind: ArticleKind }>(async ({ input, signal }) =>
        unlessAborted(signal, (await load()).content.fetchArticle(input.kind, signal)),
      ),
    },
    deleteAccountActors: {
      deleteAccount: fromPromise<AckResponse, { password: string }>(async ({ input, signal }) =>
        unlessAborted(signal, (await load()).identity.deleteAccount(input, signal, banner)),
      ),
    },
    verifyEmailActors: {
      sendVerification: fromPromise<AckResponse, { redirectUrl: string | null }>(async ({ input, signal }) =>
        unlessAborted(
          signal,
          (await load()).identity.sendVerificationEmail(
            input.redirectUrl ? { redirectUrl: input.redirectUrl } : {},
            signal,
            banner,
          ),
        ),
      ),
      confirmVerification: fromPromise<AckResponse, { token: string }>(async ({ input, signal }) =>
        unlessAborted(signal, (await load()).identity.confirmVerification(input.token, signal)),
      ),
    },
  };
}

export type AccountServices = ReturnType<typeof createAccountServices>;

const cache = new WeakMap<AccountDeps, AccountServices>();
/** One set of account actors per app (built on first use by a route). */
export function accountServicesFor(deps: AccountDeps): AccountServices {
  let services = cache.get(deps);
  if (!services) {
    services = createAccountServices(deps);
    cache.set(deps, services);
  }
  return services;
}
