// @vitest-environment node
/** The machine registry lists every statechart: a `*.machine.ts` exporting a machine that is not registered
 *  fails here (register it in machines/registry.ts, one line). */
import { createActor, type AnyStateMachine } from 'xstate';
import { describe, expect, it } from 'vitest';
import { MACHINES, offlineMachine } from '../../machines/registry';

const modules = import.meta.glob('../../machines/**/*.machine.ts', { eager: true }) as Record<
  string,
  Record<string, unknown>
>;

const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' &&
  value !== null &&
  'root' in value &&
  'provide' in value &&
  typeof (value as { id?: unknown }).id === 'string';

describe('machine registry', () => {
  it('finds the machine files', () => {
    expect(Object.keys(modules).length).toBeGreaterThanOrEqual(3);
  });

  for (const [file, exports] of Object.entries(modules)) {
    it(`registers every machine exported by ${file.replace('../../', '')}`, () => {
      const machines = Object.entries(exports).filter(([, v]) => isMachine(v));
      expect(machines.length, `${file} exports no machine`).toBeGreaterThan(0);
      for (const [name, machine] of machines) {
        expect(
          MACHINES.some((m) => m.machine === machine),
          `${name} (${file}) is not registered: add register(${name}, title, spec, model) to machines/registry.ts`,
        ).toBe(true);
      }
    });
  }

  it('has unique ids, a title and a spec section for every machine', () => {
    const ids = MACHINES.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const m of MACHINES) {
      expect(m.id).toBe(m.machine.id);
      expect(m.title.trim()).not.toBe('');
      expect(m.spec).toMatch(/\.md\b/);
    }
  });

  it('runs every machine without a network (offline actors never settle)', () => {
    for (const m of MACHINES) {
      const actor = createActor(offlineMachine(m), {
        ...(m.model.input === undefined ? {} : { input: m.model.input }),
      });
      const errors: unknown[] = [];
      actor.subscribe({ error: (e) => errors.push(e) });
      actor.start();
      expect(actor.getSnapshot().status, m.id).toBe('active');
      actor.stop();
      expect(errors, m.id).toEqual([]);
    }
  });
});
