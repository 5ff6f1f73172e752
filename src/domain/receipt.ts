import { checkUploadFile, checkUploadFormat, formatFileSize, UPLOAD_ACCEPT, type UploadCheck, type UploadFormat } from './upload';

/**
 * The transfer receipt of a 含麻 order (the contract's PayReceiptForm): an upload like any other document (JPG, PNG or
 * PDF, at most 5 MB — src/domain/upload.ts), refused with the receipt's own words. The /cart/hm page checks a chosen
 * file with it before sending it, and the demo API checks the upload with the same one.
 */
export { formatFileSize };

/** For the file input's `accept`. */
export const RECEIPT_ACCEPT = UPLOAD_ACCEPT;

type ReceiptFormat = UploadFormat;

type ReceiptCheck = ({ ok: true } & ReceiptFormat) | { ok: false; message: string };

function worded(check: UploadCheck, size: number): ReceiptCheck {
  if (check.ok) return check;
  switch (check.problem) {
    case 'format':
      return { ok: false, message: '回执文件须为 JPG、PNG 或 PDF 格式' };
    case 'empty':
      return { ok: false, message: '所选文件为空，请重新选择' };
    case 'too_large':
      return { ok: false, message: `回执文件不能超过 5 MB（所选文件 ${formatFileSize(size)}）` };
  }
}

/** The format alone, for an upload whose bytes are not at hand (a form field naming the file). */
export function checkReceiptFormat(file: { name: string; type: string }): ReceiptCheck {
  return worded(checkUploadFormat(file), 0);
}

/** A receipt file with its size: the format, not empty (a bank receipt cannot be zero bytes), at most 5 MB. */
export function checkReceiptFile(file: { name: string; size: number; type: string }): ReceiptCheck {
  return worded(checkUploadFile(file), file.size);
}
