/**
 * The statechart inspector end to end: the app in one tab and /__inspector in another tab of the same browser
 * context (BroadcastChannel is per origin and profile). Signing in moves the machine that handles sign-in live
 * on the inspector, with the email and password redacted in the event log; every registered machine draws
 * without overlapping labels at the default zoom (measured in the browser, with its real font); the path
 * explorer steps through a generated path; the SVG export downloads. Screenshots go to docs/screenshots/.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MACHINES } from '../../machines/registry';
import { SIGN_IN_LABELS } from '../../src/domain/account/signIn';
import { REDACTED } from '../../src/domain/redaction';
import {
  expectNoSeriousA11yViolations,
  gotoReady,
  launchBrowser,
  newPage,
  screenshot,
} from './support/browser';

const WIDE = { width: 1500, height: 1000 };
const EMAIL = 'shopper@example.com';
const PASSWORD = 'Shopper123';

async function openInspector(page: Page, machineId?: string) {
  await page.goto(`/__inspector${machineId ? `#${machineId}` : ''}`);
  await page.getByRole('heading', { name: 'Statechart inspector' }).waitFor();
  await page.locator('[data-state-id]').first().waitFor();
}

async function selectMachine(page: Page, id: string) {
  await page.getByRole('navigation', { name: 'Machines' }).locator(`a[href="#${id}"]`).click();
  await page.locator(`[data-state-id="${id}"]`).waitFor();
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
    await credentialsRow.waitFor({ timeout: 15_000 });
    const payload = (await credentialsRow.locator('td').nth(3).textContent()) ?? '';
    expect(payload).toContain(`"password":"${REDACTED}"`);
    expect(payload).toContain(`"email":"${REDACTED}"`);
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

  it('draws every registered machine without overlapping labels at the default zoom', async () => {
    const page = await newPage(browser, WIDE);
    await openInspector(page);
    const sizes: { id: string; area: number }[] = [];
    for (const m of MACHINES) {
      await selectMachine(page, m.id);
      expect(await page.getByRole('status').filter({ hasText: 'Laying out' }).count()).toBe(0);
      expect(await page.locator('.canvas').getAttribute('data-scale')).toBe('1');
      const { count, hits } = await overlappingLabelsInPage(page);
      expect(count, m.id).toBeGreaterThan(0);
      expect(hits, m.id).toEqual([]);
      const box = await page.locator('.viewport svg').evaluate((svg) => svg.getBoundingClientRect());
      sizes.push({ id: m.id, area: box.width * box.height });
    }
    // The largest machine, by screenshot: the whole drawing at the default zoom (page and viewport enlarged).
    const largest = [...sizes].sort((a, b) => b.area - a.area)[0]!;
    await selectMachine(page, largest.id);
    const svgBox = await page.locator('.viewport svg').evaluate((svg) => svg.getBoundingClientRect());
    await page.setViewportSize({
      width: Math.ceil(Math.max(WIDE.width, svgBox.left + svgBox.width + 40)),
      height: WIDE.height,
    });
    await page.locator('.viewport').evaluate(
      (el, h) => {
        (el as HTMLElement).style.height = `${h}px`;
      },
      Math.ceil(svgBox.height + 4),
    );
    expect(await page.locator('.canvas').getAttribute('data-scale')).toBe('1');
    expect((await overlappingLabelsInPage(page)).hits).toEqual([]);
    await screenshot(page, 'inspector-diagram-largest', { fullPage: true });
    await page.setViewportSize(WIDE);
    await page.locator('.viewport').evaluate((el) => {
      (el as HTMLElement).style.height = '';
    });

    // Search narrows the catalogue.
    await page.getByLabel('Search machines').fill('profile');
    const listed = page.getByRole('navigation', { name: 'Machines' }).getByRole('link');
    expect(await listed.count()).toBe(
      MACHINES.filter((m) => /profile/i.test(`${m.id} ${m.title} ${m.spec}`)).length,
    );

    // Zoom and pan change the view, reset brings back the default zoom.
    await page.getByRole('button', { name: 'Zoom in' }).click();
    expect(await page.locator('.canvas').getAttribute('data-scale')).toBe('1.25');
    await page.getByRole('button', { name: 'Reset view' }).click();
    expect(await page.locator('.canvas').getAttribute('data-scale')).toBe('1');

    // SVG export.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export SVG' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${largest.id}.svg`);
    const file = await download.path();
    const { readFileSync } = await import('node:fs');
    const svg = readFileSync(file, 'utf8');
    expect(svg).toMatch(/^<\?xml/);
    expect(svg).toContain(`data-state-id="${largest.id}"`);
  });

  it('steps through a generated path and highlights each state in turn', async () => {
    const page = await newPage(browser, WIDE);
    await openInspector(page, 'profile');
    await page.getByRole('tab', { name: 'Path explorer' }).click();
    const paths = page.getByRole('list', { name: 'Generated paths' }).getByRole('button');
    await paths.first().waitFor();
    // Path 2: idle → loading → loaded.
    await paths.nth(1).click();
    const active = () =>
      page
        .locator('[data-state-id][data-active="true"]')
        .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-state-id')));
    expect(await active()).toEqual(['profile', 'profile.idle']);
    await page.getByRole('button', { name: 'Next step' }).click();
    expect(await active()).toEqual(['profile', 'profile.loading']);
    await page.getByRole('button', { name: 'Next step' }).click();
    expect(await active()).toEqual(['profile', 'profile.loaded']);
    expect(await page.getByTestId('path-position').textContent()).toBe('Step 2 of 2: loaded');
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'inspector-paths', { fullPage: true });
  });
});
