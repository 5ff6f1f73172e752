import type { FieldErrors } from './validate';

/**
 * What handlers answer. A handler returns its data (typed by the contract through OperationData) or a `Reply` built
 * here, and refuses by throwing an `ApiFailure`: the envelope, status and code then follow the contract's table
 * (400 business 400xx, 401 10001, 404 40004, 422 with `errors`, 459 e-contract).
 */
export interface Reply<T = unknown> {
  kind: 'reply';
  data: T;
  msg: string;
}

export function reply<T>(data: T, msg = '操作成功'): Reply<T> {
  return { kind: 'reply', data, msg };
}

export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    readonly errors?: FieldErrors,
    /** Extra response headers, e.g. `Retry-After` on a 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

/** A business refusal (HTTP 400) with a Chinese message that says why. */
export const refuse = (msg: string, code = 40001) => new ApiFailure(400, code, msg);
export const notFound = (msg = '数据不存在或已删除') => new ApiFailure(404, 40004, msg);
export const unauthorized = (msg = '请先登录') => new ApiFailure(401, 10001, msg);
/** 429 with `Retry-After` (whole seconds, at least 1). */
export function tooManyRequests(msg: string, retryAfterSeconds: number): ApiFailure {
  return new ApiFailure(429, 429, msg, undefined, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
}
export const contractRequired = (msg = '您尚未签署电子合同，请先签署后再采购') => new ApiFailure(459, 459, msg);
/** A 422 with field messages; `msg` is the first message of the first field (what the site toasts). */
export function invalid(errors: FieldErrors): ApiFailure {
  const first = Object.values(errors)[0]?.[0] ?? '请求参数不正确';
  return new ApiFailure(422, 422, first, errors);
}
export const invalidField = (field: string, msg: string) => invalid({ [field]: [msg] });

interface Page<T> {
  list: T[];
  total: number;
  page: number;
  page_size: number;
}

export function paginate<T>(items: readonly T[], page = 1, pageSize = 20): Page<T> {
  const size = Math.max(1, Math.min(100, Math.floor(pageSize) || 20));
  const p = Math.max(1, Math.floor(page) || 1);
  return { list: items.slice((p - 1) * size, p * size), total: items.length, page: p, page_size: size };
}
