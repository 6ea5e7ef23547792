/**
 * The host-developer demo pages of the payment wallet widget: `/wallet-demo?app=<appName>&mode=checkout|mywallet`
 * with `total`, `snap` (SNAP-eligible order) and `ebt` (EBT total) settable in the query, for every host app. For
 * developers (shoppers have their My Wallet page at /account/wallet; docs/wallet-embedding.md links this page): a
 * plain HTML page with no React of its own, in the banner's name, with its header and footer. It loads the library
 * build (`/wallet/wallet-widget.js` + CSS from dist-wallet/), asks the sandbox for the signed-in user's bearer
 * token (POST /__sandbox/wallet/token; signed out the page sends the shopper to sign in, throwing nothing), mounts
 * the widget, offers the host's calls (openFlyout, check-balance deep link, reload, setData with an EBT total) and
 * lists every message the widget sends. Sandbox knobs: `token=expired` starts with an expired token (401 →
 * getNewToken), `intent=stale` with a stale payment intent (404 → getNewPaymentIntent), `config=broken` mounts a
 * wrong config (the developer error), `flyoutDiv=1` renders the flyout into the page's own element, `open=1` calls
 * openFlyout() right after mount (before the cards are there).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Hono } from 'hono';
import { WALLET_SANDBOX_PATHS } from '../../api/contracts/wallet';
import { selectBanner } from '../../domain/banners/select';
import { MY_WALLET_PATH } from '../../domain/myWallet';
import { HELP_PATHS, HOME_PATH, SHELL_LABELS } from '../../domain/shell';
import { documentTitle } from '../../domain/titles';
import { APP_NAME_LIST, DEFAULT_APP } from '../../domain/wallet/constants';
import type { AppDeps } from '../http/deps';
import { nonceAttr } from '../http/security-headers';

export const WALLET_DEMO_PATHS = { page: '/wallet-demo', assets: '/wallet' } as const;
const ASSETS: Record<string, string> = {
  'wallet-widget.js': 'text/javascript; charset=utf-8',
  'wallet-widget.css': 'text/css; charset=utf-8',
};

/** The demo page's texts (a page for host developers; chosen here). */
export const WALLET_DEMO_TEXTS = {
  title: (app: string, mode: 'checkout' | 'mywallet') =>
    `Wallet demo for developers: ${app}, ${mode === 'mywallet' ? 'My Wallet' : 'checkout'}`,
  intro:
    'A plain HTML host page of the payment wallet widget (the library build, PaymentWallet.mount) for developers who embed it. Shoppers use',
  heading: { checkout: 'Checkout', mywallet: 'My Wallet' },
  hostCalls: 'The host’s calls',
  openFlyout: 'Open the flyout',
  checkBalance: 'Check SNAP EBT balance',
  reload: 'Reload cards',
  ebtTotal: 'EBT payment total',
  setData: 'Send to the widget (setData)',
  messages: 'Messages from the widget',
  footerNav: 'Site',
} as const;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function page(q: Record<string, string>, nonce: string, bannerTitle: string): string {
  const app = (APP_NAME_LIST as readonly string[]).includes(q.app ?? '') ? q.app! : DEFAULT_APP;
  const mode = q.mode === 'mywallet' ? 'mywallet' : 'checkout';
  const total = Number.isFinite(Number(q.total)) && q.total ? Number(q.total) : 50;
  const snap = q.snap === 'true';
  const ebt = Number.isFinite(Number(q.ebt)) && q.ebt ? Number(q.ebt) : snap ? 10 : 0;
  const T = WALLET_DEMO_TEXTS;
  const settings = {
    app,
    mode,
    total,
    snap,
    ebt,
    expiredToken: q.token === 'expired',
    staleIntent: q.intent === 'stale',
    broken: q.config === 'broken',
    flyoutDiv: q.flyoutDiv === '1',
    openAtOnce: q.open === '1',
    tokenPath: WALLET_SANDBOX_PATHS.token,
    intentPath: WALLET_SANDBOX_PATHS.paymentIntent,
  };
  const heading = T.title(app, mode);
  const money = (n: number) => `$${n.toFixed(2)}`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(documentTitle(heading, bannerTitle))}</title>
