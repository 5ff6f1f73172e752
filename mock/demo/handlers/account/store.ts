import type { StoreForm } from '@generated/models/storeForm';
import { validateContactPhone } from '@/domain/validation';
import type { PartialHandlers } from '../../core/engine';
import { notFound, refuse, reply, unauthorized } from '../../core/respond';
import type { AccountRecord } from '../../data/types';
import type { DemoDb } from '../../state';
import { loggedInAccount, type Ctx } from '../shared/buyer';
import { tradeState } from '../trade/state';
import { Problems, trim } from './input';
import { createAccount, newAddress } from './registry';
import { memberStoreView, storesOf } from './views';

/**
 * Stores of a multi-store account (contract tag `store`). Each store is an account of its own (parentId = the chain
 * head) with its own cart, scope, addresses and documents; the session's storeId says which one the head buys for,
 * and switching changes it for this session only.
 */
function head(ctx: Ctx): AccountRecord {
  const a = loggedInAccount(ctx);
  if (!a || !ctx.session) throw unauthorized();
  return a;
}

/** One of this account's stores by the path's id, else 404. */
function ownStore(ctx: Ctx, me: AccountRecord): AccountRecord {
  const store = storesOf(ctx.db.members, me).find((s) => s.id === Number(ctx.params.id));
  if (!store) throw notFound('该门店不存在');
  return store;
}

function storeProblems(f: StoreForm): Problems {
  const p = new Problems();
  if (trim(f.name).length < 2) p.add('name', '请输入门店名称');
  p.add('phone', validateContactPhone(f.phone));
  if (!trim(f.address)) p.add('address', '请输入详细地址');
  return p;
}

export const storeHandlers: PartialHandlers<DemoDb> = {
  listStores(ctx) {
    const me = head(ctx);
    const current = ctx.session!.storeId;
    return storesOf(ctx.db.members, me)
      .map((s) => memberStoreView(s, current))
      .sort((a, b) => b.is_current - a.is_current);
  },

  createStore(ctx) {
    const me = head(ctx);
    const f = ctx.body;
    const name = trim(f.name);
    storeProblems(f).throwIfAny();
    if (me.type !== 'chain' && me.storeIds.length === 0) throw refuse('当前账号不是多门店账号，请联系客户经理开通', 40068);
    if (storesOf(ctx.db.members, me).some((s) => s.company === name)) throw refuse('已有同名门店，请更换门店名称');
    const store = createAccount(ctx.db, {
      phone: f.phone.trim(),
      password: '',
      name: trim(f.contact) || me.name,
      company: name,
      type: 'pharmacy',
      region: f.province,
      scopeCategoryIds: me.scopeCategoryIds === 'all' ? 'all' : [...me.scopeCategoryIds],
      scopeText: me.scopeText,
      parentId: me.id,
      adminId: me.adminId,
      username: `${me.username}_md${me.storeIds.length + 1}`,
      demoNote: `${me.company}新增的门店（审核中）`,
    });
    store.addresses.push(
      newAddress(
        ctx.db,
        { consignee: store.name, phone: store.phone, province: f.province, city: f.city, district: f.district, detail: trim(f.address) },
        1,
      ),
    );
    me.storeIds.push(store.id);
    return reply(memberStoreView(store, ctx.session!.storeId), '门店已提交，等待审核');
  },

  updateStore(ctx) {
    const me = head(ctx);
    const store = ownStore(ctx, me);
    const f = ctx.body;
    const name = trim(f.name);
    storeProblems(f).throwIfAny();
    if (storesOf(ctx.db.members, me).some((s) => s !== store && s.company === name)) throw refuse('已有同名门店，请更换门店名称');
    store.company = name;
    store.name = trim(f.contact) || store.name;
    store.phone = f.phone.trim();
    store.region = f.province;
    const fields = { consignee: store.name, phone: store.phone, province: f.province, city: f.city, district: f.district, detail: trim(f.address) };
    const address = store.addresses.find((x) => x.isDefault === 1);
    if (address) Object.assign(address, fields);
    else store.addresses.push(newAddress(ctx.db, fields, 1));
    return reply(memberStoreView(store, ctx.session!.storeId), '门店已保存');
  },

  deleteStore(ctx) {
    const me = head(ctx);
    const store = ownStore(ctx, me);
    if (store.id === ctx.session!.storeId || store.id === me.id) throw refuse('当前采购门店不能删除，请先切换到其他门店');
    me.storeIds = me.storeIds.filter((id) => id !== store.id);
    delete tradeState(ctx.db).carts[String(store.id)];
    store.addresses = [];
    return reply(null, '门店已删除');
  },

  switchStore(ctx) {
    const me = head(ctx);
    const target = storesOf(ctx.db.members, me).find((s) => s.id === Number(ctx.params.id));
    if (!target) throw notFound('该门店不存在');
    if (!target.isPassed) throw refuse('该门店尚未审核通过，暂不能切换', 40067);
    // The session object is the engine's own record, so this carries over to every later request of the session.
    ctx.session!.storeId = target.id;
    return reply(memberStoreView(target, target.id), `已切换至 ${target.company}`);
  },
};
