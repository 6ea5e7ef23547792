import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { SHELL_LABELS, signInPathFor } from '../../domain/shell';
import { Spinner } from '../kit/Spinner';
import { useServices } from './services';

/** Shows children to a fully authenticated user; others go to sign-in with this page as the redirect. */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const { session } = useServices();
  const status = useSelector(session, (s) =>
    s.hasTag('signedIn') ? 'in' : s.hasTag('busy') ? 'checking' : 'out',
  );
  const location = useLocation();
  if (status === 'checking') return <Spinner label={SHELL_LABELS.loadingPage} />;
  if (status === 'out') {
    return <Navigate replace to={signInPathFor(location.pathname + location.search)} />;
  }
  return <>{children}</>;
}
