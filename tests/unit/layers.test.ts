// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  checkLayers,
  collectFiles,
  formatViolations,
  RULES,
  SCANNED_ROOTS,
  type SourceFile,
} from '../../scripts/layer-check';

const cleanTree: SourceFile[] = [
  {
    path: 'machines/account/profile/profile.machine.ts',
    source: [
      "import { assign, setup } from 'xstate';",
      "import type { RawProfile } from '../../../api/contracts/profile';",
      "import { mapProfile } from '../../../domain/account/profile';",
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
      "import { formatDisplayDate } from '../../domain/dates';",
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
    path: 'domain/dates.ts',
    source: "import { format } from 'date-fns';\nimport type { ApiError } from '../api/contracts/common';",
  },
  {
    path: 'domain/rx/identity.ts',
    source:
      "import * as z from 'zod';\nimport { RELATIONSHIPS } from '../../api/contracts/rx';\nimport { RX } from './routes';",
  },
  {
    path: 'server/routes/profile.ts',
    source: [
      "import { Hono } from 'hono';",
      "import { profileResponseSchema } from '../../api/contracts/profile';",
      "import { formatDisplayDate } from '../../domain/dates';",
      "import { requireSession } from '../http/guards';",
    ].join('\n'),
  },
  // src/ is the composition root and may import anything.
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

/**
 * One planted import per rule: a file of the layer the rule guards, importing what it forbids. Each must be
 * refused by exactly that rule (a rule nobody plants here fails the completeness test below).
 */
const PLANTED: readonly { rule: string; path: string; source: string }[] = [
  { rule: 'machines-no-react', path: 'machines/x/x.machine.ts', source: "import { useState } from 'react';" },
  { rule: 'machines-no-axios', path: 'machines/x/x.machine.ts', source: "import axios from 'axios';" },
  {
    rule: 'machines-no-api-clients',
    path: 'machines/x/x.machine.ts',
    source: "import { http } from '../../api/clients/http';",
  },
  {
    rule: 'machines-no-ui',
    path: 'machines/x/x.machine.ts',
    source: "import { Modal } from '../../ui/kit/Modal';",
  },
  {
    rule: 'machines-contracts-types-only',
    path: 'machines/x/x.machine.ts',
    source: "import { profileResponseSchema } from '../../api/contracts/profile';",
  },
  {
    rule: 'machines-no-server',
    path: 'machines/x/x.machine.ts',
    source: "import { THROTTLE } from '../../server/auth/throttle';",
  },
  {
    rule: 'no-src-below-composition',
    path: 'machines/x/x.machine.ts',
    source: "import type { Api } from '../../src/api';",
  },
  {
    rule: 'no-src-below-composition',
    path: 'machines/x/x.machine.ts',
    source: "import { services } from '../../src/services';",
  },
  { rule: 'ui-no-axios', path: 'ui/x/View.tsx', source: "import axios from 'axios';" },
  {
    rule: 'ui-no-api-clients',
    path: 'ui/x/View.tsx',
    source: "import { http } from '../../api/clients/http';",
  },
  { rule: 'ui-no-server', path: 'ui/x/View.tsx', source: "import { seed } from '../../server/db/seed';" },
  {
    rule: 'no-src-below-composition',
    path: 'ui/x/View.tsx',
    source: "const api = () => import('../../src/api');",
  },
  {
    rule: 'no-src-below-composition',
    path: 'ui/x/View.tsx',
    source: "import type { AccountDeps } from '../../src/accountServices';",
  },
  {
    rule: 'no-src-below-composition',
    path: 'domain/x.ts',
    source: "import type { ClientConfig } from '../src/config';",
  },
  {
    rule: 'no-src-below-composition',
    path: 'server/routes/x.ts',
    source: "import { selectBanner } from '../../src/banners/select';",
  },
  {
    rule: 'no-src-below-composition',
    path: 'api/clients/x.ts',
    source: "import { config } from '../../src/config';",
  },
  {
    rule: 'api-no-app-layers',
    path: 'api/clients/x.ts',
    source: "import { m } from '../../machines/shared/actors';",
  },
  {
    rule: 'api-no-app-layers',
    path: 'api/clients/x.ts',
    source: "import { SIGN_IN_MESSAGES } from '../../domain/account/signIn';",
  },
  { rule: 'api-no-react', path: 'api/clients/x.ts', source: "import { useEffect } from 'react';" },
  {
    rule: 'contracts-self-contained',
    path: 'api/contracts/x.ts',
    source: "import { format } from 'date-fns';",
  },
  {
    rule: 'domain-no-app-layers',
    path: 'domain/x.ts',
    source: "import { Modal } from '../ui/kit/Modal';",
  },
  {
    rule: 'domain-no-app-layers',
    path: 'domain/rx/x.ts',
    source: "import { assertPatientAccess } from '../../server/rx/access';",
  },
  { rule: 'domain-packages', path: 'domain/x.ts', source: "import { Hono } from 'hono';" },
  { rule: 'domain-packages', path: 'domain/x.ts', source: "import { readFileSync } from 'node:fs';" },
  { rule: 'domain-no-react', path: 'domain/x.ts', source: "import { useState } from 'react';" },
  { rule: 'domain-no-axios', path: 'domain/x.ts', source: "import axios from 'axios';" },
  {
    rule: 'server-no-ui',
    path: 'server/routes/x.ts',
    source: "import { ProfileView } from '../../ui/account/ProfileView';",
  },
  {
    rule: 'server-no-machines',
    path: 'server/routes/x.ts',
    source: "import { signInMachine } from '../../machines/account/signIn/signIn.machine';",
  },
  {
    rule: 'server-no-machines',
    path: 'server/routes/x.ts',
    source: "export type { WalletEvent } from '../../machines/wallet/wallet/wallet.machine';",
  },
  {
    rule: 'server-no-api-clients',
    path: 'server/routes/x.ts',
    source: "import { fetchProfile } from '../../api/clients/profile';",
  },
  {
    rule: 'server-no-react',
    path: 'server/routes/x.ts',
    source: "import { renderToString } from 'react-dom/server';",
  },
];

describe('each rule refuses its planted import', () => {
  it.each(PLANTED)('$rule: $path ← $source', ({ rule, path, source }) => {
    expect(checkLayers(withFile(path, source)).map((v) => `${v.file}:${v.line} ${v.rule}`)).toEqual([
      `${path}:1 ${rule}`,
    ]);
  });

  it('every rule has a planted import, and server/ is scanned', () => {
    expect(new Set(PLANTED.map((p) => p.rule))).toEqual(new Set(RULES.map((r) => r.id)));
    expect(SCANNED_ROOTS).toEqual(expect.arrayContaining(['machines/', 'ui/', 'api/', 'domain/', 'server/']));
  });

  it('allows what each layer may import: domain/ from ui, machines and server; contracts from server and domain/', () => {
    const allowed = [
      withFile('domain/rx/x.ts', "import { rxProfileSchema } from '../../api/contracts/rx-profile';"),
      withFile('domain/x.ts', "import { format } from 'date-fns';\nimport * as z from 'zod/mini';"),
      withFile('ui/x/View.tsx', "import { PAGE_TITLES } from '../../domain/titles';"),
      withFile('machines/x/x.machine.ts', "import { MAX_GIFT_CARDS } from '../../domain/wallet/constants';"),
      withFile('server/routes/x.ts', "import { SIGN_IN_MESSAGES } from '../../domain/account/signIn';"),
      withFile('server/routes/x.ts', "import { walletCardsSchema } from '../../api/contracts/wallet';"),
    ];
    for (const files of allowed) expect(checkLayers(files)).toEqual([]);
  });
});

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

  it('keeps domain/ free of ui, machines, api/clients, server, src, react, axios and other packages', () => {
    const files = withFile(
      'domain/rules.ts',
      [
        "import { useState } from 'react';",
        "import axios from 'axios';",
        "import { Modal } from '../ui/kit/Modal';",
        "import { m } from '../machines/shared/actors';",
        "import { c } from '../api/clients/http';",
        "import { db } from '../server/db/database';",
        "import { services } from '../src/services';",
        "import { Hono } from 'hono';",
      ].join('\n'),
    );
    expect(rules(files)).toEqual([
      'domain/rules.ts:1 domain-no-react',
      'domain/rules.ts:2 domain-no-axios',
      'domain/rules.ts:3 domain-no-app-layers',
      'domain/rules.ts:4 domain-no-app-layers',
      'domain/rules.ts:5 domain-no-app-layers',
      'domain/rules.ts:6 domain-no-app-layers',
      'domain/rules.ts:7 no-src-below-composition',
      'domain/rules.ts:8 domain-packages',
    ]);
  });

  it('nothing below the composition root imports src/: machines, ui, api, domain and server alike', () => {
    const planted = [
      ['machines/x/x.ts', "import { createNavigation } from '../../src/navigation';"],
      ['ui/x/x.tsx', "import type { RxServices } from '../../src/rx/services';"],
      ['api/clients/x.ts', "export { loadApi } from '../../src/api';"],
      ['domain/x.ts', "import { ENVIRONMENTS } from '../src/config';"],
      ['server/x.ts', "import { BANNERS } from '../src/banners/registry';"],
    ] as const;
    for (const [path, source] of planted) {
      expect(rules(withFile(path, source))).toEqual([`${path}:1 no-src-below-composition`]);
    }
  });

  it('has no exceptions: a type-only import of the app layer from ui/ is refused too', () => {
    const typeOnly = "import type { RxApiLoader } from '../../src/rx/services';";
    expect(rules(withFile('ui/rx/services.tsx', typeOnly))).toEqual([
      'ui/rx/services.tsx:1 no-src-below-composition',
    ]);
    expect(rules(withFile('ui/rx/services.tsx', "import type { RxApi } from '../../src/rx/api';"))).toEqual([
      'ui/rx/services.tsx:1 no-src-below-composition',
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
