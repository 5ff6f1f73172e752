import { useRef, useState, type ChangeEvent } from 'react';
import { Link } from 'wouter';
import { matchPurchaseList } from '@generated/endpoints/user/user';
import type { CartAddResult } from '@generated/models';
import { Money } from '@/components/money/money';
import { PURCHASE_LIST_ACCEPT, parsePasted, readPurchaseList, type PurchaseListRow } from '@/domain/purchase-list';
import { BuyBlockNote, QuantityStepper, focusQuantityRow } from '@/features/catalogue';
import { useBatchAdd } from '@/features/quick-purchase';
import { href } from '@/lib/routes/paths';
import { useStores } from '@/stores';
import { STATE_TEXT, buildReview, cartLines, chosen, goesToCart, matchInput, rowState, unmatchedRows, type ReviewRow } from './import-rules';
import { saveText } from '@/lib/files/save-file';
import { templateCsv, unmatchedCsv } from './list-template';
import { ListFileError, readListFile } from './read-list-file';
import './purchase-list-import.css';

type Busy = null | 'reading' | 'matching';

function candidateText(c: { name: string; ypgg: string; sccj: string; confidence: number }): string {
  return `${c.name} ${c.ypgg} ${c.sccj}（${c.confidence}%）`;
}

interface RowProps {
  r: ReviewRow;
  index: number;
  onChange(patch: Partial<ReviewRow>): void;
  focusRow(i: number, from: number): void;
}

function ReviewLine({ r, index, onChange, focusRow }: RowProps) {
  const { ui } = useStores();
  const state = rowState(r);
  const c = chosen(r);
  const typed = [r.row.name || r.row.pzwh, r.row.spec, r.row.maker].filter(Boolean).join(' · ');
  return (
    <tr className={`pli-row pli-row--${state}`} data-line={r.row.line} data-state={state} data-goods-id={c?.id}>
      <td data-label="行号" className="pli-row__line">
        {r.row.line}
      </td>
      <td data-label="清单内容" className="pli-row__typed">
        <span>{typed}</span>
        <span className="pli-row__sub">数量：{r.row.quantityText || '未填写'}</span>
      </td>
      <td data-label="状态">
        <span className={`pli-state pli-state--${state}`}>
          {STATE_TEXT[state]}
          {c && state !== 'removed' ? ` ${c.confidence}%` : ''}
        </span>
      </td>
      <td data-label="匹配商品" className="pli-row__match">
        {r.candidates.length > 0 ? (
          <select
            value={r.choice}
            disabled={r.removed}
            aria-label={`第 ${r.row.line} 行匹配商品`}
            onChange={(e) => {
              const choice = Number(e.target.value);
              onChange({ choice, quantity: choice >= 0 ? (r.candidates[choice]?.quantity ?? 0) : 0 });
            }}
          >
            {r.status === 'unmatched' && <option value={-1}>未匹配，请选择可能的商品</option>}
            {r.candidates.map((cand, i) => (
              <option key={cand.id} value={i}>
                {candidateText(cand)}
              </option>
            ))}
          </select>
        ) : (
          <span className="pli-row__none">{r.localReason ?? '未找到匹配商品'}</span>
        )}
        {c?.price != null && state !== 'removed' ? (
          <span className="pli-row__sub">
            单价 <Money yuan={c.price} /> · 中包装 {c.zbz}
            {c.bzdw} · 库存 {c.number}
          </span>
        ) : null}
      </td>
      <td data-label="采购数量" className="pli-row__qty">
        {c && state !== 'removed' ? (
          state === 'blocked' ? (
            <BuyBlockNote goods={c.buy_block || c.is_buy !== 1 ? c : { ...c, is_buy: 0 }} className="buy-block--inline" />
          ) : (
            <>
              <QuantityStepper
                compact
                value={r.quantity}
                onChange={(q) => onChange({ quantity: q })}
                zbz={c.zbz}
                stock={c.number}
                label={`第 ${r.row.line} 行 ${c.name} 采购数量`}
                rowIndex={index}
                onAdjusted={ui.toast}
                onEnter={() => focusRow(index + 1, index)}
                onArrow={(d) => focusRow(index + d, index)}
              />
              {c.quantity_note && r.quantity === c.quantity ? <span className="pli-row__note">{c.quantity_note}</span> : null}
            </>
          )
        ) : null}
      </td>
      <td data-label="操作">
        <button type="button" className="ui mini basic button" onClick={() => onChange({ removed: !r.removed })} aria-label={`${r.removed ? '恢复' : '移除'}第 ${r.row.line} 行`}>
          {r.removed ? '恢复' : '移除'}
        </button>
      </td>
    </tr>
  );
}

/**
 * 批量采购: the buyer's purchase list — an .xlsx or .csv file, or rows pasted from Excel — read in the browser, each
 * row matched to the catalogue by the server, then reviewed here (another candidate picked, a quantity changed, a row
 * removed) and added to the cart in one request; what could not be matched can be exported back as CSV.
 */
