/**
 * The tracker area's views and rules with the spec's texts as literals (pharmacy-portal.md §2.1, §2.3, §8, §9):
 * status cards, the empty state, 'View Status Details' per page, the prescription details card (image or
 * placeholder, rx number, quantity, cost, estimates, delivery window 2-6 PM, on-hold texts, card brand and last
 * four), the pickup-location card (hours, lunch, 'No Hours Found', store details link), the expired tracker link
 * page, and the scroll to a section focusing its first card.
 */
// Estimates are shown in the page's time zone; the literals below are UTC's.
process.env.TZ = 'UTC';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { Prescription } from '../../api/contracts/rx';
import {
  AMOXICILLIN,
  CARPROFEN,
  LEVOTHYROXINE,
  OMEPRAZOLE,
  STORE_FACILITY,
} from '../../machines/rx/fixtures';
import { breakHoursOf, pharmacyHoursOf } from '../../domain/rx/facilities';
import { scrollToTrackerSection } from '../../src/rx/tracker';
import ExpiredTrackerLinkRoute from '../../src/routes/rx/ExpiredTrackerLinkRoute';
import { PageTitleProvider } from '../../ui/app/pageTitle';
import { PickupLocationCard } from '../../ui/rx/tracker/PickupLocationCard';
import { PrescriptionCard } from '../../ui/rx/tracker/PrescriptionCard';
import { StatusCard } from '../../ui/rx/tracker/StatusCard';
import { TrackerView } from '../../ui/rx/tracker/TrackerView';
import { selectTrackerView } from '../../machines/rx/tracker/tracker.selectors';
import { trackerMachine } from '../../machines/rx/tracker/tracker.machine';
import { trackerData } from '../../machines/rx/tracker/tracker.fixtures';
import { createActor, fromPromise } from 'xstate';

const COUNTS = { READY_FOR_PICKUP: 2, IN_PROGRESS: 1, ON_HOLD: 1, DELIVERY: 0 };
const EMPTY = { READY_FOR_PICKUP: 0, IN_PROGRESS: 0, ON_HOLD: 0, DELIVERY: 0 };

function statusCard(pathname: string, counts = COUNTS, refillsLink = true) {
  const onSection = vi.fn();
  render(
    <MemoryRouter>
      <StatusCard
        counts={counts}
        estimatedTotal="$58.85*"
        pathname={pathname}
        onSection={onSection}
        refillsLink={refillsLink}
      />
    </MemoryRouter>,
  );
  return onSection;
}

