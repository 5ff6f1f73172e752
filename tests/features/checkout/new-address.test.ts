/**
 * 新增收货地址 at checkout without rendering: what is sent, the saved address listed and chosen, a refusal handed back
 * to the form (which shows it), one request for a double save, and an unreadable answer refused in Chinese.
 */
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AddressDraft } from '@/features/address-book';
import { NewAddress } from '@/features/checkout/step2/new-address';
import { Step2Model } from '@/features/checkout/step2/step2-model';
import { ApiError } from '@/lib/http';
import { server } from '@tests/msw-server';
import { confirmListing } from './confirm-fixture';

const draft: AddressDraft = { consignee: '王芳', phone: '13812345678', province: '北京市', city: '北京市', district: '丰台区', detail: '丰台北路 32 号', is_default: 1 };
const saved = { id: 77, ...draft };

/** Answers POST /api/address with `answer` and records each form body sent. */
function answerAddress(answer: () => Response | Promise<Response>): URLSearchParams[] {
  const bodies: URLSearchParams[] = [];
  server.use(
    http.post('*/api/address', async ({ request }) => {
      bodies.push(new URLSearchParams(await request.text()));
      return answer();
    }),
  );
  return bodies;
}

describe('NewAddress', () => {
  it('sends the form’s draft, then lists the saved address, closes and tells the page', async () => {
    const bodies = answerAddress(() => HttpResponse.json({ code: 201, msg: '地址已保存', data: saved }, { status: 201 }));
    const told: number[] = [];
    const store = new NewAddress((a) => told.push(a.id));
    store.show();
    await store.save(draft);
    expect(Object.fromEntries(bodies[0]!)).toEqual({ ...draft, is_default: '1' });
    expect(store.added).toEqual([{ id: 77, consignee: '王芳', phone: '13812345678', address: '北京市丰台区丰台北路 32 号', is_default: 1 }]);
    expect(store.open).toBe(false);
    expect(store.saving).toBe(false);
    expect(told).toEqual([77]);
  });

  it('hands a 422 back to the form with its field messages, and stays open with nothing added', async () => {
    answerAddress(() => HttpResponse.json({ code: 422, msg: '参数错误', data: null, errors: { detail: ['详细地址含有不支持的字符'] } }, { status: 422 }));
    const store = new NewAddress(() => undefined);
    store.show();
    const refusal = await store.save(draft).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(ApiError);
    expect((refusal as ApiError).fieldErrors).toEqual({ detail: ['详细地址含有不支持的字符'] });
    expect(store.open).toBe(true);
    expect(store.added).toEqual([]);
    expect(store.saving).toBe(false);
  });

  it('sends one request when saved twice before the answer', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    const bodies = answerAddress(async () => {
      await held;
      return HttpResponse.json({ code: 201, msg: '地址已保存', data: saved }, { status: 201 });
    });
    const store = new NewAddress(() => undefined);
    const first = store.save(draft);
    await store.save(draft);
    release();
    await first;
    expect(bodies).toHaveLength(1);
    expect(store.added).toHaveLength(1);
  });

  it('refuses an answer without the saved address in Chinese, adding nothing', async () => {
    answerAddress(() => HttpResponse.json({ code: 201, msg: '地址已保存', data: { id: 'x' } }, { status: 201 }));
    const store = new NewAddress(() => undefined);
    store.show();
    await expect(store.save(draft)).rejects.toMatchObject({ kind: 'server', message: '保存地址失败，请稍后重试' });
    expect(store.added).toEqual([]);
    expect(store.open).toBe(true);
  });
});

describe('Step2Model with a new address', () => {
  it('chooses the saved address and lists it once, before and after the confirm data lists it', async () => {
    answerAddress(() => HttpResponse.json({ code: 201, msg: '地址已保存', data: saved }, { status: 201 }));
    const listed = { id: 2, consignee: '刘强', phone: '0311-86012345', address: '河北省石家庄市桥西区自强路 21 号', is_default: 1 as const };
    const m = new Step2Model();
    m.applyConfirm(confirmListing([listed]));
    expect(m.addressId).toBe(2);
    await m.newAddress.save(draft);
    expect(m.addressId).toBe(77);
    expect(m.addresses.map((a) => a.id)).toEqual([2, 77]);

    const fromServer = { id: 77, consignee: '王芳', phone: '13812345678', address: '北京市丰台区丰台北路 32 号', is_default: 1 as const };
    m.applyConfirm(confirmListing([listed, fromServer]));
    expect(m.newAddress.added).toEqual([]);
    expect(m.addresses.map((a) => a.id)).toEqual([2, 77]);
    expect(m.addressId).toBe(77);
    expect(m.choiceNote).toBeNull();
  });
});
