import { useRef, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { isApiError } from '@/lib/http';
import { readFailure, type QueryFailure, type QueryLike } from './query-failure';
import './query-state.css';

export type QueryStateSize = 'block' | 'compact';

interface BaseProps {
  /** The call: a react-query result as it is, several through `combineQueries`, or a store's load state. */
  query: QueryLike;
  /**
   * `block` (the default): a centred note in the space the content takes, 重新加载 a small button.
   * `compact`: one line for a small place (the footer, a form field, the cart drawer), 重新加载 a link-like button.
   */
  size?: QueryStateSize;
  /** The caller's look for the loading, failed, not-found and empty notes, instead of the size's own (a centred grey box, a plain line). */
  className?: string;
  /** Shown while there is no answer yet, instead of the 正在加载 note: a skeleton of the loaded size keeps the page still. */
  placeholder?: ReactNode;
  /** The 正在加载 note (role=status); default 正在加载…. */
  loadingText?: string;
  /** What the failed state says (role=alert, with 重新加载); default 加载失败，请稍后重试。 */
  failText?: ReactNode;
  /** What an answer that came but cannot be used says; default the failText. */
  malformedText?: ReactNode;
  /** What a record the server does not know (404, 40004) says, without 重新加载. Without it, that is a failure too. */
  notFoundText?: ReactNode;
  /** The record is known to be missing without asking (no valid id in the address): the not-found state at once. */
  missing?: boolean;
  /** The way back, shown with the not-found and the failed state. */
  back?: { href: string; label: string };
  /** Shown instead of the content when the answer holds nothing (see `isEmpty`). */
  empty?: ReactNode;
  /** The id of the failed and the not-found note, for a control's aria-describedby. */
  id?: string;
}

interface WithData<T> extends BaseProps {
  /**
   * What the caller read from the answer; null or undefined once the call settled means the answer is not usable,
   * which is shown as failed (malformedText).
   */
  data: T | null | undefined;
  /** Whether the usable answer holds nothing; default: an empty array, or a page (`readPage`) without rows. */
  isEmpty?: (data: T) => boolean;
  /** The content, given the usable answer; none when the caller draws it itself once the answer is usable. */
  children?: (data: T) => ReactNode;
}

interface WithoutData extends BaseProps {
  data?: never;
  isEmpty?: never;
  /** The content once the call succeeded; none for a block that only reports the call's failure. */
  children?: ReactNode;
}

export type QueryStateProps<T> = WithData<T> | WithoutData;

type Shown = { kind: 'pending' } | { kind: 'failed'; text: ReactNode; failure: QueryFailure | null } | { kind: 'not-found' } | { kind: 'empty' } | { kind: 'content' };

const DEFAULT_FAIL = '加载失败，请稍后重试。';
const DEFAULT_NOT_FOUND = '内容不存在或已删除。';

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');
const usable = (v: unknown) => v !== null && v !== undefined;
/** An empty array, or a page (`readPage`) without rows. */
const isEmptyList = (v: unknown): boolean => (Array.isArray(v) ? v.length === 0 : typeof v === 'object' && v !== null && isEmptyList((v as { list?: unknown }).list));

/**
 * A query's states in one place: pending (a role=status note, or the caller's skeleton), failed (role=alert, the
 * caller's text, a second line for a network fault, a timeout, the server's refusal, and 重新加载, which shows it is
 * loading while it asks again and asks only once), not found (the caller's text and the way back), empty, and the
 * content (aria-busy while it refreshes). A failure stays on screen while 重新加载 asks again, so the button keeps the
 * focus and shows it is busy. Never throws on an answer of the wrong shape: the caller passes what it could read.
 *
 * ```tsx
 * <QueryState query={list} data={rows} failText="门店加载失败，请稍后重试。" empty={<p>还没有门店。</p>}>
 *   {(stores) => <StoreList stores={stores} />}
 * </QueryState>
 * ```
 */
export function QueryState<T>(props: QueryStateProps<T>) {
  const { query, size = 'block', className, placeholder, loadingText = '正在加载…', failText = DEFAULT_FAIL, notFoundText, missing, back, empty, id } = props;
  // The failure last shown, kept while its 重新加载 asks again, even for a caller whose load state goes back to pending
  // (a store's): the button stays where the focus is and shows it is busy.
  const lastFailure = useRef<Shown | null>(null);
  const retried = useRef(false);
  const hasData = 'data' in props ? usable(props.data) : true;

  let shown: Shown;
  const failure = query.isError ? readFailure(query.error) : null;
  if (missing) shown = { kind: 'not-found' };
  else if (failure && isCancelled(query.error) && query.isFetching) shown = { kind: 'pending' };
  else if (failure && failure.notFound && notFoundText !== undefined) shown = { kind: 'not-found' };
  else if (failure) shown = { kind: 'failed', text: failText, failure };
  else if (lastFailure.current && retried.current && query.isFetching) shown = lastFailure.current;
  else if (query.isPending) shown = { kind: 'pending' };
  else if ('data' in props && !hasData) shown = { kind: 'failed', text: props.malformedText ?? failText, failure: null };
  else if (empty !== undefined && 'data' in props && usable(props.data) && (props.isEmpty ?? isEmptyList)(props.data as T)) shown = { kind: 'empty' };
  else shown = { kind: 'content' };
  if (shown.kind === 'failed') lastFailure.current = shown;
  else {
    lastFailure.current = null;
    retried.current = false;
  }

  const root = (state: string) => classes('query-state', `query-state--${size}`, `query-state--${state}`, className ?? `query-state--${size}-look`);
  const compact = size === 'compact';

  switch (shown.kind) {
    case 'pending':
      if (placeholder !== undefined) return <>{placeholder}</>;
      return (
        <p className={root('pending')} role="status">
          {loadingText}
        </p>
      );
    case 'failed': {
      const reason = shown.failure?.reason;
      const retry = shown.failure?.retry ?? true;
      const backLink = back ? <Link href={back.href}>{back.label}</Link> : null;
      const button = retry ? <RetryButton query={query} compact={compact} onAsk={() => (retried.current = true)} /> : null;
      if (compact) {
        return (
          <p id={id} className={root('failed')} role="alert">
            {shown.text}
            {reason ? <> <span className="query-state__reason">{reason}</span></> : null} {button} {backLink}
          </p>
        );
      }
      return (
        <div id={id} className={root('failed')} role="alert">
          <p className="query-state__text">{shown.text}</p>
          {reason ? <p className="query-state__reason">{reason}</p> : null}
          {button || backLink ? (
            <p className="query-state__actions">
              {button}
              {backLink}
            </p>
          ) : null}
        </div>
      );
    }
    case 'not-found': {
      const text = notFoundText ?? DEFAULT_NOT_FOUND;
      const backLink = back ? <Link href={back.href}>{back.label}</Link> : null;
      return compact ? (
        <p id={id} className={root('not-found')} role="alert">
          {text} {backLink}
        </p>
      ) : (
        <div id={id} className={root('not-found')} role="alert">
          <p className="query-state__text">{text}</p>
          {backLink ? <p className="query-state__actions">{backLink}</p> : null}
        </div>
      );
    }
    case 'empty':
      return <div className={root('empty')}>{empty}</div>;
    default: {
      const content = 'data' in props ? (props.children as WithData<T>['children'])?.(props.data as T) : (props.children as ReactNode);
      if (content === undefined || content === null) return null;
      return (
        <div className="query-state__content" aria-busy={query.isFetching || undefined}>
          {content}
        </div>
      );
    }
  }
}

/** Superseded by a newer call of the same address (the transport cancels the older): the newer one is on its way. */
const isCancelled = (error: unknown) => isApiError(error) && error.kind === 'cancelled';

/** 重新加载: asks once, and shows it is busy (the kit's spinner, or a spinner beside the compact link) until the answer. */
function RetryButton({ query, compact, onAsk }: { query: QueryLike; compact: boolean; onAsk(): void }) {
  const [asking, setAsking] = useState(false);
  const once = useRef(false);
  const busy = asking || query.isFetching;
  const ask = () => {
    if (busy || once.current) return;
    once.current = true;
    setAsking(true);
    onAsk();
    const done = () => {
      once.current = false;
      setAsking(false);
    };
    try {
      void Promise.resolve(query.refetch()).catch(() => undefined).finally(done);
    } catch {
      done();
    }
  };
  return (
    <button
      type="button"
      className={compact ? classes('query-state__retry', busy && 'is-busy') : classes('ui small button', busy && 'loading')}
      aria-disabled={busy || undefined}
      onClick={ask}
    >
      重新加载
    </button>
  );
}
