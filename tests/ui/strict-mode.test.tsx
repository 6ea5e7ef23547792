/**
 * React StrictMode stops and rehydrates actors created in components. A call aborted by that stop must not
 * fail the machine (found in the browser: the health menu showed its load error in development builds).
 */
import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { type AnyStateMachine, fromPromise, waitFor } from 'xstate';
import type { NavItem } from '../../api/contracts/content';
import { apiError } from '../../api/contracts/common';
import { healthNavMachine } from '../../machines/shared/healthNav/healthNav.machine';
import { unlessAborted } from '../../src/services';
import { HealthNav } from '../../ui/health/HealthNav';
import { signedOutItems } from '../fixtures/nav';
import { testServices, withServices } from './support';

/** Like axios: rejects with an 'aborted' ApiError when the signal aborts, else answers after a tick. */
function fakeCall(signal: AbortSignal): Promise<NavItem[]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve(signedOutItems), 20);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(apiError({ kind: 'aborted', endpoint: 'GET /content', status: 0, message: 'Request aborted' }));
    });
  });
}

describe('actors under React StrictMode', () => {
  it('the health menu loads although StrictMode aborted the first call', async () => {
    const services = testServices();
    // The session is known before the menu mounts, so the first call starts inside StrictMode's double effects.
    await waitFor(services.session, (s) => s.matches('anonymous'));
    services.healthNavMachine = healthNavMachine.provide({
      actors: { loadNavDocument: fromPromise(({ signal }) => unlessAborted(signal, fakeCall(signal))) },
    }) as AnyStateMachine as typeof healthNavMachine;
    render(<StrictMode>{withServices(services, <HealthNav />, '/health')}</StrictMode>);
    expect(await screen.findByRole('link', { name: 'Health Home' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('unlessAborted passes real failures through and silences aborted ones', async () => {
    const live = new AbortController();
    await expect(unlessAborted(live.signal, Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    const aborted = new AbortController();
    aborted.abort();
    const settled = await Promise.race([
      unlessAborted(aborted.signal, Promise.reject(new Error('aborted'))).then(
        () => 'settled',
        () => 'settled',
      ),
      new Promise((r) => setTimeout(() => r('pending'), 30)),
    ]);
    expect(settled).toBe('pending');
  });
});
