import type { UserAddress } from '@generated/models/userAddress';
import type { PartialHandlers } from '../../core/engine';
import { notFound, refuse, reply } from '../../core/respond';
import type { AccountRecord, AddressRecord } from '../../data/types';
import type { DemoDb } from '../../state';
import { requireBuyer, type Ctx, type OpCtx } from '../shared/buyer';
import { Problems, trim } from './input';
import { validateAddress } from '@/domain/validation';
import { newAddress } from './registry';

/**
 * Delivery addresses (contract tag `address`) of the buyer: a chain's addresses follow the selected store. There is
 * always exactly one default while any address exists: the first one becomes it, a new or edited default takes the
 * flag from the previous one, and the default cannot be deleted while others exist nor simply unflagged.
 */
const MAX_ADDRESSES = 20;

function addressView(a: AddressRecord): UserAddress {
  return {
    id: a.id,
    consignee: a.consignee,
    phone: a.phone,
    province: a.province,
    city: a.city,
    district: a.district,
    detail: a.detail,
    is_default: a.isDefault,
  };
}

function find(ctx: Ctx, account: AccountRecord): AddressRecord {
  const a = account.addresses.find((x) => x.id === Number(ctx.params.id));
  if (!a) throw notFound('该收货地址不存在或已删除');
  return a;
}

function makeDefault(account: AccountRecord, target: AddressRecord): void {
  for (const a of account.addresses) a.isDefault = a === target ? 1 : 0;
}

/** The address form of createAddress and updateAddress, as the engine validated it against the contract. */
function readForm(f: OpCtx<'createAddress'>['body'] | OpCtx<'updateAddress'>['body']) {
  const p = new Problems();
  const fields = {
    consignee: trim(f.consignee),
    phone: f.phone.trim(),
    province: trim(f.province),
    city: trim(f.city),
    district: trim(f.district),
    detail: trim(f.detail),
  };
  for (const [field, message] of Object.entries(validateAddress(fields))) p.add(field, message);
  p.throwIfAny();
  return { fields, wantsDefault: f.is_default === 1 };
}

export const addressHandlers: PartialHandlers<DemoDb> = {
  listAddresses(ctx) {
    const buyer = requireBuyer(ctx);
    return [...buyer.addresses]
      .sort((a, b) => b.isDefault - a.isDefault)
      .slice(0, MAX_ADDRESSES)
      .map(addressView);
  },

  createAddress(ctx) {
    const buyer = requireBuyer(ctx);
    const { fields, wantsDefault } = readForm(ctx.body);
    if (buyer.addresses.length >= MAX_ADDRESSES) {
      throw refuse(`收货地址最多保存 ${MAX_ADDRESSES} 个，请删除不用的地址后再添加`, 40064);
    }
    const created = newAddress(ctx.db, fields, 0);
    buyer.addresses.push(created);
    if (wantsDefault || buyer.addresses.length === 1) makeDefault(buyer, created);
    return reply(addressView(created), '新增成功');
  },

  updateAddress(ctx) {
    const buyer = requireBuyer(ctx);
    const target = find(ctx, buyer);
    const { fields, wantsDefault } = readForm(ctx.body);
    Object.assign(target, fields);
    if (wantsDefault) makeDefault(buyer, target);
    return reply(addressView(target), '修改成功');
  },

  deleteAddress(ctx) {
    const buyer = requireBuyer(ctx);
    const target = find(ctx, buyer);
    if (target.isDefault && buyer.addresses.length > 1) throw refuse('默认收货地址不能删除，请先将其他地址设为默认', 40065);
    buyer.addresses = buyer.addresses.filter((a) => a !== target);
    return reply(null, '删除成功');
  },

  setDefaultAddress(ctx) {
    const buyer = requireBuyer(ctx);
    const target = find(ctx, buyer);
    makeDefault(buyer, target);
    return reply(null, '已设为默认地址');
  },
};
