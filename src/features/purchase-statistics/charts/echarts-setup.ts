/**
 * The one module that imports Apache ECharts, loaded only by `import()` from chart-frame.tsx once /cgtj has drawn its
 * figures and tables, so the chart library is a chunk of its own that no first load and no other page fetches.
 * Only what the four charts use is registered (tree-shaken from echarts/core): bar and pie series, the grid with its
 * axes, the tooltip, and the SVG renderer (crisp at any zoom, text drawn in the page's own font, smaller than canvas).
 */
import { BarChart, PieChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import { init, use as registerParts } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import type { ChartOption } from './chart-options';

registerParts([BarChart, PieChart, GridComponent, TooltipComponent, SVGRenderer]);

export interface DrawnChart {
  update(option: ChartOption): void;
  resize(): void;
  dispose(): void;
}

/** Draws `option` into `el` as SVG; the caller resizes it with its container and disposes of it. */
export function drawChart(el: HTMLElement, option: ChartOption): DrawnChart {
  const chart = init(el, null, { renderer: 'svg', locale: 'ZH' });
  chart.setOption(option);
  return {
    update: (next) => chart.setOption(next, { notMerge: true }),
    resize: () => chart.resize(),
    dispose: () => chart.dispose(),
  };
}
