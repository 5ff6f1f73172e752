/**
 * Why Lighthouse's simulated (Lantern) LCP is what it is: the requests and main-thread tasks its estimate is built from,
 * each with its simulated start and end and what it waited for. Lantern estimates LCP as the mean of two graphs cut at
 * the observed LCP (every request that ended before it, but low-priority images, plus the tasks that ran those
 * scripts and the first layout and paint), each simulated on the throttled network and CPU; the estimate is the end of
 * its last node. Two things decide most of it over HTTP/1.1: six connections per host, and which requests may start
 * when the document has arrived (a style sheet, picture, icon or `as=fetch` preload the document names waits on the
 * document only; a script, XHR or fetch waits also on the main-thread task that asked for it). Used by
 * `scripts/lighthouse.ts --lcp-graph`.
 */
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import type { Artifacts } from 'lighthouse/types/artifacts.js';

/** The few fields of Lantern's graph nodes read here (its own types are not exported in a usable form). */
interface GraphNode {
  type: 'network' | 'cpu';
  startTime: number;
  request?: { url: string; priority: string; resourceType?: string; transferSize: number };
  childEvents?: Array<{ name: string }>;
  getDependencies(): GraphNode[];
}
interface Estimate {
  timeInMs: number;
  nodeTimings: Map<GraphNode, { startTime: number; endTime: number }>;
}

const pathOf = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');

function describe(n: GraphNode): string {
  if (n.type === 'network' && n.request) return `${n.request.resourceType ?? 'Other'} ${n.request.priority} ${(n.request.transferSize / 1024).toFixed(1)} KB ${pathOf(n.request.url)}`;
  const names = [...new Set((n.childEvents ?? []).map((e) => e.name))].slice(0, 3);
  return `task (${names.join(', ')})`;
}

function waitedFor(n: GraphNode, timings: Estimate['nodeTimings']): string {
  return n
    .getDependencies()
    .map((d) => (d.type === 'network' && d.request ? pathOf(d.request.url).slice(0, 40) : `task ending ${Math.round(timings.get(d)?.endTime ?? NaN)}`))
    .join(', ');
}

/** The lines of a run's LCP graphs: the estimate, then each node (start, end, what it is, what it waited for). */
export async function lcpGraphLines(artifacts: Artifacts): Promise<string[]> {
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings: artifacts.settings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    simulator: null,
  };
  const result = (await LanternLargestContentfulPaint.request(data as never, { computedCache: new Map() } as never)) as unknown as {
    timing: number;
    optimisticEstimate: Estimate;
    pessimisticEstimate: Estimate;
  };
  const lines = [`simulated LCP ${Math.round(result.timing)} ms: the mean of these two graphs (ms from the navigation)`];
  for (const [name, estimate] of [['optimistic', result.optimisticEstimate], ['pessimistic', result.pessimisticEstimate]] as const) {
    lines.push(`  ${name}: ${Math.round(estimate.timeInMs)} ms`);
    const rows = [...estimate.nodeTimings.entries()].sort((a, b) => a[1].startTime - b[1].startTime || a[1].endTime - b[1].endTime);
    for (const [node, t] of rows) {
      const after = waitedFor(node, estimate.nodeTimings);
      lines.push(`  ${String(Math.round(t.startTime)).padStart(6)} ${String(Math.round(t.endTime)).padStart(6)}  ${describe(node)}${after ? `  ← ${after}` : ''}`);
    }
  }
  return lines;
}
