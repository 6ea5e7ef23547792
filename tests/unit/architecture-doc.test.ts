// @vitest-environment node
/**
 * docs/architecture.md "Layers" draws the folders and lists, per folder, what it may import and what it never
 * imports. The layer check (scripts/layer-check.ts) is what holds: this test plants, for every row of the table, one
 * import of each entry and checks that the check allows the "may import" column and refuses the "never imports"
 * column, and that every folder of ours is in one column or the other. A table that says more or less than the
 * check fails here.
 */
import { readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkLayers } from '../../scripts/layer-check';

/** Our folders an import can reach (the layers of the table). */
const OUR_FOLDERS = ['domain/', 'api/contracts/', 'api/clients/', 'machines/', 'ui/', 'server/', 'src/'];

interface Entry {
  /** `ui/`, `api/contracts/` (a folder of ours) or a package name; `*` for "other packages". */
  target: string;
  typesOnly: boolean;
}
interface Row {
  folder: string;
  may: Entry[];
  never: Entry[];
}

function entries(cell: string): Entry[] {
  const out: Entry[] = [];
  for (const part of cell.split(/,(?![^(]*\))/)) {
    const code = /`([^`]+)`/.exec(part);
    if (code) out.push({ target: code[1]!, typesOnly: /\(types only\)/.test(part) });
    else if (/other packages/.test(part)) out.push({ target: '*', typesOnly: false });
  }
  return out;
}

/** The rows of the "may import / never imports" table of docs/architecture.md whose folder the check scans. */
function tableRows(): Row[] {
  const doc = readFileSync(new URL('../../docs/architecture.md', import.meta.url), 'utf8');
  const section = doc.slice(doc.indexOf('## Layers'), doc.indexOf('\n## ', doc.indexOf('## Layers') + 1));
  const lines = section.split('\n');
  const header = lines.findIndex((l) => /^\| folder \| holds \| may import \| never imports \|$/.test(l));
  expect(header, 'the table "| folder | holds | may import | never imports |"').toBeGreaterThan(-1);
  const rows: Row[] = [];
  for (const line of lines.slice(header + 2)) {
    if (!line.startsWith('|')) break;
    const cells = line.split(/(?<!\\)\|/).slice(1, -1);
    const folder = /^\s*`([^`]+)`\s*$/.exec(cells[0] ?? '')?.[1];
    if (!folder || !OUR_FOLDERS.includes(folder) || folder === 'src/') continue;
    rows.push({ folder, may: entries(cells[2] ?? ''), never: entries(cells[3] ?? '') });
  }
  return rows;
}

/** A file of `folder` importing `entry`, as a developer would write it. */
function probe(folder: string, entry: Entry): { path: string; source: string } {
  const path = `${folder}probe/x.ts`;
  const keyword = entry.typesOnly ? 'import type { X }' : 'import { X }';
  if (!entry.target.endsWith('/')) {
    const name = entry.target === '*' ? 'left-pad' : entry.target;
    return { path, source: `${keyword} from '${name}';` };
  }
  const specifier = posix.relative(posix.dirname(path), `${entry.target}probe/y`);
  return { path, source: `${keyword} from '${specifier}';` };
}

const rows = tableRows();

describe('docs/architecture.md "Layers" matches the layer check', () => {
  it('has a row for every layer the check scans', () => {
    expect(rows.map((r) => r.folder).sort()).toEqual(
      ['api/clients/', 'api/contracts/', 'domain/', 'machines/', 'server/', 'ui/'].sort(),
    );
  });

  it.each(rows)(
    '$folder: every folder of ours is in "may import" or "never imports"',
    ({ folder, may, never }) => {
      const said = new Set([...may, ...never].map((e) => e.target));
      expect(OUR_FOLDERS.filter((f) => f !== folder && !said.has(f))).toEqual([]);
    },
  );

  it.each(rows)('$folder: the check allows each "may import" entry', ({ folder, may }) => {
    for (const entry of may) {
      const file = probe(folder, entry);
      expect(checkLayers([file]), `${file.path}: ${file.source}`).toEqual([]);
    }
  });

  it.each(rows)('$folder: the check refuses each "never imports" entry', ({ folder, never }) => {
    for (const entry of never) {
      const file = probe(folder, entry);
      expect(checkLayers([file]).length, `${file.path}: ${file.source}`).toBeGreaterThan(0);
    }
  });
});
