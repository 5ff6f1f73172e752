/**
 * Purchase lists (批量采购): the rules for reading a buyer's list — from an .xlsx sheet, a .csv file or rows pasted
 * from Excel — and for comparing what a pharmacy writes with what the catalogue says. Shared by the site (reading the
 * list, the template, exporting unmatched rows) and the demo API (matching rows to goods).
 *
 * Pharmacies' lists are messy: headers say 品名 or 通用名 instead of 药品名称, quantities say "20盒" or "１,000",
 * specs write 0.25g×24s for 0.25g*24粒 or 250mg for 0.25g, and manufacturers go by their short name (华北制药 for
 * 华北制药股份有限公司). Everything here is pure and total: any text in, a value or null out.
 */

export type PurchaseListColumn = 'name' | 'spec' | 'maker' | 'quantity' | 'pzwh';

/** The template's columns, in order, with their Chinese headers. */
export const PURCHASE_LIST_COLUMNS: ReadonlyArray<{ key: PurchaseListColumn; title: string }> = [
  { key: 'name', title: '药品名称' },
  { key: 'spec', title: '规格' },
  { key: 'maker', title: '生产厂家' },
  { key: 'quantity', title: '数量' },
  { key: 'pzwh', title: '批准文号' },
];

/** Header words pharmacies use for each column (compared after normaliseHeader). */
export const HEADER_SYNONYMS: Readonly<Record<PurchaseListColumn, readonly string[]>> = {
  name: ['药品名称', '商品名称', '品名', '名称', '通用名', '通用名称', '药名', '产品名称', '品种', '品种名称', '药品', '商品'],
  spec: ['规格', '药品规格', '规格型号', '包装规格', '型号'],
  maker: ['生产厂家', '厂家', '生产企业', '厂商', '生产商', '生产单位', '产地', '企业名称', '厂家名称'],
  quantity: ['数量', '采购数量', '订购数量', '需求数量', '购买数量', '计划数量', '采购量', '订货数量', '要货数量'],
  pzwh: ['批准文号', '文号', '批文', '国药准字', '批准文号注册证号', '注册证号'],
};

/** The most rows one match call takes; longer lists are refused and should be split. */
const MAX_PURCHASE_LIST_ROWS = 500;

const SPACES = /[\s\u00a0\u3000]+/g;

/** NFKC (full-width letters, digits and signs to half-width), lowercase, no spaces. */
export function foldText(text: string): string {
  return String(text ?? '')
    .normalize('NFKC')
    .toLowerCase()
    .replace(SPACES, '');
}

