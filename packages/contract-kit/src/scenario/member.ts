/**
 * A member's own centre: user state, scope, favourites, coupons, messages, addresses, qualifications, wallet,
 * points mall, draws, purchase requests, feedback, invoices, WeChat binding, profile and password.
 */
import { pngFile } from '../client';
import type { Obj } from '../contract';
import { expectOk, expectStatus, listOf, login, type Scenario } from './context';

const UNKNOWN_ID = 987654321;

export async function memberCentre(s: Scenario): Promise<void> {
  const m = s.client('buyer');
  await login(s, m, s.target.accounts.buyer);

  const base = await m.call('getUserBase');
  expectOk(s, base, 'member user state');
  if (base.data) s.log.expectation(base.data.show === 1, 'getUserBase after login answers show = 1');
  s.memo.set('buyerBase', base.data);
  expectOk(s, await m.call('getBusinessScope'), 'business scope');

  // Goods as a member: prices shown; favourites.
  const list = await m.call('listGoods', { query: { page: 1, in_stock: 1 } });
  expectOk(s, list, 'member goods list');
  const goods = listOf(list.data);
  s.memo.set('memberGoods', goods);
  const favIds = goods.slice(0, 2).map((g) => g.id as number);
  if (favIds.length) {
    expectOk(s, await m.call('addFavorites', { body: { goods_ids: favIds } }), 'add favourites');
    expectOk(s, await m.call('listFavorites', { query: { page: 1, page_size: 20 } }), 'list favourites');
    expectOk(s, await m.call('cancelFavorites', { body: { goods_ids: favIds.slice(0, 1) } }), 'cancel favourite');
  }
  expectStatus(s, await m.call('addFavorites', { body: { goods_ids: [UNKNOWN_ID] } }), [404, 400], 'favourite an unknown goods');

  // Coupons: receive one from the centre, list, counts.
  const centre = await m.call('listCenterCoupons');
  expectOk(s, centre, 'member coupon centre');
  const offer = listOf(centre.data).find((c) => c.is_received === 0 && c.is_sold_out === 0);
  if (offer) expectOk(s, await m.call('receiveCoupon', { path: { id: offer.id } }), 'receive a coupon');
  expectStatus(s, await m.call('receiveCoupon', { path: { id: UNKNOWN_ID } }), 404, 'receive an unknown coupon');
  expectOk(s, await m.call('listCoupons', { query: { page: 1, type: 1, status: 1 } }), 'my coupons');
  expectOk(s, await m.call('listCoupons', { query: { page: 1, page_size: 50 } }), 'my coupons (all)');
  expectOk(s, await m.call('listAvailableCoupons', { query: { type: 1, page: 1 } }), 'available coupons');
  expectOk(s, await m.call('getCouponCounts'), 'coupon counts');

  // Messages.
  const msgs = await m.call('listMessages', { query: { page: 1, page_size: 20, type: 0 } });
  expectOk(s, msgs, 'messages');
  const unread = listOf(msgs.data).find((x) => x.is_read === 0) ?? listOf(msgs.data)[0];
  if (unread) expectOk(s, await m.call('markMessageRead', { path: { id: unread.id } }), 'read a message');
  expectStatus(s, await m.call('markMessageRead', { path: { id: UNKNOWN_ID } }), 404, 'read an unknown message');
  expectOk(s, await m.call('getUnreadMessageCount'), 'unread count');
  expectOk(s, await m.call('markAllMessagesRead'), 'read all messages');

  // Addresses: create, update, default, delete; a malformed phone is refused with 422.
  expectOk(s, await m.call('listAddresses'), 'addresses');
  const created = await m.call('createAddress', { body: { consignee: '张敏', phone: '13912345678', province: '河北省', city: '石家庄市', district: '长安区', detail: '中山东路 88 号', is_default: 0 } });
  expectOk(s, created, 'create address');
  const addressId = (created.data as Obj | null)?.id as number | undefined;
  if (addressId) {
    expectOk(s, await m.call('updateAddress', { path: { id: addressId } }), 'update address (contract example body)');
    expectOk(s, await m.call('setDefaultAddress', { path: { id: addressId } }), 'default address');
    const second = await m.call('createAddress', { body: { consignee: '李娜', phone: '0311-86012345', province: '河北省', city: '石家庄市', district: '裕华区', detail: '裕华东路 136 号', is_default: 0 } });
    const secondId = (second.data as Obj | null)?.id as number | undefined;
    if (secondId) expectOk(s, await m.call('deleteAddress', { path: { id: secondId } }), 'delete a non-default address');
  }
  expectStatus(s, await m.call('createAddress', { body: { consignee: '张敏', phone: '12345', province: '河北省', city: '石家庄市', district: '长安区', detail: '中山东路 88 号' }, malformed: true }), 422, 'address with a malformed phone');
  expectStatus(s, await m.call('updateAddress', { path: { id: UNKNOWN_ID } }), 404, 'update an unknown address');
  expectStatus(s, await m.call('deleteAddress', { path: { id: UNKNOWN_ID } }), 404, 'delete an unknown address');

  // Qualifications: list and upload a replacement (multipart).
  const quals = await m.call('listQualifications');
  expectOk(s, quals, 'qualifications');
  const replace = listOf(quals.data).find((q) => q.status !== 'pending');
  const upload = await m.call('uploadQualification', {
    multipart: { id: replace?.id as number | undefined, type: (replace?.type as string | undefined) ?? 'drug_trade_license', number: '冀CB3110235', valid_until: '2031-12-14', image: pngFile('药品经营许可证2031.png') },
  });
  expectOk(s, upload, 'upload a qualification (multipart)');
  const uploadedId = (upload.data as Obj | null)?.id as number | undefined;
  if (uploadedId) expectOk(s, await m.call('getQualificationFile', { path: { id: uploadedId } }), 'the uploaded file, to its owner');
  expectStatus(s, await m.call('getQualificationFile', { path: { id: UNKNOWN_ID } }), 404, 'an unknown document file');
  expectOk(s, await m.call('getUserSummary'), 'member home summary');

  // Wallet and logs.
  const wallet = await m.call('getWalletBalance');
  expectOk(s, wallet, 'wallet balance');
  expectOk(s, await m.call('listMoneyLog', { query: { page: 1, page_size: 20, use_type: 0, start_time: '2026-01-01', end_time: '2026-12-31' } }), 'money log');
  expectOk(s, await m.call('listPointsLog', { query: { page: 1, type: 0 } }), 'points log');

  // Points mall exchange (needs an address), points orders.
  const points = Number((wallet.data as Obj | null)?.points ?? (base.data as Obj | null)?.points ?? 0);
  const pointsGoods = await m.call('listPointsGoods', { query: { page: 1, page_size: 50 } });
  const affordable = listOf(pointsGoods.data).find((g) => (g.stock as number) > 0 && (g.points as number) <= points);
  const anyAddress = listOf((await m.call('listAddresses')).data)[0]?.id as number | undefined;
  if (affordable && anyAddress) expectOk(s, await m.call('exchangePointsGoods', { path: { id: affordable.id }, body: { number: 1, address_id: anyAddress } }), 'exchange points goods');
  else {
    const any = listOf(pointsGoods.data)[0];
    if (any && anyAddress) await m.call('exchangePointsGoods', { path: { id: any.id }, body: { number: 1, address_id: anyAddress }, label: 'exchange (points may not cover it)' });
    else s.log.skip('exchangePointsGoods', 'no points goods or no address');
  }
  const pointsOrders = await m.call('listPointsOrders', { query: { page: 1, page_size: 20 } });
  expectOk(s, pointsOrders, 'points orders');
  const pointsOrder = listOf(pointsOrders.data)[0];
  if (pointsOrder) expectOk(s, await m.call('getPointsOrder', { path: { id: pointsOrder.id as number } }), 'a points order with its traces');
  else s.log.skip('getPointsOrder', 'the buyer has no points order');

  // Draws: activity-centre wheel and the popup lottery.
  const drawId = s.memo.get('drawId') as number | undefined;
  await m.call('drawPrize', drawId ? { query: { id: drawId } } : {});
  expectOk(s, await m.call('listMyDrawRecords', { query: { page: 1 } }), 'my draw records');
  const lottery = await m.call('getLotterySimple');
  const lotteryId = ((lottery.data as Obj | null)?.id as number | undefined) ?? (s.memo.get('lotteryId') as number | undefined) ?? 1;
  await m.call('drawLottery', { path: { id: lotteryId } });

  // Purchase requests and feedback.
  const req = await m.call('createPurchaseRequest');
  expectOk(s, req, 'purchase request (contract example)');
  expectOk(s, await m.call('listPurchaseRequests', { query: { page: 1 } }), 'purchase requests');
  const reqId = (req.data as Obj | null)?.id as number | undefined;
  if (reqId) expectOk(s, await m.call('getPurchaseRequest', { path: { id: reqId } }), 'purchase request detail');
  expectStatus(s, await m.call('getPurchaseRequest', { path: { id: UNKNOWN_ID } }), 404, 'unknown purchase request');
  expectStatus(s, await m.call('createPurchaseRequest', { body: { name: '布洛芬缓释胶囊', number: 10, price: '16.555' }, malformed: true }), 422, 'purchase request with a 3-decimal price');
  const picture = await m.call('uploadFeedbackImage', { multipart: { file: pngFile('外包装.png') } });
  expectOk(s, picture, 'upload a feedback picture (multipart)');
  const pictureUrl = (picture.data as Obj | null)?.url as string | undefined;
  await m.call('submitFeedback', pictureUrl ? { body: { type: 1, content: '收到的货品外包装破损，请核查仓库发货流程。', images: [pictureUrl] } } : {});
  expectOk(s, await m.call('listFeedback', { query: { page: 1, page_size: 10 } }), 'feedback history');

  // E-contract of a signed account; stores of a single account.
  expectOk(s, await m.call('getEContract'), 'e-contract of a signed account');
  expectOk(s, await m.call('listStores'), 'stores');

  // WeChat: unbind when bound, ask for a binding QR; with the server's clock, it is confirmed a few seconds later.
  const wasBound = typeof (base.data as Obj | null)?.wechat === 'string' && ((base.data as Obj).wechat as string).length > 0;
  if (wasBound) expectOk(s, await m.call('unbindWechat'), 'unbind WeChat');
  expectOk(s, await m.call('getBindWechatQr'), 'bind WeChat QR');
  if (s.target.advance) {
    s.target.advance(7_000);
    const after = await m.call('getUserBase');
    if (after.data) s.log.expectation(typeof after.data.wechat === 'string' && (after.data.wechat as string).length > 0, 'WeChat is bound after the QR was confirmed');
  }
  if (!wasBound) await m.call('unbindWechat', { label: 'unbind (bound only when the QR was confirmed)' });
}

