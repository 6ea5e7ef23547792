/**
 * Views of the pharmacy shell (pharmacy-portal.md §2.1, §2.2, §6): the page header's default title, the step wizard,
 * the landing page's next step (our authorization rule), the guest-only and delivery guards, back-to-top, the
 * Technical Difficulties page. Texts asserted as literals from the spec where it gives them.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { customerStatusMachine } from '../../machines/rx/customerStatus/customerStatus.machine';
import { unauthorizedAnswer, verifiedAnswer } from '../../machines/rx/customerStatus/customerStatus.fixtures';
import { landingNext } from '../../domain/rx/shell';
import { wizardSteps } from '../../domain/rx/wizard';
import { ServicesProvider } from '../../ui/app/services';
import { StepWizard } from '../../ui/rx/kit/StepWizard';
import { TechnicalDifficultiesView } from '../../ui/rx/pages/TechnicalDifficultiesView';
import type { RxServices } from '../../ui/rx/services';
import { BackToTop } from '../../ui/rx/shell/BackToTop';
import { RxGuard } from '../../ui/rx/shell/RxGuards';
import { RxPageHeader } from '../../ui/rx/shell/RxPageHeader';
import { testRxServices, WithRx } from '../fixtures/rx-services';
import { testServices } from './support';

describe('page header (§2.2)', () => {
  it("has the title 'My Prescriptions' by default, as the page's one h1", () => {
    render(<RxPageHeader subtitle="Prescription Dashboard" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('My Prescriptions');
    expect(screen.getByText('Prescription Dashboard')).toBeInTheDocument();
  });
});

describe('step wizard (§2.2)', () => {
  const defs = [
    { id: 'lookup', label: 'Patient Lookup' },
    { id: 'quiz', label: 'Identity Verification' },
    { id: 'questions', label: 'Security Questions' },
  ];

  it('marks the current step, offers only reachable steps as buttons, and reports the choice', async () => {
    const onSelect = vi.fn();
    render(<StepWizard steps={wizardSteps(defs, 2, new Set(['lookup']))} onSelect={onSelect} />);
    const nav = screen.getByRole('navigation', { name: 'Progress' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByText('Identity Verification').closest('[aria-current="step"]')).not.toBeNull();
    expect(screen.getAllByRole('button')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: /Patient Lookup/ }));
    expect(onSelect).toHaveBeenCalledWith('lookup');
    expect(screen.getByText('Security Questions').closest('[aria-disabled="true"]')).not.toBeNull();
  });
});

describe('landing page next step (docs/choices.md authorization rule)', () => {
  const status = verifiedAnswer.status;
  it.each([
    { facts: { status: null }, kind: 'checking' },
    { facts: { status: null, failed: true }, kind: 'continue', href: '/rx/dashboard' },
    { facts: { status: { ...status, linkStatus: 'NO_LINKS' } }, kind: 'link', href: '/rx/link/patient' },
    {
      facts: { status: { ...status, linkStatus: 'NO_LINKS', accountLockedForLinking: true } },
      kind: 'locked',
    },
    { facts: { status, authorized: true }, kind: 'continue', href: '/rx/dashboard' },
    {
      facts: { status, authorized: false },
      kind: 'answer',
      href: '/rx/security-questions?redirectUrl=%2Frx%2Fdashboard',
    },
    // After the final security-question lock no question is offered (Customer Support unlocks them).
    {
      facts: { status: { ...status, securityQuestionsLocked: true }, authorized: false },
      kind: 'questionsLocked',
    },
    {
      facts: { status: { ...status, hasChallengeQuestions: false }, authorized: false },
      kind: 'setUp',
      href: '/rx/security-questions/setup?redirectUrl=%2Frx%2Fdashboard',
    },
  ])('$kind', ({ facts, kind, href }) => {
    const next = landingNext({ authorized: false, redirect: '/rx/dashboard', ...facts });
    expect(next.kind).toBe(kind);
    if (href) expect('href' in next && next.href).toBe(href);
  });
});

describe('guards (§2.1, §6)', () => {
  const statusActor = (answer = verifiedAnswer) =>
    createActor(
      customerStatusMachine.provide({ actors: { fetchCustomerStatus: fromPromise(async () => answer) } }),
    ).start();

  async function renderGuard(
    rx: RxServices,
    guard: Parameters<typeof RxGuard>[0]['guard'],
    signedIn: boolean,
  ) {
    const app = testServices({
      session: {
        authLevel: signedIn ? 'authenticated' : 'anonymous',
        knownMachine: true,
        rememberedSessionLapsed: false,
        userInfo: null,
      },
    });
    render(
      <ServicesProvider value={app}>
        <WithRx services={rx}>
          <MemoryRouter initialEntries={['/rx/guest-refill']}>
            <Routes>
              <Route
                path="/rx/guest-refill"
                element={
                  <RxGuard guard={guard}>
                    <p>Guest page</p>
                  </RxGuard>
                }
              />
              <Route path="/rx/refills" element={<p>Refills page</p>} />
              <Route path="/rx/dashboard" element={<p>Dashboard page</p>} />
            </Routes>
          </MemoryRouter>
        </WithRx>
      </ServicesProvider>,
    );
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0));
    });
  }

  it('sends a verified customer from a guest page to the signed-in page', async () => {
    const customerStatus = statusActor();
    customerStatus.send({ type: 'customerStatus.request' });
    await renderGuard(
      testRxServices({ customerStatus }),
      { kind: 'guestOnly', verifiedPath: '/rx/refills' },
      true,
    );
    expect(await screen.findByText('Refills page')).toBeInTheDocument();
  });

  it('shows the guest page to a customer who is not verified, and to a signed-out shopper', async () => {
    const customerStatus = statusActor(unauthorizedAnswer);
    customerStatus.send({ type: 'customerStatus.request' });
    await renderGuard(
      testRxServices({ customerStatus }),
      { kind: 'guestOnly', verifiedPath: '/rx/refills' },
      true,
    );
    expect(await screen.findByText('Guest page')).toBeInTheDocument();
  });

  it('order delivery only with the delivery setting on', async () => {
    const off = testRxServices();
    await renderGuard({ ...off, settings: { ...off.settings, delivery: false } }, { kind: 'delivery' }, true);
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
  });
});

describe('back to top (§2.2, §9)', () => {
  it('shows after 200 px of scrolling and moves to the page heading', async () => {
    render(
      <>
        <h1 id="PharmacyHeader-title" tabIndex={-1}>
          My Prescriptions
        </h1>
        <BackToTop />
      </>,
    );
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    await act(async () => {
      Object.defineProperty(window, 'scrollY', { value: 200, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    await act(async () => {
      Object.defineProperty(window, 'scrollY', { value: 201, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    await userEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    scrollTo.mockRestore();
  });
});

describe('/rx/error (§2.1, §8)', () => {
  it("says 'Technical Difficulties', offers Refresh and a link back to /rx/dashboard", async () => {
    const onRefresh = vi.fn();
    render(
      <MemoryRouter>
        <TechnicalDifficultiesView onRefresh={onRefresh} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Technical Difficulties');
    expect(
      screen.getByText(/We're sorry, this site is currently experiencing technical difficulties/),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(onRefresh).toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'My Prescriptions Home' })).toHaveAttribute(
      'href',
      '/rx/dashboard',
    );
  });
});