/** A header cell as compared with the synonyms: folded, without a trailing unit in brackets, stars or colons. */
function normaliseHeader(cell: string): string {
  return foldText(cell)
    .replace(/[([（【].*?[)\]）】]/g, '')
    .replace(/[*:：#＊]/g, '');
}

/** The column a header cell names among `synonyms` (compared after normaliseHeader), or null. */
export function headerColumnOf<K extends string>(cell: string, synonyms: Readonly<Record<K, readonly string[]>>): K | null {
  const h = normaliseHeader(cell);
  if (!h) return null;
  for (const key of Object.keys(synonyms) as K[]) {
    if (synonyms[key].includes(h)) return key;
  }
  return null;
}

/** The column a purchase-list header cell names, or null. */
export function headerColumn(cell: string): PurchaseListColumn | null {
  return headerColumnOf(cell, HEADER_SYNONYMS);
}

type ColumnMap = Partial<Record<PurchaseListColumn, number>>;

interface HeaderDetection<K extends string = PurchaseListColumn> {
  /** Index of the header row in the rows given. */
  headerIndex: number;
  columns: Partial<Record<K, number>>;
}

/**
 * Finds the header row of a sheet among its first `scan` rows: the first row whose cells name columns of `synonyms`
 * that `enough` accepts (a title line or a blank row above it is skipped). The first cell naming a column wins it.
 * Shared by every sheet the site reads (the purchase list, the ERP stock export).
 */
export function detectHeaderOf<K extends string>(
  rows: ReadonlyArray<readonly string[]>,
  synonyms: Readonly<Record<K, readonly string[]>>,
  enough: (columns: Partial<Record<K, number>>) => boolean,
  scan = 10,
): HeaderDetection<K> | null {
  for (let r = 0; r < Math.min(rows.length, scan); r++) {
    const columns: Partial<Record<K, number>> = {};
    const row = rows[r] ?? [];
    row.forEach((cell, c) => {
      const key = headerColumnOf(String(cell ?? ''), synonyms);
      if (key && columns[key] === undefined) columns[key] = c;
    });
    if (enough(columns)) return { headerIndex: r, columns };
  }
  return null;
}

/**
 * Finds the purchase list's header row among the first `scan` rows: the first row naming at least two columns, one of
 * them the name or 批准文号.
 */
export function detectHeader(rows: ReadonlyArray<readonly string[]>, scan = 10): HeaderDetection | null {
  return detectHeaderOf(rows, HEADER_SYNONYMS, (columns) => Object.keys(columns).length >= 2 && (columns.name !== undefined || columns.pzwh !== undefined), scan);
}

const UNIT_AFTER_NUMBER = /^([0-9]+(?:\.[0-9]+)?)\s*[\u4e00-\u9fa5a-z]{0,3}$/;

/**
 * A quantity as a pharmacy writes it — "20", " 20 ", "２０", "1,000", "20盒", "20.0", "30 瓶" — as a whole number ≥ 1,
 * or null when it is not one (empty, zero, negative, fractional, text).
 */
export function parseQuantity(raw: string | number | null | undefined): number | null {
  if (typeof raw === 'number') return Number.isInteger(raw) && raw >= 1 && raw <= 1_000_000 ? raw : null;
  if (typeof raw !== 'string') return null;
  const text = foldText(raw).replace(/(\d),(?=\d{3}(\D|$))/g, '$1');
  const m = UNIT_AFTER_NUMBER.exec(text);
  if (!m) return null;
  const n = Number(m[1]);
  return Number.isInteger(n) && n >= 1 && n <= 1_000_000 ? n : null;
}

/** Dosage-form abbreviations at the end of a name, longest first: 阿莫西林胶 → 阿莫西林胶囊. */
const NAME_SUFFIXES: ReadonlyArray<[string, string]> = [
  ['缓释胶', '缓释胶囊'],
  ['肠溶胶', '肠溶胶囊'],
  ['注射剂', '注射液'],
  ['口服', '口服液'],
  ['滴眼', '滴眼液'],
  ['胶', '胶囊'],
  ['颗', '颗粒'],
  ['针', '注射液'],
];

/** Whole-word abbreviations inside a name. */
const NAME_WORDS: ReadonlyArray<[RegExp, string]> = [
  [/^vc/, '维生素c'],
  [/^ve/, '维生素e'],
  [/^vb(\d)/, '维生素b$1'],
];

const NAME_PUNCTUATION = /[()（）[\]【】{}<>《》"'“”‘’·•.,，、;；:：\-_/\\|+*]/g;

/**
 * A drug name as compared with the catalogue: folded, without punctuation or a bracketed brand
 * ("阿莫西林胶囊(阿莫仙)" → "阿莫西林胶囊"), with common abbreviations written out.
 */
export function normaliseName(name: string): string {
  let s = foldText(name).replace(/[(（【[][^)）】\]]*[)）】\]]/g, '');
  s = s.replace(NAME_PUNCTUATION, '');
  for (const [re, to] of NAME_WORDS) s = s.replace(re, to);
  for (const [abbr, full] of NAME_SUFFIXES) {
    if (s.endsWith(abbr) && !s.endsWith(full) && s.length > abbr.length) {
      s = s.slice(0, -abbr.length) + full;
      break;
    }
  }
  return s;
}

const COUNT_UNITS = /(\d+)(?:s|片|粒|袋|支|丸|贴|枚|包|瓶|盒|板)/g;

function milligrams(value: string, unit: string): string {
  const n = Number(value);
  const mg = unit === 'g' ? n * 1000 : unit === 'μg' || unit === 'ug' || unit === 'mcg' ? n / 1000 : n;
  return `${Number(mg.toFixed(6))}mg`;
}

/**
 * A spec as compared with the catalogue: folded; ×, x, X, ＊ and · as *; 克/毫克/毫升 as g/mg/ml; weights in mg
 * (0.25g = 250mg); piece counts (24s, 24粒, 24片) as one count; a trailing "/盒" dropped.
 */
export function normaliseSpec(spec: string): string {
  return foldText(spec)
    .replace(/[()（）]/g, '')
    .replace(/[×x✕·]/g, '*')
    .replace(/毫克/g, 'mg')
    .replace(/微克/g, 'μg')
    .replace(/毫升/g, 'ml')
    .replace(/克/g, 'g')
    .replace(/(\d+(?:\.\d+)?)(mg|μg|ug|mcg|g)(?![a-z])/g, (_, v: string, u: string) => milligrams(v, u))
    .replace(COUNT_UNITS, '$1#')
    .replace(/\/(盒|瓶|袋|板|支)$/, '');
}

const MAKER_SUFFIXES = /(股份有限公司|有限责任公司|有限公司|集团公司|总厂|制药厂|药厂|公司)$/;

/** A manufacturer as compared: folded, brackets dropped ("国药集团致君（深圳）" → "国药集团致君深圳"), company suffixes cut. */
export function normaliseMaker(maker: string): string {
  let s = foldText(maker).replace(/[()（）[\]【】]/g, '');
  for (let i = 0; i < 3; i++) s = s.replace(MAKER_SUFFIXES, '');
  return s;
}

/** 批准文号 as compared: folded, upper case, without the 国药准字 prefix (国药准字H13925843 → H13925843). */
export function normalisePzwh(pzwh: string): string {
  return foldText(pzwh).toUpperCase().replace(/^国药准字/, '').replace(/[^0-9A-Z]/g, '');
}

/** Similarity of two strings in 0..1: the Dice coefficient of their character bigrams (single characters for short ones). */
export function similarity(a: string, b: string): number {
  if (!a || !b) return 0;
  if (a === b) return 1;
  const grams = (s: string) => {
    const out = new Map<string, number>();
    if (s.length < 2) out.set(s, 1);
    for (let i = 0; i < s.length - 1; i++) {
      const g = s.slice(i, i + 2);
      out.set(g, (out.get(g) ?? 0) + 1);
    }
    return out;
  };
  const ga = grams(a);
  const gb = grams(b);
  let both = 0;
  let total = 0;
  for (const n of ga.values()) total += n;
  for (const n of gb.values()) total += n;
  for (const [g, n] of ga) both += Math.min(n, gb.get(g) ?? 0);
  return total === 0 ? 0 : (2 * both) / total;
}

/** One row of a purchase list as read, before matching. `line` is its row number in the buyer's sheet (1-based). */
export interface PurchaseListRow {
  line: number;
  name: string;
  spec: string;
  maker: string;
  pzwh: string;
  /** The quantity cell as written. */
  quantityText: string;
  /** parseQuantity of it, or null when it was empty or unreadable. */
  quantity: number | null;
}

type ReadListResult =
  | { ok: true; rows: PurchaseListRow[]; columns: ColumnMap }
  | { ok: false; error: string };

/**
 * The rows of a sheet (cells as text) as purchase-list rows: the header found by detectHeader, then every non-empty
 * row below it. Says in Chinese what is wrong when there is no header, no row, or more rows than a match takes.
 */
export function readPurchaseList(cells: ReadonlyArray<readonly string[]>): ReadListResult {
  const header = detectHeader(cells);
  if (!header) return { ok: false, error: '未找到表头：第一行应包含“药品名称”（或“批准文号”）及“规格”“生产厂家”“数量”等列，请下载模板对照' };
  const { columns } = header;
  const cell = (row: readonly string[], key: PurchaseListColumn) => {
    const c = columns[key];
    return c === undefined ? '' : String(row[c] ?? '').trim();
  };
  const rows: PurchaseListRow[] = [];
  for (let r = header.headerIndex + 1; r < cells.length; r++) {
    const row = cells[r] ?? [];
    if (row.every((c) => !String(c ?? '').trim())) continue;
    const quantityText = cell(row, 'quantity');
    rows.push({
      line: r + 1,
      name: cell(row, 'name').slice(0, 100),
      spec: cell(row, 'spec').slice(0, 100),
      maker: cell(row, 'maker').slice(0, 100),
      pzwh: cell(row, 'pzwh').slice(0, 50),
      quantityText,
      quantity: parseQuantity(quantityText),
    });
  }
  if (rows.length === 0) return { ok: false, error: '清单中没有药品行：请在表头下方填写要采购的药品' };
  if (rows.length > MAX_PURCHASE_LIST_ROWS) return { ok: false, error: `清单共 ${rows.length} 行，一次最多导入 ${MAX_PURCHASE_LIST_ROWS} 行，请分批导入` };
  return { ok: true, rows, columns };
}

/**
 * Delimited text (CSV with ',' or Excel's clipboard with '\t') as rows of cells: quoted cells may hold the
 * delimiter, newlines and doubled quotes; a leading BOM and a final empty line are dropped.
 */
export function parseDelimited(text: string, delimiter: ',' | '\t'): string[][] {
  const src = text.startsWith('\ufeff') ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let i = 0;
  while (i < src.length) {
    const ch = src[i]!;
    if (quoted) {
      if (ch === '"') {
        if (src[i + 1] === '"') {
          cell += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i++;
        continue;
      }
      cell += ch;
      i++;
      continue;
    }
    if (ch === '"' && cell === '') {
      quoted = true;
      i++;
    } else if (ch === delimiter) {
      row.push(cell);
      cell = '';
      i++;
    } else if (ch === '\r' || ch === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += ch === '\r' && src[i + 1] === '\n' ? 2 : 1;
    } else {
      cell += ch;
      i++;
    }
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/** Pasted text: tab-separated when any line has a tab (Excel's clipboard), else comma-separated. */
export function parsePasted(text: string): string[][] {
  return parseDelimited(text, text.includes('\t') ? '\t' : ',');
}

/** A cell a spreadsheet would run as a formula (=, +, -, @, or a tab/CR first), made plain text with a leading '. */
function guardFormula(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

/** Rows as CSV text (CRLF lines, cells quoted when they hold a comma, quote or newline); no BOM. */
export function toCsv(rows: ReadonlyArray<readonly string[]>, opts: { guardFormulas?: boolean } = {}): string {
  const guard = opts.guardFormulas ?? true;
  return rows
    .map((row) =>
      row
        .map((raw) => {
          const c = guard ? guardFormula(String(raw ?? '')) : String(raw ?? '');
          return /[",\r\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c;
        })
        .join(','),
    )
    .join('\r\n');
}

/** The purchase-list files the site reads: the largest it takes, and what a file picker offers. */
const PURCHASE_LIST_MAX_BYTES = 5 * 1024 * 1024;
export const PURCHASE_LIST_ACCEPT = '.xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv';

type PurchaseListFileKind = 'xlsx' | 'csv';

/**
 * How to read a chosen file, by its extension (spreadsheets' MIME types vary by system): .xlsx or .csv; or why not,
 * in Chinese — the old .xls format, another file, an empty one or one over 5 MB.
 */
export function purchaseListFileKind(file: { name: string; size: number }, what = '采购清单'): { kind: PurchaseListFileKind } | { error: string } {
  const ext = /\.([a-z0-9]+)$/i.exec(file.name.trim())?.[1]?.toLowerCase() ?? '';
  if (ext === 'xls' || ext === 'et') return { error: '暂不支持 .xls 旧格式，请在 Excel 中“另存为” .xlsx 或 .csv 后再导入' };
  if (ext !== 'xlsx' && ext !== 'csv') return { error: `请选择 .xlsx 或 .csv 格式的${what}` };
  if (!(file.size > 0)) return { error: '文件是空的，请检查后重新选择' };
  if (file.size > PURCHASE_LIST_MAX_BYTES) return { error: '文件超过 5 MB，请删去无关的工作表或分批导入' };
  return { kind: ext };
}
