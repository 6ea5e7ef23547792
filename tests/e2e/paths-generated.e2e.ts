/**
 * The generated path tests as QA runs them (docs/qa.md "Running generated paths"): `npm run paths -- signIn --cover
 * --playwright --out F` and the same for rxCheckout, then `npm run paths:test -- F…` with APP_URL naming a sandbox
 * started like `npm start` (here: this file's own, on a fresh copy of the seeded data, since the checkout tests change
 * Jordan's cart: tests/e2e/support/file-server.ts). Every
 * runnable path passes, the others are reported as todo (not run), and the runtime fails a test that does nothing
 * or a step that checks nothing. Those runs go through a proxy in front of the sandbox, which then renames the Place
 * Order button in the app the browser gets (it rewrites the served pages and scripts, as a developer renaming it
 * would): the checkout test that presses it, which passed through the same proxy a moment before, fails, naming the
 * button.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePortPair, REPO_ROOT } from './support/server';

const OUT = join(REPO_ROOT, '.tmp', 'paths-e2e');

interface Report {
  numPassedTests: number;
  numFailedTests: number;
  numTodoTests: number;
  testResults: { assertionResults: { title: string; status: string; failureMessages: string[] }[] }[];
}

/** Runs a command in the repository; resolves with its exit code and output. */
function run(command: string, args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number; output: string }>((resolve) => {
    const child = spawn(command, args, { cwd: REPO_ROOT, env: { ...process.env, ...env } });
    let output = '';
    child.stdout.on('data', (d: Buffer) => {
      output += d.toString();
    });
    child.stderr.on('data', (d: Buffer) => {
      output += d.toString();
    });
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

const results = (report: Report) => report.testResults.flatMap((f) => f.assertionResults);

/** A proxy in front of the sandbox (both its origins) that can rename a text in every page and script it serves. */
async function renamingProxy(target: { port: number }) {
  const port = await freePortPair();
  const state = { from: '', to: '' };
  const servers: Server[] = [0, 1].map((offset) =>
    createServer((req, res) => {
      const headers = { ...req.headers };
      delete headers['accept-encoding']; // plain bodies, so they can be rewritten
      const upstream = request(
        { host: '127.0.0.1', port: target.port + offset, method: req.method, path: req.url, headers },
        (answer) => {
          const type = String(answer.headers['content-type'] ?? '');
          if (!state.from || !/html|javascript/.test(type)) {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
            return;
          }
          const chunks: Buffer[] = [];
          answer.on('data', (c: Buffer) => chunks.push(c));
          answer.on('end', () => {
            const body = Buffer.from(Buffer.concat(chunks).toString('utf8').split(state.from).join(state.to));
            res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'content-length': body.length });
            res.end(body);
          });
        },
      );
      upstream.on('error', () => res.destroy());
      req.pipe(upstream);
    }).listen(port + offset),
  );
  return {
    url: `http://localhost:${port}`,
    rename: (from: string, to: string) => Object.assign(state, { from, to }),
    close: () => Promise.all(servers.map((s) => new Promise((r) => s.close(r)))),
  };
}

describe('generated path tests, run as QA runs them', () => {
  const baseUrl = inject('baseUrl');
  const server = { baseUrl, port: Number(new URL(baseUrl).port) };
  beforeAll(() => {
    rmSync(OUT, { recursive: true, force: true });
    mkdirSync(OUT, { recursive: true });
  });
  afterAll(() => {
    rmSync(OUT, { recursive: true, force: true });
  });

  it('the runnable paths pass, the others are todo, a test that does nothing fails; renaming Place Order fails the test that presses it', async () => {
    // The documented commands.
    for (const machine of ['signIn', 'rxCheckout']) {
      const made = await run('npm', [
        'run',
        'paths',
        '--',
        machine,
        '--cover',
        '--playwright',
        '--out',
        join(OUT, `${machine}.paths.ts`),
      ]);
      expect(made.code, made.output).toBe(0);
    }
    const signIn = readFileSync(join(OUT, 'signIn.paths.ts'), 'utf8');
    const checkout = readFileSync(join(OUT, 'rxCheckout.paths.ts'), 'utf8');
    const count = (text: string, re: RegExp) => text.match(re)?.length ?? 0;
    const runnable = count(signIn, /\n {2}it\('/g) + count(checkout, /\n {2}it\('/g);
    const todo = count(signIn, /\n {2}it\.todo\(/g) + count(checkout, /\n {2}it\.todo\(/g);
    expect(runnable).toBeGreaterThanOrEqual(20);
    // Two tests that would pass vacuously anywhere else: the runtime fails them.
    writeFileSync(
      join(OUT, 'vacuous.paths.ts'),
      [
        "import { describe, it, pathTest, usePaths } from '../../tests/e2e/support/paths-runtime';",
        'usePaths();',
        "describe('vacuous', () => {",
        "  it('does nothing', async () => {",
        '    await pathTest();',
        '  });',
        "  it('acts but checks nothing', async () => {",
        '    const t = await pathTest();',
        "    await t.step('1. Open /signin', 'the form', async () => {",
        "      await t.goto('/signin');",
        '    });',
        '  });',
        '});',
        '',
      ].join('\n'),
    );

    const report = join(OUT, 'report.json');
    // Through the proxy, renaming nothing yet: the runs below are also its control (it changes nothing by itself).
    const proxy = await renamingProxy(server);
    try {
      const first = await run(
        'npm',
        [
          'run',
          'paths:test',
          '--',
          join(OUT, 'signIn.paths.ts'),
          join(OUT, 'rxCheckout.paths.ts'),
          join(OUT, 'vacuous.paths.ts'),
          '--json',
          report,
        ],
        { APP_URL: proxy.url },
      );
      const all = JSON.parse(readFileSync(report, 'utf8')) as Report;
      const failed = results(all).filter((r) => r.status === 'failed');
      expect(
        failed.map((r) => r.title),
        first.output.slice(-4000),
      ).toEqual(['does nothing', 'acts but checks nothing']);
      expect(failed[0]!.failureMessages.join('\n')).toContain('The test ran no step');
      expect(failed[1]!.failureMessages.join('\n')).toContain('the step checked nothing on the page');
      expect(all.numPassedTests).toBe(runnable);
      expect(all.numTodoTests).toBe(todo);
      expect(first.code).not.toBe(0);
      // The checkout path that presses Place Order passed, unchanged, through the proxy.
      const pressesPlaceOrder = /path 123\)/;
      expect(
        results(all).filter((r) => pressesPlaceOrder.test(r.title) && r.status === 'passed'),
      ).toHaveLength(1);

      // The button renamed in the app the browser gets: the test that presses Place Order fails, naming it.
      proxy.rename('Place Order', 'Submit Order');
      const renamed = await run(
        'npm',
        ['run', 'paths:test', '--', join(OUT, 'rxCheckout.paths.ts'), '-t', 'path 123\\)', '--json', report],
        { APP_URL: proxy.url },
      );
      const after = JSON.parse(readFileSync(report, 'utf8')) as Report;
      expect(renamed.code).not.toBe(0);
      expect(after.numPassedTests).toBe(0);
      expect(after.numFailedTests).toBe(1);
      expect(
        results(after)
          .find((r) => r.status === 'failed')!
          .failureMessages.join('\n'),
      ).toContain("name: 'Place Order'");
    } finally {
      await proxy.close();
    }
  }, 1_500_000);
});
