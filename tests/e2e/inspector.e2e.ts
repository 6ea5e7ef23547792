/**
 * The statechart inspector end to end: the app in one tab and /__inspector in another tab of the same browser
 * context (BroadcastChannel is per origin and profile). Signing in moves the machine that handles sign-in live
 * on the inspector, with the email and password redacted in the event log; every registered machine fits a
 * 1280 × 800 screen with labels of 11 px or more (measured in the browser, with its real font); the path
 * explorer steps through a test case; choosing machines with simple paths never blocks the page for more than
 * 200 ms of its main thread's own work per task (Chromium's trace: thread time, which a loaded machine does not
 * stretch); five sign-ins in separate browsers show in the funnel and the heat map, and the
 * collector stores nothing personal. Screenshots go to docs/screenshots/.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { FLOW_PATHS } from '../../api/contracts/flow-paths';
import { MACHINES } from '../../machines/registry';
import { SESSION_MESSAGES } from '../../domain/account/session';
import { SIGN_IN_LABELS } from '../../domain/account/signIn';
import { PERSONAL_DATA_KEYS } from '../../domain/privacy';
import { SCREEN_VIEWPORT } from '../../src/inspector/diagram/layout';
import { REDACTED } from '../../domain/redaction';
import {
  assertNoPageErrors,
  closePage,
  expectNoSeriousA11yViolations,
  fillSignIn,
  gotoReady,
  HTTP_STATUS_CONSOLE_ERROR,
  launchBrowser,
  newPage,
  screenshot,
} from './support/browser';
import { recordMainThread } from './support/main-thread';
import { E2E_ANALYST_TOKEN } from './support/server';

const ANALYST = { Authorization: `Bearer ${E2E_ANALYST_TOKEN}` };

const WIDE = { width: 1500, height: 1000 };
/** The analyst's smaller screen of issue 14. */
const SCREEN = { width: 1280, height: 800 };
const PATIENT = { email: 'newpatient@example.com', password: 'Patient123' };
const EMAIL = 'shopper@example.com';
const PASSWORD = 'Shopper123';
const JORDAN = { email: EMAIL, password: PASSWORD };

async function openInspector(page: Page, machineId?: string) {
  await page.goto(`/__inspector${machineId ? `#${machineId}` : ''}`);
  await page.getByRole('heading', { name: 'Statechart inspector' }).waitFor();
  // The diagram is laid out in a worker: 60 s, as a loaded run (two suites side by side) once took over 30.
  await page.locator('[data-state-id]').first().waitFor({ timeout: 60_000 });
}

async function selectMachine(page: Page, id: string) {
  await page.getByRole('navigation', { name: 'Machines' }).locator(`a[href="#${id}"]`).click();
  await page.locator(`[data-state-id="${id}"]`).waitFor({ timeout: 30_000 });
}

/** Label boxes as the browser draws them (real font metrics), in the SVG's own coordinates. */
function overlappingLabelsInPage(page: Page) {
  return page.evaluate(() => {
    const boxes = [...document.querySelectorAll<SVGTextElement>('.viewport svg [data-label]')].map((t) => {
      const b = t.getBBox();
      return { text: t.textContent ?? '', x: b.x, y: b.y, w: b.width, h: b.height };
    });
    const hits: string[] = [];
    for (let i = 0; i < boxes.length; i++)
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i]!;
        const b = boxes[j]!;
        if (a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h)
          hits.push(`${a.text} × ${b.text}`);
      }
    return { count: boxes.length, hits };
  });
}

