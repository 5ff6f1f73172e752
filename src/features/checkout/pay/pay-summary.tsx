import type { PayMethods } from '@generated/models';
import { Money } from '@/components/money/money';
import { Countdown } from '@/features/clock';

/** 订单号, 应付金额, the deadline and the live countdown on the server's clock. */
export function PaySummary({ data, endsAt, onEnd, paused }: { data: PayMethods; endsAt: number | null; onEnd: () => void; paused?: boolean }) {
  return (
    <section className="pay-summary" aria-label="订单信息">
      <div className="pay-summary__row">
        <span>
          订单号：<strong data-testid="pay-order-no">{data.order_no}</strong>
        </span>
        <span>
          应付金额：
          <span data-testid="pay-amount">
            <Money yuan={data.pay_amount} className="pay-amount pay-amount--big" />
          </span>
        </span>
      </div>
      <div className="pay-summary__row pay-summary__deadline">
        {paused ? (
          <span>转账回执正在等待财务确认，确认期间订单不会超时取消。</span>
        ) : (
          <span>请在 {data.pay_deadline} 前完成付款，超时订单将自动取消。</span>
        )}
        {endsAt !== null && !paused ? <Countdown endsAt={endsAt} onEnd={onEnd} label="剩余付款时间 " endedText="已超时" className="pay-countdown" /> : null}
      </div>
    </section>
  );
}
