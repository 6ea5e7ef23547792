/** Graph fixtures of the field accessibility alert chart. Read by the registry and the model tests. */
import { SIGN_IN_MESSAGES } from '../../../domain/account/signIn';

export const fieldAlertEvents = [
  { type: 'field.messageChanged', message: SIGN_IN_MESSAGES.invalidEmail },
  { type: 'field.messageChanged', message: undefined },
  { type: 'field.blurred' },
  { type: 'field.focused' },
  { type: 'xstate.after.alertDelay.fieldAlert.waiting' },
] as const;

/** A state's identity: where it is, whether there is a message, and whether something is announced. */
export const serializeFieldAlertState = (s: {
  value: unknown;
  context: { message: string | undefined; announced: string };
}) => JSON.stringify([s.value, s.context.message !== undefined, s.context.announced !== '']);

export const fieldAlertModel = {
  events: fieldAlertEvents,
  serializeState: serializeFieldAlertState,
  simplePaths: false,
};
