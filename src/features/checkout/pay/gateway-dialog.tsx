import { useEffect, useRef, useState } from 'react';
import { Modal } from 'semantic-ui-react';
import { confirmOnlinePay } from '@generated/endpoints/pay/pay';
import type { PayOnlineSession } from '@generated/models';
import { Button } from '@/components/button/button';
import { focusOrigin, holdDialogFocus } from '@/components/lazy-dialog/dialog-focus';
import { Money } from '@/components/money/money';
import { ActionKey } from '../idempotency';
import { channelLabel, leaveIfNeeded, readPayError, type PayProblem } from './pay-rules';

interface Props {
  session: PayOnlineSession;
  /** The gateway took the money. */
  onPaid: (returnPath: string) => void;
  /** The buyer closed the gateway without paying. */
  onCancel: () => void;
  /** A refusal the page itself must act on (order closed or already paid). */
  onProblem: (p: PayProblem) => void;
}

/**
 * The simulated gateway (the contract's stand-in for 支付宝 / 微信支付 / 银联): it shows what a real gateway would —
 * channel, amount, session — and 确认付款 calls confirmOnlinePay, which is what a gateway's notification would do.
 */
export function GatewayDialog({ session, onPaid, onCancel, onProblem }: Props) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Tab stays in the gateway while it is open; closed, focus goes back to what opened it.
  const [opener] = useState(focusOrigin);
  useEffect(() => holdDialogFocus(opener), [opener]);
  /** The Idempotency-Key of the current 确认付款 action, kept for its retries. */
  const confirmKey = useRef(new ActionKey());
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await confirmOnlinePay(session.session, confirmKey.current.headers(session.session), { silent: true });
      confirmKey.current.settle();
      onPaid(session.return_path);
    } catch (e) {
      confirmKey.current.settle(e);
      leaveIfNeeded(e);
      const p = readPayError(e);
      setBusy(false);
      if (p.kind === 'closed' || p.kind === 'paid') onProblem(p);
      else if (p.kind !== 'cancelled') setError(p.kind === 'not-found' ? '支付会话不存在，请关闭后重新发起支付' : p.message);
    }
  };
  return (
    <Modal open size="tiny" role="dialog" aria-modal="true" aria-labelledby="pay-gateway-title" onClose={busy ? undefined : onCancel} closeOnDimmerClick={false}>
      <Modal.Header id="pay-gateway-title">模拟支付网关</Modal.Header>
      <Modal.Content>
        <p className="pay-gateway__demo">演示环境：不会连接真实的支付机构，也不会扣除真实资金。</p>
        <dl className="pay-gateway__list">
          <dt>支付渠道</dt>
          <dd>{channelLabel(session.channel)}</dd>
          <dt>支付金额</dt>
          <dd>
            <Money yuan={session.amount} className="pay-amount" />
          </dd>
          <dt>支付会话</dt>
          <dd className="pay-gateway__session">{session.session}</dd>
          <dt>会话有效期至</dt>
          <dd>{session.expire_time}</dd>
        </dl>
        {error ? (
          <p className="pay-error" role="alert">
            {error}
          </p>
        ) : null}
      </Modal.Content>
      <Modal.Actions>
        <Button type="button" onClick={onCancel} disabled={busy} autoFocus>
          取消
        </Button>
        <Button type="button" primary loading={busy} disabled={busy} onClick={() => void confirm()}>
          确认付款
        </Button>
      </Modal.Actions>
    </Modal>
  );
}
