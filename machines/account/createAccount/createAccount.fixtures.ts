/** Graph fixtures of the create-account chart. Read by the registry and the model tests. */
import type { ApiError } from '../../../api/contracts/common';
import type { CreateAccountResponse } from '../../../api/contracts/identity';

const error = (status: number, code?: string): ApiError => ({
  name: 'ApiError',
  kind: status ? 'http' : 'network',
  endpoint: 'POST /identity/api/v1/accounts',
  status,
  message: 'failed',
  ...(code ? { code } : {}),
});
const created = (emailVerified: boolean): CreateAccountResponse => ({
  data: { userInfo: { userId: 'c-9', emailVerified, banner: 'meadowlark', authorities: ['ROLE_CUSTOMER'] } },
});
export const createAccountInput = { redirectUrl: '/health', emailVerificationBanner: true };
export const createAccountRequest = {
  firstName: 'Ada',
  lastName: 'Quill',
  email: 'ada@example.com',
  password: 'Create123',
};
export const createAccountEvents = [
  { type: 'create.submit', request: createAccountRequest },
  { type: 'create.submitInvalid' },
  { type: 'create.continue' },
  { type: 'xstate.done.actor.createAccount', output: created(false) },
  { type: 'xstate.done.actor.createAccount', output: created(true) },
  { type: 'xstate.error.actor.createAccount', error: error(409, 'EMAIL_TAKEN') },
  { type: 'xstate.error.actor.createAccount', error: error(0) },
] as const;
export const serializeCreateAccountState = (s: {
  value: unknown;
  context: { error: string | null; created: { emailVerified: boolean } | null };
}) => JSON.stringify([s.value, s.context.error, s.context.created?.emailVerified ?? null]);
export const createAccountModel = {
  events: createAccountEvents,
  serializeState: serializeCreateAccountState,
  input: createAccountInput,
};
