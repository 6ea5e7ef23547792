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
} as const;
