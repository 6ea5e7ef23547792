// @vitest-environment node
/**
 * `npm run bench:server`'s order of measurements (scripts/bench-server.ts `benchSchedule`): the reads' rounds all come
 * before the order submit's, because the order submit gives the shopper thousands of bench prescriptions that a later
 * prescriptions list would carry; each round alternates which side is measured first.
 */
import { describe, expect, it } from 'vitest';
import { benchSchedule } from '../../scripts/bench-server';

interface Target {
  name: string;
  post?: unknown;
}
const json: Target = { name: 'json' };
const list: Target = { name: 'list' };
const order: Target = { name: 'order', post: () => undefined };

const names = (steps: ReturnType<typeof benchSchedule<Target>>) =>
  steps.map(({ target, side, round }) => `${round}:${target.name}:${side}`);

describe('benchSchedule', () => {
  it.each([
    {
      rounds: 1,
      targets: [json, list, order],
      expected: [
        '0:json:route',
        '0:json:bare',
        '0:list:route',
        '0:list:bare',
        '0:order:route',
        '0:order:bare',
      ],
    },
    {
      rounds: 2,
      // An order target listed first still runs after every read.
      targets: [order, list],
      expected: [
        '0:list:route',
        '0:list:bare',
        '1:list:bare',
        '1:list:route',
        '0:order:route',
        '0:order:bare',
        '1:order:bare',
        '1:order:route',
      ],
    },
    {
      rounds: 3,
      targets: [list, order],
      expected: [
        '0:list:route',
        '0:list:bare',
        '1:list:bare',
        '1:list:route',
        '2:list:route',
        '2:list:bare',
        '0:order:route',
        '0:order:bare',
        '1:order:bare',
        '1:order:route',
        '2:order:route',
        '2:order:bare',
      ],
    },
    { rounds: 2, targets: [json], expected: ['0:json:route', '0:json:bare', '1:json:bare', '1:json:route'] },
    { rounds: 2, targets: [], expected: [] },
  ])('$rounds round(s) of $targets.length target(s)', ({ rounds, targets, expected }) => {
    expect(names(benchSchedule<Target>(targets, rounds))).toEqual(expected);
  });

  it('no read is measured after an order run, whatever the rounds', () => {
    for (const rounds of [1, 2, 3, 4]) {
      const steps = benchSchedule([order, json, list, order], rounds);
      const firstWrite = steps.findIndex((s) => s.target.post);
      const lastRead = steps.findLastIndex((s) => !s.target.post);
      expect(lastRead).toBeLessThan(firstWrite);
      expect(steps).toHaveLength(4 * 2 * rounds);
    }
  });
});
