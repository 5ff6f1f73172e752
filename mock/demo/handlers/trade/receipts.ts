import { formatBeijing } from '@/domain/datetime';
import { fenToYuan } from '@/domain/money';
import type { PartialHandlers } from '../../core/engine';
import { notFound } from '../../core/respond';
import type { DemoDb } from '../../state';
import { requireBuyer } from '../shared/buyer';
import { fileReply, ownFile } from './files';
import { startTrade } from './lifecycle';
import { ownOrder } from './order-views';
import { textPdf } from './pdf';

/**
 * A 含麻 order's transfer receipt served back to the buying store only (/hmdd's 查看回执). An uploaded file comes back
 * as it was sent; a receipt of the seeded history (uploaded before the demo started, no file kept) is written as a
 * one-page bank slip naming the order.
 */
export const receiptHandlers: PartialHandlers<DemoDb> = {
  getPayReceipt(ctx) {
    startTrade(ctx);
    const buyer = requireBuyer(ctx);
    const order = ownOrder(ctx.db, buyer, Number(ctx.params.id));
    const r = order.receipt;
    if (!r || !r.image || r.uploadedAt === null) throw notFound('该订单尚未上传转账回执');
    if (r.fileId) return fileReply(ownFile(ctx.db, buyer.id, r.fileId, '该订单尚未上传转账回执'));
    const cfg = ctx.db.catalogue.commonConfig;
    return {
      raw: true,
      contentType: 'application/pdf',
      body: textPdf(
        [
          { text: '中国工商银行 业务回单（付款）', size: 18, gap: 24, x: 150 },
          { text: `付款人：${buyer.company}`, gap: 34 },
          { text: `收款人：${cfg.companyName}` },
          { text: `金额：人民币 ${fenToYuan(order.payFen)} 元` },
          { text: `用途/附言：${order.orderNo}` },
          { text: `上传时间：${formatBeijing(r.uploadedAt)}` },
          { text: '演示数据：本回单由演示环境生成。', size: 9, gap: 32 },
        ],
        `转账回执 ${order.orderNo}`,
      ),
      headers: { 'Content-Disposition': `inline; filename="receipt-${order.id}.pdf"`, 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' },
    };
  },
};
