import { checkUploadFile, checkUploadFormat } from '@/domain/upload';
import { invalid } from '../../core/respond';
import type { FieldErrors } from '../../core/validate';

/**
 * The checks the contract's schemas cannot express (two fields that must agree, a date not in the past, a file's type
 * and size), on input the engine already validated against them: a handler reads `ctx.body` and `ctx.query` typed
 * by its operation. Everything is checked and thrown before a handler mutates state.
 */

export const trim = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

const PASSWORD_MISMATCH = '两次输入的密码不一致';
const FILE_INVALID = '仅支持 JPG、PNG 或 PDF 格式，且不超过 5 MB';

/** Collects field messages and throws one 422 with all of them. */
export class Problems {
  private readonly errors: FieldErrors = {};

  add(field: string, msg: string | null | undefined): this {
    if (msg) (this.errors[field] ??= []).push(msg);
    return this;
  }

  throwIfAny(): void {
    if (Object.keys(this.errors).length > 0) throw invalid(this.errors);
  }
}

export function passwordsAgree(p: Problems, password: string, confirmation: string, field = 'password_confirmation'): void {
  if (password !== confirmation) p.add(field, PASSWORD_MISMATCH);
}

/**
 * An uploaded document as the engine hands it over: text from a form body (the file's name only, accepted as is), or
 * a parsed multipart part `{name, type|contentType, size}` checked with the upload rule of src/domain/upload.ts (JPG,
 * PNG or PDF, not empty, at most 5 MB). Answers the problem, or null when it is fine.
 */
export function fileProblem(v: unknown, missing: string): string | null {
  if (v === undefined || v === null || v === '') return missing;
  if (typeof v === 'string') return null;
  if (typeof v === 'object') {
    const f = v as { name?: unknown; type?: unknown; contentType?: unknown; size?: unknown };
    const file = {
      name: typeof f.name === 'string' ? f.name : '',
      type: typeof f.type === 'string' ? f.type : typeof f.contentType === 'string' ? f.contentType : '',
    };
    const check = typeof f.size === 'number' ? checkUploadFile({ ...file, size: f.size }) : checkUploadFormat(file);
    return check.ok ? null : FILE_INVALID;
  }
  return FILE_INVALID;
}

/** The upload of a field: the multipart part's description when the request was multipart, else the form text. */
export function uploaded(ctx: { files: Array<{ field: string; type: string; size: number }>; body: Record<string, unknown> }, field: string): unknown {
  return ctx.files.find((x) => x.field === field) ?? ctx.body[field];
}
