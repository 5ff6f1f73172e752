import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Modal } from 'semantic-ui-react';
import { getListRemindersQueryKey, useCreateReminder } from '@generated/endpoints/reminder/reminder';
import { Money } from '@/components/money/money';
import { goodsTitle } from '@/domain/goods-name';
import { fenToYuan, wireFen } from '@/domain/money';
import { readTargetPrice } from '@/domain/reminders';
import { ReminderFailure, ReminderFormActions, ReminderGoodsLine, ReminderSubscribed } from './reminder-dialog-parts';
import { subscribeFailure, type ReminderGoods } from './reminder-rules';

/**
 * 降价提醒: an optional target price (yuan, at most two decimals, below the current price — the shared rule of
 * src/domain/reminders.ts), or any drop; then 降价后将通知您 with the way to /dhtx. Its own chunk, loaded (with the UI
 * kit) the first time a buyer opens it.
 */
export default function PriceDialog({ goods, onClose }: { goods: ReminderGoods; onClose: () => void }) {
  const queryClient = useQueryClient();
  const currentFen = wireFen(goods.price);
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const busy = useRef(false);
  const create = useCreateReminder({ request: { silent: true } });
  const title = goodsTitle(goods.name, goods.trade_name);

  const submit = () => {
    if (busy.current) return;
    const target = readTargetPrice(typed, currentFen);
    if (!target.ok) {
      setProblem(target.message);
      return;
    }
    setProblem(null);
    setError(null);
    busy.current = true;
    const price = target.targetFen === null ? undefined : fenToYuan(target.targetFen);
    create.mutate(
      { data: { goods_id: goods.id, type: 2, ...(price ? { target_price: price } : {}) } },
      {
        onSuccess: () => {
          setDone(price ? `降至 ¥${price} 时` : '降价时');
          void queryClient.invalidateQueries({ queryKey: getListRemindersQueryKey() });
        },
        onError: (err) => {
          const msg = subscribeFailure(err);
          // A refusal of the target itself is said at the field.
          if (msg && msg.startsWith('目标价')) setProblem(msg);
          else setError(msg);
        },
        onSettled: () => {
          busy.current = false;
        },
      },
    );
  };

  return (
    <Modal open size="tiny" role="dialog" aria-modal="true" aria-labelledby="price-reminder-title" onClose={onClose} className="reminder-dialog">
      <Modal.Header id="price-reminder-title">降价提醒</Modal.Header>
      {done ? (
        <>
          <ReminderSubscribed heading="降价后将通知您" onClose={onClose}>
            {title} 采购价{done}，我们会在「我的消息」中通知您。
          </ReminderSubscribed>
        </>
      ) : (
        <>
          <Modal.Content>
            <ReminderGoodsLine title={title} goods={goods} />
            <p className="reminder-dialog__price">
              当前采购价 {currentFen === null ? '—' : <Money fen={currentFen} className="reminder-dialog__money" />}
            </p>
            <label className="reminder-dialog__label" htmlFor="price-reminder-target">
              目标价（元，选填）
            </label>
            <div className="reminder-target">
              <span aria-hidden="true">¥</span>
              <input
                id="price-reminder-target"
                inputMode="decimal"
                autoComplete="off"
                autoFocus
                value={typed}
                placeholder="不填则任意降价即提醒"
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? 'price-reminder-problem price-reminder-hint' : 'price-reminder-hint'}
                onChange={(e) => {
                  setTyped(e.target.value);
                  setProblem(null);
                }}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    submit();
                  }
                }}
              />
            </div>
            {problem ? (
              <p id="price-reminder-problem" className="reminder-dialog__error" role="alert">
                {problem}
              </p>
            ) : null}
            <p id="price-reminder-hint" className="reminder-dialog__hint">
              目标价须低于当前采购价；不填时，只要降价就通知您。
            </p>
            <ReminderFailure error={error} />
          </Modal.Content>
          <ReminderFormActions pending={create.isPending} onClose={onClose} onSubmit={submit} />
        </>
      )}
    </Modal>
  );
}
