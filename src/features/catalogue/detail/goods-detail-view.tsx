import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Link } from 'wouter';
import { useGetGoodsDetail } from '@generated/endpoints/goods/goods';
import type { GoodsDetail, Warehouse } from '@generated/models';
import { QueryState } from '@/components/query-state';
import { SafeHtml } from '@/components/safe-html/safe-html';
import { goodsTitle } from '@/domain/goods-name';
import { useDocumentTitle, href } from '@/lib/routes';
import { useStores } from '@/stores';
import { BuyControls } from '@/features/catalogue/buy-controls/buy-controls';
import { FavouriteButton } from '@/features/catalogue/buy-controls/favourite-button';
import { GoodsGrid } from '@/features/catalogue/goods-list/goods-grid';
import { GoodsPrice } from '@/features/catalogue/goods-price/goods-price';
import { GoodsTags } from '@/features/catalogue/goods-tags/goods-tags';
import { STOCK_TEXT, initialQuantity, stockState } from '@/features/catalogue/goods-rules';
import { ArrivalReminderButton, PriceReminderButton } from '@/features/reminders';
import { Gallery } from './gallery';
import { GoodsActivitiesBlock } from './goods-activities';
import { GroupBuyJoin } from './group-buy-join';
import { LadderTable } from './ladder-table';
import '@/features/catalogue/catalogue.css';
import './detail.css';
import { Skeleton } from '@/components/skeleton/skeleton';

