import { useRef, useState } from 'react';
import { Modal } from 'semantic-ui-react';
import { useCancelOrder } from '@generated/endpoints/order/order';
import { Button } from '@/components/button/button';
import { useStores } from '@/stores';
import { CANCEL_REASONS, leaveIfNeeded, readOrderError } from '../order-rules';
import type { ActionOrder } from './action-order';
import { useRefreshOrders } from './use-refresh-orders';

/**
 * Cancelling an order, with its reason. Its own chunk, loaded (with the UI kit) when the buyer opens it, so the order
 * pages' first load carries no kit.
 */
export default function CancelOrderDialog({ order, onClose }: { order: ActionOrder; onClose: () => void }) {
  const { ui } = useStores();
  const refresh = useRefreshOrders();
  const [reason, setReason] = useState<string>('');
  const [other, setOther] = useState('');
  const [error, setError] = useState<string | null>(null);
  const busy = useRef(false);
  const cancel = useCancelOrder({ request: { silent: true } });
  const text = reason === '其他原因' ? other.trim() : reason;
  const submit = () => {
    if (busy.current) return;
    if (!text) {
      setError(reason === '其他原因' ? '请填写取消原因' : '请选择取消原因');
      return;
    }
    busy.current = true;
    setError(null);
    cancel.mutate(
      { id: order.id, data: { reason: text.slice(0, 100) } },
      {
        onSuccess: (res) => {
          ui.toast(res.msg || '订单已取消');
          void refresh();
          onClose();
        },
        onError: (e) => {
          leaveIfNeeded(e);
          setError(readOrderError(e).message);
        },
        onSettled: () => {
          busy.current = false;
        },
      },
    );
  };
  return (
    <Modal open size="tiny" role="dialog" aria-modal="true" aria-labelledby="cancel-order-title" onClose={onClose}>
      <Modal.Header id="cancel-order-title">取消订单 {order.order_no}</Modal.Header>
      <Modal.Content>
        <p>取消后库存释放，使用的优惠券、现金券、余额与积分将退回。请选择取消原因：</p>
        <fieldset className="orders-reasons">
          <legend className="orders-visually-hidden">取消原因</legend>
          {CANCEL_REASONS.map((r, i) => (
            <label key={r}>
              <input type="radio" name="cancel-reason" value={r} checked={reason === r} autoFocus={i === 0} onChange={() => setReason(r)} /> {r}
            </label>
          ))}
        </fieldset>
        {reason === '其他原因' ? (
          <label className="orders-field">
            <span>原因说明</span>
            <input type="text" maxLength={100} value={other} onChange={(e) => setOther(e.target.value)} />
          </label>
        ) : null}
        {error ? (
          <p className="orders-error" role="alert">
            {error}
          </p>
        ) : null}
      </Modal.Content>
      <Modal.Actions>
        <Button onClick={onClose}>再想想</Button>
        <Button negative loading={cancel.isPending} disabled={cancel.isPending} onClick={submit}>
          确认取消
        </Button>
      </Modal.Actions>
    </Modal>
  );
}

