/**
 * The Google Identity stand-in, served on the second origin (PORT + 1) like the real script is served by the
 * provider (account-signin.md §7 "Google identity script loaded from the provider").
 * - GET /gsi/client.js: a script with the surface the product uses of Google Identity Services:
 *   google.accounts.id.initialize({ client_id, callback, scope, auto_select }), renderButton(element, options),
 *   prompt(momentListener) and disableAutoSelect(). prompt() opens an accessible dialog holding the provider's own
 *   account chooser page in a frame; choosing an account there sends the RS256-signed id token to this page's
 *   origin only (postMessage), and the script calls callback({ credential, select_by }); closing the dialog
 *   reports a skipped moment to the listener. The chosen account is the provider session (localStorage);
 *   disableAutoSelect() signs it out.
 * - GET /gsi/chooser?parent=<app origin>[&subject=]: the chooser page. It may be framed only by the app origin
 *   this second origin serves, and talks only to it; with `subject` (auto select of a remembered account) it
 *   picks that one at once.
 * - POST /gsi/credential { subject }: the signed credential (server/auth/google.ts), for the chooser page alone:
 *   no CORS, and the CSRF guard refuses any other origin. Minting credentials signs people in without a
 *   password, so it is a sandbox helper: with SANDBOX_HELPERS off it answers only requests from the machine
 *   itself (localHelperOn: a person at the machine picking an identity), 404 for any other (the chooser then says
 *   it is off).
 */
import { Hono } from 'hono';
import * as z from 'zod/mini';
import { GOOGLE_STANDIN, signGoogleCredential } from '../auth/google';
import type { Config } from '../config';
import { GOOGLE_IDENTITIES } from '../db/fixtures/signin';
import { appOriginOf, requestOrigin } from '../http/origins';
import { localHelperOn } from '../http/sandbox-helpers';
import { allowFraming, nonceAttr } from '../http/security-headers';

export const GOOGLE_STANDIN_PATHS = {
  script: '/gsi/client.js',
  chooser: '/gsi/chooser',
  credential: '/gsi/credential',
} as const;

export const CHOOSER_TITLE = 'Choose a Google account (sandbox)';
export const CHOOSER_FRAME_TITLE = 'Google accounts (sandbox)';
export const STANDIN_OFF_TEXT =
  'The Google sign-in stand-in answers only on the machine that runs the sandbox (or with SANDBOX_HELPERS=on). Close this and sign in with your email and password.';

