import { observer } from 'mobx-react-lite';
import { lazy, useState } from 'react';
import { DialogLoadFailed, LazyDialog } from '@/components/lazy-dialog/lazy-dialog';
import { LoginLink } from '@/components/login-link/login-link';
import { goodsTitle } from '@/domain/goods-name';
import { wireFen } from '@/domain/money';
import { defaultWanted, isShort } from '@/domain/reminders';
import { useStores } from '@/stores';
import type { ReminderGoods } from './reminder-rules';
import './reminders.css';

// The dialogs (and with them the UI kit) are fetched the first time a buyer opens one: no page's first load carries them.
const ArrivalDialog = lazy(() => import('./arrival-dialog'));
const PriceDialog = lazy(() => import('./price-dialog'));

interface ArrivalProps {
  goods: ReminderGoods;
  /** The quantity the buyer needs (a cart line's); one 中包装 by default. The button shows while the stock is short of it. */
  wanted?: number;
  /** Name the goods (title and spec) in the button's accessible name: lists, where many goods have the button. */
  named?: boolean;
  className?: string;
}

/**
 * 到货提醒 for a goods that is sold out or short of what the buyer needs: a member opens the dialog, a visitor is led
 * to log in. Nothing when the stock covers the quantity.
 */
export const ArrivalReminderButton = observer(function ArrivalReminderButton({ goods, wanted, named, className }: ArrivalProps) {
  const { session } = useStores();
  const [open, setOpen] = useState(false);
  const need = wanted !== undefined && wanted > 0 ? wanted : defaultWanted(goods.zbz);
  if (!isShort(goods.number, need)) return null;
  const cls = `reminder-button${className ? ` ${className}` : ''}`;
  if (!session.isMember) return <LoginLink className={cls}>登录后订阅到货提醒</LoginLink>;
  const title = goodsTitle(goods.name, goods.trade_name);
  return (
    <>
      <button type="button" className={cls} aria-haspopup="dialog" aria-label={named ? `到货提醒：${title} ${goods.ypgg}` : undefined} onClick={() => setOpen(true)}>
        到货提醒
      </button>
      {open ? (
        <LazyDialog fallback={<DialogLoadFailed onClose={() => setOpen(false)} />}>
          <ArrivalDialog goods={goods} wanted={need} onClose={() => setOpen(false)} />
        </LazyDialog>
      ) : null}
    </>
  );
});

/**
 * 降价提醒 for a goods whose price the member sees; nothing when the price is hidden (控销 or a visitor, who sees no
 * price to watch) or unreadable.
 */
export const PriceReminderButton = observer(function PriceReminderButton({ goods, named, className }: Omit<ArrivalProps, 'wanted'>) {
  const { session } = useStores();
  const [open, setOpen] = useState(false);
  const cls = `reminder-button${className ? ` ${className}` : ''}`;
  if (!session.isMember) return null;
  const price = wireFen(goods.price);
  if (price === null || price <= 1) return null;
  const title = goodsTitle(goods.name, goods.trade_name);
  return (
    <>
      <button type="button" className={cls} aria-haspopup="dialog" aria-label={named ? `降价提醒：${title} ${goods.ypgg}` : undefined} onClick={() => setOpen(true)}>
        降价提醒
      </button>
      {open ? (
        <LazyDialog fallback={<DialogLoadFailed onClose={() => setOpen(false)} />}>
          <PriceDialog goods={goods} onClose={() => setOpen(false)} />
        </LazyDialog>
      ) : null}
    </>
  );
});
