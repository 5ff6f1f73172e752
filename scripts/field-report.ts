/**
 * `npm run field:report`: what the collector of `npm start` stored (FIELD_FILE, default .field/telemetry.ndjson, and
 * its rotated `.1`, `.2` …): per route the number of page loads and the p75 of LCP, INP, CLS, FCP and TTFB rated by
 * Google's thresholds (良好 / 需改进 / 较差), then the most frequent script errors.
 *   npm run field:report                       the tables, in the terminal
 *   npm run field:report -- --html out.html    the same as one self-contained page (no script, nothing fetched):
 *                                              an SVG chart per metric of the p75 per day, and the tables
 *   npm run field:report -- --file path        another file than FIELD_FILE's
 * The arithmetic is scripts/lib/field-stats.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  beijingDay,
  formatValue,
  METRICS,
  parseNdjson,
  RATING_LABEL,
  summarize,
  THRESHOLDS,
  type DayPoint,
  type FieldRow,
  type FieldSummary,
  type MetricName,
} from './lib/field-stats';

const DEFAULT_FILE = '.field/telemetry.ndjson';

/** The file and its rotated predecessors (`.1` newest … `.N` oldest), oldest first, those that exist. */
export function fieldFiles(file: string): string[] {
  const dir = path.dirname(file);
  const base = path.basename(file);
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch {
    return [];
  }
  const rotated = names
    .map((name) => ({ name, n: name.startsWith(`${base}.`) ? Number(name.slice(base.length + 1)) : NaN }))
    .filter((f) => Number.isInteger(f.n) && f.n > 0)
    .sort((a, b) => b.n - a.n)
    .map((f) => path.join(dir, f.name));
  return [...rotated, ...(names.includes(base) ? [file] : [])];
}

export interface FieldData {
  files: string[];
  rows: FieldRow[];
  skipped: number;
}

export function readFieldData(file: string): FieldData {
  const files = fieldFiles(file);
  const rows: FieldRow[] = [];
  let skipped = 0;
  for (const f of files) {
    const parsed = parseNdjson(fs.readFileSync(f, 'utf8'));
    rows.push(...parsed.rows);
    skipped += parsed.skipped;
  }
  return { files, rows, skipped };
}

// ——— the terminal's tables ———

/** Columns line up in a terminal: a CJK character takes two cells. */
const cells = (s: string) => [...s].reduce((n, ch) => n + (/[\u2e80-\uffef]/.test(ch) ? 2 : 1), 0);
const pad = (s: string, width: number) => s + ' '.repeat(Math.max(0, width - cells(s)));

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(cells(h), ...rows.map((r) => cells(r[i] ?? ''))));
  const line = (r: string[]) => r.map((c, i) => pad(c, widths[i] ?? 0)).join('  ').trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

function metricCell(summary: FieldSummary['routes'][number], name: MetricName): string {
  const m = summary.metrics[name];
  return m ? `${formatValue(name, m.p75)} ${RATING_LABEL[m.rating]}` : '—';
}

/** The days the records were received on, in Beijing time. */
const RANGE = (s: FieldSummary) => (s.first && s.last ? `${beijingDay(s.first)} 至 ${beijingDay(s.last)}` : '');

export function formatReport(data: FieldData, summary: FieldSummary = summarize(data.rows)): string {
  if (!data.files.length) return '没有找到现场测量文件：先用 npm start 打开网站收集，或用 --file 指定文件。';
  const out: string[] = [];
  out.push(`现场测量：${data.files.length} 个文件，${summary.records} 条记录${data.skipped ? `（${data.skipped} 行无法读取，已跳过）` : ''}${RANGE(summary) ? `，${RANGE(summary)}` : ''}`);
  out.push('');
  out.push('各路由 p75（75 分位；良好 / 需改进 / 较差按 Google 阈值）');
  out.push(
    summary.routes.length
      ? table(
          ['路由', '页面数', ...METRICS],
          summary.routes.map((r) => [r.route, String(r.loads), ...METRICS.map((name) => metricCell(r, name))]),
        )
      : '（没有性能记录）',
  );
  out.push('');
  out.push('阈值：' + METRICS.map((name) => `${name} 良好 ≤ ${formatValue(name, THRESHOLDS[name].good)}，较差 > ${formatValue(name, THRESHOLDS[name].poor)}`).join('；'));
  out.push('');
  out.push('最常见的脚本错误');
  out.push(
    summary.errors.length
      ? table(
          ['次数', '路由', '类型', '消息', '位置'],
          summary.errors.map((e) => [String(e.count), e.route, e.type === 'rejection' ? '未处理的 Promise 拒绝' : '脚本错误', e.message, e.frame ?? '—']),
        )
      : '（没有错误记录）',
  );
  return out.join('\n');
}