describe('status cards (§2.3)', () => {
  it("show counts and labels under 'Pick Up' and 'Delivery', the total and its note", async () => {
    const onSection = statusCard('/rx/dashboard');
    expect(screen.getByRole('heading', { name: 'Pick Up' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Delivery' })).toBeInTheDocument();
    const buttons = screen.getAllByRole('button').map((b) => b.textContent);
    expect(buttons).toEqual(['2Ready', '1In Progress', '1On Hold', '0For Delivery']);
    expect(screen.getByText('Est Total Cost: $58.85*')).toBeInTheDocument();
    expect(
      screen.getByText('*Amount due at pickup may change due to insurance co-pays and deductibles'),
    ).toBeInTheDocument();
    screen.getByRole('button', { name: /^1 On Hold/ }).click();
    expect(onSection).toHaveBeenCalledWith('ON_HOLD');
  });

  it.each([
    ['/rx/dashboard', true],
    ['/health-dashboard', false],
    ['/rx/tracker', false],
    ['/rx/tracker/', false],
  ])("on %s 'View Status Details' shows: %s", (pathname, shown) => {
    statusCard(pathname);
    const link = screen.queryByRole('link', { name: 'View Status Details' });
    expect(link !== null).toBe(shown);
    if (link) expect(link).toHaveAttribute('href', '/rx/tracker');
  });

  it("the empty state: its text and 'View My Available Refills' to /rx/refills (not for a guest)", () => {
    statusCard('/rx/tracker', EMPTY);
    expect(
      screen.getByText('There are no prescriptions being worked on for this patient at this time.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View My Available Refills' })).toHaveAttribute(
      'href',
      '/rx/refills',
    );
  });

  it('a guest gets the empty text without the refills link', () => {
    statusCard('/rx/tracker', EMPTY, false);
    expect(screen.queryByRole('link', { name: 'View My Available Refills' })).toBeNull();
  });
});

function card(p: Prescription) {
  const onOpen = vi.fn();
  render(<PrescriptionCard prescription={p} onOpen={onOpen} />);
  return { onOpen, article: screen.getByRole('article', { name: p.drugName }) };
}

describe('prescription details card (§2.3)', () => {
  it('shows the placeholder icon, rx number, drug, quantity, cost and the promised pickup', () => {
    const { article, onOpen } = card(AMOXICILLIN);
    expect(within(article).getByRole('img', { name: 'No image available' })).toBeInTheDocument();
    expect(article).toHaveTextContent('Rx #1234569');
    expect(article).toHaveTextContent('Qty: 21');
    expect(article).toHaveTextContent('Cost: $8.40');
    expect(article).toHaveTextContent('Est. pickup Tue, Nov 24 at 7:00 PM');
    within(article).getByRole('button', { name: 'Amoxicillin 500 mg Capsule: details' }).click();
    expect(onOpen).toHaveBeenCalledWith('501234569');
  });

  it('shows the product image when there is one', () => {
    const { article } = card({ ...AMOXICILLIN, productImage: 'AAAA' });
    expect(article.querySelector('img')).toHaveAttribute('src', 'data:image/jpeg;base64,AAAA');
  });

  it('shows the payment card brand with its last four digits', () => {
    expect(card(OMEPRAZOLE).article).toHaveTextContent('Paid with VISA ending in 1111');
  });

  it('shows a delivery with the 2-6 PM window (§9)', () => {
    const out = {
      ...OMEPRAZOLE,
      refillStatus: 'DELIVERY' as const,
      promiseDateTime: '2026-11-26T14:00:00.000Z',
    };
    expect(card(out).article).toHaveTextContent('Delivery Thu, Nov 26, 2-6 PM');
  });

  it('on hold: the secondary status text and the detail message; the misspelt Resheduled reads Rescheduled', () => {
    expect(card(LEVOTHYROXINE).article).toHaveTextContent(
      'Awaiting RestockYour medication is on order and should arrive within 1-2 business days.',
    );
  });

  it("a misspelt 'Resheduled' is matched (§4)", () => {
    const { article } = card({ ...LEVOTHYROXINE, secondaryStatus: 'Resheduled', statusDetailMessage: null });
    expect(article).toHaveTextContent('Rescheduled');
  });

  it("'Profiled' shows cost N/A; 0.0001 shows TBD (§3, §9)", () => {
    expect(card({ ...CARPROFEN, rxStatus: 'Profiled' }).article).toHaveTextContent('Cost: N/A');
  });

  it('0.0001 is TBD (§9)', () => {
    expect(card({ ...CARPROFEN, patientPayAmount: 0.0001 }).article).toHaveTextContent('Cost: TBD');
  });
});

describe('pickup-location card (§2.3, §2.1)', () => {
  it('shows the logo, name, address, hours, the lunch closure and the store details link', () => {
    render(
      <MemoryRouter>
        <PickupLocationCard facility={STORE_FACILITY} logo="data:logo" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('img', { name: 'FreshWay Pharmacy' })).toHaveAttribute('src', 'data:logo');
    expect(screen.getByRole('heading', { name: 'FreshWay Pharmacy Oakley' })).toBeInTheDocument();
    expect(screen.getByText('3060 Madison Rd, Cincinnati, OH 45209')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Pharmacy Hours' }).textContent).toBe(
      'Mon-Fri 9:00 AM - 9:00 PMSat 9:00 AM - 6:00 PMSun 10:00 AM - 5:00 PM',
    );
    expect(screen.getByText('Closed for lunch 1:30 PM - 2:00 PM')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /View Store Details/ })).toHaveAttribute(
      'href',
      '/stores/grocery/oh/cincinnati/freshway-pharmacy-oakley/014/00412',
    );
  });

  it("says 'No Hours Found' when the store gives no open hours", () => {
    const closed = pharmacyHoursOf(
      STORE_FACILITY.hoursOfOperation.regularHours.map((d) => ({ ...d, open: null, close: null })),
    );
    render(
      <MemoryRouter>
        <PickupLocationCard
          facility={{ ...STORE_FACILITY, pharmacyHours: closed, breakHours: breakHoursOf(closed) }}
          logo="data:,"
        />
      </MemoryRouter>,
    );
    expect(screen.getByText('No Hours Found')).toBeInTheDocument();
  });
});

describe('/rx/expired-tracker-link (§2.1, §8)', () => {
  it("says §8's guest session text and offers Sign In", () => {
    render(
      <MemoryRouter>
        <PageTitleProvider banner="FreshWay Market">
          <ExpiredTrackerLinkRoute />
        </PageTitleProvider>
      </MemoryRouter>,
    );
    expect(screen.getByText(/^Your session has expired/).textContent).toBe(
      'Your session has expired.  Please sign in or enter your date of birth again to continue.',
    );
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/signin?redirectUrl=%2Frx%2Ftracker',
    );
  });
});

describe('scroll to a section (§2.3 "scrolls smoothly to the section, focuses the first card")', () => {
  it('scrolls the section into view smoothly and focuses its first card', async () => {
    const actor = createActor(
      trackerMachine.provide({ actors: { loadTracker: fromPromise(async () => trackerData) } }),
      { input: { mode: 'customer', patientNumbers: [] } },
    ).start();
    actor.send({ type: 'tracker.load' });
    await new Promise((r) => setTimeout(r, 0));
    render(
      <MemoryRouter>
        <TrackerView
          view={selectTrackerView(actor.getSnapshot())}
          pathname="/rx/tracker"
          logo="data:,"
          delivery
          onSelectPatient={() => {}}
          onSection={() => {}}
          onOpenCard={() => {}}
          onRetry={() => {}}
        />
      </MemoryRouter>,
    );
    const scrolled: unknown[] = [];
    const section = document.getElementById('tracker-section-ON_HOLD');
    if (!section) throw new Error('no On Hold section');
    section.scrollIntoView = (options?: unknown) => {
      scrolled.push(options);
    };
    await scrollToTrackerSection('ON_HOLD');
    expect(scrolled).toEqual([{ behavior: 'smooth', block: 'start' }]);
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Levothyroxine 50 mcg Tablet: details' }),
    );
    // The Ready section's first card is Jordan's (patients in order, Jordan first).
    await scrollToTrackerSection('READY_FOR_PICKUP');
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Omeprazole 20 mg Capsule: details' }),
    );
    await expect(scrollToTrackerSection('DELIVERY')).rejects.toThrow('Section DELIVERY is not on the page');
  });
});
