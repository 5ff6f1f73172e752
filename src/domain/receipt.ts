/**
 * The transfer receipt of a 含麻 order (the contract's PayReceiptForm): JPG, PNG or PDF, at most 5 MB. The /cart/hm
 * page checks a chosen file with these rules before sending it, and the demo API checks the upload with the same ones.
 */
export const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;

/** For the file input's `accept`. */
export const RECEIPT_ACCEPT = '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf';

export interface ReceiptFormat {
  /** The extension the receipt is stored under. */
  ext: 'jpg' | 'png' | 'pdf';
  /** An image can be previewed; a PDF is shown by its name. */
  kind: 'image' | 'pdf';
}

const JPG: ReceiptFormat = { ext: 'jpg', kind: 'image' };
const PNG: ReceiptFormat = { ext: 'png', kind: 'image' };
const PDF: ReceiptFormat = { ext: 'pdf', kind: 'pdf' };
const BY_MIME: Record<string, ReceiptFormat> = { 'image/jpeg': JPG, 'image/jpg': JPG, 'image/pjpeg': JPG, 'image/png': PNG, 'application/pdf': PDF };
const BY_EXT: Record<string, ReceiptFormat> = { jpg: JPG, jpeg: JPG, png: PNG, pdf: PDF };

/** The file's format: its MIME type decides; a file the system gave no type is judged by its extension. */
export function receiptFormat(file: { name: string; type: string }): ReceiptFormat | null {
  const type = file.type.trim().toLowerCase();
  if (type) return BY_MIME[type] ?? null;
  const ext = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  return BY_EXT[ext] ?? null;
}

/** 1.2 MB / 350 KB, rounded up so a file just over the limit never reads as exactly 5.0 MB. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(Math.ceil((bytes / (1024 * 1024)) * 10) / 10).toFixed(1)} MB`;
  return `${Math.max(1, Math.ceil(bytes / 1024))} KB`;
}

export type ReceiptCheck = ({ ok: true } & ReceiptFormat) | { ok: false; message: string };

/** The format alone, for an upload whose bytes are not at hand (a form field naming the file). */
export function checkReceiptFormat(file: { name: string; type: string }): ReceiptCheck {
  const format = receiptFormat(file);
  return format ? { ok: true, ...format } : { ok: false, message: '回执文件须为 JPG、PNG 或 PDF 格式' };
}

/** A receipt file with its size: the format, not empty (a bank receipt cannot be zero bytes), at most 5 MB. */
export function checkReceiptFile(file: { name: string; size: number; type: string }): ReceiptCheck {
  const format = checkReceiptFormat(file);
  if (!format.ok) return format;
  if (!Number.isFinite(file.size) || file.size <= 0) return { ok: false, message: '所选文件为空，请重新选择' };
  if (file.size > RECEIPT_MAX_BYTES) return { ok: false, message: `回执文件不能超过 5 MB（所选文件 ${formatFileSize(file.size)}）` };
  return format;
}
