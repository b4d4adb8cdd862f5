// Interaction to next paint in Chromium with the CPU slowed (bench/interaction-*.ts): Event Timing's longest entry per
// interaction, and a load-free estimate from a trace (the page's main-thread CPU from the input to the next paint × the
// slowdown), since on a busy machine the wall clock counts other processes' turns too.
import type { CDPSession, Page } from '@playwright/test';

export const CPU_SLOWDOWN = 4;

/** Event Timing reports nothing faster than this: such an interaction is written '< 16'. */
export const EVENT_TIMING_FLOOR_MS = 16;

/** One interaction: measured INP (0 under the Event Timing floor) and the load-free estimate (main-thread CPU × 4). */
export type Measure = { inp: number; estimate: number };

type TraceEvent = { name: string; ph: string; ts: number; dur?: number; tdur?: number; tid: number; pid: number; args?: { name?: string; data?: { type?: string } } };

/** Starts collecting interaction durations (the longest event of each interaction id) in the page. */
export async function watchInteractions(page: Page) {
  await page.evaluate((floor) => {
    const w = window as unknown as { __byId: Map<number, number>; __observer?: PerformanceObserver };
    w.__byId = new Map();
    w.__observer?.disconnect();
    w.__observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[]) {
        const id = entry.interactionId;
        if (id) w.__byId.set(id, Math.max(w.__byId.get(id) ?? 0, entry.duration));
      }
    });
    w.__observer.observe({ type: 'event', durationThreshold: floor, buffered: false } as PerformanceObserverInit);
  }, EVENT_TIMING_FLOOR_MS);
}

async function trace(cdp: CDPSession, act: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  // Light categories (top-level tasks and event dispatch), so tracing itself costs the page little.
  const collect = (payload: { value: object[] }) => void events.push(...(payload.value as TraceEvent[]));
  cdp.on('Tracing.dataCollected', collect);
  const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', { categories: 'toplevel,devtools.timeline', transferMode: 'ReportEvents' });
  await act();
  await cdp.send('Tracing.end');
  await complete;
  cdp.off('Tracing.dataCollected', collect);
  return events;
}

/** Top-level tasks, as the 'toplevel' trace category names them. */
const TASK_NAMES = new Set(['ThreadControllerImpl::RunTask', 'RunTask']);

const INPUT_TYPES = new Set(['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click', 'keydown', 'keypress', 'keyup']);

/**
 * Main-thread CPU time (ms) of the page's top-level tasks from the first input event to the end of the first paint
 * after the last one's handlers: the work the interaction's next paint waited for, whatever the machine's load (the
 * measured INP's span would, under load, also take in work done after that paint). Without a paint in the trace,
 * up to `fallbackSpanMs` after the input.
 */
function cpuToNextPaintMs(events: TraceEvent[], fallbackSpanMs: number): number {
  const inputs = events.filter((e) => e.name === 'EventDispatch' && INPUT_TYPES.has(e.args?.data?.type ?? ''));
  if (inputs.length === 0) return 0;
  const first = inputs.reduce((a, b) => (a.ts <= b.ts ? a : b));
  const onMain = (e: TraceEvent) => e.ph === 'X' && e.pid === first.pid && e.tid === first.tid;
  const handled = Math.max(...inputs.map((e) => e.ts + (e.dur ?? 0)));
  const paint = events.filter((e) => onMain(e) && e.name === 'Paint' && e.ts >= handled).reduce<TraceEvent | null>((a, b) => (a && a.ts <= b.ts ? a : b), null);
  const end = paint ? paint.ts + (paint.dur ?? 0) : first.ts + Math.max(fallbackSpanMs, EVENT_TIMING_FLOOR_MS) * 1000;
  const tasks = events
    .filter((e) => onMain(e) && TASK_NAMES.has(e.name) && e.ts >= first.ts - 1000 && e.ts <= end)
    .sort((a, b) => a.ts - b.ts);
  let cpu = 0;
  let coveredUntil = -Infinity;
  for (const task of tasks) {
    if (task.ts < coveredUntil) continue; // nested in the previous task
    coveredUntil = task.ts + (task.dur ?? 0);
    cpu += task.tdur ?? 0;
  }
  if (process.env.BENCH_DEBUG) console.log(`  paint ${paint ? ((paint.ts - first.ts) / 1000).toFixed(1) : 'none'} ms after the input, ${tasks.length} tasks, cpu ${(cpu / 1000).toFixed(1)} ms, wall ${((end - first.ts) / 1000).toFixed(1)} ms`);
  return cpu / 1000;
}

/** The slowest interaction while `act` ran (entries arrive after the next paint, so it waits a little). */
export async function interaction(page: Page, cdp: CDPSession, act: () => Promise<void>): Promise<Measure> {
  await watchInteractions(page);
  const events = await trace(cdp, async () => {
    await act();
    await page.waitForTimeout(600);
  });
  const inp = await page.evaluate(() => Math.max(0, ...(window as unknown as { __byId: Map<number, number> }).__byId.values()));
  return { inp, estimate: cpuToNextPaintMs(events, inp) * CPU_SLOWDOWN };
}


export const shownInp = (value: number, fmt: (v: number) => string) => (value < EVENT_TIMING_FLOOR_MS ? `< ${EVENT_TIMING_FLOOR_MS}` : fmt(value));

/** Chromium's launch options of the browser benchmarks. */
export const CHROMIUM = {
  executablePath: process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
};
