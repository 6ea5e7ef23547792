/**
 * Page titles (issue 13 point 11): a page declares its title with `usePageTitle(title)` (or `<Titled title>` around
 * a route's element); the provider sets `document.title` to "<title> | <banner>" (domain/titles.ts) and, on
 * every later navigation, says the new title in a polite live region (`<TitleAnnouncer />` in the shell), so a
 * screen reader hears where a client-side navigation went (WCAG 2.4.2). On the server's first render
 * (src/entry-server.tsx) the provider's `collect` receives the title instead, for the page's <title>.
 */
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { documentTitle } from '../../domain/titles';

interface TitleHost {
  show(title: string): void;
  collect?: ((fullTitle: string) => void) | undefined;
  banner: string;
  announced: string;
}

const TitleContext = createContext<TitleHost | null>(null);

export function PageTitleProvider({
  banner,
  collect,
  children,
}: {
  banner: string;
  /** Server render: receives the page's full title. */
  collect?: (fullTitle: string) => void;
  children: ReactNode;
}) {
  const [announced, setAnnounced] = useState('');
  const current = useRef<string | null>(null);
  const show = useCallback(
    (title: string) => {
      const full = documentTitle(title, banner);
      if (typeof document !== 'undefined') document.title = full;
      // The first page's title is read with the page; later ones are announced.
      if (current.current !== null && current.current !== full) setAnnounced(full);
      current.current = full;
    },
    [banner],
  );
  const host = useMemo(() => ({ show, collect, banner, announced }), [show, collect, banner, announced]);
  return <TitleContext.Provider value={host}>{children}</TitleContext.Provider>;
}

/** Declares the page's title (see the module comment). Outside a provider it does nothing. */
export function usePageTitle(title: string): void {
  const host = useContext(TitleContext);
  host?.collect?.(documentTitle(title, host.banner));
  const show = host?.show;
  useEffect(() => show?.(title), [show, title]);
}

/** A route element with its title: `<Route path="/x" element={<Titled title={PAGE_TITLES.x}><X /></Titled>} />`. */
export function Titled({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return <>{children}</>;
}

/** The live region that says the new page's title after a navigation. */
export function TitleAnnouncer() {
  const host = useContext(TitleContext);
  return (
    <p
      className="visually-hidden"
      role="status"
      aria-live="polite"
      aria-atomic="true"
      data-page-title-announcer=""
    >
      {host?.announced ?? ''}
    </p>
  );
}