describe('statechart inspector', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the sign-in machine move live, with the email and password redacted in the event log', async () => {
    const inspector = await newPage(browser, WIDE);
    await openInspector(inspector);
    expect(await inspector.getByRole('checkbox', { name: /public hosted inspector/ }).isChecked()).toBe(
      false,
    );

    // The app in a second tab of the same context.
    const app = await inspector.context().newPage();
    await gotoReady(app, '/signin');
    await app.getByLabel(SIGN_IN_LABELS.email, { exact: true }).fill(EMAIL);
    const password = app.getByLabel(SIGN_IN_LABELS.password, { exact: true });
    await password.fill(PASSWORD);
    await password.press('Enter'); // submits the sign-in form, whichever page layout surrounds it
    await app.waitForURL((url) => !url.pathname.startsWith('/signin'), { timeout: 20_000 });

    // The event that carried the credentials: whichever machine handles sign-in received it.
    const credentialsRow = inspector
      .locator('.log tbody tr')
      .filter({ hasText: /"password"/ })
      .first();
    await credentialsRow.waitFor({ timeout: 30_000 });
    const payload = (await credentialsRow.locator('td').nth(3).textContent()) ?? '';
    expect(payload).toContain(`"password": "${REDACTED}"`);
    expect(payload).toContain(`"email": "${REDACTED}"`);
    const actorCell = (await credentialsRow.locator('td').nth(1).textContent()) ?? '';
    const signInMachineId = actorCell.split(' ')[0]!;
    // Drawn on the diagram once registered (tests/unit/registry.test.ts fails while it is not).
    const registered = MACHINES.some((m) => m.id === signInMachineId);

    // Nothing personal anywhere on the inspector page.
    const text = await inspector.locator('body').innerText();
    expect(text).not.toContain(PASSWORD);
    expect(text).not.toContain(EMAIL);

    // The machine that handled sign-in moved through its states live.
    const actorKey = (await credentialsRow.getAttribute('data-actor-key'))!;
    const actor = inspector.locator(`.actors > li[data-actor-key="${actorKey}"]`);
    await actor.getByRole('button').click();
    if (registered) await inspector.locator(`[data-state-id="${signInMachineId}"]`).waitFor();
    const trail = actor.getByRole('list', { name: /^States of/ }).getByRole('listitem');
    await expect
      .poll(async () => (await trail.allTextContents()).length, { timeout: 10_000 })
      .toBeGreaterThanOrEqual(2);
    // The session machine follows (… signingIn … when it handles sign-in itself) and ends authenticated.
    const sessionTrail = inspector
      .locator('.actors > li[data-logic-id="session"]')
      .first()
      .getByRole('list', { name: /^States of/ })
      .getByRole('listitem');
    await expect
      .poll(async () => (await sessionTrail.allTextContents()).at(-1), { timeout: 10_000 })
      .toBe('authenticated');
    if (signInMachineId === 'session') expect(await sessionTrail.allTextContents()).toContain('signingIn');
    // The diagram highlights the actor's current state.
    if (registered) {
      const current = (await trail.allTextContents()).at(-1)!;
      const highlighted = inspector.locator('[data-state-id][data-active="true"]');
      await expect
        .poll(async () =>
          highlighted.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-state-id'))),
        )
        .toContain(`${signInMachineId}.${current.split(' + ')[0]!.split('.')[0]}`);
    }
    // The sequence view shows the messages.
    expect(await inspector.locator('[data-sequence-event]').count()).toBeGreaterThan(0);

    await expectNoSeriousA11yViolations(inspector);
    // For the docs: the session actor selected, its current state highlighted.
    await inspector.locator('.actors > li[data-logic-id="session"]').first().getByRole('button').click();
    await inspector.locator('[data-state-id="session.authenticated"][data-active="true"]').waitFor();
    await screenshot(inspector, 'inspector-live', { fullPage: true });
    await app.close();
  });

  // The two tests that choose every registered chart share one 1280 × 800 inspector page: its layout client keeps
  // each chart's default layout for the page's life (src/inspector/layoutClient.ts), so the second test chooses the
  // charts without laying them out again (about 15 s of a quiet machine's work). Each test holds on its own: run
  // alone (-t), the second lays the charts out itself.
  describe('on one 1280 × 800 inspector page', () => {
    let page: Page;
    beforeAll(async () => {
      page = await newPage(browser, SCREEN);
      await openInspector(page);
    }, 120_000);
    afterEach(() => {
      assertNoPageErrors(page);
    });
    afterAll(async () => {
      await closePage(page);
    });

    it('fits every registered chart on a 1280 × 800 screen with labels of at least 11 px, none overlapping', async () => {
      const viewport = await page.locator('.viewport').evaluate((el) => el.getBoundingClientRect().toJSON());
      // The diagram gets at least SCREEN_VIEWPORT on this screen (the layout's fit is computed for it).
      expect(viewport.width).toBeGreaterThanOrEqual(SCREEN_VIEWPORT.width);
      expect(viewport.height).toBeGreaterThanOrEqual(SCREEN_VIEWPORT.height);
      for (const m of MACHINES) {
        await selectMachine(page, m.id);
        const drawn = await page.evaluate(() => {
          const vp = document.querySelector('.viewport')!.getBoundingClientRect();
          const svg = document.querySelector('.viewport .canvas svg')!.getBoundingClientRect();
          const texts = [...document.querySelectorAll<SVGTextElement>('.viewport .canvas svg text')];
          // On-screen text height: the font size as drawn (after the zoom), from the text boxes themselves.
          const smallest = Math.min(
            ...texts.map(
              (t) =>
                Number(t.getAttribute('font-size')) * (t.getBoundingClientRect().height / t.getBBox().height),
            ),
          );
          return {
            inside:
              svg.left >= vp.left - 1 &&
              svg.top >= vp.top - 1 &&
              svg.right <= vp.right + 1 &&
              svg.bottom <= vp.bottom + 1,
            smallest,
          };
        });
        expect(drawn.inside, `${m.id} fits the viewport`).toBe(true);
        expect(drawn.smallest, `${m.id} smallest label (px)`).toBeGreaterThanOrEqual(11 - 0.05);
        const { count, hits } = await overlappingLabelsInPage(page);
        expect(count, m.id).toBeGreaterThan(0);
        expect(hits, m.id).toEqual([]);
      }
      // The wallet, the largest chart: its default view collapses the flyout's screens; expanding one draws its
      // states (the view moves to it), the minimap frames what is on screen.
      await selectMachine(page, 'wallet');
      await screenshot(page, 'inspector-diagram-largest', { fullPage: true });
      expect(await page.locator('[data-collapsed="true"]').count()).toBeGreaterThan(0);
      // Expand the collapsed boxes on the way to the flyout's list, outermost first, through their Expand buttons.
      for (const id of ['wallet.ready', 'wallet.ready.flyout', 'wallet.ready.flyout.open']) {
        if ((await page.locator(`[data-state-id="${id}"][data-collapsed="true"]`).count()) === 0) continue;
        await page.getByRole('button', { name: `Expand ${id.split('.').at(-1)}` }).click();
        await page.locator(`[data-state-id="${id}"][data-collapsed="true"]`).waitFor({ state: 'detached' });
      }
      await page.locator('[data-state-id="wallet.ready.flyout.open.list"]').waitFor();
      expect(await page.locator('[data-minimap-frame]').count()).toBe(1);
      // Zoom to a state: its ancestors expand and the view centres on it.
      await page.getByLabel('Zoom to state').selectOption('wallet.ready.flyout.open.addCard.tokenizing');
      await page.locator('[data-state-id="wallet.ready.flyout.open.addCard.tokenizing"]').waitFor();
      // Zooming out stops where labels would get smaller than 11 px.
      for (let i = 0; i < 8; i++) await page.getByRole('button', { name: 'Zoom out' }).click();
      expect(Number(await page.locator('.canvas').getAttribute('data-scale')) * 12).toBeGreaterThanOrEqual(
        11 - 1e-6,
      );
      await page.getByRole('button', { name: 'Zoom in' }).click();
      await page.getByRole('button', { name: '100 %' }).click();
      expect(await page.locator('.canvas').getAttribute('data-scale')).toBe('1');

      // Search narrows the catalogue: "sign" is the sign-in page, not every machine of account-signin.md.
      await page.getByLabel('Search machines').fill('sign');
      const listed = page.getByRole('navigation', { name: 'Machines' }).getByRole('link');
      expect(await listed.allTextContents()).toEqual([expect.stringContaining('Sign-in page')]);
      await page.getByLabel('Search machines').fill('');

      // SVG export.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export SVG' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('wallet.svg');
      const { readFileSync } = await import('node:fs');
      const svg = readFileSync(await download.path(), 'utf8');
      expect(svg).toMatch(/^<\?xml/);
      expect(svg).toContain('data-state-id="wallet"');
    }, 240_000);

    it('never blocks the page for more than 200 ms while machines with simple paths are chosen; the wallet says how many', async () => {
      // The measure sees a long task (a Chromium that renamed its task events would otherwise let everything pass).
      // The control is a fixed amount of work, not a fixed time: 300 million steps, about 400 ms of one core on this
      // machine, so its thread time is the same however loaded the machine is (a load only stretches its wall time).
      // Timed busy work did not do: two suites side by side gave the page a core an eighth of the time, and 400 ms of
      // it read 41-93 ms of CPU. Up to three tries, the best kept: a measure that is really blind misses all three.
      let busy = { wallMs: 0, cpuMs: 0 };
      for (let attempt = 0; attempt < 3 && busy.cpuMs < 100; attempt += 1) {
        const control = await recordMainThread(browser, page, async () => {
          await page.evaluate(() => {
            let x = 0;
            for (let i = 0; i < 300_000_000; i += 1) x = (Math.imul(x, 31) + i) | 0;
            return x;
          });
        });
        busy = control.reduce((a, b) => (b.cpuMs > a.cpuMs ? b : a), busy);
      }
      expect(busy.cpuMs).toBeGreaterThanOrEqual(100);
      expect(busy.wallMs).toBeGreaterThanOrEqual(100);
      const tasks = await recordMainThread(browser, page, async () => {
        await page.getByRole('tab', { name: 'Path explorer' }).click();
        await page.getByRole('checkbox', { name: 'Include simple paths' }).check();
        for (const m of MACHINES) {
          await selectMachine(page, m.id);
          if (m.id === 'wallet') continue;
          await page.getByTestId('path-counts').waitFor({ timeout: 60_000 });
        }
        // The wallet's simple paths explode: cancel, then let it finish and say so with the count.
        await page.getByRole('button', { name: 'Cancel' }).click();
        await page.getByRole('status').filter({ hasText: 'Cancelled' }).waitFor();
        await page.getByRole('checkbox', { name: 'Include simple paths' }).uncheck();
        await page.getByRole('checkbox', { name: 'Include simple paths' }).check();
        await page.getByTestId('paths-exploded').waitFor({ timeout: 120_000 });
      });
      expect(await page.getByTestId('paths-exploded').textContent()).toMatch(/at least 100,000 simple paths/);
      // The page's own work per task (thread time: a loaded machine stretches wall time, not this), at most 200 ms.
      const longest = [...tasks].sort((a, b) => b.cpuMs - a.cpuMs).slice(0, 5);
      expect(tasks.length).toBeGreaterThan(0);
      expect(
        Math.max(0, ...tasks.map((t) => t.cpuMs)),
        `longest tasks (thread / wall ms): ${longest.map((t) => `${Math.round(t.cpuMs)} / ${Math.round(t.wallMs)}`).join(', ')}`,
      ).toBeLessThanOrEqual(200);
    }, 480_000);
  });

  it('steps through a generated path as a test case and highlights each state in turn', async () => {
    const page = await newPage(browser, WIDE);
    await openInspector(page, 'profile');
    await page.getByRole('tab', { name: 'Path explorer' }).click();
    await page.getByTestId('path-counts').waitFor({ timeout: 30_000 });
    await page.getByRole('radio', { name: 'All generated paths' }).check();
    await page.locator('summary', { hasText: 'Ends in loaded' }).click();
    await page.getByRole('button', { name: /^\d+\. loaded \(2 steps\)/ }).click();
    const active = () =>
      page
        .locator('[data-state-id][data-active="true"]')
        .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-state-id')));
    // The diagram is laid out off the main thread: on a loaded machine the highlight comes a little after the click.
    const activeSoon = () => expect.poll(active, { timeout: 15_000 });
    await activeSoon().toEqual(['profile', 'profile.idle']);
    const steps = page.getByRole('list', { name: /^Path \d+$/ }).getByRole('listitem');
    expect(await steps.allTextContents()).toEqual([
      'Open Personal Information (/account/profile)→ “Loading your profile…” loading',
      'The profile service answers with a full profile→ Personal Information: name, emails, phones, home address, loyalty card loaded',
    ]);
    await page.getByRole('button', { name: 'Next step' }).click();
    await activeSoon().toEqual(['profile', 'profile.loading']);
    await page.getByRole('button', { name: 'Next step' }).click();
    await activeSoon().toEqual(['profile', 'profile.loaded']);
    expect(await page.getByTestId('path-position').textContent()).toBe('Step 2 of 2: loaded');
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'inspector-paths', { fullPage: true });
  });

  it('funnel across browser sessions: five sign-ins, two with a wrong password, one who reloads and retries, a crawler left out; only with the analyst token; nothing personal stored', async () => {
    const base = inject('baseUrl');
    await fetch(`${base}${FLOW_PATHS.flows}`, { method: 'DELETE', headers: ANALYST });
    const attempts = [PATIENT.password, 'Wrong-pass-1', PATIENT.password, 'Wrong-pass-2', PATIENT.password];
    for (const [i, password] of attempts.entries()) {
      // A wrong password is a 401 the browser logs; that is the point here.
      const page = await newPage(browser, WIDE, { allowConsoleErrors: [HTTP_STATUS_CONSOLE_ERROR] });
      await gotoReady(page, '/signin?redirectUrl=%2Fhealth');
      await fillSignIn(page, PATIENT.email, password);
      await page.getByRole('button', { name: SIGN_IN_LABELS.submit, exact: true }).click();
      if (password === PATIENT.password)
        await page.waitForURL((url) => url.pathname === '/health', { timeout: 20_000 });
      else await page.getByRole('alert').filter({ hasText: SESSION_MESSAGES.signInRejected }).waitFor();
      // The reporter sends its batch within 2 s; wait until the collector has this session's last step.
      await expect.poll(async () => signInSessions(base, i + 1), { timeout: 15_000 }).toBe(i + 1);
      await closePage(page);
    }
    // A sixth shopper gets the password wrong, reloads the page and signs in: one browser session, two page loads.
    const retry = await newPage(browser, WIDE, { allowConsoleErrors: [HTTP_STATUS_CONSOLE_ERROR] });
    await gotoReady(retry, '/signin?redirectUrl=%2Fhealth');
    await fillSignIn(retry, PATIENT.email, 'Wrong-pass-3');
    await retry.getByRole('button', { name: SIGN_IN_LABELS.submit, exact: true }).click();
    await retry.getByRole('alert').filter({ hasText: SESSION_MESSAGES.signInRejected }).waitFor();
    await expect.poll(async () => signInSessions(base, 6), { timeout: 15_000 }).toBe(6);
    await gotoReady(retry, '/signin?redirectUrl=%2Fhealth');
    await fillSignIn(retry, PATIENT.email, PATIENT.password);
    await retry.getByRole('button', { name: SIGN_IN_LABELS.submit, exact: true }).click();
    await retry.waitForURL((url) => url.pathname === '/health', { timeout: 20_000 });
    await expect.poll(async () => signInSessions(base, 7), { timeout: 15_000 }).toBe(7);
    await closePage(retry);
    // A crawler: it opens the page and touches nothing.
    const crawler = await newPage(browser, WIDE);
    await gotoReady(crawler, '/signin?redirectUrl=%2Fhealth');
    await expect.poll(async () => pageLoads(base), { timeout: 15_000 }).toBe(8);
    await closePage(crawler);

    // Without the analyst token the collector answers nobody; the inspector asks for it.
    expect((await fetch(`${base}${FLOW_PATHS.flows}?machine=signIn`)).status).toBe(401);
    const inspector = await newPage(browser, WIDE, { allowConsoleErrors: [/status of 401/] });
    await openInspector(inspector, 'signIn');
    await inspector.getByRole('tab', { name: 'Sessions' }).click();
    await inspector.getByLabel('Analyst token').fill('not-the-token-000000');
    await inspector.getByRole('button', { name: 'Use token' }).click();
    await inspector.getByRole('alert').filter({ hasText: 'refused that token (401)' }).waitFor();
    await inspector.getByLabel('Analyst token').fill(E2E_ANALYST_TOKEN);
    await inspector.getByRole('button', { name: 'Use token' }).click();
    await inspector.getByTestId('sessions-summary').waitFor();
    // Seven browser sessions (eight page loads: the sixth reloaded), the crawler among them.
    expect(await inspector.getByTestId('sessions-summary').textContent()).toMatch(
      /^7 sessions \(8 page loads\)/,
    );
    const row = (state: string) => inspector.locator(`tr[data-funnel-state="signIn.${state}"]`);
    expect(await row('page.checking').getByTestId('funnel-sessions').textContent()).toBe('7');
    // The crawler leaves out: 6 with input, all of them submitted, 4 signed in (the one who reloaded counts once).
    await inspector.getByLabel('Leave out sessions with no input').check();
    expect(await inspector.getByTestId('sessions-summary').textContent()).toMatch(
      /^6 sessions \(7 page loads\).*1 left out \(no keyboard or pointer input\)/,
    );
    expect(await row('page.checking').getByTestId('funnel-sessions').textContent()).toBe('6');
    expect(await row('page.submitting').getByTestId('funnel-sessions').textContent()).toBe('6 (100%)');
    expect(await row('signedIn').getByTestId('funnel-sessions').textContent()).toBe('4 (67%)');
    expect(await row('signedIn').getByTestId('funnel-dropped').textContent()).toBe('2');
    expect(await row('signedIn').locator('.went').textContent()).toBe('error (signIn), then page.ready: 2');
    // The heat map colours the transitions taken: 4 successes, 3 failures.
    const heat = (from: string, to: string) =>
      inspector.locator(`[data-edge-id="signIn.${from} → signIn.${to}"]`).getAttribute('data-heat');
    const page = inspector.locator('[data-state-id="signIn.page"]');
    if ((await page.getAttribute('data-collapsed')) === 'true') {
      await inspector.getByRole('button', { name: 'Expand page' }).click();
      await inspector.locator('[data-state-id="signIn.page.submitting"]').waitFor();
    }
    expect(await heat('page.submitting', 'signedIn')).toBe('4');
    expect(await heat('page.submitting', 'page.ready')).toBe('3');
    expect(await heat('page.ready', 'page.submitting')).not.toBeNull();
    const colour = await inspector
      .locator('[data-edge-id="signIn.page.submitting → signIn.signedIn"] path')
      .getAttribute('stroke');
    expect(colour).toMatch(/^hsl\(/);
    // Counts and labels never run into each other, and the minimap sits below the diagram, not over it.
    const { hits } = await overlappingLabelsInPage(inspector);
    expect(hits).toEqual([]);
    const viewport = await inspector.locator('.viewport').boundingBox();
    const minimap = await inspector.locator('.minimap').boundingBox();
    expect(minimap!.y).toBeGreaterThanOrEqual(viewport!.y + viewport!.height - 1);
    // The never-taken list of the chart: every transition the heat map counts 0 times.
    await inspector.getByTestId('never-taken-summary').waitFor();
    expect(await inspector.getByTestId('never-taken-summary').textContent()).toMatch(
      /^signIn: \d+ of 40 transitions never taken, \d{4}-\d\d-\d\d to \d{4}-\d\d-\d\d/,
    );
    await screenshot(inspector, 'inspector-funnel', { fullPage: true });
    await expectNoSeriousA11yViolations(inspector);

    // Replay one session step by step on the diagram.
    await inspector.getByRole('button', { name: 'Replay' }).first().click();
    await inspector.getByTestId('replay-position').waitFor();
    expect(await inspector.getByTestId('replay-position').textContent()).toMatch(
      /^Step 1 of \d+: xstate\.init → opening$/,
    );

    // Nothing stored names the shopper or the passwords typed.
    const stored = await (
      await fetch(`${base}${FLOW_PATHS.flows}?machine=signIn`, { headers: ANALYST })
    ).text();
    for (const secret of [
      PATIENT.email,
      PATIENT.password,
      'Wrong-pass-1',
      'Wrong-pass-2',
      'Wrong-pass-3',
      '@',
    ])
      expect(stored).not.toContain(secret);
    for (const key of PERSONAL_DATA_KEYS) expect(stored).not.toContain(`"${key}"`);
  }, 240_000);

  it('the wallet reports its flows, embedded on a host page and at the pharmacy checkout; the checkout’s never-taken list is the heat map’s zeros', async () => {
    const base = inject('baseUrl');
    await fetch(`${base}${FLOW_PATHS.flows}`, { method: 'DELETE', headers: ANALYST });
    const browserSession = (page: Page) =>
      page.evaluate(() => sessionStorage.getItem('flow-browser-session'));
    const walletSessions = async () => {
      const body = (await (
        await fetch(`${base}${FLOW_PATHS.flows}?machine=wallet`, { headers: ANALYST })
      ).json()) as { data: { records: { browser: string; to: string }[] } };
      return new Set(body.data.records.filter((r) => r.to.includes('flyout.open')).map((r) => r.browser));
    };
    // The plain-HTML embed on the demo host page: open its flyout.
    const host = await newPage(browser, WIDE, { allowConsoleErrors: [HTTP_STATUS_CONSOLE_ERROR] });
    await host.request.post('/identity/api/v1/sign-in', { data: { ...JORDAN, rememberMe: false } });
    await host.goto('/wallet-demo');
    await host.getByRole('button', { name: /Payment Method/ }).click();
    await host.getByRole('dialog', { name: 'Select Payment' }).waitFor();
    const embedded = await browserSession(host);
    expect(embedded).toMatch(/^[0-9a-f-]{36}$/);
    await expect.poll(async () => (await walletSessions()).has(embedded!), { timeout: 15_000 }).toBe(true);
    await closePage(host);

    // The React build inside the pharmacy checkout (Jordan, remembered for the pharmacy, one refill in the cart).
    const shopper = await newPage(browser, WIDE, { allowConsoleErrors: [HTTP_STATUS_CONSOLE_ERROR] });
    await shopper.request.post('/identity/api/v1/sign-in', { data: { ...JORDAN, rememberMe: false } });
    await shopper.request.post('/__sandbox/rx/remember-device');
    await shopper.request.put('/rx-security/session', { data: {} });
    try {
      await shopper.goto('/rx/refills');
      await shopper.getByRole('button', { name: /^Add to Cart: Atorvastatin 20 mg Tablet/ }).click();
      await shopper.getByRole('button', { name: 'Remove Atorvastatin 20 mg Tablet' }).waitFor();
      await shopper
        .getByRole('region', { name: 'Your Pharmacy Cart' })
        .getByRole('link', { name: 'Check Out' })
        .click();
      await shopper.getByLabel('Pickup date').waitFor();
      await shopper.getByRole('button', { name: /Payment Method/ }).click();
      await shopper.getByRole('dialog', { name: 'Select Payment' }).waitFor();
      const checkout = await browserSession(shopper);
      await expect.poll(async () => (await walletSessions()).has(checkout!), { timeout: 15_000 }).toBe(true);
      expect(checkout).not.toBe(embedded);
    } finally {
      await shopper.request.post('/rx/api/cart/clear', {
        data: {},
        headers: { 'Idempotency-Key': crypto.randomUUID() },
      });
      await closePage(shopper);
    }

    // The inspector: the wallet's funnel counts both browser sessions.
    const inspector = await newPage(browser, WIDE);
    await openInspector(inspector, 'wallet');
    await inspector.getByRole('tab', { name: 'Sessions' }).click();
    await inspector.getByLabel('Analyst token').fill(E2E_ANALYST_TOKEN);
    await inspector.getByRole('button', { name: 'Use token' }).click();
    await inspector.getByTestId('sessions-summary').waitFor();
    expect(await inspector.getByTestId('sessions-summary').textContent()).toMatch(/^2 sessions/);

    // The checkout chart: its never-taken list is exactly the transitions the heat map shows as never taken.
    await selectMachine(inspector, 'rxCheckout');
    await inspector.getByTestId('never-taken-summary').waitFor();
    await inspector.getByRole('button', { name: 'Expand all' }).click();
    await inspector.locator('[data-state-id="rxCheckout.ordering.editing.pickup"]').waitFor();
    await expect
      .poll(() => inspector.locator('[data-edge-id][data-taken]').count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    const zeros = await inspector.evaluate(() => {
      const ids = new Set<string>();
      for (const edge of document.querySelectorAll('[data-edge-id][data-taken]'))
        for (const [id, taken] of Object.entries(
          JSON.parse(edge.getAttribute('data-taken')!) as Record<string, number>,
        ))
          if (taken === 0) ids.add(id);
      for (const line of document.querySelectorAll('[data-transition-id][data-taken="0"]'))
        ids.add(line.getAttribute('data-transition-id')!);
      return [...ids].sort();
    });
    const listed = (
      await inspector
        .getByRole('table', { name: 'Never-taken transitions of rxCheckout' })
        .locator('tr[data-transition-id]')
        .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-transition-id')!))
    ).sort();
    expect(listed.length).toBeGreaterThan(0);
    expect(listed).toEqual(zeros);
    // Every chart, with the date range, and the CSV export.
    await inspector.getByRole('button', { name: 'List every chart' }).click();
    await inspector.getByTestId('never-taken-total').waitFor();
    expect(await inspector.getByTestId('never-taken-total').textContent()).toMatch(
      /^Every chart: \d+ of \d+ transitions never taken in 48 charts, \d{4}-\d\d-\d\d to \d{4}-\d\d-\d\d/,
    );
    expect(
      await inspector.locator('tr[data-chart="rxCheckout"]').getByTestId('never-taken-count').textContent(),
    ).toBe(String(listed.length));
    const [csv] = await Promise.all([
      inspector.waitForEvent('download'),
      inspector.getByRole('button', { name: 'Export never-taken (CSV)' }).click(),
    ]);
    expect(csv.suggestedFilename()).toBe('rxCheckout-never-taken.csv');
    const { readFileSync } = await import('node:fs');
    const lines = readFileSync(await csv.path(), 'utf8')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('machine,from,event,guard,to,transition,range from,range to');
    expect(lines.length).toBe(listed.length + 1);
  }, 240_000);
});

/** Page loads whose sign-in chart has been stored (any step). */
async function pageLoads(base: string): Promise<number> {
  const body = (await (
    await fetch(`${base}${FLOW_PATHS.flows}?machine=signIn`, { headers: ANALYST })
  ).json()) as { data: { records: { session: string }[] } };
  return new Set(body.data.records.map((r) => r.session)).size;
}

/** Page loads whose sign-in chart reached its end (a final state) or its error, as the collector stored them. */
async function signInSessions(base: string, _expected: number): Promise<number> {
  const body = (await (
    await fetch(`${base}${FLOW_PATHS.flows}?machine=signIn`, { headers: ANALYST })
  ).json()) as {
    data: { records: { session: string; event: string; status: string }[] };
  };
  const ended = new Set(
    body.data.records
      .filter((r) => r.status === 'done' || r.event === 'xstate.error.actor.signIn')
      .map((r) => r.session),
  );
  return ended.size;
}
