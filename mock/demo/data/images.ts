/**
 * Locally generated SVG pictures: goods packshots, brand logos, banners, icons. No external references, generic
 * sans-serif fonts, so every picture renders offline. staticAsset resolves every /static path the data uses.
 */
import { SCOPE_COLOURS } from './reference';
import type { ArtRecord, Brand, Catalogue, Category, GoodsRecord } from './types';

const SVG_TYPE = 'image/svg+xml';
const FONT = "font-family=\"'PingFang SC','Microsoft YaHei','Noto Sans CJK SC',sans-serif\"";

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);
}

/** Splits text into lines of at most `max` characters (CJK text has no spaces to break at). */
function wrap(text: string, max: number, maxLines: number): string[] {
  const chars = Array.from(text);
  const lines: string[] = [];
  for (let i = 0; i < chars.length && lines.length < maxLines; i += max) lines.push(chars.slice(i, i + max).join(''));
  if (chars.length > max * maxLines) lines[maxLines - 1] = `${Array.from(lines[maxLines - 1] ?? '').slice(0, max - 1).join('')}…`;
  return lines;
}

function textLines(lines: string[], x: number, y: number, size: number, fill: string, weight = 'normal', anchor = 'middle'): string {
  return lines
    .map(
      (line, i) =>
        `<text x="${x}" y="${y + i * size * 1.25}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}" ${FONT}>${escapeXml(line)}</text>`,
    )
    .join('');
}

function shortMaker(sccj: string): string {
  return sccj.replace(/(股份有限公司|有限责任公司|有限公司|集团|制药总厂|制药厂)$/u, '').slice(0, 14);
}

/** Front packshot: a carton with a coloured band (colour by 经营范围), the name, spec and maker. */
export function goodsSvg(goods: GoodsRecord): string {
  const colour = SCOPE_COLOURS[goods.scope];
  const nameLines = wrap(goods.name, 8, 2);
  const size = nameLines.length > 1 ? 30 : Math.min(38, Math.floor(300 / Math.max(4, Array.from(goods.name).length)));
  const badge = goods.isHm === 1 ? '含麻' : goods.isRx === 1 ? 'Rx' : goods.scope === '医疗器械' ? '械' : goods.scope === '中药饮片' ? '饮片' : 'OTC';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">`,
    `<rect width="400" height="400" fill="#f7f7f5"/>`,
    `<polygon points="70,90 330,90 350,70 90,70" fill="${colour}" opacity="0.55"/>`,
    `<polygon points="330,90 350,70 350,310 330,330" fill="${colour}" opacity="0.75"/>`,
    `<rect x="70" y="90" width="260" height="240" fill="#ffffff" stroke="#d8d8d8"/>`,
    `<rect x="70" y="90" width="260" height="46" fill="${colour}"/>`,
    textLines([goods.scope], 84, 121, 18, '#ffffff', 'normal', 'start'),
    `<rect x="268" y="100" width="52" height="26" rx="4" fill="#ffffff"/>`,
    textLines([badge], 294, 119, 15, colour, 'bold'),
    textLines(nameLines, 200, nameLines.length > 1 ? 186 : 206, size, '#222222', 'bold'),
    textLines(wrap(goods.ypgg, 16, 1), 200, 262, 18, '#555555'),
    `<line x1="90" y1="282" x2="310" y2="282" stroke="${colour}" stroke-width="2"/>`,
    textLines([shortMaker(goods.sccj)], 200, 312, 16, '#333333'),
    `</svg>`,
  ].join('');
}

/** Second picture: the carton's side panel with approval number and storage. */
function goodsSideSvg(goods: GoodsRecord): string {
  const colour = SCOPE_COLOURS[goods.scope];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">`,
    `<rect width="400" height="400" fill="#f7f7f5"/>`,
    `<rect x="110" y="50" width="180" height="300" fill="#ffffff" stroke="#d8d8d8"/>`,
    `<rect x="110" y="50" width="180" height="36" fill="${colour}"/>`,
    textLines(wrap(goods.name, 8, 1), 200, 75, 18, '#ffffff', 'bold'),
    textLines(['【规格】', ...wrap(goods.ypgg, 10, 2), '【批准文号】', ...wrap(goods.pzwh, 10, 2), '【贮藏】', '密封，阴凉干燥处'], 200, 120, 14, '#444444'),
    textLines(wrap(shortMaker(goods.sccj), 11, 2), 200, 318, 13, '#666666'),
    `</svg>`,
  ].join('');
}

