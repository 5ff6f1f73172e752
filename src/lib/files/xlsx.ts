import { saveBlob } from './save-file';

/** A cell of a table to export: text, a number (money as yuan with 2 decimals is text, so no float shows), or empty. */
export type XlsxCell = string | number | null;

export interface XlsxSheet {
  /** The sheet's tab name (Excel allows 31 characters, no []:*?/\). */
  name: string;
  /** The header row's titles and each column's width in characters. */
  columns: ReadonlyArray<{ title: string; width?: number }>;
  rows: ReadonlyArray<ReadonlyArray<XlsxCell>>;
}

const SHEET_NAME_BAD = /[[\]:*?/\\]/g;

/** A name Excel accepts for a sheet: the forbidden characters dropped, at most 31 characters, never empty. */
export function sheetName(name: string): string {
  const clean = Array.from(name.replace(SHEET_NAME_BAD, '').trim()).slice(0, 31).join('');
  return clean || 'Sheet1';
}

/**
 * Writes the sheets to an .xlsx Blob with write-excel-file (loaded only when a file is made, so no page pays for it).
 * Header rows are bold and stay in view; text that a spreadsheet would run as a formula is written as text anyway,
 * because every cell is typed (string cells are never formulas in write-excel-file).
 */
export async function xlsxBlob(sheets: readonly XlsxSheet[]): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const data = sheets.map((s) => ({
    sheet: sheetName(s.name),
    stickyRowsCount: 1,
    columns: s.columns.map((c) => ({ width: c.width ?? 14 })),
    data: [
      s.columns.map((c) => ({ value: c.title, fontWeight: 'bold' as const })),
      ...s.rows.map((row) => row.map((v) => (v === null || v === '' ? null : typeof v === 'number' ? { type: Number, value: v } : { type: String, value: v }))),
    ],
  }));
  return writeXlsxFile(data as never).toBlob();
}

/** Writes the sheets and offers them as `name` (.xlsx). */
export async function saveXlsx(name: string, sheets: readonly XlsxSheet[]): Promise<void> {
  saveBlob(name.endsWith('.xlsx') ? name : `${name}.xlsx`, await xlsxBlob(sheets));
}
