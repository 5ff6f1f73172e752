/**
 * What the platform takes as an uploaded document — a 含麻 order's transfer receipt, a qualification document, the
 * licences of a registration: JPG, PNG or PDF, not empty, at most 5 MB. The site checks a chosen file with this rule
 * before sending it and the demo API checks every upload with the same one; each caller words the refusal for its
 * own form.
 */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/** For a file input's `accept`. */
export const UPLOAD_ACCEPT = '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf';

export interface UploadFormat {
  /** The extension the file is stored under. */
  ext: 'jpg' | 'png' | 'pdf';
  /** An image can be previewed; a PDF is shown by its name. */
  kind: 'image' | 'pdf';
}

const JPG: UploadFormat = { ext: 'jpg', kind: 'image' };
const PNG: UploadFormat = { ext: 'png', kind: 'image' };
const PDF: UploadFormat = { ext: 'pdf', kind: 'pdf' };
const BY_MIME: Record<string, UploadFormat> = { 'image/jpeg': JPG, 'image/jpg': JPG, 'image/pjpeg': JPG, 'image/png': PNG, 'application/pdf': PDF };
const BY_EXT: Record<string, UploadFormat> = { jpg: JPG, jpeg: JPG, png: PNG, pdf: PDF };

/** The file's format: its MIME type decides; a file the system gave no type is judged by its extension. */
export function uploadFormat(file: { name: string; type: string }): UploadFormat | null {
  const type = file.type.trim().toLowerCase();
  if (type) return Object.hasOwn(BY_MIME, type) ? BY_MIME[type]! : null;
  const ext = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  return Object.hasOwn(BY_EXT, ext) ? BY_EXT[ext]! : null;
}

/** 1.2 MB / 350 KB, rounded up so a file just over the limit never reads as exactly 5.0 MB. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(Math.ceil((bytes / (1024 * 1024)) * 10) / 10).toFixed(1)} MB`;
  return `${Math.max(1, Math.ceil(bytes / 1024))} KB`;
}

/** Why a file is refused: not JPG/PNG/PDF, empty, or over 5 MB. */
export type UploadProblem = 'format' | 'empty' | 'too_large';

export type UploadCheck = ({ ok: true } & UploadFormat) | { ok: false; problem: UploadProblem };

/** The format alone, for an upload whose bytes are not at hand (a form field naming the file). */
export function checkUploadFormat(file: { name: string; type: string }): UploadCheck {
  const format = uploadFormat(file);
  return format ? { ok: true, ...format } : { ok: false, problem: 'format' };
}

/** A file with its size: the format first, then not empty (no document is zero bytes), then at most 5 MB. */
export function checkUploadFile(file: { name: string; size: number; type: string }): UploadCheck {
  const format = checkUploadFormat(file);
  if (!format.ok) return format;
  if (!Number.isFinite(file.size) || file.size <= 0) return { ok: false, problem: 'empty' };
  if (file.size > UPLOAD_MAX_BYTES) return { ok: false, problem: 'too_large' };
  return format;
}