// ——— the HTML page ———

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const RATING_COLOUR = { good: '#0c7d3f', 'needs-improvement': '#a05a00', poor: '#b3261e' } as const;

/** The p75 per day of one metric over time, with the good and poor bands; an inline SVG with its own text summary. */
export function dailyChart(name: MetricName, points: readonly DayPoint[]): string {
  const W = 480;
  const H = 240;
  const left = 72;
  const right = 16;
  const top = 12;
  const bottom = 36;
  const t = THRESHOLDS[name];
  const max = Math.max(t.poor * 1.25, ...points.map((p) => p.p75)) || 1;
  // Coordinates to a tenth of a unit: finer is invisible and only lengthens the page.
  const r1 = (v: number) => Math.round(v * 10) / 10;
  const y = (v: number) => r1(top + (H - top - bottom) * (1 - v / max));
  const x = (i: number) => r1(points.length === 1 ? (left + W - right) / 2 : left + ((W - left - right) * i) / (points.length - 1));
  const title = `${name} 每日 p75`;
  const summary = points.length
    ? `${title}：${points.map((p) => `${p.day} ${formatValue(name, p.p75)}（${p.n} 次）`).join('，')}`
    : `${title}：没有记录`;
  const parts: string[] = [];
  parts.push(`<rect x="${left}" y="${y(max)}" width="${W - left - right}" height="${r1(y(t.poor) - y(max))}" fill="#fbe9e7"/>`);
  parts.push(`<rect x="${left}" y="${y(t.poor)}" width="${W - left - right}" height="${r1(y(t.good) - y(t.poor))}" fill="#fff4e0"/>`);
  parts.push(`<rect x="${left}" y="${y(t.good)}" width="${W - left - right}" height="${r1(y(0) - y(t.good))}" fill="#e6f4ea"/>`);
  for (const [v, label] of [
    [0, formatValue(name, 0)],
    [t.good, formatValue(name, t.good)],
    [t.poor, formatValue(name, t.poor)],
  ] as const) {
    parts.push(`<text x="${left - 6}" y="${y(v) + 4}" text-anchor="end" font-size="14" fill="#444">${escapeHtml(label)}</text>`);
  }
  if (points.length > 1) parts.push(`<polyline fill="none" stroke="#1a56a8" stroke-width="2" points="${points.map((p, i) => `${x(i)},${y(p.p75)}`).join(' ')}"/>`);
  const labelEvery = Math.max(1, Math.ceil(points.length / 5));
  points.forEach((p, i) => {
    parts.push(`<circle cx="${x(i)}" cy="${y(p.p75)}" r="4" fill="#1a56a8"><title>${escapeHtml(`${p.day}：${formatValue(name, p.p75)}（${p.n} 次）`)}</title></circle>`);
    if (i % labelEvery === 0) parts.push(`<text x="${x(i)}" y="${H - bottom + 18}" text-anchor="middle" font-size="14" fill="#444">${escapeHtml(p.day.slice(5))}</text>`);
  });
  if (!points.length) parts.push(`<text x="${(left + W - right) / 2}" y="${H / 2}" text-anchor="middle" font-size="16" fill="#666">没有记录</text>`);
  return `<figure><figcaption>${escapeHtml(title)}</figcaption><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="100%" role="img" aria-label="${escapeHtml(summary)}" data-metric="${name}">${parts.join('')}</svg></figure>`;
}

