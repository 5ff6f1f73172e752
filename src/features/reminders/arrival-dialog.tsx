import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Modal } from 'semantic-ui-react';
import { getListRemindersQueryKey, useCreateReminder } from '@generated/endpoints/reminder/reminder';
import { goodsTitle } from '@/domain/goods-name';
import { defaultWanted, normalizeWanted, wantedDown, wantedUp } from '@/domain/reminders';
import { ReminderFailure, ReminderFormActions, ReminderGoodsLine, ReminderSubscribed } from './reminder-dialog-parts';
import { subscribeFailure, type ReminderGoods } from './reminder-rules';

interface Props {
  goods: ReminderGoods;
  /** The quantity asked at first (a cart line's quantity); one 中包装 by default. */
  wanted?: number;
  onClose: () => void;
}

/**
 * 到货提醒: the quantity wanted (one 中包装 by default, whole 中包装 only), then 到货后将通知您 with the way to /dhtx.
 * Its own chunk, loaded (with the UI kit) the first time a buyer opens it.
 */
export default function ArrivalDialog({ goods, wanted, onClose }: Props) {
  const queryClient = useQueryClient();
  const zbz = defaultWanted(goods.zbz);
  const first = normalizeWanted(wanted ?? zbz, zbz).quantity;
  const [quantity, setQuantity] = useState(first);
  const [typed, setTyped] = useState(String(first));
  const [note, setNote] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const busy = useRef(false);
  const create = useCreateReminder({ request: { silent: true } });
  const title = goodsTitle(goods.name, goods.trade_name);
  const unit = goods.bzdw || '';
  const stock = typeof goods.number === 'number' && goods.number > 0 ? goods.number : 0;

  const set = (q: number) => {
    setQuantity(q);
    setTyped(String(q));
    setNote(null);
  };
  /** The typed quantity, corrected by the 中包装 rules; the buyer is told when it changed. */
  const commit = (): { quantity: number; changed: boolean } => {
    const r = normalizeWanted(typed, zbz);
    setQuantity(r.quantity);
    setTyped(String(r.quantity));
    setNote(r.message);
    return { quantity: r.quantity, changed: r.message !== null };
  };

  const submit = () => {
    if (busy.current) return;
    const { quantity: q, changed } = commit();
    if (changed) return; // the corrected quantity is shown first; the buyer confirms it
    busy.current = true;
    setError(null);
    create.mutate(
      { data: { goods_id: goods.id, type: 1, number: q } },
      {
        onSuccess: () => {
          setDone(true);
          void queryClient.invalidateQueries({ queryKey: getListRemindersQueryKey() });
        },
        onError: (err) => setError(subscribeFailure(err)),
        onSettled: () => {
          busy.current = false;
        },
      },
    );
  };

  return (
    <Modal open size="tiny" role="dialog" aria-modal="true" aria-labelledby="arrival-reminder-title" onClose={onClose} className="reminder-dialog">
      <Modal.Header id="arrival-reminder-title">到货提醒</Modal.Header>
      {done ? (
        <>
          <ReminderSubscribed heading="到货后将通知您" onClose={onClose}>
            {title} 库存达到 {quantity}
            {unit} 时，我们会在「我的消息」中通知您。
          </ReminderSubscribed>
        </>
      ) : (
        <>
          <Modal.Content>
            <ReminderGoodsLine title={title} goods={goods} />
            <p className="reminder-dialog__stock">{stock > 0 ? `当前库存 ${stock}${unit}，不足您需要的数量` : '该商品暂无库存'}</p>
            <label className="reminder-dialog__label" htmlFor="arrival-reminder-quantity">
              期望数量（{unit || '件'}）
            </label>
            <div className="reminder-qty">
              <button type="button" aria-label="减少期望数量" disabled={quantity <= zbz} onClick={() => set(wantedDown(quantity, zbz))}>
                −
              </button>
              <input
                id="arrival-reminder-quantity"
                inputMode="numeric"
                autoFocus
                value={typed}
                aria-describedby="arrival-reminder-hint"
                onChange={(e) => setTyped(e.target.value)}
                onBlur={commit}
                onFocus={(e) => e.target.select()}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    submit();
                  }
                }}
              />
              <button type="button" aria-label="增加期望数量" onClick={() => set(wantedUp(quantity, zbz))}>
                +
              </button>
            </div>
            <p id="arrival-reminder-hint" className="reminder-dialog__hint">
              按中包装 {zbz}
              {unit} 递增；库存达到期望数量时提醒您。
            </p>
            {note ? (
              <p className="reminder-dialog__note" role="status">
                {note}
              </p>
            ) : null}
            <ReminderFailure error={error} />
          </Modal.Content>
          <ReminderFormActions pending={create.isPending} onClose={onClose} onSubmit={submit} />
        </>
      )}
    </Modal>
  );
}
