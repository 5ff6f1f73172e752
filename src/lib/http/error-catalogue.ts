import type { ApiErrorKind } from './api-error';

/** What the user sees for each kind of failure. One table: a new kind fails the type check until it is here. */
type ErrorEffect =
  | { effect: 'login' }
  | { effect: 'alert-then-e-contract'; title: string }
  | { effect: 'toast'; text?: string }
  | { effect: 'alert'; title: string }
  | { effect: 'timeout-dialog'; text: string }
  | { effect: 'none' };

export const SUCCESS_CODES: readonly number[] = [10000, 200, 201];
export const UNAUTHORIZED_CODES: readonly number[] = [401, 10001];

export const TEXT = {
  systemBusy: '系统繁忙，请稍候再试',
  timeout: '请求超时，请刷新页面',
  network: '网络连接失败，请检查网络后重试',
  /**
   * A write (add to cart, submit, pay) that could not reach the network: not done, and never sent later by itself
   * (nothing is queued). The buyer's input stays on the page to send again.
   */
  offlineWrite: '网络已断开，本次操作未完成，请联网后重试',
  reminderTitle: '温馨提示',
  validationFallback: '提交的信息有误，请检查后重试',
  businessFallback: '操作未能完成，请稍后再试',
  loginRequired: '请先登录',
  eContractFallback: '您尚未签署电子合同，请先签署',
  rateLimited: '操作过于频繁',
} as const;

/** A wait in Chinese: 45 秒, 15 分钟 (whole minutes from 2 minutes up). */
export function waitText(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  return s >= 120 ? `${Math.ceil(s / 60)} 分钟` : `${s} 秒`;
}

/** What a 429 says: the server's reason, and the wait from Retry-After when the reason does not give one. */
export function rateLimitedText(msg: string | undefined, retryAfter: number | undefined): string {
  const reason = (msg ?? '').trim() || TEXT.rateLimited;
  if (retryAfter === undefined || /后再试/.test(reason)) return reason;
  return `${reason.replace(/[，。,.\s]+$/, '')}，请 ${waitText(retryAfter)}后再试`;
}

export const ERROR_CATALOGUE = {
  unauthorized: { effect: 'login' },
  'e-contract': { effect: 'alert-then-e-contract', title: TEXT.reminderTitle },
  validation: { effect: 'toast' },
  server: { effect: 'toast', text: TEXT.systemBusy },
  business: { effect: 'alert', title: TEXT.reminderTitle },
  'rate-limited': { effect: 'toast' },
  timeout: { effect: 'timeout-dialog', text: TEXT.timeout },
  // The error's own text: TEXT.network for a read, TEXT.offlineWrite for a write.
  network: { effect: 'toast' },
  cancelled: { effect: 'none' },
} as const satisfies Record<ApiErrorKind, ErrorEffect>;

/** HTTP statuses the contract declares for errors, and the kind each maps to. tests/contract checks it covers them all. */
export const STATUS_KIND = {
  400: 'business',
  401: 'unauthorized',
  404: 'business',
  // An Idempotency-Key reused for another request: a refusal the buyer reads (the site makes one key per action).
  409: 'business',
  422: 'validation',
  429: 'rate-limited',
  459: 'e-contract',
  500: 'server',
  502: 'server',
  503: 'server',
  504: 'timeout',
} as const satisfies Record<number, ApiErrorKind>;
