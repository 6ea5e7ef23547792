/**
 * The Google Identity stand-in, served on the second origin (PORT + 1) like the real script is served by the
 * provider (account-signin.md §7 "Google identity script loaded from the provider").
 * - GET /gsi/client.js: a script with the surface the product uses of Google Identity Services:
 *   google.accounts.id.initialize({ client_id, callback, scope, auto_select }), renderButton(element, options),
 *   prompt(momentListener) and disableAutoSelect(). prompt() opens an accessible account chooser listing the
 *   seeded Google identities; choosing one calls callback({ credential, select_by }) with an RS256-signed id
 *   token; closing it reports a skipped moment to the listener. The chosen account is the provider session
 *   (localStorage); disableAutoSelect() signs it out.
 * - GET /gsi/identities: the seeded identities (sandbox only: the real provider has its own accounts).
 * - POST /gsi/credential { subject }: the signed credential (server/auth/google.ts) for one of them.
 */
import { Hono } from 'hono';
import { GOOGLE_STANDIN, signGoogleCredential } from '../auth/google';
import { GOOGLE_IDENTITIES } from '../db/fixtures/signin';

const SCRIPT = `(() => {
  const origin = new URL(document.currentScript.src).origin;
  const SESSION_KEY = 'gsi-standin-session';
  let config = null;
  const id = {
    initialize(options) { config = options; },
    renderButton(element, options) {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = (options && options.text) || 'Sign in with Google';
      button.addEventListener('click', () => id.prompt());
      element.replaceChildren(button);
    },
    disableAutoSelect() { localStorage.removeItem(SESSION_KEY); },
    hasSession() { return localStorage.getItem(SESSION_KEY) !== null; },
    async prompt(listener) {
      const moment = (type) => ({
        getMomentType: () => type,
        isDisplayed: () => type === 'display',
        isNotDisplayed: () => false,
        isSkippedMoment: () => type === 'skipped',
        isDismissedMoment: () => type === 'dismissed',
      });
      const done = (subject) => fetch(origin + '/gsi/credential', {
        method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ subject }),
      }).then((r) => r.json()).then((body) => {
        localStorage.setItem(SESSION_KEY, subject);
        config && config.callback({ credential: body.credential, select_by: 'user' });
      });
      const remembered = localStorage.getItem(SESSION_KEY);
      if (remembered && config && config.auto_select) return done(remembered);
      const identities = await fetch(origin + '/gsi/identities').then((r) => r.json());
      const dialog = document.createElement('dialog');
      dialog.setAttribute('aria-labelledby', 'gsi-standin-title');
      dialog.className = 'gsi-standin';
      const title = document.createElement('h2');
      title.id = 'gsi-standin-title';
      title.textContent = 'Choose a Google account (sandbox)';
      dialog.append(title);
      const list = document.createElement('ul');
      for (const identity of identities.data) {
        const item = document.createElement('li');
        const choose = document.createElement('button');
        choose.type = 'button';
        choose.textContent = identity.email;
        choose.addEventListener('click', () => { dialog.close(); dialog.remove(); done(identity.subject); });
        item.append(choose);
        list.append(item);
      }
      dialog.append(list);
      const cancel = document.createElement('button');
      cancel.type = 'button';
      cancel.textContent = 'Cancel';
      let chosen = false;
      list.addEventListener('click', () => { chosen = true; });
      cancel.addEventListener('click', () => dialog.close());
      dialog.addEventListener('close', () => {
        dialog.remove();
        if (!chosen && listener) listener(moment('skipped'));
      });
      dialog.append(cancel);
      document.body.append(dialog);
      dialog.showModal();
      if (listener) listener(moment('display'));
    },
  };
  window.google = Object.assign(window.google || {}, { accounts: { id } });
})();
`;

export const GOOGLE_STANDIN_PATHS = {
  script: '/gsi/client.js',
  identities: '/gsi/identities',
  credential: '/gsi/credential',
} as const;

export function googleStandInRoutes(now: () => Date = () => new Date()) {
  const app = new Hono();
  app.use('/gsi/*', async (c, next) => {
    await next();
    c.header('Access-Control-Allow-Origin', '*');
    c.header('Access-Control-Allow-Headers', 'Content-Type');
  });
  app.options('/gsi/*', (c) => c.body(null, 204));
  app.get(GOOGLE_STANDIN_PATHS.script, (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    c.header('Cache-Control', 'no-cache');
    return c.body(SCRIPT);
  });
  app.get(GOOGLE_STANDIN_PATHS.identities, (c) =>
    c.json({ data: GOOGLE_IDENTITIES.map(({ subject, email }) => ({ subject, email })) }),
  );
  app.post(GOOGLE_STANDIN_PATHS.credential, async (c) => {
    const body = (await c.req.json().catch(() => null)) as { subject?: unknown } | null;
    const identity = GOOGLE_IDENTITIES.find((g) => g.subject === body?.subject);
    if (!identity) return c.json({ error: { code: 'NOT_FOUND', message: 'No such identity.' } }, 404);
    return c.json({ credential: signGoogleCredential(identity, now()), clientId: GOOGLE_STANDIN.clientId });
  });
  return app;
}
