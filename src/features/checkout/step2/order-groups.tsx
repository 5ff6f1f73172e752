import { observer } from 'mobx-react-lite';
import type { CartLine, OrderConfirmGroup } from '@generated/models';
import { FallbackImage } from '@/components/image/fallback-image';
import { Message } from '@/components/message/message';
import { Money } from '@/components/money/money';
import { fen, mulFen, wireFen, type Fen } from '@/domain/money';
import type { Step2Model } from './step2-model';

function lineAmount(l: CartLine): Fen {
  try {
    return mulFen(wireFen(l.price, fen(0)), Number.isInteger(l.number) ? l.number : 0);
  } catch {
    return fen(0);
  }
}

function GroupLines({ group }: { group: OrderConfirmGroup }) {
  const title = group.is_hm === 1 ? '含麻订单' : '普通订单';
  return (
    <table className="step2-lines" aria-label={`${title}商品`}>
      <thead>
        <tr>
          <th>商品</th>
          <th style={{ width: 150 }}>规格</th>
          <th style={{ width: 190 }}>生产厂家</th>
          <th style={{ width: 100 }}>单价</th>
          <th style={{ width: 90 }}>数量</th>
          <th style={{ width: 110 }}>小计</th>
        </tr>
      </thead>
      <tbody>
        {group.lines.map((l) => {
          const g = l.goods;
          const name = g?.name ?? '商品';
          return (
            <tr key={l.id} data-line-id={l.id}>
              <td>
                <div className="step2-line__goods">
                  <FallbackImage src={g?.goods_image?.[0]?.list} alt={`${name}商品图`} width={48} height={48} />
                  <span className="step2-line__name">
                    {l.type === 3 ? <span className="step2-tag">组合</span> : null}
                    {l.type === 2 ? <span className="step2-tag">拼团</span> : null}
                    {name}
                  </span>
                </div>
              </td>
              <td data-label="规格">{g?.ypgg ?? ''}</td>
              <td data-label="生产厂家">{g?.sccj ?? ''}</td>
              <td data-label="单价">
                <Money yuan={l.price} />
              </td>
              <td data-label="数量">
                {l.number}
                {g?.bzdw ?? ''}
              </td>
              <td className="step2-line__amount" data-label="小计">
                <Money fen={lineAmount(l)} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** The orders the checkout will create: one block per confirm group, the 含麻 one with its notice. */
export const OrderGroups = observer(function OrderGroups({ model }: { model: Step2Model }) {
  const hm = model.totals.hmGroup;
  return (
    <section className="step2-card" aria-labelledby="step2-groups-title">
      <h2 id="step2-groups-title" className="step2-card__title">
        商品清单
        {model.totals.groups.length > 1 ? <span className="step2-card__sub">本次结算将生成 {model.totals.groups.length} 张订单</span> : null}
      </h2>
      {hm?.notice ? (
        <Message warning className="step2-hm-notice" role="note" aria-label="含麻商品提示">
          <Message.Header>含麻黄碱类商品将单独生成订单</Message.Header>
          <p>{hm.notice}</p>
          <p>含麻订单不参与优惠券、现金券、积分和余额抵扣。</p>
        </Message>
      ) : null}
      {model.totals.groups.map((g, i) => {
        const isHm = g.is_hm === 1;
        return (
          <div key={`${g.is_hm}-${i}`} className={`step2-group${isHm ? ' step2-group--hm' : ''}`} role="group" aria-label={isHm ? '含麻订单' : '普通订单'}>
            <h3 className="step2-group__title">
              订单 {i + 1}：{isHm ? '含麻订单' : '普通订单'}
              <span className="step2-group__name">
                {g.name}（{g.lines.length} 种）{isHm ? ' · 对公转账' : ''}
              </span>
            </h3>
            <GroupLines group={g} />
            <p className="step2-group__amounts">
              商品金额 <Money yuan={g.amounts.goods_amount} />
              {wireFen(g.amounts.manjian_amount, fen(0)) > 0 ? (
                <>
                  ，满减 -<Money yuan={g.amounts.manjian_amount} />
                </>
              ) : null}
              ，运费 <Money yuan={g.amounts.shipping_amount} />
            </p>
          </div>
        );
      })}
    </section>
  );
});
