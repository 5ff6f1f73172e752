/**
 * The four charts of /cgtj as ECharts options, built from the figures the tables beside them show (money in fen, the
 * axes and tooltips worded with the page's money rules). Pure: types only from ECharts, so building an option costs
 * the page nothing until the chart module itself is loaded.
 *
 * Tooltips render as rich text inside the SVG (`renderMode: 'richText'`), never as HTML: goods, category and maker
 * names come from the server and are drawn as text only.
 */
import type { BarSeriesOption, PieSeriesOption } from 'echarts/charts';
import type { GridComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import type { Fen } from '@/domain/money';
import { axisYuan, goodsRowTitle, monthText, shareText, yuanText, type GoodsRow, type MonthRow, type NamedRow } from '../statistics-rules';

export type ChartOption = ComposeOption<BarSeriesOption | PieSeriesOption | GridComponentOption | TooltipComponentOption>;

/** How a chart is drawn where it is: the page's font (ECharts' SVG text uses it) and whether the box is phone-narrow. */
export interface ChartLook {
  fontFamily: string;
  narrow: boolean;
}

const GREEN = '#1f7a4d';
/** Distinct colours with enough contrast on white for the slices (the tables carry the figures for everyone). */
const PALETTE = ['#1f7a4d', '#d9822b', '#2f6fb3', '#c23c3c', '#7b5bb5', '#2a8f8f', '#a8861a', '#5b6b7b', '#c2528a', '#4e8f2f', '#8c5a3c', '#9aa5b1'];

const TEXT = '#444';
const LINE = '#e3e5e8';

function base(look: ChartLook): Pick<ChartOption, 'textStyle' | 'animation' | 'tooltip' | 'color'> {
  return {
    color: PALETTE,
    // No animation: the chart is drawn once with its numbers; nothing moves for a buyer who prefers less motion.
    animation: false,
    textStyle: { fontFamily: look.fontFamily, color: TEXT },
    tooltip: { renderMode: 'richText', confine: true, textStyle: { fontFamily: look.fontFamily } },
  };
}

const valueAxis = (look: ChartLook) => ({
  type: 'value' as const,
  axisLabel: { formatter: (v: number) => axisYuan(v), color: TEXT, fontFamily: look.fontFamily },
  splitLine: { lineStyle: { color: LINE } },
  splitNumber: look.narrow ? 3 : 5,
});

const gridOf = (look: ChartLook): GridComponentOption => ({
  left: 8,
  right: look.narrow ? 12 : 24,
  top: 16,
  bottom: 8,
  outerBoundsMode: 'same',
  outerBoundsContain: 'axisLabel',
});

/** Month axis labels: the year on the first month and on each January, the month alone elsewhere. */
function monthLabel(month: string, i: number): string {
  const m = Number(month.slice(5, 7));
  return i === 0 || m === 1 ? `${month.slice(0, 4)}年${m}月` : `${m}月`;
}

export function monthOption(rows: readonly MonthRow[], look: ChartLook): ChartOption {
  return {
    ...base(look),
    grid: gridOf(look),
    tooltip: { ...base(look).tooltip, trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: {
      type: 'category',
      data: rows.map((r, i) => monthLabel(r.month, i)),
      axisLabel: { color: TEXT, fontFamily: look.fontFamily, hideOverlap: true },
      axisTick: { alignWithLabel: true },
    },
    yAxis: valueAxis(look),
    series: [
      {
        type: 'bar',
        name: '采购金额',
        data: rows.map((r) => r.amountFen),
        itemStyle: { color: GREEN },
        barMaxWidth: 36,
        tooltip: {
          valueFormatter: (v) => yuanText(Number(v) as Fen),
        },
      },
    ],
  };
}

/** Tooltip text of a row's amount and share of the total. */
const amountWithShare = (amount: Fen, total: Fen) => `${yuanText(amount)}（${shareText(amount, total)}）`;

export function categoryOption(rows: readonly NamedRow[], totalFen: Fen, look: ChartLook): ChartOption {
  const shown = rows.filter((r) => r.amountFen > 0);
  return {
    ...base(look),
    tooltip: {
      ...base(look).tooltip,
      trigger: 'item',
      formatter: (p) => {
        const item = Array.isArray(p) ? p[0] : p;
        return `${item?.name ?? ''}\n${amountWithShare(Number(item?.value ?? 0) as Fen, totalFen)}`;
      },
    },
    series: [
      {
        type: 'pie',
        name: '按分类',
        radius: look.narrow ? ['30%', '52%'] : ['36%', '62%'],
        center: ['50%', '52%'],
        avoidLabelOverlap: true,
        minShowLabelAngle: 6,
        label: {
          formatter: (p) => `${p.name}\n${shareText(Number(p.value) as Fen, totalFen)}`,
          color: TEXT,
          fontFamily: look.fontFamily,
          width: look.narrow ? 76 : 120,
          overflow: 'truncate',
          lineHeight: 16,
        },
        labelLine: { length: look.narrow ? 6 : 12, length2: look.narrow ? 6 : 12 },
        data: shown.map((r) => ({ name: r.name, value: r.amountFen })),
      },
    ],
  };
}

function horizontalBars(names: readonly string[], values: readonly Fen[], look: ChartLook, colour: string, totalFen: Fen): ChartOption {
  return {
    ...base(look),
    grid: gridOf(look),
    tooltip: {
      ...base(look).tooltip,
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      formatter: (p) => {
        const item = Array.isArray(p) ? p[0] : p;
        const i = item?.dataIndex ?? 0;
        return `${names[i] ?? ''}\n${amountWithShare(values[i] ?? (0 as Fen), totalFen)}`;
      },
    },
    xAxis: valueAxis(look),
    yAxis: {
      type: 'category',
      inverse: true,
      data: [...names],
      axisLabel: { color: TEXT, fontFamily: look.fontFamily, width: look.narrow ? 92 : 170, overflow: 'truncate', interval: 0 },
      axisTick: { show: false },
    },
    series: [{ type: 'bar', data: [...values], itemStyle: { color: colour }, barMaxWidth: 18 }],
  };
}

export function makerOption(rows: readonly NamedRow[], totalFen: Fen, look: ChartLook): ChartOption {
  return horizontalBars(
    rows.map((r) => r.name),
    rows.map((r) => r.amountFen),
    look,
    PALETTE[2]!,
    totalFen,
  );
}

export function goodsOption(rows: readonly GoodsRow[], totalFen: Fen, look: ChartLook): ChartOption {
  return horizontalBars(
    rows.map((g) => goodsRowTitle(g)),
    rows.map((g) => g.amountFen),
    look,
    PALETTE[1]!,
    totalFen,
  );
}

// ---------------------------------------------------------------- what a screen reader hears for each chart

const list = (parts: readonly string[], max = 5) => `${parts.slice(0, max).join('，')}${parts.length > max ? `，等 ${parts.length} 项` : ''}`;

export function monthSummary(rows: readonly MonthRow[]): string {
  return `按月采购金额柱状图：${list(
    rows.map((r) => `${monthText(r.month)} ${yuanText(r.amountFen)}`),
    13,
  )}。`;
}

export function namedSummary(title: string, rows: readonly NamedRow[], totalFen: Fen): string {
  return `${title}：${list(rows.map((r) => `${r.name} ${yuanText(r.amountFen)}（${shareText(r.amountFen, totalFen)}）`))}。`;
}

export function goodsSummary(rows: readonly GoodsRow[]): string {
  return `采购金额前 ${rows.length} 的商品条形图：${list(rows.map((g) => `${goodsRowTitle(g)} ${yuanText(g.amountFen)}`))}。`;
}
