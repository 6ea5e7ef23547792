/** The monograph chart in words. */
import { MONOGRAPH_TEXTS } from '../../../domain/rx/history';
import { describeMachine } from '../../descriptions';
import { monographMachine } from './monograph.machine';
import { outcomeOf } from '../../../domain/errors';

export const monographDescriptions = describeMachine(monographMachine, {
  events: {
    'monograph.open': (e) =>
      e.productNumber
        ? { action: 'Press Drug Information on a fill (the product number in the address)' }
        : { action: 'Open the page without a product number', name: 'no product' },
    'monograph.language': (e) =>
      e.languageCode === 'es'
        ? { action: 'Choose Español in the Language picker', name: 'Spanish' }
        : { action: 'Choose English in the Language picker', name: 'English' },
    'monograph.retry': { action: 'Press Try Again' },
  },
  results: {
    'xstate.done.actor.fetchMonograph': {
      action: 'The pharmacy answers with the drug information sheet and picture',
    },
    'xstate.error.actor.fetchMonograph': (e) =>
      outcomeOf(e.error) === 'notFound'
        ? { action: 'There is no sheet for this product (404)', name: 'no sheet' }
        : { action: 'The call fails (500)', name: 'load fails' },
  },
  states: {
    idle: 'The page opens',
    loading: MONOGRAPH_TEXTS.loading,
    loaded:
      'The drug’s picture, its sheet (Uses, How to use, Side effects, Precautions, Storage) and the Language picker',
    notFound: MONOGRAPH_TEXTS.notFound,
    missing: MONOGRAPH_TEXTS.notFound,
    failed: `“${MONOGRAPH_TEXTS.loadError}” and Try Again`,
  },
  funnel: { to: 'loaded' },
});