export function renderHtml(data: FieldData, summary: FieldSummary = summarize(data.rows)): string {
  const rows = summary.routes
    .map(
      (r) =>
        `<tr><th scope="row">${escapeHtml(r.route)}</th><td>${r.loads}</td>${METRICS.map((name) => {
          const m = r.metrics[name];
          return m ? `<td style="color:${RATING_COLOUR[m.rating]}">${escapeHtml(formatValue(name, m.p75))} ${RATING_LABEL[m.rating]}</td>` : '<td>—</td>';
        }).join('')}</tr>`,
    )
    .join('');
  const errors = summary.errors
    .map((e) => `<tr><td>${e.count}</td><td>${escapeHtml(e.route)}</td><td>${e.type === 'rejection' ? '未处理的 Promise 拒绝' : '脚本错误'}</td><td class="message">${escapeHtml(e.message)}</td><td><code>${escapeHtml(e.frame ?? '—')}</code></td></tr>`)
    .join('');
  const thresholds = METRICS.map((name) => `<li>${name}：良好 ≤ ${escapeHtml(formatValue(name, THRESHOLDS[name].good))}，较差 &gt; ${escapeHtml(formatValue(name, THRESHOLDS[name].poor))}</li>`).join('');
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">
<title>现场测量报告</title>
<style>
body { font-family: system-ui, "Noto Sans CJK SC", "PingFang SC", "Microsoft YaHei", sans-serif; margin: 24px auto; padding: 0 16px; color: #222; max-width: 1200px; }
.scroll { overflow-x: auto; margin: 8px 0 24px; }
table { border-collapse: collapse; width: 100%; }
th, td { border: 1px solid #ddd; padding: 6px 8px; text-align: left; vertical-align: top; white-space: nowrap; }
td.message { white-space: normal; min-width: 16em; }
thead th { background: #f4f6f8; }
.charts { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 360px), 1fr)); gap: 16px; }
figure { margin: 0; border: 1px solid #e3e3e3; padding: 8px; }
figcaption { font-weight: 600; margin-bottom: 4px; }
code { word-break: break-all; }
</style>
</head>
<body>
<h1>现场测量报告</h1>
<p>${data.files.length} 个文件，${summary.records} 条记录${data.skipped ? `（${data.skipped} 行无法读取，已跳过）` : ''}${RANGE(summary) ? `，${escapeHtml(RANGE(summary))}` : ''}。p75 为 75 分位；评级按 Google 阈值。</p>
<h2>每日 p75</h2>
<div class="charts">${METRICS.map((name) => dailyChart(name, summary.daily[name])).join('\n')}</div>
<h2>各路由 p75</h2>
<div class="scroll"><table><thead><tr><th scope="col">路由</th><th scope="col">页面数</th>${METRICS.map((m) => `<th scope="col">${m}</th>`).join('')}</tr></thead><tbody>${rows || `<tr><td colspan="${METRICS.length + 2}">没有性能记录</td></tr>`}</tbody></table></div>
<ul>${thresholds}</ul>
<h2>最常见的脚本错误</h2>
<div class="scroll"><table><thead><tr><th scope="col">次数</th><th scope="col">路由</th><th scope="col">类型</th><th scope="col">消息</th><th scope="col">位置</th></tr></thead><tbody>${errors || '<tr><td colspan="5">没有错误记录</td></tr>'}</tbody></table></div>
</body>
</html>
`;
}

function main(argv: string[]): void {
  const option = (name: string) => {
    const i = argv.indexOf(name);
    if (i < 0) return undefined;
    const value = argv[i + 1];
    if (!value || value.startsWith('--')) {
      console.error(`${name} 需要一个文件路径`);
      process.exit(2);
    }
    return value;
  };
  const file = path.resolve(option('--file') ?? (process.env.FIELD_FILE || DEFAULT_FILE));
  const html = option('--html');
  const data = readFieldData(file);
  const summary = summarize(data.rows);
  console.log(formatReport(data, summary));
  if (html) {
    fs.mkdirSync(path.dirname(path.resolve(html)), { recursive: true });
    fs.writeFileSync(html, renderHtml(data, summary));
    console.log(`\nHTML 报告：${path.resolve(html)}`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main(process.argv.slice(2));