export function PurchaseListImportView() {
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<string | null>(null);
  const [paste, setPaste] = useState('');
  const [source, setSource] = useState<string | null>(null);
  const [rows, setRows] = useState<PurchaseListRow[] | null>(null);
  const [review, setReview] = useState<ReviewRow[] | null>(null);
  const [added, setAdded] = useState<CartAddResult | null>(null);
  const { add, pending } = useBatchAdd();
  const table = useRef<HTMLTableElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const match = async (list: PurchaseListRow[]) => {
    setBusy('matching');
    setError(null);
    setAdded(null);
    try {
      const input = matchInput(list);
      const answer = input.length > 0 ? (await matchPurchaseList({ rows: input })).data?.rows : [];
      const next = buildReview(list, answer);
      if (!next) setError('匹配结果异常，请稍后重试');
      else setReview(next);
    } catch {
      setError('清单匹配失败，请检查网络后点击“重新匹配”');
    } finally {
      setBusy(null);
    }
  };

  const load = async (cells: string[][], name: string) => {
    const read = readPurchaseList(cells);
    if (!read.ok) {
      setError(read.error);
      return;
    }
    setSource(name);
    setRows(read.rows);
    setReview(null);
    await match(read.rows);
  };

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file || busy) return;
    setBusy('reading');
    setError(null);
    try {
      const cells = await readListFile(file);
      setBusy(null);
      await load(cells, file.name);
    } catch (err) {
      setError(err instanceof ListFileError ? err.message : '文件读取失败，请另存为 .xlsx 或 .csv 后重试');
    } finally {
      setBusy(null);
    }
  };

  const onPaste = async () => {
    if (busy) return;
    if (!paste.trim()) {
      setError('请先粘贴从 Excel 复制的清单（包含表头行）');
      return;
    }
    await load(parsePasted(paste), '粘贴的清单');
  };

  // A change to the review after an add makes it addable again; until then the button stays off (no double add).
  const patch = (i: number, p: Partial<ReviewRow>) => {
    setAdded(null);
    setReview((rs) => rs && rs.map((r, k) => (k === i ? { ...r, ...p } : r)));
  };
  const lines = review ? cartLines(review) : [];
  const toExport = review ? unmatchedRows(review) : [];
  const counts = review ? review.reduce<Record<string, number>>((acc, r) => ((acc[rowState(r)] = (acc[rowState(r)] ?? 0) + 1), acc), {}) : {};

  const addAll = async () => {
    const result = await add(lines);
    if (result) setAdded(result);
  };

  return (
    <section className="pli" aria-labelledby="pli-title">
      <h2 id="pli-title" className="pli__title">
        批量采购：导入采购清单
      </h2>
      <p className="pli__intro">上传 Excel（.xlsx）或 CSV 采购清单，或直接粘贴从 Excel 复制的行。列可包含：药品名称、规格、生产厂家、数量、批准文号（有批准文号时优先按文号匹配）。</p>
      <div className="pli__inputs">
        <div className="pli__file">
          <input ref={fileInput} id="pli-file" type="file" accept={PURCHASE_LIST_ACCEPT} className="visually-hidden" onChange={(e) => void onFile(e)} disabled={busy !== null} />
          <label htmlFor="pli-file" className={`ui primary button${busy ? ' disabled' : ''}`}>
            {busy === 'reading' ? '正在读取…' : '选择清单文件'}
          </label>
          <button type="button" className="ui basic button" onClick={() => saveText('采购清单模板.csv', templateCsv())}>
            下载模板
          </button>
          {source && <span className="pli__source">当前清单：{source}</span>}
        </div>
        <div className="pli__paste">
          <label htmlFor="pli-paste">或粘贴从 Excel 复制的行（含表头）</label>
          <textarea id="pli-paste" rows={4} value={paste} onChange={(e) => setPaste(e.target.value)} placeholder={'药品名称\t规格\t生产厂家\t数量\n阿莫西林胶囊\t0.25g*24粒\t华北制药\t20'} />
          <button type="button" className="ui button" disabled={busy !== null} onClick={() => void onPaste()}>
            识别粘贴内容
          </button>
        </div>
      </div>
      {error && (
        <div className="pli__error" role="alert">
          {error}
          {rows && !review && busy === null && (
            <button type="button" className="ui mini button" onClick={() => void match(rows)}>
              重新匹配
            </button>
          )}
        </div>
      )}
      {busy === 'matching' && (
        <p className="pli__status" role="status">
          正在匹配 {rows?.length ?? 0} 行…
        </p>
      )}
      {review && (
        <>
          <p className="pli__summary" role="status" data-testid="pli-summary">
            共 {review.length} 行：已匹配 {(counts.matched ?? 0) + (counts.uncertain ?? 0)} 行（待确认 {counts.uncertain ?? 0}），未匹配 {counts.unmatched ?? 0} 行，不可购买 {counts.blocked ?? 0} 行
            {counts.removed ? `，已移除 ${counts.removed} 行` : ''}。
          </p>
          <table className="pli-table" ref={table}>
            <caption className="visually-hidden">采购清单匹配结果</caption>
            <thead>
              <tr>
                <th scope="col">行号</th>
                <th scope="col">清单内容</th>
                <th scope="col">状态</th>
                <th scope="col">匹配商品</th>
                <th scope="col">采购数量</th>
                <th scope="col">操作</th>
              </tr>
            </thead>
            <tbody>
              {review.map((r, i) => (
                <ReviewLine key={r.row.line} r={r} index={i} onChange={(p) => patch(i, p)} focusRow={(to, from) => focusQuantityRow(table.current, to, from)} />
              ))}
            </tbody>
          </table>
          <div className="pli__actions">
            <button type="button" className="ui basic button" disabled={toExport.length === 0} onClick={() => saveText('未匹配的采购清单.csv', unmatchedCsv(toExport))}>
              导出未匹配行（{toExport.length}）
            </button>
            <button type="button" className="ui red button" disabled={lines.length === 0 || pending || added !== null} onClick={() => void addAll()}>
              {pending ? '正在加入…' : added ? '已加入购物车' : `全部加入购物车（${review.filter(goesToCart).length} 行）`}
            </button>
          </div>
          {added && (
            <p className="pli__done" role="status" data-testid="pli-added">
              已提交 {lines.length} 种商品到购物车{added.partial === 1 ? `：${added.summary}` : ''}。<Link href={href('cart')}>去购物车结算</Link>
            </p>
          )}
        </>
      )}
    </section>
  );
}
