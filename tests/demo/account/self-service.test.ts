/**
 * The demo API's self-service: feedback pictures (the one upload rule, pictures only, each usable by its uploader
 * only), the feedback history with the simulated reply, renhe's seeded hostile replies, and the e-invoice PDF, whose
 * text pdf.js extracts (the order number and the amount).
 */
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { FEEDBACK_REPLY_AFTER_MS } from '@mock/demo/handlers/account/feedback';
import { HOSTILE_FEEDBACK_REPLY, HOSTILE_PURCHASE_REPLY } from '@mock/demo/data/hostile-content';
import { account, Browser, demo } from './client';

type Row = Record<string, unknown>;
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

function pictureRequest(cookie: string | null, file: { name: string; type: string; bytes: Buffer }) {
  const boundary = 'ycFeedbackBoundary';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { method: 'POST', url: '/api/user/feedback/image', cookie, contentType: `multipart/form-data; boundary=${boundary}`, body: new Uint8Array(body) };
}

const json = (res: { body: unknown }) => JSON.parse(String(res.body)) as { code: number; data: Row; errors?: Record<string, string[]> };

describe('demo API: feedback pictures and history', () => {
  it('takes a picture by the upload rule, lets only its uploader reference it, and lists it with the reply later', () => {
    const { api, clock } = demo();
    const b = new Browser(api).loginAs(account(api, (a) => a.username === 'kangning', 'kangning'));
    const other = new Browser(api).loginAs(account(api, (a) => a.username === 'anda', 'anda'));

    const pdf = api.handle(pictureRequest(b.cookie, { name: '说明.pdf', type: 'application/pdf', bytes: Buffer.from('%PDF-1.4') }));
    expect(pdf.status).toBe(422);
    expect(json(pdf).errors).toEqual({ file: ['反馈图片仅支持 JPG、PNG 格式'] });
    const empty = api.handle(pictureRequest(b.cookie, { name: '空.png', type: 'image/png', bytes: Buffer.alloc(0) }));
    expect(json(empty).errors).toEqual({ file: ['图片文件为空，请重新选择'] });
    const ok = api.handle(pictureRequest(b.cookie, { name: '外包装.png', type: 'image/png', bytes: PNG }));
    expect(ok.status).toBe(201);
    const url = String(json(ok).data.url);
    expect(url).toMatch(/^\/uploads\/feedback\/\d{8}\/[0-9a-f]+\.png$/);

    const text = '收到的货品外包装破损，请核查仓库发货流程。';
    expect(other.call('submitFeedback', { body: { type: 1, content: text, images: [url] } }).errors).toEqual({ images: ['请重新上传反馈图片'] });
    expect(b.call('submitFeedback', { body: { type: 1, content: text, images: [url] } }).status).toBe(201);

    const first = () => b.call<{ list: Row[] }>('listFeedback', { query: { page: 1 } }).data.list[0]!;
    expect(first()).toMatchObject({ type: 1, content: text, images: [{ url, name: '外包装.png', size: PNG.length }], reply: null });
    clock.advance(FEEDBACK_REPLY_AFTER_MS);
    expect((first().reply as Row).content).toMatch(/已收到/);
    expect(other.call<{ list: Row[] }>('listFeedback').data.list.map((r) => r.content)).not.toContain(text);
  });

  it("seeds renhe's hostile back-office replies when asked to, dated before today, leaving the others' histories alone", () => {
    const { api } = demo({ hostileContent: true });
    const renhe = new Browser(api).loginAs(account(api, (a) => a.username === 'renhe', 'renhe'));
    const kangning = new Browser(api).loginAs(account(api, (a) => a.username === 'kangning', 'kangning'));
    expect(kangning.call<{ list: Row[] }>('listPurchaseRequests').data.list).toEqual([]);
    const req = renhe.call<{ list: Row[] }>('listPurchaseRequests').data.list.find((r) => r.name === '羚羊感冒片')!;
    const detail = renhe.call<Row>('getPurchaseRequest', { path: { id: Number(req.id) } }).data;
    expect((detail.reply as Row).content).toBe(HOSTILE_PURCHASE_REPLY);
    const fb = renhe.call<{ list: Row[] }>('listFeedback').data.list;
    expect(fb.map((r) => (r.reply as Row | null)?.content)).toContain(HOSTILE_FEEDBACK_REPLY);
    // Seeded once: a second read adds nothing.
    expect(renhe.call<{ total: number }>('listPurchaseRequests').data.total).toBe(2);
  });
});

describe('demo API: the e-invoice PDF', () => {
  it("is a PDF whose text holds the invoice's order number and amount in Chinese", async () => {
    const { api } = demo();
    const b = new Browser(api).loginAs(account(api, (a) => a.username === 'kangning', 'kangning'));
    const inv = b.call<{ list: Row[] }>('listInvoices', { query: { page: 1 } }).data.list.find((i) => i.status === 1)!;
    const res = api.handle({ method: 'GET', url: `/api/invoice/${String(inv.id)}/download`, cookie: b.cookie, contentType: null, body: null });
    expect(res.status).toBe(200);
    const bytes = new Uint8Array(res.body as Uint8Array);
    const dir = path.resolve('node_modules/pdfjs-dist');
    const doc = await getDocument({ data: bytes, cMapUrl: `${dir}/cmaps/`, cMapPacked: true, standardFontDataUrl: `${dir}/standard_fonts/` }).promise;
    const text = (await (await doc.getPage(1)).getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join('\n');
    await doc.destroy();
    expect(text).toContain(`订单号：${String(inv.order_no)}`);
    expect(text).toContain(`价税合计（小写）：¥${String(inv.amount)}`);
    expect(text).toMatch(/增值税电子(普通|专用)发票/);
  });
});