<link rel="stylesheet" href="${WALLET_DEMO_PATHS.assets}/wallet-widget.css">
<style${nonce}>body{font:16px system-ui,sans-serif;margin:0;color:#1f2937}main{max-width:960px;margin:0 auto;padding:16px}
h1,nav a,#messages li{overflow-wrap:anywhere}
#messages{font:14px ui-monospace,monospace;background:#f3f4f6;padding:8px 8px 8px 32px;border-radius:6px}
nav{display:flex;flex-wrap:wrap;gap:4px 12px}.site{display:flex;flex-wrap:wrap;gap:4px 16px;align-items:center;padding:12px 16px;border-bottom:1px solid #e5e7eb}
.site a{font-weight:600}footer{border-top:1px solid #e5e7eb;padding:12px 16px;margin-top:24px}
.controls{display:flex;flex-wrap:wrap;gap:8px;align-items:end}label{display:flex;flex-direction:column;gap:4px}
input{font:inherit;padding:6px;width:8em}</style></head>
<body><header class="site"><a href="${HOME_PATH}">${escapeHtml(bannerTitle)}</a><span>Payment wallet: host-developer demo</span></header>
<main>
<h1>${escapeHtml(heading)}</h1>
<p>${escapeHtml(T.intro)} <a href="${MY_WALLET_PATH}">My Wallet</a>.</p>
${mode === 'checkout' ? `<p>Order total: ${money(total)}. SNAP eligible items: ${snap ? 'yes' : 'no'}. EBT total: <span id="ebt-shown">${money(ebt)}</span>.</p>` : ''}
<nav aria-label="Host apps">${APP_NAME_LIST.map((a) => `<a href="?app=${a}&amp;mode=${mode}">${a}</a>`).join('')}</nav>
<h2>${escapeHtml(T.heading[mode])}</h2>
<div id="wallet"></div>
<section aria-labelledby="host-calls-title"><h2 id="host-calls-title">${escapeHtml(T.hostCalls)}</h2>
<div class="controls"><button type="button" id="open-flyout">${escapeHtml(T.openFlyout)}</button>
<button type="button" id="open-check-balance">${escapeHtml(T.checkBalance)}</button>
<button type="button" id="reload-cards">${escapeHtml(T.reload)}</button>
<label>${escapeHtml(T.ebtTotal)} <input id="ebt-total" inputmode="decimal" value="${ebt}"></label>
<button type="button" id="set-data">${escapeHtml(T.setData)}</button></div></section>
<div id="demo-flyout"></div>
<section aria-labelledby="messages-title"><h2 id="messages-title">${escapeHtml(T.messages)}</h2>
<ol id="messages" aria-live="polite"></ol></section>
</main>
<footer><nav aria-label="${escapeHtml(T.footerNav)}"><a href="${HOME_PATH}">${escapeHtml(SHELL_LABELS.footerHome)}</a><a href="${MY_WALLET_PATH}">My Wallet</a><a href="${HELP_PATHS.faq}">${escapeHtml(SHELL_LABELS.footerFaq)}</a><a href="${HELP_PATHS.contact}">${escapeHtml(SHELL_LABELS.footerContact)}</a></nav></footer>
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
  // The shopper's bearer token, or null when signed out (the page then goes to sign in: nothing is thrown).
  async function token(ttl) {
    var r = await fetch(S.tokenPath + (ttl === undefined ? '' : '?ttlMs=' + ttl), { method: 'POST', credentials: 'same-origin' });
    if (r.status === 401) { signIn(); return null; }
    return (await r.json()).data;
  }
  var first = await token(S.expiredToken ? 0 : undefined);
  if (!first) return;
  var config = {
    environment: 'LOCAL',
    appName: S.app,
    paymentIntentId: S.staleIntent ? 'pi-stale-demo' : first.paymentIntentId,
    authConfig: {
      type: 'B2C',
      token: first.token,
      getNewToken: async function () {
        log({ host: 'getNewToken' });
        var next = await token();
        // Signed out meanwhile: the page is on its way to sign in.
        return next ? next.token : new Promise(function () {});
      },
      redirectToSignIn: function () { log({ host: 'redirectToSignIn' }); signIn(); },
    },
    walletConfig: { showSnapCards: true, showGiftCards: true, getGiftCardBalances: true, saveCardOptionEnabled: true },
    checkoutConfig: {
      orderInfo: { total: S.total, hasSnapEligibleItems: S.snap, ebtTotalFromCheckout: S.ebt },
      getEbtCardPaymentTotal: function () { return S.ebt; },
      getNewPaymentIntent: async function () {
        log({ host: 'getNewPaymentIntent' });
        var r = await fetch(S.intentPath, { method: 'POST', credentials: 'same-origin' });
        return (await r.json()).data.paymentIntentId;
      },
    },
    analyticsConfig: function (event, payload) { log({ analytics: event, payload: payload }); },
    uiConfig: { isMyWallet: S.mode === 'mywallet' },
    onMessage: log,
  };
  if (S.flyoutDiv) config.flyoutDiv = 'demo-flyout';
  if (S.broken) config.authConfig.type = 'OAUTH';
  var wallet = PaymentWallet.mount('#wallet', config);
  window.demoWallet = wallet;
  if (S.openAtOnce) wallet.openFlyout();
  document.getElementById('open-flyout').addEventListener('click', function () { wallet.openFlyout(); });
  document.getElementById('open-check-balance').addEventListener('click', function () {
    wallet.openFlyout({ screen: 'checkBalance', deepLink: true });
  });
  document.getElementById('reload-cards').addEventListener('click', function () { wallet.reload(); });
  document.getElementById('set-data').addEventListener('click', function () {
    var value = Number(document.getElementById('ebt-total').value);
    if (!isFinite(value) || value < 0) return;
    S.ebt = value;
    var shown = document.getElementById('ebt-shown');
    if (shown) shown.textContent = '$' + value.toFixed(2);
    wallet.setData({ ebtTotal: value });
  });
})();
</script></body></html>`;
}

export function walletDemoRoutes(deps: AppDeps) {
  const app = new Hono();
  const dir = resolve(deps.config.distDir, '..', 'dist-wallet');

  app.get(WALLET_DEMO_PATHS.page, (c) => {
    c.header('Cache-Control', 'no-store');
    const url = new URL(c.req.url);
    // The banner the app shows in the sandbox (its query, else the banner cookie, else the main banner).
    const banner = selectBanner({
      hostname: url.hostname,
      search: url.search,
      allowQueryOverride: true,
      cookie: c.req.header('Cookie') ?? '',
    });
    return c.html(page(c.req.query(), nonceAttr(c), banner.title));
  });

  app.get(`${WALLET_DEMO_PATHS.assets}/:file`, (c) => {
    const file = c.req.param('file');
    const type = ASSETS[file];
    if (!type) return c.notFound();
    const path = join(dir, file);
    if (!existsSync(path)) {
      return c.text(
        'The wallet library is not built: run `npx vite build -c config/vite.wallet.config.ts`.',
        503,
      );
    }
    c.header('Content-Type', type);
    c.header('Cache-Control', 'no-cache');
    return c.body(readFileSync(path));
  });

  return app;
}
