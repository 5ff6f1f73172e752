import { observer } from 'mobx-react-lite';
import { Button } from '@/components/button/button';
import { Message } from '@/components/message/message';
import { Link, useLocation } from 'wouter';
import { Money } from '@/components/money/money';
import { QueryState } from '@/components/query-state';
import { href } from '@/lib/routes';
import { AddressSection } from './address-section';
import { CouponSection, VoucherSection, WalletSection } from './discounts';
import { OrderGroups } from './order-groups';
import type { Step2Model } from './step2-model';
import { REMARK_MAX } from './step2-rules';
import { Step2Summary } from './summary';
import './step2.css';

/** 发票 and 备注. */
const InvoiceAndRemark = observer(function InvoiceAndRemark({ model }: { model: Step2Model }) {
  const types = model.confirm?.invoice_types ?? [];
  const remarkError = model.remarkProblem ?? model.submission.fieldErrors.remark;
  const count = Array.from(model.remark).length;
  return (
    <section className="step2-card" aria-labelledby="step2-invoice-title">
      <h2 id="step2-invoice-title" className="step2-card__title">
        发票与备注
      </h2>
      <div className="step2-invoice" role="radiogroup" aria-label="发票类型">
        {types.map((t) => (
          <label key={t.type} className="step2-check">
            <input type="radio" name="step2-invoice" checked={model.invoiceType === t.type} onChange={() => model.setInvoice(t.type)} /> {t.name}
          </label>
        ))}
        <label className="step2-check">
          <input type="radio" name="step2-invoice" checked={model.invoiceType === null} onChange={() => model.setInvoice(null)} /> 不开发票
        </label>
      </div>
      {model.submission.fieldErrors.invoice ? (
        <p className="step2-error" role="alert">
          {model.submission.fieldErrors.invoice}
        </p>
      ) : null}
      <div className="step2-remark">
        <label htmlFor="step2-remark">订单备注</label>
        <textarea
          id="step2-remark"
          rows={3}
          value={model.remark}
          placeholder={`选填，最多 ${REMARK_MAX} 个字`}
          aria-invalid={remarkError ? true : undefined}
          aria-describedby={`step2-remark-count${remarkError ? ' step2-remark-error' : ''}`}
          onChange={(e) => model.setRemark(e.target.value)}
        />
        <span id="step2-remark-count" className={`step2-remark__count${count > REMARK_MAX ? ' step2-remark__count--over' : ''}`}>
          {count}/{REMARK_MAX}
        </span>
        {remarkError ? (
          <p id="step2-remark-error" className="step2-error" role="alert">
            {remarkError}
          </p>
        ) : null}
      </div>
    </section>
  );
});

/** The bottom bar: the amounts, 实付, where it goes, and 提交订单 (disabled while sending). */
const SubmitBar = observer(function SubmitBar({ model }: { model: Step2Model }) {
  const [, navigate] = useLocation();
  const address = model.addresses.find((a) => a.id === model.addressId);
  const submit = async () => {
    const res = await model.submission.submit();
    if (res.ok) navigate(res.next);
  };
  return (
    <section className="step2-card step2-submit" aria-labelledby="step2-submit-title">
      <h2 id="step2-submit-title" className="step2-card__title">
        订单金额
      </h2>
      <Step2Summary model={model} />
      <div className="step2-submit__bar">
        <div className="step2-submit__to">
          {address ? (
            <>
              <span>寄送至：{address.address}</span>
              <span>
                收货人：{address.consignee} {address.phone}
              </span>
            </>
          ) : (
            '尚未选择收货地址'
          )}
        </div>
        <div className="step2-submit__pay">
          实付款：
          <span className="step2-submit__amount" data-testid="step2-pay-total">
            <Money fen={model.totals.totalPayFen} />
          </span>
          {model.totals.hmGroup ? <span className="step2-muted">（含麻订单 {<Money fen={model.totals.hmPayFen} />} 需对公转账）</span> : null}
        </div>
        <Button color="red" size="large" type="button" loading={model.submission.submitting} disabled={model.submission.submitting} onClick={() => void submit()}>
          提交订单
        </Button>
      </div>
      {model.submission.submitError ? (
        <Message negative role="alert" className="step2-submit__error">
          {model.submission.submitError}
        </Message>
      ) : null}
    </section>
  );
});

/** Cart step 2 below the heading: loading, the refusals with a way back to the cart, or the whole form. */
export const Step2View = observer(function Step2View({ model }: { model: Step2Model }) {
  const first = model.confirm === null;
  // The first load: 正在加载, a failure with 重新加载, or a refusal (or nothing selected) that asking again cannot
  // change: its message and the way back. Once the confirm data came, a reload that fails leaves it on the page.
  const load = {
    isPending: first && (model.phase === 'idle' || model.phase === 'loading'),
    isError: first && model.phase === 'error',
    isFetching: model.phase === 'loading',
    refetch: model.retry,
  };
  return (
    <QueryState
      query={load}
      data={model.confirm}
      className={model.phase === 'no_lines' ? 'step2-empty' : 'ui negative message'}
      placeholder={
        <p className="step2-muted" role="status">
          正在加载订单信息...
        </p>
      }
      failText={model.loadMessage ?? undefined}
      missing={first && (model.phase === 'refused' || model.phase === 'no_lines')}
      notFoundText={model.loadMessage ?? '请先在购物车中选择要结算的商品'}
      back={{ href: href('cart'), label: '返回购物车' }}
    >
      {() => <Step2Form model={model} />}
    </QueryState>
  );
});

/** The confirm data's form: the notes of a reload, the address, the orders, the discounts, invoice, remark and 提交订单. */
const Step2Form = observer(function Step2Form({ model }: { model: Step2Model }) {
  const back = <Link href={href('cart')}>返回购物车</Link>;
  return (
    <div className="step2">
      {model.choiceNote ? (
        <Message info role="status" size="small">
          {model.choiceNote}
        </Message>
      ) : null}
      {model.reloadMessage ? (
        <Message warning role="alert" size="small">
          {model.reloadMessage} {back}
        </Message>
      ) : null}
      <AddressSection model={model} />
      <OrderGroups model={model} />
      {model.totals.normalGroup ? (
        <div className="step2-discounts">
          <CouponSection model={model} />
          <VoucherSection model={model} />
          <WalletSection model={model} />
        </div>
      ) : null}
      <InvoiceAndRemark model={model} />
      <SubmitBar model={model} />
    </div>
  );
});
