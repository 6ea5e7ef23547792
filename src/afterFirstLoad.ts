/**
 * Work that is not part of the first load: the sandbox's analytics recorder (and the API client it needs), the flow
 * reporter and the inspector's live mode. They start on the shopper's first interaction (a pointer, a key, a touch,
 * a wheel) or, without one, when the browser is idle AFTER_LOAD_IDLE_MS after the page's load event, whichever comes
 * first, so the first screen's download, compile and hydration do not share the network and the main thread with
 * them (docs/performance.md). What they are given meanwhile waits in their own queues.
 */
export const AFTER_LOAD_IDLE_MS = 5000;

const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

/** The page's deferred start: one per page, created by the composition root (src/app.tsx, or the wallet's runtime
 *  when the widget runs on a page of its own) and handed to what defers its work. */
export interface AfterFirstLoad {
  /** Runs `run` on the first interaction or once idle after the load (at once outside a browser, or once it fired). */
  run: (run: () => void) => void;
  /** Whether the deferred work was started by a person's key, pointer, touch or wheel (not by idle time). */
  startedByPerson: () => boolean;
}

export function createAfterFirstLoad(): AfterFirstLoad {
  let waiting: (() => void)[] | null = null;
  let fired = false;
  let personFired = false;

  function fire(event?: Event): void {
    if (fired) return;
    fired = true;
    // A person's own key or pointer started the deferred work: work started by it (the flow reporter) missed that event.
    if (event?.isTrusted) personFired = true;
    for (const type of INTERACTIONS) removeEventListener(type, fire, { capture: true });
    for (const run of (waiting ?? []).splice(0)) run();
    waiting = null;
  }

  function arm(): void {
    for (const type of INTERACTIONS) addEventListener(type, fire, { capture: true, passive: true });
    const whenIdle = () =>
      setTimeout(() => {
        if (typeof requestIdleCallback === 'function')
          requestIdleCallback(() => fire(), { timeout: AFTER_LOAD_IDLE_MS });
        else fire();
      }, AFTER_LOAD_IDLE_MS);
    if (document.readyState === 'complete') whenIdle();
    else addEventListener('load', whenIdle, { once: true });
  }

  return {
    run(run) {
      if (fired || typeof window === 'undefined' || typeof document === 'undefined') {
        run();
        return;
      }
      if (waiting === null) {
        waiting = [];
        arm();
      }
      waiting.push(run);
    },
    startedByPerson: () => personFired,
  };
}
