/**
 * The simulated back office: documents sent by a replacement or a registration are decided on the demo clock
 * (approved after REVIEW_AFTER_MS; one whose expiry is past rejected with the reason), an approved replacement lets an
 * expired account buy, and an uploaded file is served back to its owner only.
 */
import { describe, expect, it } from 'vitest';
import { REVIEW_AFTER_MS, reviewProblem } from '@mock/demo/handlers/account/review';
import { account, Browser, demo } from './client';

type Row = Record<string, unknown>;
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** A multipart upload of one document, as the site sends it. */
function uploadRequest(cookie: string | null, fields: Record<string, string>, file: { name: string; type: string; bytes: Buffer }) {
  const boundary = 'ycDemoBoundary7';
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`));
  parts.push(file.bytes, Buffer.from(`\r\n--${boundary}--\r\n`));
  return { method: 'POST', url: '/api/user/zizhi', cookie, contentType: `multipart/form-data; boundary=${boundary}`, body: new Uint8Array(Buffer.concat(parts)) };
}

describe('demo API: the back office reviews documents', () => {
  it('approves anda\'s replacement licence after the delay, which ends the warning; the file is shown to anda only', () => {
    const { api, clock } = demo();
    const anda = account(api, (a) => a.username === 'anda', 'anda');
    const b = new Browser(api).loginAs(anda);
    const expired = b.call<Row[]>('listQualifications').data.find((d) => d.status === 'expired')!;
    const summary = b.call<{ qualification_warnings: Row[] }>('getUserSummary').data;
    expect(summary.qualification_warnings[0]).toMatchObject({ id: expired.id, name: expired.name, status: 'expired' });

    const res = api.handle(uploadRequest(b.cookie, { id: String(expired.id), type: String(expired.type), valid_until: '2031-12-14' }, { name: '许可证.png', type: 'image/png', bytes: PNG }));
    expect(res.status).toBe(200);
    const sent = (JSON.parse(String(res.body)) as { data: Row }).data;
    expect(sent.status).toBe('pending');
    expect(sent.image).toBe(`/api/user/zizhi/${String(sent.id)}/file`);

    // The file: its owner gets the bytes; a visitor 401; another member 404.
    const own = api.handle({ method: 'GET', url: String(sent.image), cookie: b.cookie });
    expect(own.status).toBe(200);
    expect(own.headers['Content-Type']).toBe('image/png');
    expect(Buffer.from(own.body as Uint8Array).equals(PNG)).toBe(true);
    expect(api.handle({ method: 'GET', url: String(sent.image), cookie: null }).status).toBe(401);
    const other = new Browser(api).loginAs(account(api, (a) => a.username === 'kangning', 'kangning'));
    expect(api.handle({ method: 'GET', url: String(sent.image), cookie: other.cookie }).status).toBe(404);

    // Still in review just before the delay; decided right after it.
    clock.advance(REVIEW_AFTER_MS - 1000);
    expect(b.call<Row[]>('listQualifications').data.find((d) => d.id === sent.id)?.status).toBe('pending');
    clock.advance(2000);
    const after = b.call<Row[]>('listQualifications').data;
    expect(after.find((d) => d.id === sent.id)?.status).toBe('valid');
    expect(after.some((d) => d.id === expired.id)).toBe(false);
    expect(b.call<{ qualification_warnings: Row[] }>('getUserSummary').data.qualification_warnings.some((w) => w.status === 'expired')).toBe(false);
    expect(b.call<{ list: Row[] }>('listMessages', { query: { page: 1 } }).data.list[0]?.title).toBe(`${String(expired.name)}审核通过`);
  });

  it('a newly registered account is approved once all its documents pass', () => {
    const { api, clock } = demo();
    const v = new Browser(api);
    const phone = '13700009911';
    expect(v.call('sendSmsCode', { body: { phone, scene: 'register' } }).status).toBe(200);
    const s1 = v.call<{ token: string }>('registerStep1', { body: { phone, code: '123456', password: 'Shop2026ok', password_confirmation: 'Shop2026ok' } });
    expect(s1.status, s1.msg).toBe(200);
    const s2 = v.call<{ token: string }>('registerStep2', {
      body: { token: s1.data.token, company_type: 'pharmacy', company: '石家庄复审大药房', name: '刘芳', province: '河北省', city: '石家庄市', district: '长安区', address: '中山东路 1 号', phone: '0311-86012345', business_scope: ['中成药'] },
    });
    expect(s2.status, s2.msg).toBe(200);
    const s3 = v.call('registerStep3', {
      body: { token: s2.data.token, business_license: 'a.png', drug_trade_license: 'b.png', drug_trade_license_valid_until: '2030-01-01', purchase_authorization: 'c.pdf' },
    });
    expect(s3.status, s3.msg).toBe(201);
    const b = new Browser(api);
    expect(b.login(phone, 'Shop2026ok').data.is_passed).toBe(0);
    clock.advance(REVIEW_AFTER_MS + 1000);
    expect(b.call('getUserBase').data.is_passed).toBe(1);
    expect(b.call<Row[]>('listQualifications').data.every((d) => d.status !== 'pending')).toBe(true);
  });

  it('rejects a document whose expiry date is past, with the reason', () => {
    expect(reviewProblem({ name: '药品经营许可证', validUntil: '2026-10-31' }, '2026-11-22')).toBe('药品经营许可证已过期（有效期至 2026-10-31），请上传在有效期内的证件');
    expect(reviewProblem({ name: '营业执照', validUntil: null }, '2026-11-22')).toBeNull();
    expect(reviewProblem({ name: '营业执照', validUntil: '2026-11-22' }, '2026-11-22')).toBeNull();
  });
});
