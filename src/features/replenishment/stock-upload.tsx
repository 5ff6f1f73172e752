import { useRef, useState, type ChangeEvent } from 'react';
import { deleteReplenishmentStock, uploadReplenishmentStock } from '@generated/endpoints/replenishment/replenishment';
import type { ReplenishmentSnapshot, ReplenishmentStockRow } from '@generated/models';
import { PURCHASE_LIST_ACCEPT } from '@/domain/purchase-list';
import { readStockExport, stockTemplateCsv, type StockExportRow } from '@/domain/stock-export';
import { ListFileError, readListFile } from '@/features/purchase-list-import';
import { saveText } from '@/lib/files/save-file';
import { isApiError } from '@/lib/http';
import { STOCK_STATUS_TEXT, readStockRows, stockInput } from './replenishment-rules';

/** The Chinese message of a failed call: the server's field message or reason, else a network message. */
function failText(e: unknown, fallback: string): string {
  if (isApiError(e)) {
    if (e.kind === 'network' || e.kind === 'timeout') return '网络连接失败，库存表未上传，请检查网络后重试';
    return e.firstFieldMessage ?? (e.message || fallback);
  }
  return fallback;
}

interface Props {
  storeId: number | null;
  snapshot: ReplenishmentSnapshot | null;
  /** After the kept export changed (uploaded, replaced or removed): reload the suggestions. */
  onChanged(): void;
}

type Busy = null | 'reading' | 'sending' | 'removing';

/**
 * The ERP stock export: a .xlsx or .csv read in the browser with the purchase-list import's reader, checked whole
 * (src/domain/stock-export.ts) before anything is sent, so a bad file changes nothing; the server's match shown row
 * by row (matched, ambiguous with its candidates to pick, unknown) and kept as the store's export until replaced or removed.
 */
