import { HTTP_TEXT, isApiError } from '@/lib/http';

/** What the state of a block needs to know of its call (a react-query result fits as it is; a store can build one). */
export interface QueryLike {
  /** No answer yet: the first load, or a new key without placeholder data. */
  isPending: boolean;
  /** The last call failed. */
  isError: boolean;
  /** A call is on its way: the first one, a refetch or a retry. */
  isFetching: boolean;
  /** Why the call failed: the transport's ApiError, or anything else. */
  error?: unknown;
  /** Asks again (what 重新加载 calls). */
  refetch(): unknown;
}

/** Why a block has nothing to show, read from its call's error. */
export interface QueryFailure {
  /** The server says the thing is not there (HTTP 404, or the code 40004 不存在或已结束). */
  notFound: boolean;
  /** A second line saying what went wrong, when the error says more than the block's own text. */
  reason: string | null;
  /** Whether asking again can help: not for a session that is gone (the transport is already sending the buyer to log in). */
  retry: boolean;
}

/** The code of 不存在或已结束 (the contract's ErrorCode 40004, answered with HTTP 404). */
const GONE_CODE = 40004;

export const FAILURE_TEXT = {
  offline: '网络已断开，请连接网络后重试',
  network: HTTP_TEXT.network,
  timeout: '服务器响应超时，请稍后重试',
  server: HTTP_TEXT.systemBusy,
  signedOut: HTTP_TEXT.loginRequired,
  eContract: HTTP_TEXT.eContractFallback,
} as const;

const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * Reads a failed call: gone, or a failure worth asking again, with the reason a buyer can act on — the network (or
 * being offline) apart from the server, a timeout, or the server's own words for a refusal. An error that is not the
 * transport's says nothing more than the block's own text.
 */
export function readFailure(error: unknown): QueryFailure {
  if (!isApiError(error)) return { notFound: false, reason: offline() ? FAILURE_TEXT.offline : null, retry: true };
  if (error.status === 404 || error.code === GONE_CODE) return { notFound: true, reason: error.message.trim() || null, retry: true };
  switch (error.kind) {
    case 'network':
      return { notFound: false, reason: offline() ? FAILURE_TEXT.offline : FAILURE_TEXT.network, retry: true };
    case 'timeout':
      return { notFound: false, reason: offline() ? FAILURE_TEXT.offline : FAILURE_TEXT.timeout, retry: true };
    case 'server':
      return { notFound: false, reason: FAILURE_TEXT.server, retry: true };
    case 'unauthorized':
      return { notFound: false, reason: FAILURE_TEXT.signedOut, retry: false };
    case 'e-contract':
      return { notFound: false, reason: error.message.trim() || FAILURE_TEXT.eContract, retry: false };
    case 'cancelled':
      return { notFound: false, reason: null, retry: true };
    default:
      // A refusal (business, validation, rate-limited): the server's own words.
      return { notFound: false, reason: error.message.trim() || null, retry: true };
  }
}

/**
 * Several calls as one, for a block that reports them together (the home page's calls, the region lists): pending while
 * any is, failed when any failed (the first failure's error), and 重新加载 asks again only the ones that failed.
 */
export function combineQueries(queries: readonly QueryLike[]): QueryLike {
  const failed = queries.filter((q) => q.isError);
  return {
    isPending: queries.some((q) => q.isPending),
    isError: failed.length > 0,
    isFetching: queries.some((q) => q.isFetching),
    error: failed[0]?.error,
    refetch: () => Promise.all(failed.map((q) => q.refetch())),
  };
}
