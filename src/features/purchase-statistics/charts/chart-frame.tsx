import { useEffect, useRef, useState } from 'react';
import { useNearView } from '@/components/near-view/near-view';
import { nextTask } from '@/lib/main-thread';
import type { ChartLook, ChartOption } from './chart-options';
import type { DrawnChart } from './echarts-setup';

type ChartModule = typeof import('./echarts-setup');

let chartModule: Promise<ChartModule> | null = null;

/** The chart module (ECharts), fetched once when the first chart mounts; a failed fetch is tried again next time. */
function loadChartModule(): Promise<ChartModule> {
  chartModule ??= import('./echarts-setup').catch((e: unknown) => {
    chartModule = null;
    throw e;
  });
  return chartModule;
}

/** Narrower than this, a chart is drawn for a phone: shorter labels, fewer ticks, a smaller doughnut. */
const NARROW_PX = 480;

function lookOf(el: HTMLElement): ChartLook {
  return { fontFamily: getComputedStyle(el).fontFamily || 'sans-serif', narrow: el.clientWidth > 0 && el.clientWidth < NARROW_PX };
}

/**
 * One chart: a box of fixed height that ECharts draws into once the box is in the viewport and the chart module
 * has arrived (after the page's figures and tables are on screen), redrawn to the box's width whenever the box changes
 * size. Each chart is drawn in a task of its own (nextTask), so the charts of a screen do not add up to one long task
 * on a phone. The box is an image to assistive technology, named by `label`; the table beside it has the same numbers.
 */
export function ChartFrame({ label, build, height, testId }: { label: string; build: (look: ChartLook) => ChartOption; height: number; testId?: string }) {
  const box = useRef<HTMLDivElement>(null);
  // In view, not near it: a chart's first drawing costs a phone ~100 ms of main thread (measured at 4× CPU), so a
  // chart below the first screen is drawn when the buyer scrolls to it rather than while the page is still loading.
  const near = useNearView(box, '0px');
  const [state, setState] = useState<'loading' | 'drawn' | 'failed'>('loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const el = box.current;
    if (!el || !near) return undefined;
    let cancelled = false;
    let started = false;
    let chart: DrawnChart | null = null;
    let narrow = false;
    setState('loading');
    const draw = async () => {
      const m = await loadChartModule();
      await nextTask();
      if (cancelled) return;
      const look = lookOf(el);
      narrow = look.narrow;
      chart = m.drawChart(el, build(look));
      setState('drawn');
    };
    // Drawn once the box has a width (a hidden box, or a document without layout, is not drawn into); until then the
    // chart module is not even fetched. The module did not arrive, or could not draw these figures: the table still has them.
    const startWhenSized = () => {
      if (started || el.clientWidth <= 0) return;
      started = true;
      draw().catch(() => {
        if (!cancelled) setState('failed');
      });
    };
    const observer =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => {
            if (!chart) return startWhenSized();
            const look = lookOf(el);
            if (look.narrow !== narrow) {
              narrow = look.narrow;
              chart.update(build(look));
            }
            chart.resize();
          });
    observer?.observe(el);
    startWhenSized();
    return () => {
      cancelled = true;
      observer?.disconnect();
      chart?.dispose();
    };
  }, [build, attempt, near]);

  return (
    <div className="cgtj-chart">
      <div
        ref={box}
        className={`cgtj-chart__box${state === 'drawn' ? ' is-drawn' : ''}`}
        style={{ height }}
        role="img"
        aria-label={label}
        data-testid={testId}
        data-chart-state={state}
      />
      {state === 'loading' ? (
        <p className="cgtj-chart__note" aria-hidden="true">
          图表加载中…
        </p>
      ) : null}
      {state === 'failed' ? (
        <p className="cgtj-chart__note cgtj-chart__note--failed">
          图表未能加载，数据见下表。
          <button type="button" className="ss-link-button" onClick={() => setAttempt((n) => n + 1)}>
            重新加载图表
          </button>
        </p>
      ) : null}
    </div>
  );
}
