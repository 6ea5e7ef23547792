// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkLayers, collectFiles, formatViolations, type SourceFile } from '../../scripts/layer-check';

const cleanTree: SourceFile[] = [
  {
    path: 'machines/account/profile/profile.machine.ts',
    source: [
      "import { assign, setup } from 'xstate';",
      "import type { RawProfile } from '../../../api/contracts/profile';",
      "import { mapProfile } from '../../../src/domain/account/profile';",
      "import { notProvided } from '../../shared/actors';",
      "export type { RawProfile as Raw } from '../../../api/contracts/profile';",
    ].join('\n'),
  },
  {
    path: 'ui/account/ProfileView.tsx',
    source: [
      "import { useEffect } from 'react';",
      "import type { RawProfile } from '../../api/contracts/profile';",
      "import { profileMachine } from '../../machines/account/profile/profile.machine';",
      "import { formatDisplayDate } from '../../src/domain/dates';",
      "const Lazy = () => import('./Other');",
      'export const View = () => <p>{String(useEffect)}</p>;',
    ].join('\n'),
  },
  {
    path: 'api/clients/http.ts',
    source:
      "import axios from 'axios';\nimport * as z from 'zod/mini';\nimport { BASE_PATHS } from '../contracts/common';",
  },
  {
    path: 'api/contracts/profile.ts',
    source: "import * as z from 'zod/mini';\nimport { BASE_PATHS } from './common';",
  },
  {
    path: 'src/domain/dates.ts',
    source: "import { format } from 'date-fns';\nimport type { ApiError } from '../../api/contracts/common';",
  },
  // src/ outside src/domain is composition and may import anything.
  {
    path: 'src/main.tsx',
    source: "import axios from 'axios';\nimport { createRoot } from 'react-dom/client';",
  },
];

function withFile(path: string, source: string): SourceFile[] {
  return [...cleanTree.filter((f) => f.path !== path), { path, source }];
}

function rules(files: SourceFile[]): string[] {
  return checkLayers(files).map((v) => `${v.file}:${v.line} ${v.rule}`);
}

describe('checkLayers', () => {
  it('passes a clean tree', () => {
    expect(checkLayers(cleanTree)).toEqual([]);
  });

  it('fails when a machine imports axios, with file and line', () => {
    const machine = cleanTree[0]!;
    const files = withFile(machine.path, `${machine.source}\nimport axios from 'axios';`);
    const violations = checkLayers(files);
    expect(violations).toHaveLength(1);
    expect(violations[0]).toMatchObject({
      file: 'machines/account/profile/profile.machine.ts',
      line: 6,
      rule: 'machines-no-axios',
      target: 'axios',
    });
    expect(formatViolations(violations)).toContain('machines/account/profile/profile.machine.ts:6:1');
  });

  it('fails when ui imports api/clients', () => {
    const files = withFile(
      'ui/account/Bad.tsx',
      "import { x } from '../../api/clients/http';\nexport const y = x;",
    );
    expect(rules(files)).toEqual(['ui/account/Bad.tsx:1 ui-no-api-clients']);
  });

  it('fails when api/ imports machines', () => {
    const files = withFile(
      'api/clients/profile.ts',
      "import { profileMachine } from '../../machines/account/profile/profile.machine';",
    );
    expect(rules(files)).toEqual(['api/clients/profile.ts:1 api-no-app-layers']);
  });

  it('allows type-only contract imports in machines but not value imports', () => {
    const typeOnly = withFile(
      'machines/shared/a.ts',
      "import type { NavItem } from '../../api/contracts/content';",
    );
    expect(checkLayers(typeOnly)).toEqual([]);

    const value = withFile(
      'machines/shared/a.ts',
      "import { navDocumentSchema } from '../../api/contracts/content';",
    );
    expect(rules(value)).toEqual(['machines/shared/a.ts:1 machines-contracts-types-only']);

    // Under verbatimModuleSyntax an inline `type` specifier still loads the module at run time.
    const inline = withFile(
      'machines/shared/a.ts',
      "import { type NavItem } from '../../api/contracts/content';",
    );
    expect(rules(inline)).toEqual(['machines/shared/a.ts:1 machines-contracts-types-only']);
  });

  it('sees dynamic imports, re-exports and subpath packages', () => {
    const files = withFile(
      'machines/shared/b.ts',
      [
        'export async function load() {',
        "  return import('../../ui/kit/Modal');",
        '}',
        "export { useSelector } from '@xstate/react';",
        "import { createRoot } from 'react-dom/client';",
      ].join('\n'),
    );
    expect(rules(files)).toEqual([
      'machines/shared/b.ts:2 machines-no-ui',
      'machines/shared/b.ts:4 machines-no-react',
      'machines/shared/b.ts:5 machines-no-react',
    ]);
  });

  it('ignores import-like text in comments and strings', () => {
    const files = withFile(
      'machines/shared/c.ts',
      "// import axios from 'axios';\nexport const s = \"import axios from 'axios'\";\n/* import('react') */",
    );
    expect(checkLayers(files)).toEqual([]);
  });

  it('keeps api/contracts self-contained and zod-only', () => {
    const files = withFile(
      'api/contracts/rx.ts',
      "import * as z from 'zod/mini';\nimport { http } from '../clients/http';\nimport { format } from 'date-fns';",
    );
    expect(rules(files)).toEqual([
      'api/contracts/rx.ts:2 contracts-self-contained',
      'api/contracts/rx.ts:3 contracts-self-contained',
    ]);
  });

  it('keeps src/domain free of ui, machines, react, axios and api/clients', () => {
    const files = withFile(
      'src/domain/rules.ts',
      [
        "import { useState } from 'react';",
        "import axios from 'axios';",
        "import { Modal } from '../../ui/kit/Modal';",
        "import { m } from '../../machines/shared/actors';",
        "import { c } from '../../api/clients/http';",
      ].join('\n'),
    );
    expect(rules(files)).toEqual([
      'src/domain/rules.ts:1 domain-no-react',
      'src/domain/rules.ts:2 domain-no-axios',
      'src/domain/rules.ts:3 domain-no-app-layers',
      'src/domain/rules.ts:4 domain-no-app-layers',
      'src/domain/rules.ts:5 domain-no-app-layers',
    ]);
  });

  it('reports a file that does not parse instead of skipping it', () => {
    const files = withFile('ui/kit/Broken.tsx', 'export const = ;');
    expect(rules(files)).toEqual(['ui/kit/Broken.tsx:1 parse-error']);
  });

  it('passes on the real repository', () => {
    const root = fileURLToPath(new URL('../..', import.meta.url));
    const files = collectFiles(root);
    expect(files.length).toBeGreaterThan(0);
    const violations = checkLayers(files);
    expect(formatViolations(violations)).toBe('');
  });
});
