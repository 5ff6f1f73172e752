import { useMemo, useRef, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { useGetReplenishment } from '@generated/endpoints/replenishment/replenishment';
import { useListStores } from '@generated/endpoints/store/store';
import type { CartAddResult, Replenishment, ReplenishmentLine } from '@generated/models';
import { Money } from '@/components/money/money';
import { QueryState } from '@/components/query-state';
import { BuyBlockNote, QuantityStepper, focusQuantityRow } from '@/features/catalogue';
import { useBatchAdd } from '@/features/quick-purchase';
import { href } from '@/lib/routes/paths';
import { useStores } from '@/stores';
import { GROUPS, buyable, cartLinesOf, firstChoice, readReplenishment, reasonOf, type Choice } from './replenishment-rules';
import { SettingsForm } from './settings-form';
import { StockUpload } from './stock-upload';
import { storeOptions } from '@/lib/chain-stores/store-options';
import '@/components/self-service/self-service.css';
import './replenishment.css';

function readStoreParam(search: string): number | null {
  const v = new URLSearchParams(search).get('store');
  return v && /^\d{1,12}$/.test(v) ? Number(v) : null;
}

interface LinesProps {
  r: Replenishment;
  choices: Map<number, Choice>;
  setChoice(id: number, c: Choice): void;
  refused: ReadonlyMap<number, string>;
}

function LineRow({ l, index, choice, onChange, refused, table }: { l: ReplenishmentLine; index: number; choice: Choice; onChange(c: Choice): void; refused?: string; table: React.RefObject<HTMLTableElement> }) {
  const { ui } = useStores();
  const canBuy = buyable(l);
  const title = `${l.goods.trade_name ? `${l.goods.trade_name} ` : ''}${l.goods.name}`;
  return (
    <tr data-goods-id={l.goods.id} data-group={l.group} className={refused ? 'is-refused' : undefined}>
      <td data-label="选择" className="bhjy-line__check">
        <input type="checkbox" checked={choice.selected && canBuy} disabled={!canBuy || choice.quantity <= 0} onChange={(e) => onChange({ ...choice, selected: e.target.checked })} aria-label={`选择 ${title}`} />
      </td>
      <th scope="row" data-label="商品" className="bhjy-line__goods">
        <span className="bhjy-line__name">{title}</span>
        <span className="bhjy-muted">
          {l.goods.ypgg} · {l.goods.sccj}
        </span>
        <span className="bhjy-line__why" data-testid="bhjy-reason">
          {reasonOf(l)}
        </span>
      </th>
      <td data-label="应补日期">{l.group === 'today' ? '今天' : l.due_date.slice(5)}</td>
      <td data-label="单价">{l.goods.price !== null ? <Money yuan={l.goods.price} /> : '—'}</td>
      <td data-label="采购数量" className="bhjy-line__qty">
        {canBuy ? (
          <>
            <QuantityStepper
              compact
              value={choice.quantity}
              onChange={(q) => onChange({ quantity: q, selected: q > 0 ? choice.selected || choice.quantity === 0 : false })}
              zbz={l.goods.zbz}
              stock={l.max_quantity}
              label={`${title} 采购数量`}
              rowIndex={index}
              onAdjusted={ui.toast}
              onEnter={() => focusQuantityRow(table.current, index + 1, index)}
              onArrow={(d) => focusQuantityRow(table.current, index + d, index)}
            />
            <span className="bhjy-muted">
              {l.suggested_quantity > 0 ? `建议 ${l.suggested_quantity}${l.goods.bzdw}` : '暂不需补货'} · 中包装 {l.goods.zbz}
            </span>
          </>
        ) : (
          <BuyBlockNote goods={l.goods.buy_block ? l.goods : { ...l.goods, is_buy: 0, buy_block: { reason: 'no_stock', msg: '该商品暂无库存' } }} className="buy-block--inline" />
        )}
        {refused ? (
          <span className="bhjy-refused" role="note">
            未加入：{refused}
          </span>
        ) : null}
      </td>
    </tr>
  );
}

function Lines({ r, choices, setChoice, refused }: LinesProps) {
  const table = useRef<HTMLTableElement>(null);
  let index = 0;
  return (
    <>
      {GROUPS.map((g) => {
        const lines = r.lines.filter((l) => l.group === g.key);
        if (lines.length === 0) return null;
        return (
          <section key={g.key} className={`bhjy-group bhjy-group--${g.key}`} aria-labelledby={`bhjy-g-${g.key}`} data-testid={`bhjy-group-${g.key}`}>
            <h2 id={`bhjy-g-${g.key}`} className="bhjy-h2">
              {g.title}（{lines.length} 种）<span className="bhjy-muted">{g.hint}</span>
            </h2>
            <table className="ss-table bhjy-lines" ref={g.key === 'today' ? table : undefined}>
              <caption className="visually-hidden">{g.title}的补货建议</caption>
              <thead>
                <tr>
                  <th scope="col">选择</th>
                  <th scope="col">商品与原因</th>
                  <th scope="col">应补日期</th>
                  <th scope="col">单价</th>
                  <th scope="col">采购数量</th>
                </tr>
              </thead>
              <tbody>
                {lines.map((l) => (
                  <LineRow key={l.goods.id} l={l} index={index++} choice={choices.get(l.goods.id) ?? firstChoice(l)} onChange={(c) => setChoice(l.goods.id, c)} refused={refused.get(l.goods.id)} table={table} />
                ))}
              </tbody>
            </table>
          </section>
        );
      })}
    </>
  );
}

/**
 * /bhjy (补货建议): what the store should reorder, grouped 今天该补 / 本周内 / 以后, each line with the sentence saying
 * why (its purchase rhythm and, when uploaded, the ERP stock export), the quantity in 中包装 steps, the selected lines
 * added to the cart in one request with any refusal said beside its line; the stock export upload and the settings.
 * The buyer's quantities and selection are kept across reloads of the suggestions and failed calls.
 */
export function ReplenishmentView() {
  const search = useSearch();
  const storeParam = readStoreParam(search);
  const [storeId, setStoreId] = useState<number | null>(storeParam);
  const stores = useListStores({ request: { silent: true } });
  const storeList = stores.isSuccess ? storeOptions(stores.data?.data) : [];
  const choosable = storeList.length > 1 ? storeList : [];
  const query = useGetReplenishment(storeId !== null ? { store_id: storeId } : undefined, { query: { retry: false, staleTime: 0 } });
  const data = query.isSuccess ? readReplenishment(query.data?.data) : null;
  const [choices, setChoices] = useState<Map<number, Choice>>(new Map());
  const [added, setAdded] = useState<CartAddResult | null>(null);
  const [refused, setRefused] = useState<Map<number, string>>(new Map());
  const { add, pending } = useBatchAdd();

  const setChoice = (id: number, c: Choice) => {
    setAdded(null);
    setChoices((m) => new Map(m).set(id, c));
  };
  const lines = useMemo(() => (data ? cartLinesOf(data.lines, choices) : []), [data, choices]);

  const addSelected = async () => {
    if (lines.length === 0) return;
    const result = await add(lines);
    if (!result) return;
    setAdded(result);
    const out = new Map<number, string>();
    result.results.forEach((r, i) => {
      const sent = lines[i];
      if (sent && r.added !== 1) out.set(sent.id, r.msg || '未能加入购物车');
    });
    setRefused(out);
  };

  return (
    <div className="ss-page bhjy">
      <div className="ss-page__head">
        <h1 className="ss-page__title">补货建议</h1>
        {choosable.length > 0 ? (
          <label className="bhjy-store">
            门店
            <select value={storeId ?? ''} onChange={(e) => setStoreId(e.target.value ? Number(e.target.value) : null)}>
              <option value="">当前采购门店</option>
              {choosable.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </div>
      <p className="ss-page__intro">按您的采购节奏与上传的 ERP 库存表，估算每种常购商品还能用几天，并建议补多少（(到货天数 + 安全天数) × 日均用量 − 库存，按中包装向上取整）。</p>
      <QueryState query={query} data={data} loadingText="正在计算补货建议…" failText="补货建议加载失败，请稍后重试。" malformedText="补货建议数据有误，暂时无法显示，请稍后重试或联系客服。">
        {(r) => (
          <>
            <p className="bhjy-summary" data-testid="bhjy-summary">
              {r.store.name}：今天该补 <strong>{r.summary.today}</strong> 种，本周内 {r.summary.week} 种，以后 {r.summary.later} 种（到货 {r.settings.lead_days} 天 + 安全库存 {r.settings.safety_days} 天）。
            </p>
            {r.lines.length === 0 ? (
              <div className="ss-note ss-note--empty" data-testid="bhjy-empty">
                <p>还没有可推算的采购节奏：同一商品至少采购两次后，这里会提醒您补货。</p>
                <p className="ss-muted">
                  也可以上传 ERP 库存表（含近 30 天销量），或去 <Link href={href('kjcg')}>快捷采购</Link> 采购常购商品。
                </p>
              </div>
            ) : (
              <>
                <Lines r={r} choices={choices} setChoice={setChoice} refused={refused} />
                <div className="bhjy-actions">
                  <button type="button" className="ui red button" disabled={lines.length === 0 || pending || added !== null} onClick={() => void addSelected()} data-testid="bhjy-add">
                    {pending ? '正在加入…' : added ? '已加入购物车' : `选中的 ${lines.length} 种加入购物车`}
                  </button>
                  {added ? (
                    <p role="status" data-testid="bhjy-added">
                      {added.summary || `已提交 ${lines.length} 种商品`}
                      {refused.size > 0 ? `，其中 ${refused.size} 种未加入（原因见该行）` : ''}。<Link href={href('cart')}>去购物车结算</Link>
                    </p>
                  ) : null}
                </div>
              </>
            )}
            <StockUpload storeId={storeId} snapshot={r.snapshot} onChanged={() => void query.refetch()} />
            <SettingsForm key={`${r.settings.lead_days}-${r.settings.safety_days}`} settings={r.settings} onSaved={() => void query.refetch()} />
          </>
        )}
      </QueryState>
    </div>
  );
}
