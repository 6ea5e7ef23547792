// @vitest-environment node
/**
 * `npm run paths -- <machine> --playwright` writes tests that run as they are (scripts/paths-e2e.ts): each test's
 * steps act through the page (role and name, as literals) and check what the reached state shows; a path the
 * browser cannot walk is an it.todo that says what it needs; names are in the shopper's words and expected
 * results follow the state each step reaches. (Running them in Chromium: tests/e2e/paths-generated.e2e.ts.)
 */
import { describe, expect, it } from 'vitest';
import { findMachine } from '../../machines/registry';
import { runPaths } from '../../scripts/paths';
import { pathListing } from '../../src/inspector/paths';

const ACT = /await t\.(goto|openInApp|click|fill|check|selectOffered|release|answer|abort)\(/;
const CHECK = /await t\.(see|seeNo|seeText|seeEnabled|seeAttribute|seeChecked|seeChosen|seeValue|seeUrl)\(/;

/** The tests of a generated file: name, body; and its todos. */
function parse(output: string) {
  const tests = [
    ...output.matchAll(/\n {2}it\('((?:[^'\\]|\\.)*)', async \(\) => \{\n([\s\S]*?)\n {2}\}\);/g),
  ].map((m) => ({ name: m[1]!, body: m[2]! }));
  const todos = [...output.matchAll(/\n {2}it\.todo\('((?:[^'\\]|\\.)*)'\);/g)].map((m) => m[1]!);
  return { tests, todos };
}

/** Each `t.step(…)` block of a test body. */
const steps = (body: string) =>
  [...body.matchAll(/await t\.step\([\s\S]*?async \(\) => \{\n([\s\S]*?)\n {4}\}\);/g)].map((m) => m[1]!);

describe('generated end-to-end tests', () => {
  it('sign-in: every test acts and checks in every step; the rest are todos that say what they need', () => {
    const { output } = runPaths(['signIn', '--cover', '--playwright']);
    const { tests, todos } = parse(output);
    expect(tests.length + todos.length).toBe(29);
    expect(tests.length).toBe(15);
    for (const test of tests) {
      const list = steps(test.body);
      expect(list.length, test.name).toBeGreaterThan(0);
      for (const step of list) {
        expect(step, test.name).toMatch(ACT);
        expect(step, test.name).toMatch(CHECK);
      }
    }
    for (const todo of todos) expect(todo).toMatch(/\(path \d+\): needs \S/);
    // Real controls by role and name, as literals: renaming the button breaks the test.
    expect(output).toContain("t.page.getByRole('button', { name: 'Sign In', exact: true })");
    expect(output).toContain("t.page.getByLabel('Password', { exact: true })");
    // The seed's accounts, and the system events as named switches.
    expect(output).toContain("await t.identitySession('marker@example.com');");
    expect(output).toContain("await t.abort('Google script');");
    // A path where the session check answers opens /signin from inside the app (the server renders the answer
    // into a page opened directly, so there is no call to hold): path 78 does, path 9 (no answer) opens it directly.
    const byNumber = (n: number) => tests.find((t) => t.name.includes(`(path ${n})`))!.body;
    expect(byNumber(78)).toContain("await t.openInApp('/signin");
    expect(byNumber(9)).toContain("await t.goto('/signin");
    expect(todos.some((t) => t.includes('a password sign-in answered "social link needed"'))).toBe(true);
    // Never the skeleton that passed without doing anything.
    expect(output).not.toContain('toBeTruthy');
    expect(output).not.toContain('@playwright/test');
  });

  it('checkout: preconditions as code (who is signed in, what is in the cart), dates as the page offers them', () => {
    const { output } = runPaths(['rxCheckout', '--cover', '--playwright']);
    const { tests, todos } = parse(output);
    expect(tests.length).toBe(6);
    expect(todos).toEqual([expect.stringMatching(/needs the pharmacy refusing a valid order \(400\)/)]);
    const pickup = tests.find((t) => t.name.startsWith('pickup, then the store'))!;
    expect(pickup.body).toContain("await t.signedIn('shopper@example.com', 'Shopper123');");
    expect(pickup.body).toContain('await t.pharmacyAuthorized();');
    expect(pickup.body).toContain(
      '// Given his pharmacy cart holds Atorvastatin 20 mg Tablet and Metformin 500 mg Tablet.',
    );
    expect(pickup.body).toContain(
      "await t.selectOffered(t.page.getByLabel('Pickup date', { exact: true }), 0);",
    );
    expect(output).not.toMatch(/November|Monday|2026/);
    for (const test of tests) for (const step of steps(test.body)) expect(step, test.name).toMatch(CHECK);
  });

  it('a path ends with no open switch that decides nothing: every held call is released, answered or dropped', () => {
    const { output } = runPaths(['rxCheckout', '--cover', '--playwright']);
    for (const test of parse(output).tests) {
      const held = [...test.body.matchAll(/t\.hold\('([^']+)'/g)].map((m) => m[1]!);
      for (const name of new Set(held))
        if (name !== 'checkout data' || !test.name.endsWith('Try Again (path 4)'))
          expect(test.body, `${test.name}: ${name}`).toMatch(
            new RegExp(`t\\.(release|answer|abort)\\('${name}'`),
          );
    }
  });
});

describe('generated paths in words', () => {
  it('names carry no state ids; each step expects what the state it reaches shows', () => {
    for (const id of ['signIn', 'rxCheckout']) {
      const entry = findMachine(id)!;
      const listing = pathListing(entry);
      const stateIds = new Set(listing.paths.flatMap((p) => p.steps.map((s) => s.to)));
      for (const path of listing.paths) {
        expect(path.name, id).not.toMatch(/→|#\d/);
        for (const state of stateIds) if (state.includes('.')) expect(path.name, id).not.toContain(state);
      }
      expect(new Set(listing.paths.map((p) => p.name)).size, id).toBe(listing.paths.length);
    }
    const checkout = pathListing(findMachine('rxCheckout')!);
    const submits = checkout.paths.flatMap((p) => p.steps).filter((s) => s.event.type === 'checkout.submit');
    // Place Order reads "nothing is sent … marked" only when it stays to mark a missing choice.
    for (const s of submits)
      if (s.to.startsWith('ordering.editing')) expect(s.expect).toMatch(/^Nothing is sent: .+ marked/);
      else expect(s.expect).not.toMatch(/marked/);
    expect(submits.some((s) => s.to === 'ordering.submitting')).toBe(true);
    // After every choice is made, the pickup state says so.
    const chosen = checkout.paths
      .flatMap((p) => p.steps)
      .find((s) => s.event.type === 'checkout.selectTime' && s.to === 'ordering.editing.pickup');
    expect(chosen?.expect).toContain('a pickup date chosen, a time chosen');
    // Dates as the page offers them on the day of the run.
    const text = JSON.stringify(checkout.paths.map((p) => p.steps.map((s) => [s.action, s.expect])));
    expect(text).not.toMatch(
      /January|February|March|April|May |June|July|August|September|October|November|December/,
    );
  });
});
