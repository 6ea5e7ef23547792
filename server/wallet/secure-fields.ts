/**
 * The sandbox's secure card fields (payment-wallet.md §7 "secure card-entry", §5 codes), served on the second
 * origin so the widget's JavaScript never reads a card number, CVV or PIN. The frame page holds labelled fields
 * with autocomplete (cc-number, cc-exp, cc-csc), announces its errors next to the field, and talks to its
 * parent with postMessage in both directions, checking origins: it accepts requests only from the parent
 * origin it was opened for (which must be this sandbox's app origin, PORT = own port - 1), and answers only
 * to that origin. POST /secure-fields/register turns the typed values into a registration id (add), a checkout
 * id (edit) or a pin checkout id (PIN); only this origin's server sees the values and it stores nothing.
 */
import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import * as z from 'zod/mini';
import { detectBrand, luhnValid } from '../../domain/wallet/brands';
import { FRAUD_DEVICE_GLOBAL, SECURE_FIELD_EXPIRY_YEARS } from '../../domain/wallet/constants';
import { VALIDATION_MESSAGES } from '../../domain/wallet/messages';
import type { Config } from '../config';
import { appOriginOf, requestOrigin } from '../http/origins';
import { allowFraming, nonceAttr } from '../http/security-headers';
import { pinCheckoutId, registrationId, scenarioForCardNumber, scenarioForPin } from './test-cards';

export const SECURE_FIELD_PATHS = {
  frame: '/secure-fields/frame',
  register: '/secure-fields/register',
  fraud: '/fraud/device.js',
} as const;

/** The only parent origin a frame served from `selfUrl` accepts: same host, port - 1 (the app). */
export function allowedParentOrigin(selfUrl: string): string {
  return appOriginOf(new URL(selfUrl).origin);
}

const registerSchema = z.union([
  z.object({ mode: z.literal('edit'), cvv: z.string().check(z.maxLength(10)) }),
  z.object({
    mode: z.literal('add'),
    number: z.string().check(z.maxLength(40)),
    exp: z.string().check(z.maxLength(10)),
    cvv: z.string().check(z.maxLength(10)),
  }),
  z.object({ mode: z.literal('pin'), pin: z.string().check(z.maxLength(10)) }),
]);

/** §5: 871 not numeric, 872 too short, 873 too long, 874 fails the check digit, 876 unknown brand; 881-883 CVV. */
export function cardNumberCode(raw: string): string | null {
  const digits = raw.replace(/[\s-]/g, '');
  if (!/^\d*$/.test(digits)) return '871';
  if (digits.length < 13) return '872';
  if (digits.length > 19) return '873';
  if (!luhnValid(digits)) return '874';
  if (detectBrand(digits, true) === 'NONE' || detectBrand(digits, true) === 'EBT') return '876';
  return null;
}
export function cvvCode(cvv: string, brand: string): string | null {
  if (!/^\d*$/.test(cvv) || cvv.length === 0) return '881';
  const want = brand === 'AMEX' ? 4 : 3;
  if (cvv.length < want) return '882';
  if (cvv.length > want) return '883';
  return null;
}
export function parseExpiry(exp: string, now: Date): { month: string; year: string } | null {
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(exp);
  if (!m) return null;
  const month = m[1]!.padStart(2, '0');
  const year = m[2]!.length === 2 ? `20${m[2]}` : m[2]!;
  const mm = Number(month);
  const yy = Number(year);
  const ny = now.getUTCFullYear();
  if (mm < 1 || mm > 12) return null;
  if (yy < ny || (yy === ny && mm < now.getUTCMonth() + 1) || yy > ny + SECURE_FIELD_EXPIRY_YEARS)
    return null;
  return { month, year };
}

const random = () => randomBytes(9).toString('base64url');

