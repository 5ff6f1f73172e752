import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { readOrderError } from './order-rules';

/** The line an order-centre page shows while its first answer is on its way. */
export function OrderPageLoading({ text }: { text: string }) {
  return (
    <div className="orders-page">
      <p className="orders-muted" role="status">
        {text}
      </p>
    </div>
  );
}

interface ProblemProps {
  /** The query's error; null when an answer came but was not usable. */
  error: unknown;
  /** Said for an unusable answer (e.g. 售后信息有误，请稍后重试). */
  malformed: string;
  /** Said when the server does not know the record (404). */
  notFound: string;
  /** Said when the session is gone (the shared handler is already sending the buyer to log in). */
  leave: string;
  /** Where the buyer goes back to, and what the link says. */
  back: { href: string; label: string };
  onRetry(): void;
  /** The page's own heading, when it keeps it above the problem. */
  heading?: ReactNode;
}

/**
 * Why an order-centre page (an order, an after-sales application, a return) cannot show its record: not found, logged
 * out, or a fault worth retrying (the 重试 button asks again); always with the way back.
 */
export function OrderPageProblem({ error, malformed, notFound, leave, back, onRetry, heading }: ProblemProps) {
  const p = error ? readOrderError(error) : { kind: 'retry' as const, message: malformed };
  return (
    <div className="orders-page">
      {heading}
      <div className="ui warning message" role="alert">
        <p>{p.kind === 'not-found' ? notFound : p.kind === 'leave' ? leave : p.message}</p>
        {p.kind === 'retry' ? (
          <button type="button" className="ui small button" onClick={onRetry}>
            重试
          </button>
        ) : null}
        <Link href={back.href}>{back.label}</Link>
      </div>
    </div>
  );
}
