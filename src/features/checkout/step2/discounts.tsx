import { observer } from 'mobx-react-lite';
import type { Coupon, OrderCoupon, OrderVoucher } from '@generated/models';
import { Money } from '@/components/money/money';
import { fen, formatYuan, wireFen } from '@/domain/money';
import { POINTS_MAX_PERCENT, POINTS_PER_YUAN, pointsToFen } from '@/domain/points';
import type { Step2Model } from './step2-model';

/** "2026-12-01 23:59:59" → "2026-12-01"; anything else as it came. */
const dayOf = (s: string | undefined): string => (typeof s === 'string' ? s.slice(0, 10) : '');

/** Validity and scope from listAvailableCoupons when it answered; the confirm data's expiry otherwise. */
function CouponFacts({ item, detail, threshold }: { item: OrderCoupon | OrderVoucher; detail?: Coupon; threshold?: string }) {
  return (
    <span className="step2-coupon__facts">
      {threshold && wireFen(threshold, fen(0)) > 0 ? <span>满 {formatYuan(wireFen(threshold, fen(0)))} 可用</span> : null}
      {detail?.start_date && detail.end_date ? (
        <span>
          有效期 {detail.start_date} 至 {detail.end_date}
        </span>
      ) : (
        <span>有效期至 {dayOf(item.end_time)}</span>
      )}
      {detail?.scope ? <span>适用范围：{detail.scope}</span> : null}
    </span>
  );
}

/** 优惠券: the best one preselected and its saving said; another one, or none. */
export const CouponSection = observer(function CouponSection({ model }: { model: Step2Model }) {
  const list = model.totals.coupons;
  const chosen = model.totals.chosenCoupon;
  const saving = model.totals.pay.couponFen;
  let status = '未使用优惠券';
  if (chosen && chosen.id === model.totals.bestCouponId) status = `已为您选择最优优惠券，节省 ${formatYuan(saving)}`;
  else if (chosen) status = `已选择优惠券「${chosen.name}」，节省 ${formatYuan(saving)}`;
  else if (list.length === 0) status = '暂无本单可用的优惠券';
  return (
    <section className="step2-card" aria-labelledby="step2-coupon-title">
      <h2 id="step2-coupon-title" className="step2-card__title">
        优惠券
      </h2>
      <p className="step2-saving" role="status" data-testid="step2-coupon-status">
        {status}
      </p>
      {list.length > 0 ? (
        <div className="step2-coupons" role="radiogroup" aria-label="优惠券">
          {list.map((c) => {
            const on = c.id === model.couponId;
            return (
              <label key={c.id} className={`step2-coupon${on ? ' step2-coupon--on' : ''}`}>
                <input type="radio" name="step2-coupon" checked={on} onChange={() => model.setCoupon(c.id)} />
                <span className="step2-coupon__amount">
                  <Money yuan={c.amount} />
                </span>
                <span className="step2-coupon__body">
                  <span className="step2-coupon__name">
                    {c.name}
                    {c.id === model.totals.bestCouponId ? <span className="step2-tag step2-tag--hot">最优</span> : null}
                  </span>
                  <span className="step2-coupon__save">本单可省 {formatYuan(wireFen(c.saving, fen(0)))}</span>
                  <CouponFacts item={c} detail={model.details[c.id]} threshold={c.min_amount} />
                </span>
              </label>
            );
          })}
          <label className={`step2-coupon step2-coupon--none${model.couponId === null ? ' step2-coupon--on' : ''}`}>
            <input type="radio" name="step2-coupon" checked={model.couponId === null} onChange={() => model.setCoupon(null)} />
            不使用优惠券
          </label>
        </div>
      ) : null}
      {model.submission.fieldErrors.coupon ? (
        <p className="step2-error" role="alert">
          {model.submission.fieldErrors.coupon}
        </p>
      ) : null}
    </section>
  );
});

