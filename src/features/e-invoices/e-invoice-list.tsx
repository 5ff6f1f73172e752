import { keepPreviousData } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { downloadInvoice, useListInvoices } from '@generated/endpoints/invoice/invoice';
import type { EInvoice } from '@generated/models/eInvoice';
import { Button } from '@/components/button/button';
import { Money } from '@/components/money/money';
import { PageLinks } from '@/components/pager/page-links';
import { QueryState, readPage } from '@/components/query-state';
import '@/components/self-service/self-service.css';
import { errorText, isApiError } from '@/lib/http';
import { href } from '@/lib/routes/paths';
import { useStores } from '@/stores';
import { INVOICE_PAGE_SIZE, invoiceSearch, invoiceStatus, invoiceTypeText, readInvoiceFilter, validateInvoiceFilter, type InvoiceFilter } from './e-invoice-rules';
import { saveBlob } from '@/lib/files/save-file';

function Filters({ filter, onApply }: { filter: InvoiceFilter; onApply(f: InvoiceFilter): void }) {
  const [orderNo, setOrderNo] = useState(filter.orderNo);
  const [start, setStart] = useState(filter.start);
  const [end, setEnd] = useState(filter.end);
  const problem = validateInvoiceFilter(orderNo, start, end);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (problem) return;
    onApply({ orderNo: orderNo.trim(), start, end, page: 1 });
  };
  return (
    <form className="ss-filters" onSubmit={submit} noValidate aria-label="筛选电子发票">
      <label>
        订单号
        <input value={orderNo} onChange={(e) => setOrderNo(e.target.value)} maxLength={32} placeholder="如 YC202611200031" aria-invalid={problem?.startsWith('订单号') ? true : undefined} />
      </label>
      <label>
        开票开始日期
        <input type="date" value={start} onChange={(e) => setStart(e.target.value)} />
      </label>
      <label>
        开票结束日期
        <input type="date" value={end} onChange={(e) => setEnd(e.target.value)} aria-invalid={problem?.startsWith('结束') ? true : undefined} />
      </label>
      <Button type="submit" primary size="small" disabled={Boolean(problem)}>
        查询
      </Button>
      {problem ? (
        <p className="ss-field-error" role="alert">
          {problem}
        </p>
      ) : null}
    </form>
  );
}

function useInvoiceDownload() {
  const { ui } = useStores();
  const [pending, setPending] = useState<number | null>(null);
  const busy = useRef(false);
  const start = (inv: EInvoice) => {
    if (busy.current) return;
    busy.current = true;
    setPending(inv.id);
    downloadInvoice(inv.id)
      .then((blob) => {
        if (!blob || typeof (blob as Partial<Blob>).type !== 'string' || !/pdf/i.test(blob.type)) {
          ui.toast('发票文件读取失败，请稍后重试');
          return;
        }
        saveBlob(`${String(inv.invoice_no ?? inv.order_no ?? inv.id).replace(/[^\w-]/g, '') || 'invoice'}.pdf`, blob);
      })
      .catch((e: unknown) => {
        // The transport has shown the failure (alert, toast or dialog); a cancelled call shows nothing.
        if (!isApiError(e)) ui.toast(errorText(e, '发票下载失败，请稍后重试'));
      })
      .finally(() => {
        busy.current = false;
        setPending(null);
      });
  };
  return { pending, start };
}

/** /dzfp (电子发票): the e-invoices of the buyer's orders by order number and issue date, paged; issued ones download as PDF. */
export function EInvoiceListView() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const filter = readInvoiceFilter(search);
  const go = (f: InvoiceFilter) => navigate(`${href('dzfp')}${invoiceSearch(f)}`);
  const list = useListInvoices(
    { page: filter.page, page_size: INVOICE_PAGE_SIZE, order_no: filter.orderNo || undefined, start_time: filter.start || undefined, end_time: filter.end || undefined },
    { query: { placeholderData: keepPreviousData } },
  );
  const answer = readPage<EInvoice>(list.data);
  const download = useInvoiceDownload();
  const filtered = Boolean(filter.orderNo || filter.start || filter.end);
  return (
    <div className="ss-page">
      <div className="ss-page__head">
        <h1 className="ss-page__title">电子发票</h1>
      </div>
      <p className="ss-page__intro">订单支付后平台开具电子发票，开具后可随时下载 PDF。发票抬头与类型在确认订单时选择。</p>
      <Filters key={search} filter={filter} onApply={go} />
      <QueryState
        query={list}
        data={answer}
        empty={filtered ? <p>没有符合条件的发票</p> : <p>还没有电子发票，在确认订单时选择开具发票即可。</p>}
        failText="发票列表加载失败，请稍后重试。"
      >
        {({ list: rows, total }) => (
          <>
            <table className="ss-table" data-testid="e-invoices">
              <caption className="visually-hidden">电子发票</caption>
              <thead>
                <tr>
                  <th scope="col">订单号</th>
                  <th scope="col">发票类型</th>
                  <th scope="col">发票抬头</th>
                  <th scope="col">价税合计</th>
                  <th scope="col">开票时间</th>
                  <th scope="col">状态</th>
                  <th scope="col">操作</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((inv) => {
                  const s = invoiceStatus(inv.status);
                  return (
                    <tr key={inv.id} data-invoice-id={inv.id} data-order-no={inv.order_no}>
                      <td data-label="订单号">{inv.order_no}</td>
                      <td data-label="发票类型">{invoiceTypeText(inv.type)}</td>
                      <td data-label="发票抬头">{inv.title}</td>
                      <td data-label="价税合计">
                        <Money yuan={inv.amount} />
                      </td>
                      <td data-label="开票时间">{inv.issued_at ?? '—'}</td>
                      <td data-label="状态">
                        <span className={`ss-status ss-status--${s.tone}`}>{s.text}</span>
                      </td>
                      <td data-label="操作">
                        {s.downloadable ? (
                          <button type="button" className="ss-link-button" disabled={download.pending !== null} onClick={(e) => {
                              // The second click of a double click is not a second download.
                              if (e.detail < 2) download.start(inv);
                            }} aria-label={download.pending === inv.id ? `下载中：订单 ${inv.order_no}` : `下载 PDF：订单 ${inv.order_no}`}>
                            {download.pending === inv.id ? '下载中…' : '下载 PDF'}
                          </button>
                        ) : (
                          <span className="ss-muted">开具后可下载</span>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
            <PageLinks
              page={filter.page}
              total={total}
              pageSize={INVOICE_PAGE_SIZE}
              hrefOf={(p) => `${href('dzfp')}${invoiceSearch({ ...filter, page: p })}`}
              onPage={(p) => go({ ...filter, page: p })}
            />
          </>
        )}
      </QueryState>
      <p className="ss-page__intro">
        需要修改发票信息？请在 <Link href={href('order')}>我的订单</Link> 中联系客服。
      </p>
    </div>
  );
}
