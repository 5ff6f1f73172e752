import { useCallback, useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useListHmOrders } from '@generated/endpoints/order/order';
import { useGetPayMethods, useGetPayTransfer } from '@generated/endpoints/pay/pay';
import { href, step3Href, step4Href } from '@/lib/routes';
import { useServerDeadline } from '@/features/clock';
import { checkPayMethods, checkTransfer, leaveIfNeeded, PAY_TEXT, readPayError, type PayProblem } from './pay-rules';
import { Loading, ProblemPanel } from './pay-parts';
import { PaySummary } from './pay-summary';
import { ReceiptUpload, ReceiptUploaded } from './receipt-upload';
import { TransferDetails } from './transfer-details';
import './pay.css';

/** /cart/hm: the 含麻 order, paid only by corporate transfer, with the receipt upload. */
export function HmView({ id }: { id: number | null }) {
  if (id === null) {
    return (
      <ProblemPanel problem={{ kind: 'other', message: PAY_TEXT.badId }}>
        <Link href={href('order_hmdd')}>含麻订单</Link> <Link href={href('home')}>返回首页</Link>
      </ProblemPanel>
    );
  }
  return <HmBody key={id} id={id} />;
}

function HmBody({ id }: { id: number }) {
  const [, navigate] = useLocation();
  const q = useGetPayMethods(id, { query: { staleTime: 0, gcTime: 0 }, request: { silent: true } });
  const t = useGetPayTransfer(id, { query: { staleTime: 0, gcTime: 0 }, request: { silent: true } });
  // Where the receipt stands (uploaded and waiting, or rejected) is only in the 含麻 order list; the newest orders come
  // first, so this order is on page 1. Without that answer the form is shown, and the server still refuses a repeat.
  const list = useListHmOrders({ page: 1 }, { query: { staleTime: 0, gcTime: 0 }, request: { silent: true } });
  const receipt = list.data?.data?.list?.find?.((o) => o.id === id);
  const data = q.data ? checkPayMethods(q.data.data) : null;
  const transfer = t.data ? checkTransfer(t.data.data) : null;
  const endsAt = useServerDeadline(data?.timestamp, data?.countdown, q.dataUpdatedAt);
  const [expired, setExpired] = useState(false);
  const [uploaded, setUploaded] = useState(false);
  const onEnd = useCallback(() => setExpired(true), []);

  const problemOf = (error: unknown, answered: boolean, ok: boolean): PayProblem | null =>
    error ? readPayError(error) : answered && !ok ? { kind: 'retry', message: PAY_TEXT.malformed } : null;
  // The order's own state (closed, paid, missing) comes from the methods; the transfer call can only add a failure.
  const problem = problemOf(q.error, Boolean(q.data), Boolean(data)) ?? problemOf(t.error, Boolean(t.data), Boolean(transfer));

  useEffect(() => leaveIfNeeded(q.error ?? t.error), [q.error, t.error]);
  const problemKind = problem?.kind;
  useEffect(() => {
    if (problemKind === 'paid') navigate(step4Href(id), { replace: true });
  }, [problemKind, id, navigate]);
  const ordinary = data?.is_hm === 0;
  useEffect(() => {
    if (ordinary) navigate(step3Href(id), { replace: true });
  }, [ordinary, id, navigate]);

  const retry = () => {
    if (q.isError || !data) void q.refetch();
    if (t.isError || !transfer) void t.refetch();
  };

  if (problem && problem.kind !== 'paid') return <ProblemPanel problem={problem} onRetry={retry} />;
  if (!data || !transfer || ordinary || list.isPending) return <Loading />;

  const method = data.methods.find((m) => m.type === 'transfer');
  // A receipt waiting for finance stops the server's pay clock, so the countdown stops meaning anything.
  const waiting = uploaded || receipt?.receipt_status === 1;
  return (
    <div className="pay-hm">
      <div className="ui warning message pay-hm-notice" role="note">
        <p className="pay-hm-notice__title">含麻订单仅支持对公转账</p>
        <p>根据含麻药品管理规定，本订单须由贵单位对公账户转账支付，不能使用余额、积分或在线支付。转账后请上传银行回执，财务确认到账后安排发货。</p>
      </div>
      <PaySummary data={data} endsAt={endsAt} onEnd={onEnd} paused={waiting} />
      {expired && !waiting ? <ProblemPanel problem={{ kind: 'closed', message: PAY_TEXT.closed }} /> : null}
      {method && method.is_available !== 1 && method.reason ? (
        <p className="pay-error" role="alert">
          {method.reason}
        </p>
      ) : null}
      <TransferDetails transfer={transfer} />
      {receipt?.receipt_status === 1 ? (
        <ReceiptUploaded statusText={receipt.receipt_status_text} />
      ) : (
        <>
          {receipt?.receipt_status === 3 ? (
            <p className="pay-error" role="alert">
              上次上传的回执已被驳回{receipt.reject_reason ? `：${receipt.reject_reason}` : ''}，请核对后重新上传。
            </p>
          ) : null}
          <ReceiptUpload orderId={id} disabled={expired} onUploaded={() => setUploaded(true)} />
        </>
      )}
    </div>
  );
}
