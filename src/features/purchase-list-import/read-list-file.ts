import { parseDelimited, purchaseListFileKind } from '@/domain/purchase-list';

/** A cell of a spreadsheet as text: numbers as written (no 1e+21), dates as YYYY-MM-DD, empty as ''. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  return String(value);
}

/**
 * CSV bytes as text: UTF-8 (with or without BOM) when they are valid UTF-8, else GB18030 — what Excel on a Chinese
 * Windows writes when it saves "CSV (逗号分隔)".
 */
export function decodeCsv(bytes: ArrayBuffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('gb18030').decode(bytes);
  }
}

export class ListFileError extends Error {}

/** A file's bytes: Blob.arrayBuffer where the browser has it, else FileReader (older engines). */
function fileBytes(file: Blob): Promise<ArrayBuffer> {
  if (typeof file.arrayBuffer === 'function') return file.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(file);
  });
}

/**
 * The first sheet of an .xlsx, or a .csv, as rows of text cells. The .xlsx reader (read-excel-file) is loaded only
 * now, as its own chunk, so the page does not carry it until a buyer picks a spreadsheet. Throws ListFileError
 * with a Chinese message for a file that cannot be read (`what` names the file in it: 采购清单, 库存表). Shared with
 * 补货建议's stock export upload.
 */
export async function readListFile(file: File, what = '采购清单'): Promise<string[][]> {
  const kind = purchaseListFileKind(file, what);
  if ('error' in kind) throw new ListFileError(kind.error);
  if (kind.kind === 'csv') return parseDelimited(decodeCsv(await fileBytes(file)), ',');
  let rows: unknown[][];
  try {
    const { readSheet } = await import('read-excel-file/browser');
    rows = (await readSheet(file)) as unknown[][];
  } catch (e) {
    if (e instanceof TypeError && /import|fetch|load/i.test(e.message)) throw new ListFileError('表格读取组件加载失败，请检查网络后重试');
    throw new ListFileError('无法读取该 Excel 文件：文件可能已损坏或加密，请另存为 .xlsx 或 .csv 后重试');
  }
  return rows.map((r) => (Array.isArray(r) ? r.map(cellText) : []));
}
