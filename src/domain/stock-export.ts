import { detectHeaderOf, foldText, toCsv } from './purchase-list';

/**
 * The stock export of a pharmacy's ERP (海典, 英克, 思迅 … all export stock and sales to Excel), read for 补货建议:
 * which columns mean what, the rows as the contract sends them, and why a file cannot be taken. The header is found by
 * the purchase list's header detection (detectHeaderOf) with this sheet's own header words. Pure and total.
 */

export type StockExportColumn = 'code' | 'name' | 'spec' | 'maker' | 'pzwh' | 'barcode' | 'stock' | 'sales';

/** The template's columns, in order, with their Chinese headers (the words the common ERPs write). */
export const STOCK_EXPORT_COLUMNS: ReadonlyArray<{ key: StockExportColumn; title: string }> = [
  { key: 'code', title: '商品编码' },
  { key: 'name', title: '商品名称' },
  { key: 'spec', title: '规格' },
  { key: 'maker', title: '生产厂家' },
  { key: 'pzwh', title: '批准文号' },
  { key: 'barcode', title: '条码' },
  { key: 'stock', title: '库存' },
  { key: 'sales', title: '近30天销量' },
];

/** Header words of each column (compared folded, without a unit in brackets: 库存(盒) is 库存). */
export const STOCK_HEADER_SYNONYMS: Readonly<Record<StockExportColumn, readonly string[]>> = {
  code: ['商品编码', '商品编号', '编码', '货号', '药品编码', '商品代码', '内码'],
  name: ['商品名称', '通用名', '通用名称', '品名', '药品名称', '名称', '商品名'],
  spec: ['规格', '规格型号', '药品规格', '包装规格', '型号'],
  maker: ['生产厂家', '生产企业', '厂家', '生产厂商', '生产商', '厂商'],
  pzwh: ['批准文号', '文号', '批文', '注册证号'],
  barcode: ['条码', '商品条码', '条形码', '国际条码', '69码'],
  stock: ['库存', '当前库存', '库存数量', '库存数', '现存量', '结存数量', '实时库存'],
  sales: ['近30天销量', '月销量', '30天销量', '近30日销量', '近一月销量', '销量'],
};

/** The most rows one upload takes (as the purchase-list match). */
export const MAX_STOCK_EXPORT_ROWS = 500;
/** The largest count a cell may hold. */
const MAX_COUNT = 10_000_000;

/** One row of the export as read, in the contract's shape (stock and sales as whole pieces). */
export interface StockExportRow {
  line: number;
  code: string;
  name: string;
  spec: string;
  maker: string;
  pzwh: string;
  barcode: string;
  stock: number;
  sales: number | null;
}

type ReadStockResult = { ok: true; rows: StockExportRow[] } | { ok: false; error: string };

/** A cell a spreadsheet would run as a formula: =, +, @ first, or - before something not a number. */
export function isFormulaCell(cell: string): boolean {
  const c = cell.trimStart();
  return /^[=+@\t\r]/.test(cell) || /^[=+@]/.test(c) || /^-(?![\d.,\s]*$)/.test(c);
}

/**
 * A count as an ERP writes it — "12", "1,200", "１２", "12.000", "12盒" — as whole pieces (a fraction of a piece, from
 * 拆零, is dropped), or why not: negative, not a number. Empty is null.
 */
export function parseCount(raw: string): { value: number | null } | { error: 'negative' | 'nan' | 'big' } {
  const text = foldText(raw).replace(/(\d),(?=\d{3}(\D|$))/g, '$1');
  if (text === '') return { value: null };
  const m = /^(-)?(\d+)(?:\.(\d+))?[\u4e00-\u9fa5a-z]{0,3}$/.exec(text);
  if (!m) return { error: 'nan' };
  const whole = Number(m[2]);
  if (m[1] && (whole > 0 || /[1-9]/.test(m[3] ?? ''))) return { error: 'negative' };
  if (whole > MAX_COUNT) return { error: 'big' };
  return { value: whole };
}

function shown(cell: string): string {
  return cell.length > 24 ? `${cell.slice(0, 24)}…` : cell;
}

