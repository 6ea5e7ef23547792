/**
 * In-app navigation for the actions charts ask for (a redirect to sign in, the pharmacy's moves between pages): one
 * per app, made by the composition root (createServices) and handed to whoever needs it as a service, never a
 * module-level object. Until the router is up (NavigationBridge in src/app.tsx attaches its navigate), a move is a
 * full page load.
 */
export interface AppNavigation {
  /** Moves to an in-app address (the router's navigate once attached). */
  go: (to: string) => void;
  /** The router's navigate; returns the detach for the component's clean-up. */
  attach: (navigate: (to: string) => void) => () => void;
}

declare module '../ui/app/services' {
  interface AppServices {
    /** In-app navigation (src/navigation.ts); views never touch it. */
    navigation?: AppNavigation | undefined;
  }
}

export function createNavigation(
  pageLoad: (to: string) => void = (to) => window.location.assign(to),
): AppNavigation {
  let navigate: ((to: string) => void) | null = null;
  return {
    go: (to) => (navigate ?? pageLoad)(to),
    attach: (next) => {
      navigate = next;
      return () => {
        if (navigate === next) navigate = null;
      };
    },
  };
}