/** 现金券: the one saving most preselected, or none. */
export const VoucherSection = observer(function VoucherSection({ model }: { model: Step2Model }) {
  const list = model.totals.vouchers;
  return (
    <section className="step2-card" aria-labelledby="step2-voucher-title">
      <h2 id="step2-voucher-title" className="step2-card__title">
        现金券
      </h2>
      {list.length === 0 ? (
        <p className="step2-muted">暂无本单可用的现金券</p>
      ) : (
        <div className="step2-coupons" role="radiogroup" aria-label="现金券">
          {list.map((v) => {
            const on = v.id === model.voucherId;
            return (
              <label key={v.id} className={`step2-coupon step2-coupon--voucher${on ? ' step2-coupon--on' : ''}`}>
                <input type="radio" name="step2-voucher" checked={on} onChange={() => model.setVoucher(v.id)} />
                <span className="step2-coupon__amount">
                  <Money yuan={v.amount} />
                </span>
                <span className="step2-coupon__body">
                  <span className="step2-coupon__name">{v.name}</span>
                  <span className="step2-coupon__save">本单可抵 {formatYuan(wireFen(v.saving, fen(0)))}</span>
                  <CouponFacts item={v} detail={model.details[v.id]} threshold={model.details[v.id]?.min_amount} />
                </span>
              </label>
            );
          })}
          <label className={`step2-coupon step2-coupon--none${model.voucherId === null ? ' step2-coupon--on' : ''}`}>
            <input type="radio" name="step2-voucher" checked={model.voucherId === null} onChange={() => model.setVoucher(null)} />
            不使用现金券
          </label>
        </div>
      )}
      {model.totals.chosenVoucher ? (
        <p className="step2-saving" role="status">
          现金券抵扣 {formatYuan(model.totals.pay.voucherFen)}
        </p>
      ) : null}
      {model.submission.fieldErrors.voucher ? (
        <p className="step2-error" role="alert">
          {model.submission.fieldErrors.voucher}
        </p>
      ) : null}
    </section>
  );
});

/** 积分 and 余额: the rule, a whole number of points within the cap, and the wallet. */
export const WalletSection = observer(function WalletSection({ model }: { model: Step2Model }) {
  const rule = model.confirm?.points_rule;
  const perYuan = rule?.points_per_yuan ?? POINTS_PER_YUAN;
  const percent = rule?.max_percent ?? POINTS_MAX_PERCENT;
  const max = model.totals.maxPoints;
  const input = model.totals.pointsInput;
  const pointsError = !input.ok ? input.message : model.submission.fieldErrors.points;
  return (
    <section className="step2-card" aria-labelledby="step2-wallet-title">
      <h2 id="step2-wallet-title" className="step2-card__title">
        积分与余额
      </h2>
      <div className="step2-points">
        <p className="step2-muted" id="step2-points-rule">
          当前积分 <strong>{model.totals.heldPoints}</strong>，{perYuan} 积分抵 ¥1，最多抵扣订单金额的 {percent}%；本单最多可用{' '}
          <strong data-testid="step2-max-points">{max}</strong> 积分（抵 {formatYuan(pointsToFen(max))}）
        </p>
        <div className="step2-points__row">
          <label htmlFor="step2-points">使用积分</label>
          <input
            id="step2-points"
            type="text"
            inputMode="numeric"
            value={model.pointsText}
            placeholder="0"
            disabled={max === 0 && model.pointsText === ''}
            aria-invalid={pointsError ? true : undefined}
            aria-describedby={`step2-points-rule${pointsError ? ' step2-points-error' : ''}`}
            onChange={(e) => model.setPoints(e.target.value)}
          />
          <button type="button" className="step2-link" disabled={max === 0} onClick={model.useMaxPoints}>
            全部使用（{max}）
          </button>
          <span>
            抵扣 <Money fen={model.totals.pay.pointsFen} />
          </span>
        </div>
        {pointsError ? (
          <p id="step2-points-error" className="step2-error" role="alert">
            {pointsError}
          </p>
        ) : null}
        {model.pointsNote ? (
          <p className="step2-note" role="status">
            {model.pointsNote}
          </p>
        ) : null}
      </div>
      <div className="step2-balance">
        <label className="step2-check">
          <input type="checkbox" checked={model.useBalance} disabled={model.totals.balanceFen === 0} onChange={(e) => model.setUseBalance(e.target.checked)} />{' '}
          使用余额抵扣
        </label>
        <span className="step2-muted">
          可用余额 <Money fen={model.totals.balanceFen} />，{model.useBalance ? '本单抵扣' : '勾选后本单可抵扣'}{' '}
          <Money fen={model.useBalance ? model.totals.pay.balanceFen : model.totals.balancePreviewFen} />
        </span>
      </div>
    </section>
  );
});
