import type { SocialIdentity } from '../machines/account/createAccount/createAccount.machine';

/**
 * Hands the Google identity of "social create needed" from the sign-in page to the create-account page (issue 13
 * point 6). In memory only: the id token never goes into an address or browser storage; a reload of the create
 * page shows the plain form.
 */
export interface SocialHandoff {
  put(identity: SocialIdentity): void;
  peek(): SocialIdentity | null;
  clear(): void;
}

export function createSocialHandoff(): SocialHandoff {
  let held: SocialIdentity | null = null;
  return {
    put: (identity) => {
      held = identity;
    },
    peek: () => held,
    clear: () => {
      held = null;
    },
  };
}
