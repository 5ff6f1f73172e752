import type { OrderDocument } from '@generated/models/orderDocument';
import type { OrderDocumentKind } from '@generated/models/orderDocumentKind';
import { zipSync } from 'fflate';
import { formatBeijingDate } from '@/domain/datetime';
import type { PartialHandlers } from '../../core/engine';
import { notFound, refuse } from '../../core/respond';
import type { DemoDb } from '../../state';
import { requireBuyer } from '../shared/buyer';
import { startTrade } from './lifecycle';
import { ownOrder } from './order-views';
import { textPdf, type PdfLine } from './pdf';
import type { OrderLineRecord, OrderRecord } from './records';

/**
 * The documents a pharmacy keeps for inspection, per line of a shipped order: the batch's 药品检验报告 and the
 * supplier's 首营资料 (licences, GSP certificate, the drug's registration documents). The demo writes each as a
 * one-page PDF naming the goods, the batch and the supplier; the archive zips them all, a folder per line.
 */
const KINDS: readonly OrderDocumentKind[] = ['inspection', 'licence', 'gsp', 'registration'];
const KIND_TITLE: Record<OrderDocumentKind, string> = {
  inspection: '药品检验报告',
  licence: '供货单位许可证与营业执照',
  gsp: '供货单位 GSP 证书',
  registration: '药品注册证书',
};
const FILE_PART: Record<OrderDocumentKind, string> = { inspection: '药品检验报告', licence: '首营资料_许可证', gsp: '首营资料_GSP证书', registration: '首营资料_药品注册证书' };

function documentsReady(order: OrderRecord): void {
  if (order.shippedAt === null || order.status < 3 || order.status > 4) throw refuse('订单尚未出库，检验报告与首营资料出库后提供', 40025);
}