function Fact({ term, children, className }: { term: string; children: React.ReactNode; className?: string }) {
  return (
    <div className={className}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

const DetailBody = observer(function DetailBody({ goods, groupBuy }: { goods: GoodsDetail; groupBuy: boolean }) {
  const { session } = useStores();
  const warehouses = goods.warehouses ?? [];
  const [ckId, setCkId] = useState<number | undefined>(goods.ck_id ?? warehouses[0]?.ck_id);
  const wh: Warehouse | undefined = warehouses.find((w) => w.ck_id === ckId);
  const stock = wh?.number ?? goods.number;
  const [qty, setQty] = useState(() => initialQuantity({ zbz: goods.zbz, number: stock }));
  const shown = { ...goods, price: wh && wh.price !== undefined ? wh.price : goods.price, number: stock };
  const ph = wh?.ph ?? goods.ph;
  const yxq = wh?.yxq ?? goods.yxq;
  const jxq = (wh?.is_jxq ?? goods.is_jxq) === 1;
  const s = stockState(shown);
  const images = [...goods.goods_image, ...goods.gallery];

  const chooseWarehouse = (w: Warehouse) => {
    setCkId(w.ck_id);
    setQty(initialQuantity({ zbz: goods.zbz, number: w.number }));
  };

  return (
    <>
      <div className="goods-detail__top">
        <Gallery name={goods.name} images={images} />
        <div className="goods-detail__info">
          <h1 className="goods-detail__name">
            {groupBuy && <span className="goods-tag goods-tag--blue">拼团</span>} {goodsTitle(goods.name, goods.trade_name)}
            <GoodsTags goods={{ ...goods, is_jxq: jxq ? 1 : 0 }} />
          </h1>
          <div className="goods-detail__price">
            <span className="goods-detail__price-term">采购价</span>
            <GoodsPrice goods={shown} isMember={session.isMember} quantity={qty} showBase />
          </div>
          {groupBuy && <GroupBuyJoin goodsId={goods.id} quantity={qty} />}
          <GoodsActivitiesBlock goodsId={goods.id} />
          <dl className="goods-detail__facts">
            <Fact term="生产厂家">{goods.sccj}</Fact>
            <Fact term="规格">{goods.ypgg}</Fact>
            <Fact term="批准文号">{goods.pzwh || '—'}</Fact>
            <Fact term="包装单位">{goods.bzdw}</Fact>
            <Fact term="中包装">
              {goods.zbz}
              {goods.bzdw}
            </Fact>
            <Fact term="批号">{ph || '—'}</Fact>
            <Fact term="有效期至" className={jxq ? 'goods-meta__jxq' : undefined}>
              {yxq || '—'}
              {jxq && '（近效期）'}
            </Fact>
            {goods.dosage_form && <Fact term="剂型">{goods.dosage_form}</Fact>}
            {goods.shelf_life && <Fact term="保质期">{goods.shelf_life}</Fact>}
            <Fact term="库存">
              <span className={`goods-meta__stock--${s}`}>{s === 'none' ? STOCK_TEXT.none : `${stock}${goods.bzdw}`}</span>
            </Fact>
          </dl>
          {warehouses.length > 1 && (
            <fieldset className="goods-detail__warehouses">
              <legend>选择仓库</legend>
              {warehouses.map((w) => (
                <label key={w.ck_id} className={w.ck_id === ckId ? 'is-active' : undefined}>
                  <input type="radio" name="warehouse" value={w.ck_id} checked={w.ck_id === ckId} onChange={() => chooseWarehouse(w)} />
                  {w.name}
                  <span className="goods-detail__wh-stock">{w.number > 0 ? `库存 ${w.number}` : '无货'}</span>
                </label>
              ))}
            </fieldset>
          )}
          <LadderTable goods={shown} quantity={qty} />
          <div className="goods-detail__buy">
            <BuyControls
              key={ckId}
              goods={shown}
              warehouse={wh ? { ck_id: wh.ck_id, goods_price_id: wh.goods_price_id, number: wh.number } : undefined}
              quantity={qty}
              onQuantityChange={setQty}
            />
            {session.isMember && <FavouriteButton goodsId={goods.id} favourite={goods.is_favorite === 1} />}
          </div>
          <div className="goods-detail__reminders">
            <ArrivalReminderButton goods={goods} />
            <PriceReminderButton goods={goods} />
          </div>
          <p className="goods-detail__storage">贮藏：{goods.storage}</p>
        </div>
      </div>
      <section className="goods-detail__insert" aria-labelledby="insert-title">
        <h2 id="insert-title">说明书</h2>
        {goods.instructions ? <SafeHtml html={goods.instructions} className="goods-detail__insert-body" /> : <p>暂无说明书</p>}
      </section>
      {goods.related.length > 0 && (
        <section className="goods-detail__related" aria-labelledby="related-title">
          <h2 id="related-title">相关商品</h2>
          <GoodsGrid goods={goods.related.slice(0, 5)} eagerCount={0} />
        </section>
      )}
    </>
  );
});

/** /list/info/{id} and the group-buy variant /list/info-pt/{id}. */
export function GoodsDetailView({ id, groupBuy = false }: { id: number; groupBuy?: boolean }) {
  const q = useGetGoodsDetail(id, { query: { enabled: Number.isInteger(id) && id > 0 } });
  const goods = q.data?.data;
  const title = goods ? goodsTitle(goods.name, goods.trade_name) : undefined;
  useDocumentTitle(title);
  return (
    <div className="ui container goods-detail">
      <nav className="goods-detail__crumbs" aria-label="当前位置">
        <Link href={href('home')}>首页</Link> &gt; <Link href={href('list_index')}>药品列表</Link>
        {title !== undefined && <> &gt; {title}</>}
      </nav>
      {/* Gone only when the server says so (a 404) or the address holds no valid id: a server error or a timeout says
          nothing about the goods, so it is a failure to load, asked again with 重新加载. */}
      <QueryState
        query={q}
        data={goods && typeof goods === 'object' ? goods : null}
        missing={!(id > 0)}
        placeholder={<Skeleton className="goods-detail__skeleton" />}
        className="goods-list__empty"
        failText="商品信息加载失败，请稍候再试"
        notFoundText="商品不存在或已下架"
        back={{ href: href('list_index'), label: '返回药品列表' }}
      >
        {(shown) => <DetailBody key={shown.id} goods={shown} groupBuy={groupBuy} />}
      </QueryState>
    </div>
  );
}
