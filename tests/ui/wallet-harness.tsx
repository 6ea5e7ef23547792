/**
 * The payment wallet's two builds in one jsdom test environment (payment-wallet.md §1 "Two ways in"):
 *
 * - **React**: the React component (`<PaymentWallet {...config} />`) and its views (`<WalletWidget />`) rendered
 *   with React by Testing Library;
 * - **embed**: the library entry `src/wallet/embed.tsx` with React aliased to preact/compat, as
 *   dist-wallet/wallet-widget.js is built (tests/support/embed-graph.ts), mounted through its `mount` API (and
 *   `mountWidget` for a chart actor the test runs).
 *
 * The wallet's view tests and UI walks run once per harness (`describe.each(WALLET_HARNESSES)`), so what a
 * shopper meets in a plain HTML host is tested like what they meet in a React host.
 */
import { act as reactAct, cleanup, render } from '@testing-library/react';
import { options as preactOptions } from 'preact';
import { act as preactAct } from 'preact/test-utils';
import type { AnyActorRef } from 'xstate';
import type * as EmbedModule from '../../src/wallet/embed';
import type { WalletConfigInput } from '../../src/wallet/config';
import { PaymentWallet, type WalletHandle } from '../../src/wallet/PaymentWallet';
import type { RuntimeOptions } from '../../src/wallet/runtime';
import type { SecureFieldsView, WalletActor, WalletUiOptions } from '../../ui/wallet/types';
import { WalletWidget } from '../../ui/wallet/WalletWidget';
import { embedCopy } from '../support/embed-query';

export interface WidgetProps {
  ui?: WalletUiOptions;
  secure?: SecureFieldsView;
  flyoutDiv?: string;
}

export interface MountedWidget {
  unmount: () => void;
}

export interface MountedWallet {
  /** What `mount` returns (embed) or what the component's `handle` gives (React). */
  wallet: WalletHandle;
  /** The element the widget was mounted into. */
  element: HTMLElement;
  unmount: () => void;
}

export interface WalletHarness {
  name: 'React component' | 'embed (preact/compat)';
  /** Renders the summary box and the flyout for a wallet actor the test runs. */
  mountWidget: (actor: AnyActorRef, props?: WidgetProps) => MountedWidget;
  /** Mounts the whole widget from a host config (its runtime makes the calls through `options.fetch`); with
   *  `hostForm`, inside a form of the host's own (React: a React form around the component; embed: a form element
   *  around the mount element), whose submits go to `hostForm`. */
  mount: (
    config: WalletConfigInput,
    options?: RuntimeOptions,
    hostForm?: () => void,
  ) => Promise<MountedWallet>;
  /** Lets the views catch up (renders, effects, lazy chunks) after something changed outside an event. */
  settle: () => Promise<void>;
}

export const noSecureFields: SecureFieldsView = { url: () => 'about:blank', register: () => {} };

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Whether the flyout's lazy chunk is still on its way (its Suspense fallback shows). */
const flyoutLoading = () =>
  [...document.querySelectorAll('.pw-root p[role="status"]')].some((p) => p.textContent === 'Loading…');

/** A few turns for renders and effects, then more while the flyout's chunk is still loading (up to 3 s). */
async function settleWith(act: (run: () => Promise<void>) => Promise<void>) {
  await act(async () => {
    await tick();
    await tick();
  });
  for (let waited = 0; flyoutLoading() && waited < 3000; waited += 20) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
  }
}

// Preact runs effects after the next frame (requestAnimationFrame, else a 35 ms timer); in jsdom that is a real
// wait. Here they run on the next task, like Testing Library's act() makes React's run: a settled view then has
// its effects (subscriptions, focus) done, whatever started the render.
preactOptions.requestAnimationFrame = (callback) => setTimeout(callback, 0);

function hostElement(): HTMLElement {
  const element = document.createElement('div');
  element.className = 'test-host';
  document.body.appendChild(element);
  return element;
}

const reactHarness: WalletHarness = {
  name: 'React component',
  mountWidget: (actor, props = {}) => {
    const view = render(
      <WalletWidget
        actor={actor as WalletActor}
        ui={props.ui ?? {}}
        secure={props.secure ?? noSecureFields}
        {...(props.flyoutDiv ? { flyoutDiv: props.flyoutDiv } : {})}
      />,
    );
    return { unmount: () => view.unmount() };
  },
  mount: async (config, options, hostForm) => {
    let handle: WalletHandle | null = null;
    const element = hostElement();
    const widget = (
      <PaymentWallet
        {...config}
        {...(options ? { runtimeOptions: options } : {})}
        handle={(h) => {
          handle = h;
        }}
      />
    );
    const view = render(
      hostForm ? (
        <form
          aria-label="Host checkout"
          onSubmit={(event) => {
            event.preventDefault();
            hostForm();
          }}
        >
          {widget}
        </form>
      ) : (
        widget
      ),
      { container: element },
    );
    await reactAct(async () => {
      await tick();
    });
    if (!handle) throw new Error('The React component gave no handle');
    return { wallet: handle, element, unmount: () => view.unmount() };
  },
  settle: () => settleWith(reactAct),
};

let loadedEmbed: typeof EmbedModule | null = null;
/** The embed entry with React aliased to preact/compat (its own copy of the widget's modules): test files await
 *  it in `beforeAll`, so a harness call never waits for the module graph. */
export const embedReady: Promise<typeof EmbedModule> = (
  import(/* @vite-ignore */ embedCopy(new URL('../../src/wallet/embed.tsx', import.meta.url))) as Promise<
    typeof EmbedModule
  >
).then((m) => {
  loadedEmbed = m;
  return m;
});
function embed(): typeof EmbedModule {
  if (!loadedEmbed) throw new Error('The embed build is not loaded yet: await embedReady in beforeAll');
  return loadedEmbed;
}

const mountedEmbeds = new Set<() => void>();

const embedHarness: WalletHarness = {
  name: 'embed (preact/compat)',
  mountWidget: (actor, props = {}) => {
    const element = hostElement();
    const mounted = embed().mountWidget(element, {
      actor: actor as WalletActor,
      ui: props.ui ?? {},
      secure: props.secure ?? noSecureFields,
      ...(props.flyoutDiv ? { flyoutDiv: props.flyoutDiv } : {}),
    });
    const unmount = () => {
      mounted.unmount();
      element.remove();
      mountedEmbeds.delete(unmount);
    };
    mountedEmbeds.add(unmount);
    return { unmount };
  },
  mount: async (config, options, hostForm) => {
    const m = embed();
    let element = hostElement();
    if (hostForm) {
      const form = document.createElement('form');
      form.setAttribute('aria-label', 'Host checkout');
      form.addEventListener('submit', (event) => {
        event.preventDefault();
        hostForm();
      });
      element.appendChild(form);
      element = form.appendChild(document.createElement('div'));
    }
    let wallet: ReturnType<typeof m.mount> | null = null;
    await preactAct(async () => {
      wallet = m.mount(element, config, options);
      await tick();
    });
    const mounted = wallet as unknown as ReturnType<typeof m.mount>;
    const unmount = () => {
      mounted.unmount();
      element.remove();
      mountedEmbeds.delete(unmount);
    };
    mountedEmbeds.add(unmount);
    return { wallet: mounted, element, unmount };
  },
  settle: () => settleWith(preactAct),
};

/** Unmounts what a test left mounted (Testing Library's cleanup covers the React harness). */
export function cleanupWallets(): void {
  for (const unmount of [...mountedEmbeds]) unmount();
  cleanup();
}

export const WALLET_HARNESSES: readonly WalletHarness[] = [reactHarness, embedHarness];
