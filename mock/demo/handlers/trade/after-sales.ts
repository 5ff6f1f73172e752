import { partRefundFen, returnProblem } from '@/domain/after-sales';
import { addFen, allocate, fen, subFen, sumFen } from '@/domain/money';
import { checkUploadFile, checkUploadFormat } from '@/domain/upload';
import type { PartialHandlers } from '../../core/engine';
import { invalidField, paginate, refuse, reply } from '../../core/respond';
import { nextId, type DemoDb } from '../../state';
import { requireBuyer } from '../shared/buyer';
import { fileReply, keepFile, ownFile } from './files';
import { startTrade } from './lifecycle';
import { afterSalesNoFor, returnNoFor } from './numbers';
import { afterSalesCreatedView, afterSalesSummaryView, ownOrder, takenOf } from './order-views';
import type { AfterSalesRecord } from './records';
import { tradeState } from './state';
import { AFTER_SALES_WINDOW_MS } from './timeouts';

/**
 * Returns and after-sales: applying for part of an order's lines (src/domain/after-sales.ts decides how much is
 * left and what it refunds), the buyer's list of applications (the 退款/售后 tab), and the photos of an application,
 * kept and served back to the store that uploaded them only.
 */
const PHOTO_REFUSAL = { format: '照片须为 JPG、PNG 或 PDF 格式', empty: '所选文件为空，请重新选择', too_large: '照片不能超过 5 MB' } as const;

export const afterSalesHandlers: PartialHandlers<DemoDb> = {
  applyOrderAfterSales(ctx) {
    const at = startTrade(ctx);
    const buyer = requireBuyer(ctx);
    const order = ownOrder(ctx.db, buyer, Number(ctx.params.id));
    const form = ctx.body;
    if (order.status !== 4 || order.receivedAt === null) throw refuse('订单确认收货后才能申请售后', 40026);
    if (at > order.receivedAt + AFTER_SALES_WINDOW_MS) throw refuse('已超过收货后 7 天的售后期限，请联系专属客服', 40023);
    if (form.numbers && form.numbers.length !== form.line_ids.length) throw invalidField('numbers', '申请数量须与所选商品一一对应');
    const taken = takenOf(ctx.db, order);
    const choices = form.line_ids.map((lineId, i) => {
      const line = order.lines.find((l) => l.id === lineId);
      return { lineId, number: form.numbers?.[i] ?? (line ? line.number - (taken.get(lineId) ?? 0) : 0) };
    });
    const lines = order.lines.map((l) => ({ id: l.id, name: l.name, unit: l.bzdw, bought: l.number, taken: taken.get(l.id) ?? 0 }));
    const problem = returnProblem(lines, choices);
    if (problem) {
      // A line wholly taken by earlier applications is the catalogued refusal; a wrong quantity or line is a field's.
      const line = lines.find((l) => l.id === problem.lineId);
      if (line && line.taken >= line.bought) throw refuse(`${line.name} 已全部申请售后，请在售后记录中查看进度`, 40024);
      throw invalidField(problem.field, problem.message);
    }
    for (const url of form.images ?? []) {
      const id = /^\/api\/after_sales\/images\/(\d+)$/.exec(url)?.[1];
      if (!id || tradeState(ctx.db).files?.[id]?.ownerId !== buyer.id) throw invalidField('images', '照片无效，请重新上传');
    }
    // The refund is what the buyer paid for those pieces: order discounts are shared out over the lines (allocate),
    // and a part of a line refunds its share of the line, floored so the parts add up to the line exactly.
    const discounts = allocate(
      sumFen([order.manjianFen, order.couponFen, order.voucherFen]),
      order.lines.map((l) => l.amountFen),
    );
    const refundFen =
      form.type === 3
        ? null
        : choices.reduce((sum, c) => {
            const i = order.lines.findIndex((l) => l.id === c.lineId);
            const l = order.lines[i]!;
            return addFen(sum, partRefundFen(subFen(l.amountFen, discounts[i] ?? fen(0)), l.number, taken.get(l.id) ?? 0, c.number));
          }, fen(0));
    const id = nextId(ctx.db, 'afterSales', 6001);
    const record: AfterSalesRecord = {
      id,
      afterSalesNo: afterSalesNoFor(id, at),
      orderId: order.id,
      buyerId: buyer.id,
      type: form.type,
      lineIds: choices.map((c) => c.lineId),
      numbers: choices.map((c) => c.number),
      reason: form.reason.trim(),
      description: form.description ?? '',
      images: form.images ?? [],
      refundFen,
      status: 1,
      createdAt: at,
      auditedAt: null,
      processingAt: null,
      completedAt: null,
      returnNo: returnNoFor(id, at),
    };
    tradeState(ctx.db).afterSales[String(id)] = record;
    return reply(afterSalesCreatedView(record), '售后申请已提交，请等待审核');
  },

  listAfterSales(ctx) {
    startTrade(ctx);
    const buyer = requireBuyer(ctx);
    const list = Object.values(tradeState(ctx.db).afterSales)
      .filter((a) => a.buyerId === buyer.id)
      .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
    const page = paginate(list, ctx.query.page ?? 1, ctx.query.page_size ?? 20);
    return { ...page, list: page.list.map((a) => afterSalesSummaryView(ctx.db, a)) };
  },

  uploadAfterSalesImage(ctx) {
    const at = startTrade(ctx);
    const buyer = requireBuyer(ctx);
    const upload = ctx.files.find((f) => f.field === 'file');
    const check = upload ? checkUploadFile(upload) : checkUploadFormat({ name: String(ctx.body.file ?? ''), type: '' });
    if (!check.ok) throw invalidField('file', PHOTO_REFUSAL[check.problem]);
    if (!upload) throw invalidField('file', '请选择照片文件');
    const f = keepFile(ctx.db, buyer.id, upload, at);
    return reply({ id: f.id, url: `/api/after_sales/images/${f.id}`, name: f.name }, '照片已上传');
  },

  getAfterSalesImage(ctx) {
    startTrade(ctx);
    const buyer = requireBuyer(ctx);
    return fileReply(ownFile(ctx.db, buyer.id, Number(ctx.params.id), '照片不存在'));
  },
};
