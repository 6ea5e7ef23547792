/** The store details page replayed from its chart's generated paths (pharmacy-portal.md §2.1): Try Again is the
 *  only control; the directory's answers are outside input. */
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { ActorRefFrom } from 'xstate';
import { storeDetailsModel } from '../../machines/rx/storeDetails/storeDetails.fixtures';
import { storeDetailsMachine } from '../../machines/rx/storeDetails/storeDetails.machine';
import { STORE_DETAILS_TEXTS } from '../../src/domain/rx/facilities';
import { StoreDetailsPage } from '../../ui/rx/stores/StoreDetailsPage';
import { coverage, generatePaths, newReached } from './graph';
import { type Executors, walkPath } from './ui-walk';

describe('store details page: generated paths replayed in the UI', () => {
  const paths = generatePaths({
    machine: storeDetailsMachine,
    events: storeDetailsModel.events as never,
    input: storeDetailsModel.input,
  });
  const reached = newReached();
  for (const path of paths) {
    it(`${path.kind}: ${path.description}`, () =>
      walkPath(
        {
          machine: storeDetailsMachine,
          input: storeDetailsModel.input,
          reached,
          render: (actor) => (
            <MemoryRouter>
              <StoreDetailsPage actor={actor as ActorRefFrom<typeof storeDetailsMachine>} logo="data:," />
            </MemoryRouter>
          ),
          executors: {
            'store.retry': (ctx) =>
              ctx.user.click(screen.getByRole('button', { name: STORE_DETAILS_TEXTS.retry })),
            'xstate.done.actor.loadStore': (ctx, e) => ctx.resolve('loadStore', e.output),
            'xstate.error.actor.loadStore': (ctx, e) => ctx.reject('loadStore', e.error),
          } satisfies Executors<typeof storeDetailsMachine>,
          assertState: (_ctx, s) => {
            if (s.matches('loading'))
              expect(screen.getByRole('status')).toHaveTextContent(STORE_DETAILS_TEXTS.loading);
            if (s.matches('failed')) {
              expect(screen.getByRole('alert')).toHaveTextContent(
                'We’re sorry, store location information cannot be found at this time.',
              );
            }
            if (s.matches('notFound'))
              expect(screen.getByRole('alert')).toHaveTextContent(STORE_DETAILS_TEXTS.notFound);
            if (s.matches('ready')) {
              expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('FreshWay Pharmacy Oakley');
              expect(screen.getByText('Mon-Fri 9:00 AM - 9:00 PM')).toBeInTheDocument();
              expect(screen.getByText('Closed for lunch 1:30 PM - 2:00 PM')).toBeInTheDocument();
              expect(screen.getByRole('link', { name: '(513) 555-0100' })).toHaveAttribute(
                'href',
                'tel:+15135550100',
              );
            }
          },
        },
        path,
      ));
  }
  it('the UI walks reach every state and transition', () => {
    const report = coverage(storeDetailsMachine, reached);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
