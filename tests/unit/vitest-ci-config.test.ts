// @vitest-environment node
/**
 * config/vitest.ci.config.ts: which test files share their worker's modules (no isolation) and which keep their own.
 * A DOM file or a file that replaces a module must never land in the shared project: a document left over from
 * another file, or a `vi.mock` of a module an earlier file already loaded, would make results depend on the order.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import ciConfig, {
  sharedDocumentFiles,
  sharedModuleFiles,
  sharesDocumentModules,
  sharesModules,
  unitTestFiles,
} from '../../config/vitest.ci.config';

const NODE = '// @vitest-environment node\n';

describe('the unit run: shared-module and isolated files', () => {
  it.each([
    [
      'the node environment, nothing replaced',
      `${NODE}import { it } from 'vitest';\nit('x', () => {});`,
      true,
    ],
    ['the node environment in a block comment', "/**\n * @vitest-environment node\n */\nimport 'x';", true],
    [
      'no environment line: the DOM (jsdom) default',
      "import { render } from '@testing-library/react';",
      false,
    ],
    ['the jsdom environment named', '// @vitest-environment jsdom\nimport x from "y";', false],
    ['a vi.mock', `${NODE}vi.mock('../../server/auth/outbox', async () => ({}));`, false],
    ['a vi.doMock', `${NODE}beforeEach(() => vi.doMock('x'));`, false],
    ['vi.resetModules', `${NODE}beforeEach(() => {\n  vi.resetModules();\n});`, false],
    ['vi.stubGlobal', `${NODE}vi.stubGlobal('fetch', f);`, false],
    ['vi.stubEnv', `${NODE}vi.stubEnv('PORT', '1');`, false],
    ['the environment line far below the header', `${'// a long header\n'.repeat(60)}${NODE}`, false],
  ])('%s: shares modules = %s', (_what, source, expected) => {
    expect(sharesModules(source)).toBe(expected);
  });

  it.each([
    [
      'no environment line: the DOM (jsdom) default',
      "import { render } from '@testing-library/react';",
      true,
    ],
    ['the jsdom environment named', '// @vitest-environment jsdom\nimport x from "y";', true],
    ['the node environment', `${NODE}import { it } from 'vitest';`, false],
    ['the node environment far below the header', `${'// a long header\n'.repeat(60)}${NODE}`, false],
    ['another environment', '// @vitest-environment happy-dom\n', false],
    ['a vi.mock in a DOM file', "vi.mock('../../src/app', () => ({}));", false],
    ['vi.stubGlobal in a DOM file', "vi.stubGlobal('matchMedia', m);", false],
    ['vi.resetModules in a DOM file', 'beforeEach(() => vi.resetModules());', false],
  ])('%s: shares DOM modules = %s', (_what, source, expected) => {
    expect(sharesDocumentModules(source)).toBe(expected);
  });

  it('lists exactly the files Vitest itself finds with config/vitest.config.ts (its `include`)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'vitest-list-'));
    try {
      const out = join(dir, 'list.json');
      const run = spawnSync(
        'npx',
        ['vitest', 'list', '--config', 'config/vitest.config.ts', '--filesOnly', `--json=${out}`],
        { encoding: 'utf8' },
      );
      expect(run.status, run.stderr).toBe(0);
      const listed = (JSON.parse(readFileSync(out, 'utf8')) as { file: string }[])
        .map((entry) => relative(process.cwd(), entry.file).split(sep).join('/'))
        .sort();
      expect(listed.length).toBeGreaterThan(200);
      expect(unitTestFiles()).toEqual(listed);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('keeps the module-mocking and DOM files of the tree out of the shared project', () => {
    const shared = sharedModuleFiles();
    for (const file of [
      'tests/contract/security.test.ts', // vi.mock of the password hashing and the outbox
      'tests/unit/inspector-hosted.test.ts', // vi.mock('@statelyai/inspect')
      'tests/unit/wallet-module-values.test.ts', // vi.resetModules
      'tests/ui/wallet-host.test.tsx', // the DOM
      'tests/model/rxCheckout.ui.test.tsx',
    ])
      expect(shared, file).not.toContain(file);
    expect(shared).toEqual(
      expect.arrayContaining(['tests/model/rxCart.oracle.test.ts', 'tests/contract/rx-orders.test.ts']),
    );
  });

  it('keeps the DOM files that mock or stub out of the shared DOM project, and the node files out of it', () => {
    const dom = sharedDocumentFiles();
    for (const file of [
      'tests/contract/security.test.ts', // the node environment
      'tests/model/rxCart.oracle.test.ts',
      'tests/ui/rx-new-patient-signin.test.tsx', // a DOM file with a vi.mock
    ])
      expect(dom, file).not.toContain(file);
    expect(dom).toEqual(
      expect.arrayContaining(['tests/ui/wallet-host.test.tsx', 'tests/model/rxCheckout.ui.test.tsx']),
    );
    expect(dom.filter((file) => sharedModuleFiles().includes(file))).toEqual([]);
  });

  it('runs the shared files without isolation and every other file isolated, none twice', () => {
    const projects = ciConfig.test?.projects as {
      test: { name: string; include?: string[]; exclude?: string[]; isolate?: boolean };
    }[];
    const [shared, dom, isolated] = projects.map((p) => p.test);
    expect([shared?.name, shared?.isolate]).toEqual(['shared-modules', false]);
    expect(shared?.include).toEqual(sharedModuleFiles());
    expect([dom?.name, dom?.isolate]).toEqual(['shared-dom', false]);
    expect(dom?.include).toEqual(sharedDocumentFiles());
    expect(isolated?.name).toBe('isolated');
    expect(isolated?.isolate).not.toBe(false);
    expect(isolated?.exclude).toEqual(
      expect.arrayContaining([...sharedModuleFiles(), ...sharedDocumentFiles()]),
    );
  });
});
