/**
 * False during the first render, true once mounted. A server-rendered pharmacy page (the dashboard) renders what the
 * server rendered until then: the server's services were idle (the sign-in still being checked), while the browser's
 * session may already be known when the page's lazy chunk hydrates; the same first render keeps hydration exact.
 */
import { useEffect, useState } from 'react';

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
