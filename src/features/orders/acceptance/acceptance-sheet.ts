import type { AcceptanceRecord } from '@generated/models';
import { isCalendarDate } from '@/domain/date-range';
import { fenToYuan, tryToFen, type Fen } from '@/domain/money';
import type { XlsxCell, XlsxSheet } from '@/lib/files/xlsx';

/**
 * The GSP 验收单: what a pharmacy's 药品验收记录 holds for each batch received, as the one sheet both exports write
 * (one order from its detail, a date range from /order). The columns, their order and how each cell is written live
 * here only.
 */

/** The columns, in order, with their width in characters. */
export const ACCEPTANCE_COLUMNS = [
  { title: '通用名', width: 22 },
  { title: '商品名', width: 14 },
  { title: '剂型/规格', width: 18 },
  { title: '生产厂家', width: 26 },
  { title: '批准文号', width: 20 },
  { title: '批号', width: 14 },
  { title: '生产日期', width: 12 },
  { title: '有效期至', width: 12 },
  { title: '数量', width: 8 },
  { title: '单位', width: 6 },
  { title: '单价', width: 10 },
  { title: '金额', width: 12 },
  { title: '供货单位', width: 26 },
  { title: '到货日期', width: 12 },
] as const;

const ACCEPTANCE_SHEET_NAME = 'GSP验收单';

/** An answer fit to write: the supplier and rows whose every field is there and readable, money as fen. */
interface AcceptanceSheetData {
  supplier: string;
  rows: ReadonlyArray<AcceptanceRecord & { priceFen: Fen; amountFen: Fen }>;
}

const isText = (v: unknown): v is string => typeof v === 'string';
const hasText = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

function moneyFen(v: unknown): Fen | null {
  if (typeof v !== 'string') return null; // the wire's Money is a string; a JSON number could already be a float
  const f = tryToFen(v);
  return f !== null && f >= 0 ? f : null;
}

function checkRow(v: unknown): (AcceptanceRecord & { priceFen: Fen; amountFen: Fen }) | null {
  if (typeof v !== 'object' || v === null) return null;
  const r = v as AcceptanceRecord;
  const priceFen = moneyFen(r.price);
  const amountFen = moneyFen(r.amount);
  const ok =
    hasText(r.name) &&
    (r.trade_name === null || r.trade_name === undefined || isText(r.trade_name)) &&
    isText(r.ypgg) &&
    isText(r.sccj) &&
    isText(r.pzwh) &&
    hasText(r.batch) &&
    isCalendarDate(r.produced_on) &&
    isCalendarDate(r.expires_on) &&
    Number.isSafeInteger(r.number) &&
    r.number > 0 &&
    isText(r.bzdw) &&
    isCalendarDate(r.received_on) &&
    priceFen !== null &&
    amountFen !== null;
  return ok ? { ...r, trade_name: r.trade_name ?? null, priceFen, amountFen } : null;
}

/**
 * Checks an answer of listAcceptanceRecords before anything is written: null when rows is not a list, a row lacks a
 * field or holds one that cannot be read (a date, a quantity, an amount), or the supplier is missing — the buyer then
 * gets a message instead of a file that would be wrong in a GSP inspection.
 */
export function checkAcceptance(data: unknown): AcceptanceSheetData | null {
  if (typeof data !== 'object' || data === null) return null;
  const d = data as { supplier?: unknown; rows?: unknown };
  if (!hasText(d.supplier) || !Array.isArray(d.rows)) return null;
  const rows = d.rows.map(checkRow);
  if (rows.some((r) => r === null)) return null;
  return { supplier: d.supplier, rows: rows as AcceptanceSheetData['rows'] };
}

/** One row's cells in the columns' order: money as yuan text with 2 decimals from fen, the quantity a number. */
export function acceptanceCells(row: AcceptanceSheetData['rows'][number], supplier: string): XlsxCell[] {
  return [
    row.name,
    row.trade_name ?? null,
    row.ypgg,
    row.sccj,
    row.pzwh,
    row.batch,
    row.produced_on,
    row.expires_on,
    row.number,
    row.bzdw,
    fenToYuan(row.priceFen),
    fenToYuan(row.amountFen),
    supplier,
    row.received_on,
  ];
}

/** The sheet of a checked answer. */
export function acceptanceSheet(data: AcceptanceSheetData): XlsxSheet {
  return { name: ACCEPTANCE_SHEET_NAME, columns: ACCEPTANCE_COLUMNS, rows: data.rows.map((r) => acceptanceCells(r, data.supplier)) };
}

/** Characters a file name cannot hold on Windows or macOS, and spaces. */
const safe = (s: string) => s.replace(/[\\/:*?"<>|\s]+/g, '_');

/** 验收单-<订单号>.xlsx */
export function orderFileName(orderNo: string): string {
  return `验收单-${safe(orderNo)}.xlsx`;
}

/** 验收单-<start>至<end>.xlsx */
export function rangeFileName(start: string, end: string): string {
  return `验收单-${safe(start)}至${safe(end)}.xlsx`;
}
