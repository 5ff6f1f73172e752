import { lazy, useRef, useState } from 'react';
import { Link } from 'wouter';
import { useBuyOrderAgain, useReceiveOrder } from '@generated/endpoints/order/order';
import type { OrderBuyAgainResult } from '@generated/models';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { DialogLoadFailed, LazyDialog } from '@/components/lazy-dialog/lazy-dialog';
import { hmHref, href, step3Href } from '@/lib/routes';
import { useStores } from '@/stores';
import { leaveIfNeeded, orderActions, readOrderError } from '../order-rules';
import type { ActionOrder } from './action-order';
import { useRefreshOrders } from './use-refresh-orders';

// The cancel dialog (the UI kit's modal) is fetched when the buyer opens it: the order pages draw without the kit.
const CancelOrderDialog = lazy(() => import('./cancel-order-dialog'));

function AgainResult({ result, onClose }: { result: OrderBuyAgainResult; onClose: () => void }) {
  const failed = result.lines.filter((l) => l.success !== 1);
  return (
    <div className={`ui ${failed.length ? 'warning' : 'positive'} message orders-again`} role="status" data-testid="buy-again-result">
      <p>
        已加入购物车 {result.added} 种{failed.length ? `，${failed.length} 种未能加入：` : '。'}
        <Link href={href('cart')}>去购物车</Link>
      </p>
      {failed.length ? (
        <ul>
          {failed.map((l) => (
            <li key={l.goods_id}>
              {l.name} {l.ypgg}：{l.msg}
            </li>
          ))}
        </ul>
      ) : null}
      <button type="button" className="ui mini basic button" onClick={onClose}>
        知道了
      </button>
    </div>
  );
}

/** The actions an order's status allows; a refused one stays visible and says why when pressed. */
export function OrderActionBar({ order, compact = false, onAfterSales }: { order: ActionOrder; compact?: boolean; onAfterSales?: () => void }) {
  const { ui, cart } = useStores();
  const refresh = useRefreshOrders();
  const [dialog, setDialog] = useState<'cancel' | 'receive' | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [again, setAgain] = useState<OrderBuyAgainResult | null>(null);
  const busy = useRef(false);
  const receive = useReceiveOrder({ request: { silent: true } });
  const buyAgain = useBuyOrderAgain({ request: { silent: true } });
  const detail = href('order_info', { id: order.id });
  const actions = orderActions({
    ...order,
    // The list has no flags: its actions open the detail, which knows them.
    hasInvoice: compact ? undefined : order.hasInvoice,
    hasLogistics: compact ? undefined : order.hasLogistics,
  });

  const doReceive = () => {
    setDialog(null);
    if (busy.current) return;
    busy.current = true;
    receive.mutate(
      { id: order.id },
      {
        onSuccess: (res) => {
          ui.toast(res.msg || '确认收货成功');
          void refresh();
        },
        onError: (e) => {
          leaveIfNeeded(e);
          setRefusal(readOrderError(e).message);
        },
        onSettled: () => {
          busy.current = false;
        },
      },
    );
  };
  const doAgain = () => {
    if (busy.current) return;
    busy.current = true;
    setRefusal(null);
    buyAgain.mutate(
      { id: order.id },
      {
        onSuccess: (res) => {
          const data = res.data;
          if (!data || !Array.isArray(data.lines)) {
            setRefusal('加入购物车的结果未能读取，请到购物车查看');
            return;
          }
          cart.setCount(data.cart_total);
          cart.markChanged();
          setAgain(data);
        },
        onError: (e) => {
          leaveIfNeeded(e);
          setRefusal(readOrderError(e).message);
        },
        onSettled: () => {
          busy.current = false;
        },
      },
    );
  };

  const press = (key: string, refused: string | null, run: () => void) => () => {
    if (refused) {
      setRefusal(refused);
      return;
    }
    setRefusal(null);
    run();
  };

  return (
    <div className={`orders-actions${compact ? ' orders-actions--compact' : ''}`}>
      <div className="orders-actions__buttons">
        {actions.map((a) => {
          const cls = `ui mini button${a.key === 'pay' || a.key === 'receive' ? ' primary' : ' basic'}${a.refused ? ' orders-refused' : ''}`;
          if (a.key === 'pay') {
            return (
              <Link key={a.key} className={cls} href={order.is_hm === 1 ? hmHref(order.id) : step3Href(order.id)}>
                {a.label}
              </Link>
            );
          }
          if (a.key === 'logistics' && !a.refused) {
            return (
              <Link key={a.key} className={cls} href={`${detail}#logistics`} onClick={() => document.getElementById('logistics')?.focus()}>
                {a.label}
              </Link>
            );
          }
          if (a.key === 'invoice' && !a.refused) {
            if (!compact && order.invoiceUrl) {
              return (
                <a key={a.key} className={cls} href={order.invoiceUrl} download>
                  下载发票
                </a>
              );
            }
            return (
              <Link key={a.key} className={cls} href={`${detail}#invoice`}>
                {a.label}
              </Link>
            );
          }
          if (a.key === 'afterSales' && !a.refused && (compact || !onAfterSales)) {
            return (
              <Link key={a.key} className={cls} href={`${detail}?apply=1`}>
                {a.label}
              </Link>
            );
          }
          const run =
            a.key === 'cancel'
              ? () => setDialog('cancel')
              : a.key === 'receive'
                ? () => setDialog('receive')
                : a.key === 'again'
                  ? doAgain
                  : a.key === 'afterSales'
                    ? () => onAfterSales?.()
                    : () => undefined;
          const pending = (a.key === 'receive' && receive.isPending) || (a.key === 'again' && buyAgain.isPending);
          return (
            <button key={a.key} type="button" className={`${cls}${pending ? ' loading' : ''}`} disabled={pending} aria-disabled={a.refused ? true : undefined} onClick={press(a.key, a.refused, run)}>
              {a.label}
            </button>
          );
        })}
        {compact ? (
          <Link className="ui mini basic button" href={detail}>
            订单详情
          </Link>
        ) : null}
      </div>
      {refusal ? (
        <p className="orders-error" role="alert">
          {refusal}
        </p>
      ) : null}
      {again ? <AgainResult result={again} onClose={() => setAgain(null)} /> : null}
      {dialog === 'cancel' ? (
        <LazyDialog fallback={<DialogLoadFailed onClose={() => setDialog(null)} />}>
          <CancelOrderDialog order={order} onClose={() => setDialog(null)} />
        </LazyDialog>
      ) : null}
      <ConfirmDialog
        open={dialog === 'receive'}
        title="确认收货"
        text={`请确认已收到订单 ${order.order_no} 的全部商品且包装完好。确认后订单完成，如有问题可在 7 天内申请售后。`}
        confirmText="确认收货"
        onConfirm={doReceive}
        onCancel={() => setDialog(null)}
      />
    </div>
  );
}
