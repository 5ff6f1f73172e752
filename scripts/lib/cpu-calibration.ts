/**
 * The Lighthouse gate's CPU calibration. Lighthouse simulates a phone by multiplying the main-thread work it saw on the
 * host by `cpuSlowdownMultiplier` (4 by default, 1 for the desktop preset), so the same page scores worse on a slower,
 * busier or smaller host. Two readings of the host correct for that, each against the host the targets were set on:
 *
 * - **Its speed at a page's work**: the main-thread CPU time of a fixed workload made of what our pages do on their
 *   first load — compile and run a script, parse and sort an answer, build, style and lay out a few thousand cards
 *   (scripts/lib/host-workload.ts) — in a page of the same Chromium. A host that needs twice as long is throttled half
 *   as much. Lighthouse's own benchmarkIndex (a loop of array and string operations) was tried first and did not
 *   track this: it read the reference host at 2,398 and a later machine of this kind at 2,857, while the later one ran
 *   our pages' style, layout and scripts about half as fast, so the gate throttled the slower host the more and
 *   failed every page there.
 * - **How much of the core the page's main thread had**: the trace of the run itself. Each task of the renderer's main
 *   thread has a wall time (`dur`, what Lighthouse simulates from) and a thread CPU time (`tdur`); the wall time also
 *   counts the time the thread was ready but another process — the browser, the network service, the site's server,
 *   Lighthouse itself — had the core. On the reference host (two cores) the page's tasks took about 2.2 × their CPU
 *   time in all; on a machine of the same kind the gate's tasks read 1.1–5 × each with two cores and 1.2–10 × with one,
 *   and a task's ratio does not say whether it waited for the core or for something it asked for. So every task is
 *   simulated from its CPU time (shortenPreemptedTasks: its wall time cut to its CPU time, its events drawn in with
 *   it), and the multiplier carries the reference host's ratio instead (calibratedMultiplier with the ratio left,
 *   ≈ 1): a task costs the simulated phone its CPU time × 2.2 × the host's factor on any host, with any number of
 *   cores. The workload cannot see the waits (its own time is CPU time), and needs not to. A regression adds CPU time,
 *   which neither changes: 300 ms more work is still 300 ms more work.
 */

/**
 * The workload's main-thread CPU time, in ms, on the host the gate's targets were set on (two cores, Debian's
 * Chromium 156), read as the gate reads it (in the gate's own Chromium). That host is gone, so the figure is derived,
 * and how is kept here. On the machine of 2026-11-29 (AMD EPYC, 2.1 GHz) the gate read the workload at 906 ms, and
 * re-simulating that machine's eight gate pages from their recorded long tasks, the blocking times the reference host
 * recorded in its last quiet gate (README: 2026-11-28, at multipliers of 3.1–4.6×, ~3.9× the middle) came back at
 * ~2.15× (the median over the pages; with that run's wall/CPU ratios ~0.95 of the reference's): that machine did a
 * page's work ~1.8 × slower, and 4 × R ÷ 906 × 0.95 = 2.15 gives R ≈ 510 ms. A phone the gate simulates (4 × the
 * reference) runs the workload in ~2 s.
 */
export const REFERENCE_WORKLOAD_MS = 510;

/**
 * The page's main-thread wall time over its CPU time in a Lighthouse run on the reference host (the median over the
 * gate's pages there, quiet: 1.9–2.4).
 */
export const REFERENCE_WAIT_RATIO = 2.2;

/**
 * The multiplier that makes `base` (the profile's own: 4 mobile, 1 desktop) mean on this host what it means on the
 * reference host, from the workload's time on this host and (when known) the run's wall-over-CPU ratio of the main
 * thread. Kept within a quarter and twice the base: beyond that the readings are not to be trusted (a host four times
 * slower than the reference cannot be measured fairly at all, and says so in the gate's table).
 */
export function calibratedMultiplier(
  base: number,
  hostWorkloadMs: number,
  waitRatio = REFERENCE_WAIT_RATIO,
  referenceMs = REFERENCE_WORKLOAD_MS,
): number {
  if (!(hostWorkloadMs > 0) || !(referenceMs > 0) || !(base > 0)) throw new Error(`cannot calibrate with a workload of ${hostWorkloadMs} ms against ${referenceMs} ms`);
  if (!(waitRatio >= 1)) throw new Error(`cannot calibrate with a main-thread wall-over-CPU ratio of ${waitRatio}`);
  const m = (base * referenceMs * REFERENCE_WAIT_RATIO) / (hostWorkloadMs * waitRatio);
  return Math.round(Math.min(base * 2, Math.max(base / 4, m)) * 100) / 100;
}

/** The median of a host's workload readings (one reading varies by up to ±15 % here, the median of seven by ≤ 5 %). */
export function medianReading(readings: readonly number[]): number {
  const s = readings.filter((r) => r > 0).sort((a, b) => a - b);
  if (s.length === 0) throw new Error('no workload reading');
  return s[Math.floor(s.length / 2)]!;
}

/** The fields of a Chrome trace event this reads. */
export interface TraceEvent {
  name?: string;
  ph?: string;
  pid?: number;
  tid?: number;
  /** Start, µs. */
  ts?: number;
  /** Wall time, µs. */
  dur?: number;
  /** Thread CPU time, µs. */
  tdur?: number;
  args?: { name?: string };
}

