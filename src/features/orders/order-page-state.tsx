import type { ReactNode } from 'react';
import { QueryState, type QueryLike } from '@/components/query-state';

interface Props {
  /** The record's call (the page draws the record itself once it is usable). */
  query: QueryLike;
  /** The address holds no valid id: not found without asking. */
  missing?: boolean;
  /** Said while the first answer is on its way (正在加载订单…). */
  loadingText: string;
  /** Said when the call failed (订单加载失败。); the reason (network, server, timeout) follows on its own line. */
  failText: string;
  /** Said for an answer that came but cannot be used (订单信息有误，请稍后重试). */
  malformed: string;
  /** Said when the server does not know the record (404), or the address names none. */
  notFound: string;
  /** Where the buyer goes back to, and what the link says. */
  back: { href: string; label: string };
  /** The page's own heading, when it keeps it above the state. */
  heading?: ReactNode;
}

/**
 * An order-centre page (an order, an after-sales application, a return) while it cannot show its record: loading, not
 * found, or a failure worth asking again (重新加载); always with the way back.
 */
export function OrderPageState({ query, missing, loadingText, failText, malformed, notFound, back, heading }: Props) {
  return (
    <div className="orders-page">
      {heading}
      <QueryState query={query} data={null} missing={missing} loadingText={loadingText} failText={failText} malformedText={malformed} notFoundText={notFound} back={back} />
    </div>
  );
}
