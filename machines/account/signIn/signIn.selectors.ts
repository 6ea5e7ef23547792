import type { SnapshotFrom } from 'xstate';
import {
  createAccountPath,
  forgotPasswordPath,
  SIGN_IN_LABELS,
  SIGN_IN_RESULT_MESSAGES,
} from '../../../domain/account/signIn';
import type { signInMachine } from './signIn.machine';

type Snapshot = SnapshotFrom<typeof signInMachine>;

/** What the sign-in page shows (§2, §4). */
export const selectSignInView = (s: Snapshot) => {
  const c = s.context;
  const socialLink = s.matches({ page: 'socialLink' });
  const socialType = c.social?.socialType ?? 'Google';
  return {
    mode: s.hasTag('leaving') ? ('leaving' as const) : ('form' as const),
    submitting: s.hasTag('busy'),
    error: c.error,
    passwordResetNotice: c.notice === 'passwordReset' ? SIGN_IN_RESULT_MESSAGES.passwordReset : null,
    socialLinkMessage: socialLink
      ? SIGN_IN_RESULT_MESSAGES.socialLinkNeeded(c.banner.title, socialType)
      : null,
    socialCreateMessage: s.matches({ page: 'socialCreate' })
      ? SIGN_IN_RESULT_MESSAGES.socialCreateNeeded(c.banner.title, socialType)
      : null,
    // Locked while linking: in socialLink and while its sign-in (with the password) runs.
    lockedEmail:
      c.social && (socialLink || (s.hasTag('busy') && c.request?.password !== undefined))
        ? c.social.email
        : null,
    showGoogle: c.socialAvailable && !socialLink,
    googleReady: c.googleStatus === 'ready',
    googleLoading: c.googleStatus === 'loading',
    googleUnavailableMessage: c.googleStatus === 'unavailable' ? SIGN_IN_LABELS.googleUnavailable : null,
    // §4 social create: the create page, with where the shopper was going (point 6).
    socialCreateHref: createAccountPath(c.address.redirectUrl),
    deleteMode: c.address.deleteMode,
    // §4: the forgot-password entry with the original path (the link works before the page's code runs too).
    forgotPasswordHref: forgotPasswordPath(c.address.redirectUrl ?? '/'),
  };
};
export type SignInView = ReturnType<typeof selectSignInView>;
