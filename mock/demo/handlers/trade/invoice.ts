import type { EInvoice } from '@generated/models/eInvoice';
import { formatBeijing, formatBeijingDate } from '@/domain/datetime';
import { fenToYuan } from '@/domain/money';
import type { PartialHandlers } from '../../core/engine';
import { invalidField, notFound, paginate, refuse } from '../../core/respond';
import type { DemoDb } from '../../state';
import { requireBuyer } from '../shared/buyer';
import { INVOICE_TYPE_TEXT } from './labels';
import { startTrade } from './lifecycle';
import { textPdf, type PdfLine } from './pdf';
import type { InvoiceRecord } from './records';
import { tradeState } from './state';

/**
 * E-invoices: requested when an order with an invoice type is paid, issued by the simulated back office a little
 * later (see lifecycle.ts), downloadable as a PDF generated here once issued.
 */
function invoiceView(i: InvoiceRecord): EInvoice {
  return {
    id: i.id,
    order_no: i.orderNo,
    invoice_no: i.invoiceNo,
    type: i.kind,
    amount: fenToYuan(i.amountFen),
    title: i.title,
    issued_at: i.issuedAt !== null ? formatBeijing(i.issuedAt) : null,
    status: i.status,
  };
}

export const invoiceHandlers: PartialHandlers<DemoDb> = {
  listInvoices(ctx) {
    startTrade(ctx);
    const buyer = requireBuyer(ctx);
    const q = ctx.query;
    if (q.start_time && q.end_time && q.end_time < q.start_time) throw invalidField('end_time', '结束日期不能早于开始日期');
    const orderNo = q.order_no?.trim();
    const dated = Boolean(q.start_time || q.end_time);
    const list = Object.values(tradeState(ctx.db).invoices)
      .filter((i) => i.buyerId === buyer.id)
      .filter((i) => !orderNo || i.orderNo === orderNo)
      // A date range asks about issue days, which an invoice still being issued does not have yet.
      .filter((i) => !dated || i.issuedAt !== null)
      .filter((i) => !q.start_time || formatBeijingDate(i.issuedAt!) >= q.start_time)
      .filter((i) => !q.end_time || formatBeijingDate(i.issuedAt!) <= q.end_time)
      .sort((a, b) => (b.issuedAt ?? b.requestedAt) - (a.issuedAt ?? a.requestedAt) || b.id - a.id)
      .map(invoiceView);
    return paginate(list, q.page ?? 1, q.page_size ?? 20);
  },

  downloadInvoice(ctx) {
    startTrade(ctx);
    const buyer = requireBuyer(ctx);
    const inv = tradeState(ctx.db).invoices[String(Number(ctx.params.id))];
    if (!inv || inv.buyerId !== buyer.id) throw notFound('该发票不存在');
    if (inv.status === 0 || !inv.invoiceNo || inv.issuedAt === null) throw refuse('发票正在开具中，请稍后再试', 40070);
    const order = tradeState(ctx.db).orders[String(inv.orderId)];
    const cfg = ctx.db.catalogue.commonConfig;
    const kind = inv.kind === 'special' ? '增值税电子专用发票' : '增值税电子普通发票';
    const lines: PdfLine[] = [
      { text: `${kind}${inv.status === 2 ? '（已红冲）' : ''}`, size: 20, gap: 24, x: 170 },
      { text: `发票号码：${inv.invoiceNo}`, gap: 34 },
      { text: `开票日期：${formatBeijing(inv.issuedAt)}` },
      { text: `订单号：${inv.orderNo}` },
      { text: `购买方：${inv.title}`, gap: 28 },
      { text: `纳税人识别号：${inv.taxNo}` },
      { text: `销售方：${cfg.companyName}`, gap: 28 },
      { text: '项目名称　　　　　　　　　　　　　　数量　　　金额', gap: 32 },
    ];
    for (const l of (order?.lines ?? []).slice(0, 24)) {
      lines.push({ text: `${l.name} ${l.ypgg}`.slice(0, 24) });
      lines.push({ text: `${l.number}${l.bzdw}\u3000\u3000¥${fenToYuan(l.amountFen)}`, x: 330, gap: 0 });
    }
    lines.push({ text: `价税合计（小写）：¥${fenToYuan(inv.amountFen)}`, size: 13, gap: 32 });
    if (order?.invoiceType) lines.push({ text: `开票类型：${INVOICE_TYPE_TEXT[order.invoiceType]}` });
    lines.push({ text: '本发票由药采平台生成，可在「电子发票」中随时下载。', size: 9, gap: 40 });
    return {
      raw: true,
      contentType: 'application/pdf',
      body: textPdf(lines, `电子发票 ${inv.invoiceNo}`),
      headers: { 'Content-Disposition': `attachment; filename="${inv.invoiceNo}.pdf"`, 'Cache-Control': 'no-store' },
    };
  },
};
