import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Money } from '@/components/money/money';
import { fen, wireFen, type Fen } from '@/domain/money';
import type { Step2Model } from './step2-model';

interface Column {
  key: string;
  title: string;
  goods: Fen;
  manjian: Fen;
  coupon: Fen;
  voucher: Fen;
  points: Fen;
  balance: Fen;
  shipping: Fen;
  pay: Fen;
  testId: string;
}

const ROWS: ReadonlyArray<{ key: keyof Omit<Column, 'key' | 'title' | 'testId'>; label: string; sign: '' | '-' | '+' }> = [
  { key: 'goods', label: '商品金额', sign: '' },
  { key: 'manjian', label: '满减', sign: '-' },
  { key: 'coupon', label: '优惠券', sign: '-' },
  { key: 'voucher', label: '现金券', sign: '-' },
  { key: 'points', label: '积分抵扣', sign: '-' },
  { key: 'balance', label: '余额抵扣', sign: '-' },
  { key: 'shipping', label: '运费', sign: '+' },
];

function Cell({ fen, sign }: { fen: Fen; sign: string }): ReactNode {
  return (
    <>
      {sign && fen > 0 ? sign : ''}
      <Money fen={fen} />
    </>
  );
}

/**
 * The amounts of the ordinary order (orderPay over its figures, as the server will charge), of the 含麻 order (its
 * own pay_amount, no deductions) and of all orders; 实付 is what the buyer still pays after the deductions.
 */
export const Step2Summary = observer(function Step2Summary({ model }: { model: Step2Model }) {
  const n = model.totals.normalGroup;
  const h = model.totals.hmGroup;
  const pay = model.totals.pay;
  const cols: Column[] = [];
  if (n) {
    const a = model.totals.normalAmounts;
    cols.push({
      key: 'normal',
      title: '普通订单',
      goods: a.goodsFen,
      manjian: a.manjianFen,
      coupon: pay.couponFen,
      voucher: pay.voucherFen,
      points: pay.pointsFen,
      balance: pay.balanceFen,
      shipping: a.shippingFen,
      pay: model.totals.payFen,
      testId: 'step2-pay-normal',
    });
  }
  if (h) {
    cols.push({
      key: 'hm',
      title: '含麻订单',
      goods: wireFen(h.amounts.goods_amount, fen(0)),
      manjian: wireFen(h.amounts.manjian_amount, fen(0)),
      coupon: fen(0),
      voucher: fen(0),
      points: fen(0),
      balance: fen(0),
      shipping: wireFen(h.amounts.shipping_amount, fen(0)),
      pay: model.totals.hmPayFen,
      testId: 'step2-pay-hm',
    });
  }
  if (cols.length > 1) {
    const all = model.totals.allAmounts;
    cols.push({
      key: 'all',
      title: '全部订单',
      goods: all.goodsFen,
      manjian: all.manjianFen,
      coupon: pay.couponFen,
      voucher: pay.voucherFen,
      points: pay.pointsFen,
      balance: pay.balanceFen,
      shipping: all.shippingFen,
      pay: model.totals.totalPayFen,
      testId: 'step2-pay-all',
    });
  }
  return (
    <table className="step2-summary" aria-label="订单金额">
      <thead>
        <tr>
          <th scope="col">项目</th>
          {cols.map((c) => (
            <th key={c.key} scope="col">
              {c.title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {ROWS.map((r) => (
          <tr key={r.key}>
            <th scope="row">{r.label}</th>
            {cols.map((c) => (
              <td key={c.key}>
                <Cell fen={c[r.key]} sign={r.sign} />
              </td>
            ))}
          </tr>
        ))}
        <tr className="step2-summary__pay">
          <th scope="row">应付</th>
          {cols.map((c) => (
            <td key={c.key} data-testid={c.testId}>
              <Money fen={c.pay} />
            </td>
          ))}
        </tr>
      </tbody>
    </table>
  );
});
