/** Loyalty card and alternate id (pharmacy-portal.md §5 "Alternate ID", "Loyalty number"; §7.1 PUT / DELETE
 *  /patient/{n}/loyaltyCardNumber; §9 "alternate ID 10 digits or card 11 to 13; loyalty number of 10 characters
 *  also sets the alternate id"). viewing → editing; saving the field: empty with a card on file removes it
 *  (removing), empty without one says 'Number is a required field', another length says §5's alternate-id text,
 *  10 digits or 11 to 13 saves it (saving). Success goes back to viewing with the stored card and alternate id (a
 *  toast, and the patients are read again); a failure stays in editing with the failure toast.
 *  Side effects: saveLoyaltyCard, deleteLoyaltyCard; notify and refreshPatients (provided by src/). */
import { assertEvent, assign, setup } from 'xstate';
import type { LoyaltyCardResponse } from '../../../api/contracts/rx-profile';
import { LOYALTY_TOASTS } from '../../../domain/rx/profile';
import type { Toast } from '../../../domain/rx/toasts';
import { alternateIdError } from '../../../domain/rx/validation';
import { notProvided } from '../../shared/actors';

export interface LoyaltyCardInput {
  patientNumber: string;
  loyaltyCardNumber: string | null;
  alternateId: string | null;
}

export interface LoyaltyCardContext extends LoyaltyCardInput {
  /** The number typed, trimmed (what saving sends). */
  draft: string;
  /** §5's message for the typed number. */
  error: string | null;
}

export type LoyaltyCardEvent =
  | { type: 'loyalty.edit' }
  | { type: 'loyalty.save'; value: string }
  | { type: 'loyalty.cancel' };

const typed = (event: LoyaltyCardEvent) => (event.type === 'loyalty.save' ? event.value.trim() : '');

export const loyaltyCardMachine = setup({
  types: {
    context: {} as LoyaltyCardContext,
    events: {} as LoyaltyCardEvent,
    input: {} as LoyaltyCardInput,
    tags: {} as 'busy',
  },
  actors: {
    saveLoyaltyCard: notProvided<LoyaltyCardResponse, { patientNumber: string; loyaltyCardNumber: string }>(
      'saveLoyaltyCard',
    ),
    deleteLoyaltyCard: notProvided<LoyaltyCardResponse, { patientNumber: string }>('deleteLoyaltyCard'),
  },
  actions: {
    /** Provided by src/: shows the toast on the toaster. */
    notify: (_, _params: { toast: Toast }) => {},
    /** Provided by src/: the patients chart reads the patients again (their card changed). */
    refreshPatients: () => {},
    startEditing: assign({ error: null, draft: ({ context }) => context.loyaltyCardNumber ?? '' }),
    keepDraft: assign(({ event }) => {
      assertEvent(event, 'loyalty.save');
      return { draft: event.value.trim(), error: null };
    }),
    rejectNumber: assign(({ event }) => {
      assertEvent(event, 'loyalty.save');
      return { draft: event.value.trim(), error: alternateIdError(event.value) ?? null };
    }),
    keepCard: assign((_, params: { answer: LoyaltyCardResponse }) => ({
      loyaltyCardNumber: params.answer.loyaltyCardNumber,
      alternateId: params.answer.alternateId,
      error: null,
    })),
    clearError: assign({ error: null }),
  },
  guards: {
    isRemoval: ({ context, event }) => typed(event) === '' && context.loyaltyCardNumber !== null,
    isValidNumber: ({ event }) => typed(event) !== '' && alternateIdError(typed(event)) === undefined,
  },
}).createMachine({
  id: 'rxLoyaltyCard',
  initial: 'viewing',
  context: ({ input }) => ({ ...input, draft: '', error: null }),
  states: {
    viewing: {
      on: { 'loyalty.edit': { target: 'editing', actions: 'startEditing' } },
    },
    editing: {
      on: {
        'loyalty.save': [
          { guard: 'isRemoval', target: 'removing', actions: 'keepDraft' },
          { guard: 'isValidNumber', target: 'saving', actions: 'keepDraft' },
          { actions: 'rejectNumber' },
        ],
        'loyalty.cancel': { target: 'viewing', actions: 'clearError' },
      },
    },
    saving: {
      tags: 'busy',
      invoke: {
        id: 'saveLoyaltyCard',
        src: 'saveLoyaltyCard',
        input: ({ context }) => ({ patientNumber: context.patientNumber, loyaltyCardNumber: context.draft }),
        onDone: {
          target: 'viewing',
          actions: [
            { type: 'keepCard', params: ({ event }) => ({ answer: event.output }) },
            { type: 'notify', params: { toast: LOYALTY_TOASTS.saved } },
            'refreshPatients',
          ],
        },
        onError: { target: 'editing', actions: { type: 'notify', params: { toast: LOYALTY_TOASTS.failed } } },
      },
    },
    removing: {
      tags: 'busy',
      invoke: {
        id: 'deleteLoyaltyCard',
        src: 'deleteLoyaltyCard',
        input: ({ context }) => ({ patientNumber: context.patientNumber }),
        onDone: {
          target: 'viewing',
          actions: [
            { type: 'keepCard', params: ({ event }) => ({ answer: event.output }) },
            { type: 'notify', params: { toast: LOYALTY_TOASTS.removed } },
            'refreshPatients',
          ],
        },
        onError: { target: 'editing', actions: { type: 'notify', params: { toast: LOYALTY_TOASTS.failed } } },
      },
    },
  },
});