const SCRIPT = `(() => {
  const origin = new URL(document.currentScript.src).origin;
  const SESSION_KEY = 'gsi-standin-session';
  let config = null;
  const moment = (type) => ({
    getMomentType: () => type,
    isDisplayed: () => type === 'display',
    isNotDisplayed: () => false,
    isSkippedMoment: () => type === 'skipped',
    isDismissedMoment: () => type === 'dismissed',
  });
  // The chooser is the provider's own page in a frame; only its messages count.
  function open(listener, remembered) {
    const dialog = document.createElement('dialog');
    dialog.setAttribute('aria-labelledby', 'gsi-standin-title');
    dialog.className = 'gsi-standin';
    const title = document.createElement('h2');
    title.id = 'gsi-standin-title';
    title.textContent = ${JSON.stringify(CHOOSER_TITLE)};
    const frame = document.createElement('iframe');
    frame.title = ${JSON.stringify(CHOOSER_FRAME_TITLE)};
    frame.width = '320';
    frame.height = '240';
    const query = new URLSearchParams({ parent: location.origin });
    if (remembered) query.set('subject', remembered);
    frame.src = origin + ${JSON.stringify(GOOGLE_STANDIN_PATHS.chooser)} + '?' + query.toString();
    const cancel = document.createElement('button');
    cancel.type = 'button';
    cancel.textContent = 'Cancel';
    let chosen = false;
    const onMessage = (event) => {
      if (event.origin !== origin || event.source !== frame.contentWindow) return;
      const data = event.data || {};
      if (data.type === 'gsi:unavailable' && remembered) return dialog.close();
      if (data.type !== 'gsi:credential' || typeof data.credential !== 'string') return;
      chosen = true;
      localStorage.setItem(SESSION_KEY, data.subject);
      dialog.close();
      if (config) config.callback({ credential: data.credential, select_by: remembered ? 'auto' : 'user' });
    };
    window.addEventListener('message', onMessage);
    cancel.addEventListener('click', () => dialog.close());
    dialog.addEventListener('close', () => {
      window.removeEventListener('message', onMessage);
      dialog.remove();
      if (!chosen && listener) listener(moment('skipped'));
    });
    dialog.append(title, frame, cancel);
    document.body.append(dialog);
    if (!remembered) {
      dialog.showModal();
      if (listener) listener(moment('display'));
    }
  }
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
    prompt(listener) {
      const remembered = localStorage.getItem(SESSION_KEY);
      open(listener, remembered && config && config.auto_select ? remembered : null);
    },
  };
  window.google = Object.assign(window.google || {}, { accounts: { id } });
})();
`;

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function chooserPage(nonce: string, parent: string, on: boolean, subject: string | null): string {
  const list = on
    ? `<ul>${GOOGLE_IDENTITIES.map(
        (g) =>
          `<li><button type="button" data-subject="${escapeHtml(g.subject)}">${escapeHtml(g.email)}</button></li>`,
      ).join('')}</ul>`
    : `<p>${escapeHtml(STANDIN_OFF_TEXT)}</p>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(CHOOSER_FRAME_TITLE)}</title>
<style${nonce}>body{margin:0;font:16px system-ui,sans-serif}ul{list-style:none;margin:0;padding:0}
button{font:inherit;margin:4px 0;padding:8px 12px;width:100%;text-align:left}</style></head>
<body><main>${list}</main>
<script${nonce}>
(function () {
  var PARENT = ${JSON.stringify(parent)};
  var ON = ${JSON.stringify(on)};
  function choose(subject) {
    fetch(${JSON.stringify(GOOGLE_STANDIN_PATHS.credential)}, {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ subject: subject }),
    }).then(function (r) { return r.ok ? r.json() : null; }).then(function (body) {
      window.parent.postMessage(body ? { type: 'gsi:credential', credential: body.credential, subject: subject }
        : { type: 'gsi:unavailable' }, PARENT);
    });
  }
  if (!ON) { window.parent.postMessage({ type: 'gsi:unavailable' }, PARENT); return; }
  document.querySelectorAll('button[data-subject]').forEach(function (button) {
    button.addEventListener('click', function () { choose(button.getAttribute('data-subject')); });
  });
  var remembered = ${JSON.stringify(subject)};
  if (remembered) choose(remembered);
})();
</script></body></html>`;
}

const credentialRequestSchema = z.object({ subject: z.string().check(z.maxLength(64)) });

export function googleStandInRoutes(config: Config, now: () => Date = () => new Date()) {
  const app = new Hono();
  app.get(GOOGLE_STANDIN_PATHS.script, (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    c.header('Cache-Control', 'no-cache');
    return c.body(SCRIPT);
  });
  app.get(GOOGLE_STANDIN_PATHS.chooser, (c) => {
    const parent = c.req.query('parent') ?? '';
    const allowed = appOriginOf(requestOrigin(c, config));
    if (parent !== allowed)
      return c.text(`Google stand-in: parent ${parent || '(none)'} is not allowed`, 400);
    allowFraming(c, [allowed]);
    c.header('Cache-Control', 'no-store');
    const subject = c.req.query('subject');
    const known = GOOGLE_IDENTITIES.some((g) => g.subject === subject) ? subject! : null;
    return c.html(chooserPage(nonceAttr(c), parent, localHelperOn(c, config), known));
  });
  app.post(GOOGLE_STANDIN_PATHS.credential, async (c) => {
    const notFound = () => c.json({ error: { code: 'NOT_FOUND', message: 'No such identity.' } }, 404);
    if (!localHelperOn(c, config)) return notFound();
    const parsed = z.safeParse(credentialRequestSchema, await c.req.json().catch(() => null));
    const identity = parsed.success
      ? GOOGLE_IDENTITIES.find((g) => g.subject === parsed.data.subject)
      : undefined;
    if (!identity) return notFound();
    c.header('Cache-Control', 'no-store');
    return c.json({ credential: signGoogleCredential(identity, now()), clientId: GOOGLE_STANDIN.clientId });
  });
  return app;
}
