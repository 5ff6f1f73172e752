/**
 * The API calls the marketplace site is built on, each with the parameters and body fields it sends: every one must
 * stay in the contract at that path with those names, so a rename in the contract cannot silently break the site.
 */
import { describe, expect, it } from 'vitest';
import { contract, resolveRef, type Obj } from './load-contract';

// [method, path, parameter or body field names the site sends]
const SITE_CALLS: Array<[string, string, string[]]> = [
  ['get', '/api/index/spike', []],
  ['get', '/api/article/category', ['category_id']],
  ['get', '/api/goods/search', ['keywords', 'type']],
  ['get', '/api/goods/hot', []],
  ['get', '/api/goods/list', []],
  ['get', '/api/goods/detail/{id}', ['id']],
  ['get', '/api/activity/everyday_price', []],
  ['get', '/api/focus/demo', []],
  ['get', '/api/goods/activities', []],
  ['get', '/api/global/links', []],
  ...(['kxzq_ad', 'new_kxzq', 'right', 'xrtj', 'top', 'ppzq', 'kxzq', 'zyzq', 'login', 'yx'].map((p) => ['get', `/api/focus/${p}`, p === 'kxzq_ad' ? ['ids'] : []]) as Array<[string, string, string[]]>),
  ['get', '/api/focus', []],
  ['get', '/api/focus/brand/{id}', ['id']],
  ['get', '/api/focus/common', []],
  ['get', '/api/focus/postList', []],
  ['get', '/api/index_wntj/1', []],
  ['get', '/api/draw', ['id']],
  ['get', '/api/draw/new_record', ['id']],
  ['get', '/api/draw/{id}/activity', ['id']],
  ['get', '/api/draw/simple', []],
  ['get', '/api/draw/record', []],
  ['get', '/api/draw/ads', []],
  ['get', '/api/favorite', ['page']],
  ['post', '/api/favorite', ['goods_ids']],
  ['post', '/api/favorite/cancel', ['goods_ids']],
  ['post', '/api/cart/copy', ['ids', 'other_user_ids']],
  ['post', '/api/cart/checkout', ['ids', 'new']],
  ['post', '/api/cart/batch_delete', ['ids']],
  ['post', '/api/cart/{id}/edit', ['id', 'number', 'new']],
  ['post', '/api/cart/batch_select', ['ids', 'is_selected']],
  ['get', '/api/cart/total', []],
  ['get', '/api/cart/list', ['filters', 'new']],
  ['post', '/api/cart/quick_add/{id}', ['id']],
  ['post', '/api/cart', ['params']],
  ['post', '/api/cart/next_hint', []],
  ['post', '/api/user/create_code', []],
  ['delete', '/api/user/unbind_wechat', []],
  ['post', '/api/user/feedback', []],
  ['post', '/api/user/buy', []],
  ['get', '/api/user/buy', ['page']],
  ['get', '/api/user/fast_buy', ['page', 'order']],
  ['get', '/api/user/availableCoupon', ['type', 'page']],
  ['get', '/api/user/coupon', ['page', 'type', 'status']],
  ['get', '/api/user/user_money_log', ['page', 'use_type', 'start_time', 'end_time']],
  ['get', '/api/user/user_money', []],
  ['get', '/api/user/jyfw', []],
  ['post', '/api/user/updateUserInfo', ['name', 'phone']],
  ['post', '/api/user/resetPassword', ['password']],
  ['get', '/api/user/zizhi', []],
  ['get', '/api/user/couponNum', []],
  ['get', '/api/user/base', []],
  ['delete', '/api/user/logout', []],
  ['get', '/api/user/phone/{phone}', ['phone']],
];

function namesOf(op: Obj): Set<string> {
  const names = new Set<string>();
  for (const p of (op.parameters as unknown[] | undefined) ?? []) names.add(String(resolveRef<Obj>(p).name));
  const body = resolveRef<Obj>(op.requestBody ?? {});
  for (const media of Object.values((body.content as Record<string, Obj>) ?? {})) {
    const schema = resolveRef<Obj>(media.schema ?? {});
    for (const k of Object.keys((schema.properties as Obj) ?? {})) names.add(k);
  }
  return names;
}

describe('the calls the site is built on', () => {
  it.each(SITE_CALLS)('%s %s', (method, path, params) => {
    const op = contract.paths[path]?.[method] as Obj | undefined;
    expect(op, `${method.toUpperCase()} ${path} is missing`).toBeDefined();
    const names = namesOf(op as Obj);
    for (const p of params) expect(names, `${method.toUpperCase()} ${path} lacks ${p}`).toContain(p);
  });
});
