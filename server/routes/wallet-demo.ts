/**
 * Demo host pages of the payment wallet widget (issue 3): `/wallet-demo?app=<appName>&mode=checkout|mywallet`
 * with `total`, `snap` (SNAP-eligible order) and `ebt` (EBT total) settable in the query, for every host app.
 * A plain HTML page with no React of its own: it loads the library build (`/wallet/wallet-widget.js` + CSS from
 * dist-wallet/), asks the sandbox for the signed-in user's bearer token (POST /__sandbox/wallet/token, 401 when
 * signed out: the page sends the shopper to sign in), mounts the widget and lists every message it sends.
 * Sandbox knobs: `token=expired` starts with an expired token (401 → getNewToken), `intent=stale` with a stale
 * payment intent (404 → getNewPaymentIntent), `config=broken` mounts a wrong config (the developer error).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Hono } from 'hono';
import { WALLET_SANDBOX_PATHS } from '../../api/contracts/wallet';
import { APP_NAME_LIST, DEFAULT_APP } from '../../src/domain/wallet/constants';
import type { AppDeps } from '../http/deps';
import { nonceAttr } from '../http/security-headers';

export const WALLET_DEMO_PATHS = { page: '/wallet-demo', assets: '/wallet' } as const;
const ASSETS: Record<string, string> = {
  'wallet-widget.js': 'text/javascript; charset=utf-8',
  'wallet-widget.css': 'text/css; charset=utf-8',
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function page(q: Record<string, string>, nonce: string): string {
  const app = (APP_NAME_LIST as readonly string[]).includes(q.app ?? '') ? q.app! : DEFAULT_APP;
  const mode = q.mode === 'mywallet' ? 'mywallet' : 'checkout';
  const total = Number.isFinite(Number(q.total)) && q.total ? Number(q.total) : 50;
  const snap = q.snap === 'true';
  const ebt = Number.isFinite(Number(q.ebt)) && q.ebt ? Number(q.ebt) : snap ? 10 : 0;
  const settings = {
    app,
    mode,
    total,
    snap,
    ebt,
    expiredToken: q.token === 'expired',
    staleIntent: q.intent === 'stale',
    broken: q.config === 'broken',
    tokenPath: WALLET_SANDBOX_PATHS.token,
    intentPath: WALLET_SANDBOX_PATHS.paymentIntent,
  };
  const title = `Wallet demo: ${app}, ${mode === 'mywallet' ? 'My Wallet' : 'checkout'}`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${WALLET_DEMO_PATHS.assets}/wallet-widget.css">
<style${nonce}>body{font:16px system-ui,sans-serif;margin:0;color:#1f2937}main{max-width:960px;margin:0 auto;padding:16px}
#messages{font:14px ui-monospace,monospace;background:#f3f4f6;padding:8px 8px 8px 32px;border-radius:6px}
nav{display:flex;flex-wrap:wrap;gap:4px 12px}</style></head>
<body><main>
<h1>${escapeHtml(title)}</h1>
<p>Order total: $${total.toFixed(2)}. SNAP eligible items: ${snap ? 'yes' : 'no'}. EBT total: $${ebt.toFixed(2)}.</p>
<nav aria-label="Host apps">${APP_NAME_LIST.map((a) => `<a href="?app=${a}&mode=${mode}">${a}</a>`).join('')}</nav>
<h2>Checkout</h2>
<div id="wallet"></div>
<p><button type="button" id="open-check-balance">Check SNAP EBT balance</button>
<button type="button" id="reload-cards">Reload cards</button></p>
<section aria-labelledby="messages-title"><h2 id="messages-title">Messages from the widget</h2>
<ol id="messages" aria-live="polite"></ol></section>
</main>
<script src="${WALLET_DEMO_PATHS.assets}/wallet-widget.js"></script>
<script${nonce}>
(async function () {
  var S = ${JSON.stringify(settings)};
  var list = document.getElementById('messages');
  function log(message) {
    var li = document.createElement('li');
    li.textContent = JSON.stringify(message);
    list.appendChild(li);
  }
  function signIn() {
    location.href = '/signin?redirectUrl=' + encodeURIComponent(location.pathname + location.search);
  }
  async function token(ttl) {
    var r = await fetch(S.tokenPath + (ttl === undefined ? '' : '?ttlMs=' + ttl), { method: 'POST', credentials: 'same-origin' });
    if (r.status === 401) { signIn(); throw new Error('signed out'); }
    return (await r.json()).data;
  }
  var first = await token(S.expiredToken ? 0 : undefined);
  var config = {
    environment: 'LOCAL',
    appName: S.app,
    paymentIntentId: S.staleIntent ? 'pi-stale-demo' : first.paymentIntentId,
    authConfig: {
      type: 'B2C',
      token: first.token,
      getNewToken: async function () { log({ host: 'getNewToken' }); return (await token()).token; },
      redirectToSignIn: function () { log({ host: 'redirectToSignIn' }); signIn(); },
    },
    walletConfig: { showSnapCards: true, showGiftCards: true, getGiftCardBalances: true, saveCardOptionEnabled: true },
    checkoutConfig: {
      orderInfo: { total: S.total, hasSnapEligibleItems: S.snap, ebtTotalFromCheckout: S.ebt },
      getEbtCardPaymentTotal: function () { return S.ebt; },
      getNewPaymentIntent: async function () {
        log({ host: 'getNewPaymentIntent' });
        var r = await fetch(S.intentPath, { method: 'POST' });
        return (await r.json()).data.paymentIntentId;
      },
    },
    analyticsConfig: function (event, payload) { log({ analytics: event, payload: payload }); },
    uiConfig: { isMyWallet: S.mode === 'mywallet' },
    onMessage: log,
  };
  if (S.broken) config.authConfig.type = 'OAUTH';
  var wallet = PaymentWallet.mount('#wallet', config);
  window.demoWallet = wallet;
  document.getElementById('open-check-balance').addEventListener('click', function () {
    wallet.openFlyout({ screen: 'checkBalance', deepLink: true });
  });
  document.getElementById('reload-cards').addEventListener('click', function () {
    document.querySelector('#wallet .pw-host').dispatchEvent(new Event('reloadCards'));
  });
})();
</script></body></html>`;
}

export function walletDemoRoutes(deps: AppDeps) {
  const app = new Hono();
  const dir = resolve(deps.config.distDir, '..', 'dist-wallet');

  app.get(WALLET_DEMO_PATHS.page, (c) => {
    c.header('Cache-Control', 'no-store');
    return c.html(page(c.req.query(), nonceAttr(c)));
  });

  app.get(`${WALLET_DEMO_PATHS.assets}/:file`, (c) => {
    const file = c.req.param('file');
    const type = ASSETS[file];
    if (!type) return c.notFound();
    const path = join(dir, file);
    if (!existsSync(path)) {
      return c.text('The wallet library is not built: run `npx vite build -c vite.wallet.config.ts`.', 503);
    }
    c.header('Content-Type', type);
    c.header('Cache-Control', 'no-cache');
    return c.body(readFileSync(path));
  });

  return app;
}
