// @vitest-environment jsdom
/** Work kept out of the first load (src/afterFirstLoad.ts) starts on the first interaction, or idle after the load. */
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.useRealTimers();
  vi.resetModules();
});

describe('afterFirstLoad', () => {
  it('waits for the first key or pointer, then runs everything once, and later work at once', async () => {
    const { afterFirstLoad } = await import('../../src/afterFirstLoad');
    const a = vi.fn();
    const b = vi.fn();
    afterFirstLoad(a);
    afterFirstLoad(b);
    expect(a).not.toHaveBeenCalled();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('pointerdown'));
    expect(a).toHaveBeenCalledTimes(1);
    const c = vi.fn();
    afterFirstLoad(c);
    expect(c).toHaveBeenCalledTimes(1);
  });

  it('without an interaction, runs 5 s after the load', async () => {
    vi.useFakeTimers();
    const { afterFirstLoad } = await import('../../src/afterFirstLoad');
    const run = vi.fn();
    afterFirstLoad(run);
    vi.advanceTimersByTime(4900);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(5000 + 100);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