function brandSvg(brand: Brand): string {
  const lines = wrap(brand.name, 5, 2);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="120" viewBox="0 0 240 120">`,
    `<rect width="240" height="120" rx="10" fill="#ffffff" stroke="#e2e2e2"/>`,
    `<circle cx="46" cy="60" r="28" fill="#c8161d"/>`,
    textLines([Array.from(brand.name)[0] ?? ''], 46, 70, 28, '#ffffff', 'bold'),
    textLines(lines, 150, lines.length > 1 ? 55 : 70, lines.length > 1 ? 22 : 28, '#222222', 'bold'),
    `</svg>`,
  ].join('');
}

function bannerSvg(title: string, subtitle = '', colour = '#c8161d'): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="${colour}" stop-opacity="0.7"/></linearGradient></defs>`,
    `<rect width="1200" height="400" fill="url(#g)"/>`,
    `<circle cx="1040" cy="90" r="160" fill="#ffffff" opacity="0.08"/><circle cx="1120" cy="330" r="120" fill="#ffffff" opacity="0.08"/>`,
    textLines(wrap(title, 16, 1), 100, 190, 64, '#ffffff', 'bold', 'start'),
    subtitle ? textLines(wrap(subtitle, 30, 1), 100, 260, 32, '#fff3d6', 'normal', 'start') : '',
    `</svg>`,
  ].join('');
}

function squareSvg(title: string, subtitle = '', colour = '#c8161d'): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300">`,
    `<rect width="300" height="300" rx="16" fill="${colour}"/>`,
    `<circle cx="150" cy="120" r="70" fill="#ffffff" opacity="0.15"/>`,
    textLines(wrap(title, 7, 3), 150, 130, 28, '#ffffff', 'bold'),
    subtitle ? textLines(wrap(subtitle, 12, 1), 150, 250, 20, '#fff3d6') : '',
    `</svg>`,
  ].join('');
}

/** A licence-like document (qualification pictures). */
function documentSvg(title: string, number: string): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="420" height="300" viewBox="0 0 420 300">`,
    `<rect width="420" height="300" fill="#fffdf5" stroke="#b8231b" stroke-width="6"/>`,
    `<rect x="14" y="14" width="392" height="272" fill="none" stroke="#d9a441" stroke-width="2"/>`,
    textLines([title], 210, 80, 34, '#b8231b', 'bold'),
    textLines([`编号：${number}`], 210, 140, 18, '#333333'),
    textLines(['（演示资料，非真实证照）'], 210, 190, 16, '#888888'),
    `<circle cx="330" cy="230" r="38" fill="none" stroke="#d0201a" stroke-width="3" opacity="0.7"/>`,
    textLines(['审核专用'], 330, 236, 14, '#d0201a'),
    `</svg>`,
  ].join('');
}

function categorySvg(category: Category, hover: boolean): string {
  const colour = SCOPE_COLOURS[category.scope];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">`,
    `<rect x="4" y="4" width="56" height="56" rx="12" fill="${hover ? colour : '#ffffff'}" stroke="${colour}" stroke-width="3"/>`,
    textLines([Array.from(category.name)[0] ?? ''], 32, 42, 26, hover ? '#ffffff' : colour, 'bold'),
    `</svg>`,
  ].join('');
}

function artSvg(record: ArtRecord): string {
  if (record.shape === 'banner') return bannerSvg(record.title, record.subtitle, record.colour);
  if (record.shape === 'doc') return documentSvg(record.title, record.subtitle);
  return squareSvg(record.title, record.subtitle, record.colour);
}

const GOODS_RE = /^\/static\/goods\/(\d+)(-2)?\.svg$/;
const BRAND_RE = /^\/static\/brand\/(\d+)\.svg$/;
const CATEGORY_RE = /^\/static\/category\/(\d+)(-hover)?\.svg$/;

/**
 * The body of a generated /static asset, or null when the path is not one the catalogue uses nor one of `more`
 * (pictures made for what members upload, by path).
 */
export function staticAsset(
  path: string,
  catalogue: Catalogue,
  more: Readonly<Record<string, ArtRecord>> = {},
): { type: string; body: string } | null {
  const clean = path.split('?')[0] ?? path;
  let m = GOODS_RE.exec(clean);
  if (m) {
    const goods = catalogue.goodsById.get(Number(m[1]));
    return goods ? { type: SVG_TYPE, body: m[2] ? goodsSideSvg(goods) : goodsSvg(goods) } : null;
  }
  m = BRAND_RE.exec(clean);
  if (m) {
    const brand = catalogue.brandsById.get(Number(m[1]));
    return brand ? { type: SVG_TYPE, body: brandSvg(brand) } : null;
  }
  m = CATEGORY_RE.exec(clean);
  if (m) {
    const category = catalogue.categoriesById.get(Number(m[1]));
    return category ? { type: SVG_TYPE, body: categorySvg(category, Boolean(m[2])) } : null;
  }
  const record = catalogue.art.get(clean) ?? (Object.hasOwn(more, clean) ? more[clean] : undefined);
  return record ? { type: SVG_TYPE, body: artSvg(record) } : null;
}