function framePage(mode: 'add' | 'edit' | 'pin', parent: string, nonce: string): string {
  const cvvField = `<div class="f"><label for="cvv">Security code (CVV)</label>
           <input id="cvv" name="cvv" inputmode="numeric" autocomplete="cc-csc" maxlength="4" aria-describedby="cvv-error">
           <p id="cvv-error" class="e" aria-live="assertive"></p></div>`;
  const fields =
    mode === 'edit'
      ? cvvField
      : mode === 'pin'
        ? `<div class="f"><label for="pin">SNAP EBT PIN</label>
           <input id="pin" name="pin" type="password" inputmode="numeric" autocomplete="off" maxlength="4" aria-describedby="pin-error">
           <p id="pin-error" class="e" aria-live="assertive"></p></div>`
        : `<div class="f"><label for="number">Card number</label>
           <input id="number" name="number" inputmode="numeric" autocomplete="cc-number" maxlength="23" aria-describedby="number-error">
           <p id="number-error" class="e" aria-live="assertive"></p></div>
         <div class="f"><label for="exp">Expiration date (MM/YY)</label>
           <input id="exp" name="exp" inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" maxlength="7" aria-describedby="exp-error">
           <p id="exp-error" class="e" aria-live="assertive"></p></div>
         <div class="f"><label for="cvv">Security code (CVV)</label>
           <input id="cvv" name="cvv" inputmode="numeric" autocomplete="cc-csc" maxlength="4" aria-describedby="cvv-error">
           <p id="cvv-error" class="e" aria-live="assertive"></p></div>`;
  const messages = JSON.stringify({
    '871': ['number', VALIDATION_MESSAGES.cardNotNumeric],
    '872': ['number', VALIDATION_MESSAGES.cardTooShort],
    '873': ['number', VALIDATION_MESSAGES.cardTooLong],
    '874': ['number', VALIDATION_MESSAGES.cardInvalid],
    '876': ['number', VALIDATION_MESSAGES.cardInvalid],
    '881': ['cvv', VALIDATION_MESSAGES.cvvInvalid],
    '882': ['cvv', VALIDATION_MESSAGES.cvvTooShort],
    '883': ['cvv', VALIDATION_MESSAGES.cvvTooLong],
    '884': ['exp', VALIDATION_MESSAGES.expiryPast],
    '885': ['pin', 'PIN must be exactly 4 digits.'],
  });
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Secure card fields</title>
<style${nonce}>body{margin:0;font:16px system-ui,sans-serif;color:#1f2937}.f{display:flex;flex-direction:column;gap:4px;margin:0 2px 12px}
input{font:inherit;padding:8px;border:1px solid #6b7280;border-radius:4px}input[aria-invalid=true]{border-color:#b42318}
.e{color:#b42318;margin:0;font-size:.9rem;min-height:0}:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}</style></head>
<body><form id="secure" novalidate>${fields}</form>
<script${nonce}>
(function () {
  // Enter in a field must not navigate the frame: the parent asks for the values instead.
  document.getElementById('secure').addEventListener('submit', function (event) { event.preventDefault(); });
  var PARENT = ${JSON.stringify(parent)};
  var MODE = ${JSON.stringify(mode)};
  var MESSAGES = ${messages};
  function value(id) { var el = document.getElementById(id); return el ? el.value : ''; }
  function clearErrors() {
    document.querySelectorAll('input').forEach(function (el) { el.removeAttribute('aria-invalid'); });
    document.querySelectorAll('.e').forEach(function (el) { el.textContent = ''; });
  }
  function showError(code) {
    var m = MESSAGES[code]; if (!m) return;
    var input = document.getElementById(m[0]); var error = document.getElementById(m[0] + '-error');
    if (input) { input.setAttribute('aria-invalid', 'true'); input.focus(); }
    if (error) error.textContent = m[1];
  }
  window.addEventListener('message', function (event) {
    // Requests count only from the parent origin this frame was opened for, and only from the parent window.
    if (event.origin !== PARENT || event.source !== window.parent) return;
    var data = event.data || {};
    if (data.type !== 'pw:tokenize') return;
    clearErrors();
    var body = MODE === 'pin' ? { mode: 'pin', pin: value('pin') }
      : MODE === 'edit' ? { mode: 'edit', cvv: value('cvv') }
      : { mode: 'add', number: value('number'), exp: value('exp'), cvv: value('cvv') };
    fetch(${JSON.stringify(SECURE_FIELD_PATHS.register)}, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
      .then(function (r) { return r.json(); })
      .then(function (result) {
        if (result.response !== '870') showError(result.response);
        window.parent.postMessage({ type: 'pw:result', requestId: data.requestId, result: result }, PARENT);
      })
      .catch(function () {
        window.parent.postMessage({ type: 'pw:result', requestId: data.requestId, result: { response: '899' } }, PARENT);
      });
  });
  window.parent.postMessage({ type: 'pw:ready', mode: MODE }, PARENT);
})();
</script></body></html>`;
}

/** The fraud device script stand-in's source (see the route below). */
export function fraudScript(): string {
  return `(function () {
  window.__walletFraudLoads = (window.__walletFraudLoads || 0) + 1;
  var src = document.currentScript && document.currentScript.src;
  var tid = src ? new URL(src).searchParams.get('tid') || '' : '';
  window[${JSON.stringify(FRAUD_DEVICE_GLOBAL)}] = {
    transactionId: tid,
    deviceInfo: function () {
      var facts = {
        tid: tid,
        tz: Intl.DateTimeFormat().resolvedOptions().timeZone,
        lang: navigator.language,
        screen: screen.width + 'x' + screen.height,
      };
      return 'sandbox.' + btoa(JSON.stringify(facts));
    },
  };
})();`;
}

export function secureFieldRoutes(config: Config, now: () => Date = () => new Date()) {
  const app = new Hono();

  app.get(SECURE_FIELD_PATHS.frame, (c) => {
    const asked = c.req.query('mode');
    const mode = asked === 'pin' || asked === 'edit' ? asked : 'add';
    const parent = c.req.query('parent') ?? '';
    const allowed = appOriginOf(requestOrigin(c, config));
    if (parent !== allowed) {
      return c.text(`Secure fields: parent origin ${parent || '(none)'} is not allowed`, 400);
    }
    // Only the app may frame the fields (CSP frame-ancestors, server/http/security-headers.ts).
    allowFraming(c, [allowed]);
    c.header('Cache-Control', 'no-store');
    return c.html(framePage(mode, parent, nonceAttr(c)));
  });

  app.post(SECURE_FIELD_PATHS.register, async (c) => {
    const parsed = z.safeParse(registerSchema, await c.req.json().catch(() => null));
    c.header('Cache-Control', 'no-store');
    if (!parsed.success) return c.json({ response: '899' }, 400);
    const body = parsed.data;
    if (body.mode === 'pin') {
      if (!/^\d{4}$/.test(body.pin)) return c.json({ response: '885' });
      return c.json({ response: '870', pinCheckoutId: pinCheckoutId(scenarioForPin(body.pin), random()) });
    }
    if (body.mode === 'edit') {
      // Edit mode re-enters the security code only (the card number stays with the card's token).
      if (!/^\d*$/.test(body.cvv) || body.cvv.length === 0) return c.json({ response: '881' });
      if (body.cvv.length < 3) return c.json({ response: '882' });
      if (body.cvv.length > 4) return c.json({ response: '883' });
      return c.json({ response: '870', checkoutId: `chk.ok.0000.${random()}` });
    }
    const numberCode = cardNumberCode(body.number);
    if (numberCode) return c.json({ response: numberCode });
    const digits = body.number.replace(/[\s-]/g, '');
    const brand = detectBrand(digits, true);
    const exp = parseExpiry(body.exp, now());
    if (!exp) return c.json({ response: '884' });
    const cvv = cvvCode(body.cvv, brand);
    if (cvv) return c.json({ response: cvv });
    const lastFour = digits.slice(-4);
    const id = registrationId(scenarioForCardNumber(digits), lastFour, random());
    return c.json({
      response: '870',
      paypageRegistrationId: id,
      firstSix: digits.slice(0, 6),
      lastFour,
      expMonth: exp.month,
      expYear: exp.year,
      brand,
    });
  });

  // The fraud device script stand-in (§4, §7): counts its loads on the page that embeds it and, like the real
  // one, answers the device data the add calls send as deviceInfo (here: the time zone, language and screen size,
  // nothing personal), tagged with the transaction id it was loaded with (`?tid=`, the accertifyTransactionId).
  app.get(SECURE_FIELD_PATHS.fraud, (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    c.header('Cache-Control', 'no-store');
    return c.body(fraudScript());
  });

  return app;
}
