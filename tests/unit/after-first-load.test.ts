// @vitest-environment jsdom
/** Work kept out of the first load (src/afterFirstLoad.ts) starts on the first interaction, or idle after the load. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAfterFirstLoad } from '../../src/afterFirstLoad';

afterEach(() => {
  vi.useRealTimers();
});

describe('afterFirstLoad', () => {
  it('waits for the first key or pointer, then runs everything once, and later work at once', () => {
    const { run: afterFirstLoad, startedByPerson } = createAfterFirstLoad();
    const a = vi.fn();
    const b = vi.fn();
    afterFirstLoad(a);
    afterFirstLoad(b);
    expect(a).not.toHaveBeenCalled();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    expect(a).toHaveBeenCalledTimes(1);
    // A dispatched event is not a person's (isTrusted false).
    expect(startedByPerson()).toBe(false);
    expect(b).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('pointerdown'));
    expect(a).toHaveBeenCalledTimes(1);
    const c = vi.fn();
    afterFirstLoad(c);
    expect(c).toHaveBeenCalledTimes(1);
  });

  it('without an interaction, runs 5 s after the load', () => {
    vi.useFakeTimers();
    const { run: afterFirstLoad } = createAfterFirstLoad();
    const run = vi.fn();
    afterFirstLoad(run);
    vi.advanceTimersByTime(4900);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(5000 + 100);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('is owned by its instance: one that fired starts nothing of another', () => {
    const first = createAfterFirstLoad();
    const second = createAfterFirstLoad();
    const a = vi.fn();
    const b = vi.fn();
    first.run(a);
    window.dispatchEvent(new Event('pointerdown'));
    expect(a).toHaveBeenCalledTimes(1);
    second.run(b);
    expect(b).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('wheel'));
    expect(b).toHaveBeenCalledTimes(1);
  });
});