/** A top-level task of a renderer's main thread: its wall time and its thread CPU time, µs. */
export interface MainThreadTask {
  event: TraceEvent;
  dur: number;
  tdur: number;
}

/**
 * The page's main thread in a trace: the renderer main thread (`CrRendererMain`) with the most CPU time in top-level
 * tasks (`RunTask`), since a run may have other renderers (an extension-free about:blank, a service worker's); its
 * top-level tasks with both times. Empty when the trace has no thread times.
 */
export function pageMainThreadTasks(events: readonly TraceEvent[]): MainThreadTask[] {
  const mains = new Set<string>();
  for (const e of events) if (e.name === 'thread_name' && e.args?.name === 'CrRendererMain') mains.add(`${e.pid}:${e.tid}`);
  const threads = new Map<string, { cpu: number; tasks: MainThreadTask[] }>();
  for (const e of events) {
    if (e.ph !== 'X' || e.name !== 'RunTask' || typeof e.dur !== 'number' || typeof e.tdur !== 'number') continue;
    const key = `${e.pid}:${e.tid}`;
    if (!mains.has(key)) continue;
    const t = threads.get(key) ?? { cpu: 0, tasks: [] };
    t.cpu += e.tdur;
    t.tasks.push({ event: e, dur: e.dur, tdur: e.tdur });
    threads.set(key, t);
  }
  const page = [...threads.values()].sort((a, b) => b.cpu - a.cpu)[0];
  return page && page.cpu > 0 ? page.tasks : [];
}

/**
 * Wall time over thread CPU time of the page's main thread in a trace (pageMainThreadTasks). Undefined when the trace
 * has no thread times (then only the workload calibrates).
 */
export function mainThreadWaitRatio(events: readonly TraceEvent[]): number | undefined {
  const tasks = pageMainThreadTasks(events);
  const wall = tasks.reduce((n, t) => n + t.dur, 0);
  const cpu = tasks.reduce((n, t) => n + t.tdur, 0);
  if (cpu <= 0) return undefined;
  // The CPU time cannot exceed the wall time; a ratio below 1 is rounding in the trace.
  return Math.max(1, wall / cpu);
}

/**
 * Takes back out of the page's main-thread tasks the time the thread waited: every top-level task whose wall time is
 * more than `cap` × its CPU time is shortened to that (never lengthened), and the thread's events inside it are drawn in
 * with it, in proportion, so the task still holds them. Lighthouse simulates each task from its wall time, so without
 * this a 14 ms task the thread was kept from for 300 ms (seen on a busy host) counts as a 300 ms long task. The gate
 * uses the default cap, 1: each task is its CPU time, whatever the host's cores and other processes did to it, and the
 * multiplier then scales by the reference host's average wait (calibratedMultiplier). A cap above 1 (the reference
 * ratio was tried) keeps a per-task wait that one core gives a CPU-bound task and two cores do not (1.2 × on two cores,
 * cut to 2.2 × on one), which made /cgtj's blocking time 40 ms on two cores and 130–158 ms on one.
 * Changes `events` in place and answers how many tasks it shortened.
 */
export function shortenPreemptedTasks(events: TraceEvent[], cap = 1): number {
  const tasks = pageMainThreadTasks(events).filter((t) => typeof t.event.ts === 'number' && t.dur > t.tdur * cap);
  if (tasks.length === 0) return 0;
  const { pid, tid } = tasks[0]!.event;
  const thread = events.filter((e) => e.pid === pid && e.tid === tid && typeof e.ts === 'number').sort((a, b) => a.ts! - b.ts!);
  for (const { event: task, dur, tdur } of tasks) {
    const start = task.ts!;
    const end = start + dur;
    const shortened = Math.max(1, Math.round(tdur * cap));
    const f = shortened / dur;
    let lo = 0;
    for (let hi = thread.length; lo < hi; ) {
      const mid = (lo + hi) >> 1;
      if (thread[mid]!.ts! < start) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < thread.length; i++) {
      const e = thread[i]!;
      if (e.ts! > end) break;
      if (e === task || (e.ts === end && e.name === 'RunTask')) continue;
      e.ts = start + Math.round((e.ts! - start) * f);
      if (typeof e.dur === 'number') e.dur = Math.round(e.dur * f);
    }
    task.dur = shortened;
  }
  return tasks.length;
}

/**
 * Draws the load's filmstrip in by as much as the page was kept from the core: the times of the trace's screenshots
 * after `timeOrigin` (µs) scaled by the reference ratio ÷ the run's, when that is below 1. Lighthouse's simulated Speed
 * Index blends in the speed index *observed* from these frames in wall time, which on a busy or one-core host is
 * stretched by the same waits as the tasks (shortenPreemptedTasks); no other metric reads them. Changes `events` in
 * place and answers the scale used (1: nothing changed).
 */
export function drawInFilmstrip(events: TraceEvent[], timeOrigin: number, waitRatio: number, referenceRatio = REFERENCE_WAIT_RATIO): number {
  const scale = Math.min(1, referenceRatio / waitRatio);
  if (!(scale > 0) || scale === 1) return 1;
  for (const e of events) {
    if (e.name !== 'Screenshot' || typeof e.ts !== 'number' || e.ts <= timeOrigin) continue;
    e.ts = timeOrigin + Math.round((e.ts - timeOrigin) * scale);
  }
  return scale;
}