export function StockUpload({ storeId, snapshot, onChanged }: Props) {
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<string | null>(null);
  const [rows, setRows] = useState<StockExportRow[] | null>(null);
  const [source, setSource] = useState<string | null>(null);
  const [answer, setAnswer] = useState<Map<number, ReplenishmentStockRow> | null>(null);
  const [picks, setPicks] = useState<Map<number, number>>(new Map());
  const input = useRef<HTMLInputElement>(null);

  const send = async (list: StockExportRow[], chosen: Map<number, number>) => {
    setBusy('sending');
    setError(null);
    try {
      const res = await uploadReplenishmentStock({ rows: stockInput(list, chosen), ...(storeId !== null ? { store_id: storeId } : {}) }, { silent: true });
      const read = readStockRows(list, res.data?.rows);
      if (!read) {
        setError('库存表匹配结果异常，请稍后重试');
        return;
      }
      setAnswer(read);
      onChanged();
    } catch (e) {
      setError(failText(e, '库存表上传失败，请稍后重试'));
    } finally {
      setBusy(null);
    }
  };

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file || busy) return;
    setBusy('reading');
    setError(null);
    let read: ReturnType<typeof readStockExport>;
    try {
      read = readStockExport(await readListFile(file, '库存表'));
    } catch (err) {
      setError(err instanceof ListFileError ? err.message : '文件读取失败，请另存为 .xlsx 或 .csv 后重试');
      setBusy(null);
      return;
    }
    setBusy(null);
    if (!read.ok) {
      setError(`${file.name}：${read.error}。已保存的库存表未改变。`);
      return;
    }
    setRows(read.rows);
    setSource(file.name);
    setAnswer(null);
    const none = new Map<number, number>();
    setPicks(none);
    await send(read.rows, none);
  };

  const remove = async () => {
    if (busy) return;
    setBusy('removing');
    setError(null);
    try {
      await deleteReplenishmentStock(storeId !== null ? { store_id: storeId } : undefined, { silent: true });
      setRows(null);
      setAnswer(null);
      setSource(null);
      onChanged();
    } catch (e) {
      setError(failText(e, '删除库存表失败，请稍后重试'));
    } finally {
      setBusy(null);
    }
  };

  const ambiguousLeft = rows && answer ? rows.filter((r) => answer.get(r.line)?.status === 'ambiguous' && !picks.has(r.line)).length : 0;
  const picked = rows && answer ? rows.filter((r) => answer.get(r.line)?.status === 'ambiguous' && picks.has(r.line)).length : 0;
  const counts = answer ? [...answer.values()].reduce<Record<string, number>>((acc, a) => ((acc[a.status] = (acc[a.status] ?? 0) + 1), acc), {}) : {};

  return (
    <section className="bhjy-stock" aria-labelledby="bhjy-stock-title">
      <h2 id="bhjy-stock-title" className="bhjy-h2">
        ERP 库存表
      </h2>
      <p className="bhjy-muted">
        从海典、英克、思迅等 ERP 导出库存（.xlsx 或 .csv），列可包含：商品编码、商品名称/通用名/品名、规格、生产厂家、批准文号、条码、库存、近30天销量。有近 30 天销量时按销量计算日均用量。
      </p>
      <div className="bhjy-stock__actions">
        <input ref={input} id="bhjy-file" type="file" accept={PURCHASE_LIST_ACCEPT} className="visually-hidden" onChange={(e) => void onFile(e)} disabled={busy !== null} />
        <label htmlFor="bhjy-file" className={`ui primary button${busy ? ' disabled' : ''}`}>
          {busy === 'reading' ? '正在读取…' : busy === 'sending' ? '正在匹配…' : snapshot ? '重新上传库存表' : '上传库存表'}
        </label>
        <button type="button" className="ui basic button" onClick={() => saveText('库存表模板.csv', stockTemplateCsv())}>
          下载模板
        </button>
        {snapshot ? (
          <button type="button" className="ui basic button" disabled={busy !== null} onClick={() => void remove()}>
            {busy === 'removing' ? '正在删除…' : '删除库存表'}
          </button>
        ) : null}
      </div>
      <p className="bhjy-stock__kept" data-testid="bhjy-snapshot">
        {snapshot
          ? `已保存 ${snapshot.date} 的库存表：共 ${snapshot.total} 行，已匹配 ${snapshot.matched} 行，待确认 ${snapshot.ambiguous} 行，未识别 ${snapshot.unknown} 行。`
          : '尚未上传库存表：建议按采购节奏估计库存。'}
      </p>
      {error ? (
        <div className="bhjy-error" role="alert" data-testid="bhjy-stock-error">
          {error}
          {rows && !answer && busy === null ? (
            <button type="button" className="ui mini button" onClick={() => void send(rows, picks)}>
              重新上传
            </button>
          ) : null}
        </div>
      ) : null}
      {rows && answer ? (
        <>
          <p role="status" data-testid="bhjy-stock-summary">
            {source}：共 {rows.length} 行，已匹配 {counts.matched ?? 0} 行，待确认 {counts.ambiguous ?? 0} 行，未识别 {counts.unknown ?? 0} 行。
          </p>
          <table className="ss-table bhjy-stock__table">
            <caption className="visually-hidden">库存表匹配结果</caption>
            <thead>
              <tr>
                <th scope="col">行号</th>
                <th scope="col">库存表内容</th>
                <th scope="col">库存</th>
                <th scope="col">状态</th>
                <th scope="col">本站商品</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => {
                const a = answer.get(r.line)!;
                const text = [r.code, r.name || r.pzwh || r.barcode, r.spec, r.maker].filter(Boolean).join(' · ');
                return (
                  <tr key={r.line} data-line={r.line} data-status={a.status}>
                    <td data-label="行号">{r.line}</td>
                    <td data-label="库存表内容" className="ss-cell--block">
                      {text}
                    </td>
                    <td data-label="库存">
                      {r.stock}
                      {r.sales !== null ? <span className="bhjy-muted">（近30天销量 {r.sales}）</span> : null}
                    </td>
                    <td data-label="状态">
                      <span className={`ss-status ${a.status === 'matched' ? 'ss-status--ok' : a.status === 'ambiguous' ? 'ss-status--wait' : 'ss-status--off'}`}>{STOCK_STATUS_TEXT[a.status]}</span>
                    </td>
                    <td data-label="本站商品" className="ss-cell--block">
                      {a.status === 'matched' && a.goods ? (
                        <span>
                          {a.goods.trade_name ? `${a.goods.trade_name} ` : ''}
                          {a.goods.name} {a.goods.ypgg} {a.goods.sccj}
                        </span>
                      ) : a.status === 'ambiguous' ? (
                        <select
                          aria-label={`第 ${r.line} 行选择本站商品`}
                          value={picks.get(r.line) ?? ''}
                          onChange={(e) => {
                            const id = Number(e.target.value);
                            setPicks((p) => {
                              const next = new Map(p);
                              if (id > 0) next.set(r.line, id);
                              else next.delete(r.line);
                              return next;
                            });
                          }}
                        >
                          <option value="">请选择对应的商品</option>
                          {a.candidates.filter((c): c is NonNullable<typeof c> => c !== null).map((c) => (
                            <option key={c.id} value={c.id}>
                              {c.trade_name ? `${c.trade_name} ` : ''}
                              {c.name} {c.ypgg} {c.sccj}（{c.confidence}%）
                            </option>
                          ))}
                        </select>
                      ) : (
                        <span className="bhjy-muted">本站没有对应商品，不计入补货建议</span>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          {picked > 0 || ambiguousLeft > 0 ? (
            <div className="bhjy-stock__actions">
              <button type="button" className="ui button" disabled={busy !== null || picked === 0} onClick={() => void send(rows, picks)}>
                确认选择（{picked} 行）
              </button>
              {ambiguousLeft > 0 ? <span className="bhjy-muted">还有 {ambiguousLeft} 行待确认，未确认的行不计入建议。</span> : null}
            </div>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
