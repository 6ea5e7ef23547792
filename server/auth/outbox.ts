/** The sandbox outbox: mail the sandbox would have sent (it sends none), listed at /__outbox for people and tests. */
import type { AppDeps } from '../http/deps';

export interface OutgoingMail {
  to: string;
  subject: string;
  body: string;
  link: string | null;
}

export async function sendMail(deps: AppDeps, mail: OutgoingMail): Promise<void> {
  await deps.db
    .insertInto('outbox')
    .values({
      to_address: mail.to,
      subject: mail.subject,
      body: mail.body,
      link: mail.link,
      created_at: deps.now(),
    })
    .execute();
}

export const OUTBOX_SUBJECTS = {
  passwordReset: 'Reset your password',
  verifyEmail: 'Verify your email address',
  welcome: 'Welcome! Please verify your email address',
  welcomeVerified: 'Welcome to your new account',
  accountDeleted: 'Your account has been deleted',
} as const;

/**
 * The address of an emailed link: the page, its parameters and the banner it was asked for (issue 13 point 13:
 * the sandbox serves every banner from one origin and chooses it by `?banner=`; a link without it would open
 * the main banner, where the account does not exist).
 */
export function emailedLink(
  origin: string,
  path: string,
  params: Record<string, string | undefined>,
  banner: string,
): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value) query.set(name, value);
  query.set('banner', banner);
  return `${origin}${path}?${query.toString()}`;
}
