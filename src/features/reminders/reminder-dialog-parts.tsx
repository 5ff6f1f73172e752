import type { ReactNode } from 'react';
import { Modal } from 'semantic-ui-react';
import { Link } from 'wouter';
import { Button } from '@/components/button/button';
import { href } from '@/lib/routes/paths';
import type { ReminderGoods } from './reminder-rules';

/** What both reminder dialogs show once subscribed: the promise, the way to /dhtx, and 知道了. */
export function ReminderSubscribed({ heading, children, onClose }: { heading: string; children: ReactNode; onClose: () => void }) {
  return (
    <>
      <Modal.Content>
        <div role="status" className="reminder-dialog__done">
          <p className="reminder-dialog__done-title">{heading}</p>
          <p>{children}</p>
          <Link href={href('dhtx')} onClick={onClose}>
            查看我的提醒
          </Link>
        </div>
      </Modal.Content>
      <Modal.Actions>
        <Button type="button" primary autoFocus onClick={onClose}>
          知道了
        </Button>
      </Modal.Actions>
    </>
  );
}

/** The goods a reminder is about: its title (with the trade name), spec and maker. */
export function ReminderGoodsLine({ title, goods }: { title: string; goods: ReminderGoods }) {
  return (
    <p className="reminder-dialog__goods">
      <strong>{title}</strong>
      <span>
        {goods.ypgg} · {goods.sccj}
      </span>
    </p>
  );
}

/** The server's refusal of a subscription, at the end of either form. */
export function ReminderFailure({ error }: { error: string | null | undefined }) {
  return error ? (
    <p className="reminder-dialog__error" role="alert">
      {error}
    </p>
  ) : null;
}

/** Both subscribe forms' buttons: 取消, and 订阅提醒 busy while the request is on its way. */
export function ReminderFormActions({ pending, onClose, onSubmit }: { pending: boolean; onClose: () => void; onSubmit: () => void }) {
  return (
    <Modal.Actions>
      <Button type="button" onClick={onClose}>
        取消
      </Button>
      <Button type="button" primary loading={pending} disabled={pending} onClick={onSubmit}>
        订阅提醒
      </Button>
    </Modal.Actions>
  );
}