const safe = (s: string) => s.replace(/[\\/:*?"<>|\s]+/g, '_');

function documentOf(order: OrderRecord, l: OrderLineRecord, kind: OrderDocumentKind): OrderDocument {
  const title = kind === 'inspection' ? `药品检验报告（批号 ${l.batch}）` : KIND_TITLE[kind];
  const who = kind === 'inspection' || kind === 'registration' ? l.name : l.sccj;
  return {
    doc: `${l.id}-${kind}`,
    line_id: l.id,
    goods_name: `${l.name} ${l.ypgg}`,
    batch: l.batch,
    kind,
    title,
    file_name: `${FILE_PART[kind]}_${safe(who)}${kind === 'inspection' ? `_${safe(l.batch)}` : ''}.pdf`,
    url: `/api/order/${order.id}/documents/${l.id}-${kind}`,
  };
}

function pdfOf(db: DemoDb, order: OrderRecord, l: OrderLineRecord, kind: OrderDocumentKind): Uint8Array {
  const supplier = db.catalogue.commonConfig.companyName;
  const goods = db.catalogue.goodsById.get(l.goodsId);
  const approval = goods?.pzwh ?? '—';
  const shipped = order.shippedAt !== null ? formatBeijingDate(order.shippedAt) : '—';
  const head: PdfLine[] = [{ text: kind === 'inspection' ? '药品检验报告书' : `首营资料 · ${KIND_TITLE[kind]}`, size: 20, gap: 24, x: 160 }];
  const goodsLines: PdfLine[] = [
    { text: `品名：${l.name}`, gap: 34 },
    { text: `规格：${l.ypgg}` },
    { text: `生产企业：${l.sccj}` },
    { text: `批准文号：${approval}` },
  ];
  const body: PdfLine[] =
    kind === 'inspection'
      ? [
          ...goodsLines,
          { text: `批号：${l.batch}\u3000\u3000有效期至：${l.expiry ?? '—'}` },
          { text: '检验依据：《中华人民共和国药典》2025 年版', gap: 28 },
          { text: '检验项目：性状、鉴别、检查、含量测定' },
          { text: '检验结论：本品按上述标准检验，结果符合规定。' },
          { text: `检验机构：${l.sccj} 质量检验部` },
        ]
      : kind === 'registration'
        ? [...goodsLines, { text: `药品注册证书编号：${approval}`, gap: 28 }, { text: `上市许可持有人：${l.sccj}` }, { text: '审批结论：符合药品注册的有关要求，批准注册。' }]
        : [
            { text: `供货单位：${supplier}`, gap: 34 },
            { text: kind === 'gsp' ? '证书：药品经营质量管理规范（GSP）认证证书' : '证照：药品经营许可证、营业执照（副本）' },
            { text: kind === 'gsp' ? '认证范围：药品批发' : '经营范围：化学药制剂、中成药、抗生素制剂、生化药品' },
            { text: '有效期至：2030-12-31' },
            { text: `所供商品：${l.name} ${l.ypgg}（批号 ${l.batch}）`, gap: 28 },
          ];
  const foot: PdfLine[] = [
    { text: `订单号：${order.orderNo}\u3000\u3000出库日期：${shipped}`, gap: 36 },
    { text: `本资料由 ${supplier} 随货提供（加盖质量管理专用章），请按 GSP 要求存档备查。`, size: 9, gap: 28 },
    { text: '演示数据：本文件由演示环境生成，不具备法律效力。', size: 9 },
  ];
  return textPdf([...head, ...body, ...foot], `${KIND_TITLE[kind]} ${l.name} ${l.batch}`);
}

function lineOf(order: OrderRecord, doc: string): { line: OrderLineRecord; kind: OrderDocumentKind } {
  const m = /^(\d+)-(inspection|licence|gsp|registration)$/.exec(doc);
  const line = m ? order.lines.find((l) => l.id === Number(m[1])) : undefined;
  if (!m || !line) throw notFound('该资料不存在');
  return { line, kind: m[2] as OrderDocumentKind };
}

export const documentHandlers: PartialHandlers<DemoDb> = {
  listOrderDocuments(ctx) {
    startTrade(ctx);
    const order = ownOrder(ctx.db, requireBuyer(ctx), Number(ctx.params.id));
    documentsReady(order);
    return {
      archive_url: `/api/order/${order.id}/document_archive`,
      list: order.lines.flatMap((l) => KINDS.map((k) => documentOf(order, l, k))),
    };
  },

  downloadOrderDocument(ctx) {
    startTrade(ctx);
    const order = ownOrder(ctx.db, requireBuyer(ctx), Number(ctx.params.id));
    documentsReady(order);
    const { line, kind } = lineOf(order, String(ctx.params.doc));
    const d = documentOf(order, line, kind);
    return {
      raw: true,
      contentType: 'application/pdf',
      body: pdfOf(ctx.db, order, line, kind),
      headers: { 'Content-Disposition': `inline; filename="${line.id}-${kind}.pdf"; filename*=UTF-8''${encodeURIComponent(d.file_name)}`, 'Cache-Control': 'private, no-store' },
    };
  },

  downloadOrderDocumentArchive(ctx) {
    startTrade(ctx);
    const order = ownOrder(ctx.db, requireBuyer(ctx), Number(ctx.params.id));
    documentsReady(order);
    const files: Record<string, Uint8Array> = {};
    order.lines.forEach((l, i) => {
      const folder = `${String(i + 1).padStart(2, '0')}_${safe(l.name)}_${safe(l.batch)}`;
      for (const k of KINDS) files[`${folder}/${documentOf(order, l, k).file_name}`] = pdfOf(ctx.db, order, l, k);
    });
    return {
      raw: true,
      contentType: 'application/zip',
      body: zipSync(files, { level: 6, mtime: new Date(order.shippedAt ?? order.createdAt) }),
      headers: {
        'Content-Disposition': `attachment; filename="${order.orderNo}-documents.zip"; filename*=UTF-8''${encodeURIComponent(`${order.orderNo}_检验报告与首营资料.zip`)}`,
        'Cache-Control': 'private, no-store',
      },
    };
  },
};
