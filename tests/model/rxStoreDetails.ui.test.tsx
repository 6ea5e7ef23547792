/** The store details page walked along its chart's generated paths (pharmacy-portal.md §2.1): Try Again is the
 *  only control; the directory's answers are outside input. */
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect } from 'vitest';
import type { ActorRefFrom } from 'xstate';
import { storeDetailsModel } from '../../machines/rx/storeDetails/storeDetails.fixtures';
import { storeDetailsMachine } from '../../machines/rx/storeDetails/storeDetails.machine';
import { STORE_DETAILS_TEXTS } from '../../domain/rx/facilities';
import { StoreDetailsPage } from '../../ui/rx/stores/StoreDetailsPage';
import { type ControlExecutors, serverAnswer, uiWalkTest } from './ui-walk';

describe('store details page: walked along the store details chart', () => {
  uiWalkTest('rxStoreDetails: every state and transition through the store details page', {
    machine: storeDetailsMachine,
    model: storeDetailsModel,
    render: (actor) => (
      <MemoryRouter>
        <StoreDetailsPage actor={actor as ActorRefFrom<typeof storeDetailsMachine>} logo="data:," />
      </MemoryRouter>
    ),
    executors: {
      'store.retry': (ctx) => ctx.user.click(screen.getByRole('button', { name: STORE_DETAILS_TEXTS.retry })),
      'xstate.done.actor.loadStore': serverAnswer('loadStore'),
      'xstate.error.actor.loadStore': serverAnswer('loadStore'),
    } satisfies ControlExecutors<typeof storeDetailsMachine>,
    assertState: (_ctx, s) => {
      if (s.matches('loading')) {
        expect(screen.getByRole('status')).toHaveTextContent(STORE_DETAILS_TEXTS.loading);
      } else if (s.matches('failed')) {
        expect(screen.getByRole('alert')).toHaveTextContent(
          'We’re sorry, store location information cannot be found at this time.',
        );
        expect(screen.getByRole('button', { name: STORE_DETAILS_TEXTS.retry })).toBeEnabled();
      } else if (s.matches('notFound')) {
        expect(screen.getByRole('alert')).toHaveTextContent(STORE_DETAILS_TEXTS.notFound);
        expect(screen.queryByRole('button', { name: STORE_DETAILS_TEXTS.retry })).toBeNull();
      } else {
        expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('FreshWay Pharmacy Oakley');
        expect(screen.getByText('Mon-Fri 9:00 AM - 9:00 PM')).toBeInTheDocument();
        expect(screen.getByText('Closed for lunch 1:30 PM - 2:00 PM')).toBeInTheDocument();
        expect(screen.getByRole('link', { name: '(513) 555-0100' })).toHaveAttribute(
          'href',
          'tel:+15135550100',
        );
      }
    },
  });
});