/**
 * The rows of a sheet (cells as text) as stock export rows: the header must name 库存 and one of 商品名称, 批准文号 or
 * 条码. Any row that is wrong makes the whole file wrong, with a Chinese message naming its line, so a bad export never
 * replaces a good one: a formula cell (=HYPERLINK(…)), a stock that is negative, not a number or missing, sales
 * that are negative or not a number, a row naming no goods; also no header, no row, or more than 500 rows.
 */
export function readStockExport(cells: ReadonlyArray<readonly string[]>): ReadStockResult {
  const header = detectHeaderOf(cells, STOCK_HEADER_SYNONYMS, (c) => c.stock !== undefined && (c.name !== undefined || c.pzwh !== undefined || c.barcode !== undefined));
  if (!header) {
    return { ok: false, error: '未找到表头：表格应包含“库存”列，以及“商品名称”“批准文号”或“条码”中的一列，请下载模板对照' };
  }
  const { columns } = header;
  const titleOf = (key: StockExportColumn) => String(cells[header.headerIndex]?.[columns[key]!] ?? '').trim();
  const rows: StockExportRow[] = [];
  for (let r = header.headerIndex + 1; r < cells.length; r++) {
    const row = cells[r] ?? [];
    if (row.every((c) => !String(c ?? '').trim())) continue;
    const line = r + 1;
    const cell = (key: StockExportColumn) => {
      const c = columns[key];
      return c === undefined ? '' : String(row[c] ?? '').trim();
    };
    for (const key of Object.keys(columns) as StockExportColumn[]) {
      const raw = String(row[columns[key]!] ?? '');
      if (isFormulaCell(raw)) {
        return { ok: false, error: `第 ${line} 行“${titleOf(key)}”是公式或以 = + - @ 开头（${shown(raw.trim())}），请在 ERP 中导出为数值和文本后再上传` };
      }
    }
    const name = cell('name').slice(0, 100);
    const pzwh = cell('pzwh').slice(0, 50);
    const barcode = cell('barcode').slice(0, 32);
    if (!name && !pzwh && !barcode) return { ok: false, error: `第 ${line} 行缺少商品名称、批准文号或条码，无法识别商品` };
    const stockRaw = cell('stock');
    const stock = parseCount(stockRaw);
    if ('error' in stock || stock.value === null) {
      const why = 'error' in stock ? (stock.error === 'negative' ? '为负数' : stock.error === 'big' ? '过大' : '不是数字') : '为空';
      return { ok: false, error: `第 ${line} 行库存${why}${stockRaw ? `（${shown(stockRaw)}）` : ''}，请核对后重新导出` };
    }
    const salesRaw = cell('sales');
    const sales = parseCount(salesRaw);
    if ('error' in sales) {
      const why = sales.error === 'negative' ? '为负数' : sales.error === 'big' ? '过大' : '不是数字';
      return { ok: false, error: `第 ${line} 行近30天销量${why}（${shown(salesRaw)}），请核对后重新导出` };
    }
    rows.push({ line, code: cell('code').slice(0, 50), name, spec: cell('spec').slice(0, 100), maker: cell('maker').slice(0, 100), pzwh, barcode, stock: stock.value, sales: sales.value });
  }
  if (rows.length === 0) return { ok: false, error: '库存表中没有商品行：请在表头下方列出商品及库存' };
  if (rows.length > MAX_STOCK_EXPORT_ROWS) return { ok: false, error: `库存表共 ${rows.length} 行，一次最多上传 ${MAX_STOCK_EXPORT_ROWS} 行，请只导出需要补货的商品` };
  return { ok: true, rows };
}

/** The template: the eight columns and three sample rows, as CSV with a BOM so Excel opens the Chinese correctly. */
export function stockTemplateCsv(): string {
  return (
    '\ufeff' +
    toCsv([
      STOCK_EXPORT_COLUMNS.map((c) => c.title),
      ['YP0001', '阿莫西林胶囊', '0.25g*24粒', '华北制药股份有限公司', '国药准字H13925843', '', '12', '72'],
      ['YP0002', '芬必得', '0.3g*20粒', '中美天津史克制药有限公司', '', '', '5', '30'],
      ['YP0003', '', '', '', '', '6901234567892', '20', ''],
    ])
  );
}
