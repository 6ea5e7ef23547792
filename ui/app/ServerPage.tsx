import { useEffect } from 'react';
import { useNavigationType } from 'react-router-dom';
import { NotFound } from './NotFound';

/**
 * A page the server renders itself (SERVER_PAGES in domain/shell.ts, e.g. the wallet's demo host page),
 * reached by a navigation inside the app (a redirect after sign-in): the browser loads it from the server. On a
 * full page load the server would have answered it already, so the app reaching it then means there is no such
 * page: Not Found (and no reload loop).
 */
export function ServerPage() {
  const navigationType = useNavigationType();
  const inApp = navigationType !== 'POP';
  useEffect(() => {
    if (inApp) window.location.replace(window.location.href);
  }, [inApp]);
  return inApp ? null : <NotFound />;
}
