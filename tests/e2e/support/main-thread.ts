/**
 * How long the page's main thread works in one go, measured by Chromium's own trace: each task the renderer's main
 * thread runs, with its wall time (`dur`) and its thread time (`tdur`: the time the thread was on a CPU).
 *
 * A long-task observer measures wall time, which on a loaded machine (a second test suite, other work: load 15 on
 * 2 cores) includes the time the thread waited for a core: a 60 ms task then reads 300 ms. The thread time is what
 * the page itself costs; "the page never blocks for more than 200 ms" is checked on it, and the wall times are
 * reported beside it.
 */
import type { Browser, Page } from 'playwright-core';

export interface MainThreadTask {
  /** Wall time, ms. */
  wallMs: number;
  /** Time on a CPU, ms. */
  cpuMs: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/**
 * Chromium's "toplevel" category: one event per task a thread runs, with its thread time, and nothing inside it.
 * (DevTools' timeline category has the same tasks as `RunTask`, plus every layout, paint and script call within
 * them: a trace many times the size, which took longer to record and to read than the inspector's work itself.)
 */
const TASK_CATEGORY = 'toplevel';
const TASK_EVENTS = new Set(['ThreadControllerImpl::RunTask', 'RunTask']);

/** The top-level tasks of every renderer main thread in a Chromium trace (JSON, as `stopTracing` gives it). */
export function mainThreadTasks(trace: string): MainThreadTask[] {
  const parsed = JSON.parse(trace) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
  const mainThreads = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  return events
    .filter(
      (e) =>
        e.ph === 'X' &&
        TASK_EVENTS.has(e.name) &&
        mainThreads.has(`${e.pid}:${e.tid}`) &&
        typeof e.dur === 'number' &&
        typeof e.tdur === 'number',
    )
    .map((e) => ({ wallMs: (e.dur ?? 0) / 1000, cpuMs: (e.tdur ?? 0) / 1000 }));
}

/** Records the main-thread tasks of `page` while `body` runs. */
export async function recordMainThread(
  browser: Browser,
  page: Page,
  body: () => Promise<void>,
): Promise<MainThreadTask[]> {
  await browser.startTracing(page, { categories: [TASK_CATEGORY] });
  let trace: Buffer | undefined;
  try {
    // The renderer starts recording a little after the browser answers (seen in CI: a 400 ms task run at once was
    // missed): let it take up the trace before the measured work begins.
    await page.evaluate(
      () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(), 100))),
    );
    await body();
  } finally {
    trace = await browser.stopTracing();
  }
  return mainThreadTasks(trace.toString('utf8'));
}
