/** The sandbox outbox: mail the sandbox would have sent (it sends none), listed at /__outbox for people and tests. */
import type { AppDeps } from '../http/deps';
import { describeError } from '../http/logging';

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

/** Mail work still running per database (the outbox waits for it before it lists anything). */
const inFlight = new WeakMap<object, Set<Promise<void>>>();

/**
 * Runs work that may send mail apart from the request that asked for it, so the request's answer does not wait
 * for it (and its timing says nothing about what the work found: forgot password). Failures are logged by
 * class only. The outbox (the sandbox's mail delivery) lists messages only once such work has finished.
 */
export function mailInBackground(deps: Pick<AppDeps, 'db'>, work: () => Promise<void>): void {
  let running = inFlight.get(deps.db);
  if (!running) {
    running = new Set();
    inFlight.set(deps.db, running);
  }
  const set = running;
  const task: Promise<void> = work()
    .catch((error: unknown) => console.error(`Background mail work failed: ${describeError(error)}`))
    .finally(() => set.delete(task));
  set.add(task);
}

/** Resolves once every mail work started on this database has finished. */
export async function mailSettled(deps: Pick<AppDeps, 'db'>): Promise<void> {
  const running = inFlight.get(deps.db);
  if (running) await Promise.all([...running]);
}

/**
 * The address of an emailed link: the page, its parameters and the banner it was asked for (issue 13 point 13:
 * the sandbox serves every banner from one origin and chooses it by `?banner=`; a link without it would open
 * the main banner, where the account does not exist). `origin` is always the configured one
 * (config.publicOrigin), never the request's Host or X-Forwarded-Host: anyone can send those.
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