/** Profile and password changes, on the spare account (the password is changed and changed back). */
export async function profileAndPassword(s: Scenario): Promise<void> {
  const account = s.target.accounts.spare;
  if (!account) {
    for (const id of ['updateUserInfo', 'changePassword']) s.log.skip(id, 'needs a spare account (--spare user:password) whose password the run may change');
    return;
  }
  const c = s.client('profile');
  await login(s, c, account);
  const base = await c.call('getUserBase');
  const phone = (base.data as Obj | null)?.phone as string | undefined;
  expectOk(s, await c.call('updateUserInfo', { body: { name: '王医生', ...(phone ? { phone } : {}) } }), 'update contact name (same phone, no code)');
  expectStatus(s, await c.call('changePassword', { body: { old_password: 'wrong-password1', password: 'Kn2027safe', password_confirmation: 'Kn2027safe' } }), 400, 'change password with a wrong old password');
  const changed = await c.call('changePassword', { body: { old_password: account.password, password: 'Kn2027safe', password_confirmation: 'Kn2027safe' } });
  expectOk(s, changed, 'change password');
  if (!changed.ok) return;
  const again = s.client('profile-again');
  expectOk(s, await again.call('loginByPassword', { body: { username: account.username, password: 'Kn2027safe' } }), 'login with the new password');
  // Back to the original password, so the account works for the next run.
  await again.call('changePassword', { body: { old_password: 'Kn2027safe', password: account.password, password_confirmation: account.password }, label: 'change the password back' });
}
