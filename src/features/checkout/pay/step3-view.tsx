import { useQueryClient } from '@tanstack/react-query';
import { lazy, useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { getGetOrderDetailQueryKey } from '@generated/endpoints/order/order';
import { payWithBalance, payWithPoints, startOnlinePay, useGetPayMethods, useGetPayTransfer } from '@generated/endpoints/pay/pay';
import { getGetUserBaseQueryKey } from '@generated/endpoints/user/user';
import { getGetWalletBalanceQueryKey } from '@generated/endpoints/wallet/wallet';
import type { PayMethodType, PayOnlineFormChannel, PayOnlineSession } from '@generated/models';
import { Button } from '@/components/button/button';
import { DialogLoadFailed, LazyDialog } from '@/components/lazy-dialog/lazy-dialog';
import { Money } from '@/components/money/money';
import { hmHref, href, step4Href } from '@/lib/routes';
import { useServerDeadline } from '@/features/clock';
import { ActionKey } from '../idempotency';
import { afterGatewayHref, checkPayMethods, checkSession, checkTransfer, effectiveMethod, leaveIfNeeded, PAY_TEXT, readPayError, type PayProblem } from './pay-rules';
import { PayMethodList } from './pay-method-list';
import { Loading, ProblemPanel } from './pay-parts';
import { PaySummary } from './pay-summary';
import { TransferDetails } from './transfer-details';
import './pay.css';

// The payment gateway's dialog (a modal of the UI kit) is fetched when a payment opens it: the kit is no part of the
// payment page's first load.
const GatewayDialog = lazy(() => import('./gateway-dialog').then((m) => ({ default: m.GatewayDialog })));

/** The transfer account for an ordinary order that offers transfer: details only, finance matches the money. */
function OrdinaryTransfer({ id }: { id: number }) {
  const q = useGetPayTransfer(id, { query: { staleTime: 0 }, request: { silent: true } });
  useEffect(() => leaveIfNeeded(q.error), [q.error]);
  if (q.isPending) return <Loading text="正在加载转账账户..." />;
  const transfer = q.data ? checkTransfer(q.data.data) : null;
  if (!transfer) {
    const p: PayProblem = q.error ? readPayError(q.error) : { kind: 'retry', message: PAY_TEXT.malformed };
    return <ProblemPanel problem={p.kind === 'not-found' ? { kind: 'other', message: '转账账户未能加载' } : p} onRetry={() => void q.refetch()} />;
  }
  return (
    <>
      <TransferDetails transfer={transfer} />
      <p className="pay-hint">请按以上信息转账并填写附言，财务确认到账后订单将自动变为待发货，无需在此确认支付。</p>
    </>
  );
}

type Busy = null | 'pay';

/** Step 3 of the purchase for the ordinary order: choose a method and pay. */
export function Step3View({ id, hm }: { id: number | null; hm: number | null }) {
  if (id === null) {
    return (
      <ProblemPanel problem={{ kind: 'other', message: PAY_TEXT.badId }}>
        <Link href={href('order')}>我的订单</Link> <Link href={href('home')}>返回首页</Link>
      </ProblemPanel>
    );
  }
  return <Step3Body key={id} id={id} hm={hm} />;
}

function Step3Body({ id, hm }: { id: number; hm: number | null }) {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const q = useGetPayMethods(id, { query: { staleTime: 0, gcTime: 0 }, request: { silent: true } });
  const data = q.data ? checkPayMethods(q.data.data) : null;
  const loadProblem: PayProblem | null = q.error ? readPayError(q.error) : q.data && !data ? { kind: 'retry', message: PAY_TEXT.malformed } : null;
  const endsAt = useServerDeadline(data?.timestamp, data?.countdown, q.dataUpdatedAt);

  const [expired, setExpired] = useState(false);
  const [closed, setClosed] = useState<PayProblem | null>(null);
  const [chosen, setChosen] = useState<PayMethodType | null>(null);
  const [channel, setChannel] = useState<PayOnlineFormChannel | null>('alipay');
  const [busy, setBusy] = useState<Busy>(null);
  const [inline, setInline] = useState<PayProblem | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [session, setSession] = useState<PayOnlineSession | null>(null);
  // Two clicks in one frame both see the button enabled; the ref lets only the first one pay.
  const paying = useRef(false);
  const payKey = useRef(new ActionKey());

  useEffect(() => leaveIfNeeded(q.error), [q.error]);
  const loadKind = loadProblem?.kind;
  useEffect(() => {
    if (loadKind === 'paid') navigate(step4Href(id, hm), { replace: true });
  }, [loadKind, id, hm, navigate]);
  const isHm = data?.is_hm === 1;
  useEffect(() => {
    if (isHm) navigate(hmHref(id), { replace: true });
  }, [isHm, id, navigate]);
  const onEnd = useCallback(() => setExpired(true), []);

  const paid = () => {
    // The wallet, the points and the order changed: whatever shows them must ask again.
    void queryClient.invalidateQueries({ queryKey: getGetUserBaseQueryKey() });
    void queryClient.invalidateQueries({ queryKey: getGetWalletBalanceQueryKey() });
    void queryClient.invalidateQueries({ queryKey: getGetOrderDetailQueryKey(id) });
    navigate(step4Href(id, hm));
  };

  const refused = (e: unknown) => {
    leaveIfNeeded(e);
    const p = readPayError(e);
    if (p.kind === 'cancelled') return;
    if (p.kind === 'paid') return navigate(step4Href(id, hm), { replace: true });
    if (p.kind === 'closed' || p.kind === 'not-found') return setClosed(p);
    setInline(p);
    // The figures behind the refusal (balance, points, availability) may have moved: show the current ones.
    if (p.kind === 'insufficient' || p.kind === 'other') void q.refetch();
  };

  if (loadProblem && loadProblem.kind !== 'paid') return <ProblemPanel problem={loadProblem} onRetry={() => void q.refetch()} />;
  if (!data || isHm || loadProblem) return <Loading />;

  const method = effectiveMethod(data, chosen);
  const over = expired || closed !== null;
  const canPay = !over && busy === null && method !== null && method !== 'transfer' && (method !== 'online' || channel !== null);

  const pay = async () => {
    if (!canPay || paying.current) return;
    paying.current = true;
    setInline(null);
    setNote(null);
    setBusy('pay');
    // One key per 确认支付 action (the order, the method, the channel), kept while a retry follows an unknown outcome.
    const key = payKey.current.headers({ id, method, channel: method === 'online' ? channel : null });
    try {
      if (method === 'balance') {
        await payWithBalance(id, key, { silent: true });
        payKey.current.settle();
        return paid();
      }
      if (method === 'points') {
        await payWithPoints(id, key, { silent: true });
        payKey.current.settle();
        return paid();
      }
      if (method === 'online' && channel) {
        const res = await startOnlinePay(id, { channel }, key, { silent: true });
        payKey.current.settle();
        const s = checkSession(res.data);
        if (!s) setInline({ kind: 'retry', message: '支付会话信息有误，请重试' });
        else setSession(s);
      }
    } catch (e) {
      payKey.current.settle(e);
      refused(e);
    } finally {
      paying.current = false;
      setBusy(null);
    }
  };

  return (
    <div className="pay-step3">
      <PaySummary data={data} endsAt={endsAt} onEnd={onEnd} />
      {hm !== null ? (
        <p className="pay-hm-note" role="note">
          您本次还有一笔含麻订单，需通过对公转账单独支付：<Link href={hmHref(hm)}>去支付含麻订单</Link>
        </p>
      ) : null}
      {over ? (
        <ProblemPanel problem={closed ?? { kind: 'closed', message: PAY_TEXT.closed }} />
      ) : null}
      <form
        className="pay-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void pay();
        }}
      >
        <PayMethodList
          data={data}
          chosen={method}
          onChoose={(m) => {
            setChosen(m);
            setInline(null);
          }}
          channel={channel}
          onChannel={setChannel}
          disabled={over}
        />
        {method === 'transfer' && !over ? <OrdinaryTransfer id={id} /> : null}
        {inline ? (
          <div className="pay-error" role="alert">
            {inline.message}
            {inline.kind === 'retry' ? (
              <button type="button" className="pay-link" onClick={() => void pay()}>
                重试
              </button>
            ) : null}
          </div>
        ) : null}
        {note ? (
          <p className="pay-note" role="status">
            {note}
          </p>
        ) : null}
        <div className="pay-actions">
          <span>
            应付：
            <Money yuan={data.pay_amount} className="pay-amount pay-amount--big" />
          </span>
          <Button type="submit" color="red" size="large" loading={busy === 'pay'} disabled={!canPay}>
            确认支付
          </Button>
        </div>
      </form>
      {session && !over ? (
        <LazyDialog
          fallback={
            <DialogLoadFailed
              onClose={() => {
                setSession(null);
                setNote('支付窗口加载失败，请检查网络后重新支付');
              }}
            />
          }
        >
          <GatewayDialog
            session={session}
            onPaid={(returnPath) => {
              setSession(null);
              void queryClient.invalidateQueries({ queryKey: getGetOrderDetailQueryKey(id) });
              navigate(afterGatewayHref(returnPath, id, hm));
            }}
            onCancel={() => {
              setSession(null);
              setNote('已取消支付，您可以重新选择支付方式');
            }}
            onProblem={(p) => {
              setSession(null);
              if (p.kind === 'paid') navigate(step4Href(id, hm), { replace: true });
              else setClosed(p);
            }}
          />
        </LazyDialog>
      ) : null}
    </div>
  );
}
