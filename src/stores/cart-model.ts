import { makeAutoObservable, runInAction } from 'mobx';
import {
  checkoutCart,
  copyCartLines,
  deleteCartLines,
  editCartLine,
  getCartNextHint,
  listCartLines,
  selectCartLines,
} from '@generated/endpoints/cart/cart';
import { listStores } from '@generated/endpoints/store/store';
import type {
  CartCheckoutResult,
  CartCopyResult,
  CartLine,
  CartNextHint,
  CartState,
  CartStateFilterDataItem,
  ListCartLines200,
  MemberStore,
} from '@generated/models';
import { badgeText, capBadge } from '@/domain/badge';
import { computeCartTotals, effectiveSelected, type CartLineInput, type CartTotals } from '@/domain/cart-totals';
import { CART_FILTER_ALL } from '@/domain/cart-filter';
import type { ManjianRule, ManjianTier } from '@/domain/manjian';
import { fen, wireFen, type Fen } from '@/domain/money';
import { normalizeQuantity, stepDown, stepUp, type NormalizedQuantity } from '@/domain/packing';
import { freeShippingGap } from '@/domain/shipping';
import { errorText } from '@/lib/http';
import { GROUP_ORDER, GROUP_TITLES, groupOf, manjianRulesOf, toLineInput, type CartGroupKey } from './cart-rules';

export interface CartViewLine {
  line: CartLine;
  input: CartLineInput;
  group: CartGroupKey;
  /** Effective selection: false for a line that cannot be bought or has no stock. */
  selected: boolean;
  selectable: boolean;
  unitFen: Fen;
  amountFen: Fen;
  ladderText: string | null;
  freeShippingNeed: number;
  /** The 中包装 step base (1 for a combination). */
  zbz: number;
}

interface CartGroup {
  key: CartGroupKey;
  title: string;
  lines: CartViewLine[];
  allSelected: boolean;
}

/** What the caller shows after an action: a message, or an error text the shared handler did not already show. */
interface ActionResult<T = null> {
  ok: boolean;
  data?: T;
  message?: string;
}

interface CartModelHost {
  setCount(n: number | undefined): void;
  markChanged(): void;
  /** The cart asked for at boot, if any, for the first load of `filter` (CartStore.takeFirstLines). */
  takeFirstLines?(filter: number): Promise<ListCartLines200> | null;
}

/**
 * The full cart of step 1: the server's CartState plus everything computed from it with src/domain, so the
 * page and the demo API agree to the fen. Selection changes are applied at once and sent to /api/cart/batch_select;
 * a failure reloads the cart so the page never shows a selection the server does not hold.
 */
export class CartModel {
  state: CartState | null = null;
  loadState: 'idle' | 'loading' | 'ready' | 'error' = 'idle';
  filter: number = CART_FILTER_ALL;
  busy = false;
  stores: MemberStore[] = [];
  hints: Record<number, CartNextHint | undefined> = {};

  constructor(private readonly host: CartModelHost | null = null) {
    makeAutoObservable<this, 'host' | 'loadSeq'>(this, { host: false, loadSeq: false }, { autoBind: true });
  }

  get lines(): CartLine[] {
    return this.state?.data ?? [];
  }

  get inputs(): CartLineInput[] {
    return this.lines.map(toLineInput);
  }

  get manjianRules(): ManjianRule[] {
    return manjianRulesOf(this.state);
  }

  get shippingAmountFen(): Fen {
    return wireFen(this.state?.shipping_data?.shipping_amount, fen(0));
  }

  /** no_trans_order_amount: the goods total from which the order ships free. */
  get freeThresholdFen(): Fen {
    return wireFen(this.state?.shipping_data?.no_trans_order_amount, fen(0));
  }

  /**
   * A line whose price × quantity is beyond what money can hold (a server answer no real cart gives) counts as
   * nothing, so the rest of the cart still adds up and the page keeps working.
   */
  get totals(): CartTotals {
    const options = { manjian: this.manjianRules, shippingAmountFen: this.shippingAmountFen, freeThresholdFen: this.freeThresholdFen };
    try {
      return computeCartTotals(this.inputs, options);
    } catch (e) {
      if (!(e instanceof RangeError)) throw e;
      const countable = this.inputs.map((line) => {
        try {
          computeCartTotals([line], options);
          return line;
        } catch {
          return { ...line, quantity: 0 };
        }
      });
      return computeCartTotals(countable, options);
    }
  }

  get selectedCount(): number {
    return this.totals.selectedCount;
  }

  get selectedTotalFen(): Fen {
    return this.totals.goodsTotalFen;
  }

  get couponEligibleTotalFen(): Fen {
    return this.totals.couponEligibleTotalFen;
  }

  /** 满减 tiers, achieved first (status 1 when the selected coupon-eligible total reaches the amount). */
  get tiers(): ManjianTier[] {
    return this.totals.tiers;
  }

  get manjianReduceFen(): Fen {
    return this.totals.manjianReduceFen;
  }

  /** Shipping of the selected goods: the fee below no_trans_order_amount, 0 from it. */
  get shippingFen(): Fen {
    return this.totals.shippingFen;
  }

  /** How much more the selection needs to ship free (0 when it already does). */
  get freeShippingGapFen(): Fen {
    if (this.selectedTotalFen <= 0) return fen(0);
    return freeShippingGap(this.selectedTotalFen, { shippingAmountFen: this.shippingAmountFen, freeThresholdFen: this.freeThresholdFen });
  }

  get payableFen(): Fen {
    return this.totals.payableFen;
  }

  /** Number of lines, capped at 99 for the badge (99+ above it). */
  get badge(): number {
    return capBadge(this.lines.length);
  }

  get badgeText(): string {
    return badgeText(this.lines.length);
  }

  get filters(): CartStateFilterDataItem[] {
    return this.state?.filter_data ?? [];
  }

  get viewLines(): CartViewLine[] {
    const totals = this.totals;
    return this.lines.map((line, i) => {
      const input = this.inputs[i]!;
      const t = totals.lines[i];
      return {
        line,
        input,
        group: groupOf(line),
        selected: effectiveSelected(input),
        selectable: input.buyable && input.stock > 0,
        unitFen: t?.unitFen ?? input.baseFen,
        amountFen: t?.amountFen ?? fen(0),
        ladderText: t?.ladderText ?? null,
        freeShippingNeed: t?.freeShippingNeed ?? 0,
        zbz: line.type === 3 ? 1 : Math.max(1, line.goods?.zbz ?? 1),
      };
    });
  }

  get groups(): CartGroup[] {
    const views = this.viewLines;
    return GROUP_ORDER.flatMap((key) => {
      const lines = views.filter((v) => v.group === key);
      if (lines.length === 0) return [];
      const selectable = lines.filter((v) => v.selectable);
      return [{ key, title: GROUP_TITLES[key], lines, allSelected: selectable.length > 0 && selectable.every((v) => v.selected) }];
    });
  }

  get selectableIds(): number[] {
    return this.viewLines.filter((v) => v.selectable).map((v) => v.line.id);
  }

  get selectedIds(): number[] {
    return this.viewLines.filter((v) => v.selected).map((v) => v.line.id);
  }

  get allSelected(): boolean {
    const ids = this.selectableIds;
    return ids.length > 0 && ids.length === this.selectedIds.length;
  }

  /** Other stores of a multi-store account, the copy targets. */
  get otherStores(): MemberStore[] {
    return this.stores.filter((s) => s.is_current !== 1);
  }

  /** Lines by id, so a row's lookups stay constant-time on a long cart. */
  get viewById(): Map<number, CartViewLine> {
    return new Map(this.viewLines.map((v) => [v.line.id, v]));
  }

  viewLine(id: number): CartViewLine | undefined {
    return this.viewById.get(id);
  }

  /**
   * Takes a CartState: lines that cannot be bought or have no stock are forced unselected, whatever the
   * server's flag said.
   */
  setState(state: CartState): void {
    const data = (Array.isArray(state.data) ? state.data : []).map((l) =>
      l.is_selected === 1 && !effectiveSelected(toLineInput(l)) ? { ...l, is_selected: 0 as const } : l,
    );
    this.state = { ...state, data };
    if (this.filter === CART_FILTER_ALL) this.host?.setCount(data.length);
  }

  /** Only the latest load may write: a filter clicked twice quickly must not end on the older answer. */
  private loadSeq = 0;

  async load(filter: number = this.filter): Promise<void> {
    const seq = ++this.loadSeq;
    this.loadState = 'loading';
    this.filter = filter;
    try {
      const first = this.host?.takeFirstLines?.(filter);
      const res = (first ? await first.catch(() => null) : null) ?? (await listCartLines({ filters: filter, new: 1 }));
      runInAction(() => {
        if (seq !== this.loadSeq) return;
        this.setState(res.data);
        this.loadState = 'ready';
      });
    } catch {
      // A newer load cancels this one's request (the transport drops the older of two identical calls).
      runInAction(() => {
        if (seq === this.loadSeq) this.loadState = 'error';
      });
    }
  }

  async loadStores(): Promise<void> {
    try {
      const res = await listStores({ silent: true });
      runInAction(() => {
        this.stores = Array.isArray(res.data) ? res.data : [];
      });
    } catch {
      // A single-store account or a failure: the copy button stays hidden.
    }
  }

  private setSelectedLocal(ids: readonly number[], selected: boolean): void {
    if (!this.state) return;
    const set = new Set(ids);
    this.state = {
      ...this.state,
      data: this.state.data.map((l) => (set.has(l.id) ? { ...l, is_selected: selected ? 1 : 0 } : l)),
    };
  }

  /** Selects or unselects lines; lines that cannot be selected are left out. */
  async select(ids: readonly number[], selected: boolean): Promise<ActionResult> {
    const allowed = new Set(this.selectableIds);
    const target = selected ? ids.filter((id) => allowed.has(id)) : [...ids];
    if (target.length === 0) return { ok: false, message: selected ? '所选商品暂不能购买' : undefined };
    this.setSelectedLocal(target, selected);
    try {
      await selectCartLines({ ids: target, is_selected: selected ? 1 : 0 });
      return { ok: true };
    } catch (e) {
      await this.load();
      return { ok: false, message: errorText(e, '操作失败') };
    }
  }

  toggleLine(id: number): Promise<ActionResult> {
    const v = this.viewLine(id);
    return this.select([id], !(v?.selected ?? false));
  }

  toggleAll(): Promise<ActionResult> {
    return this.allSelected ? this.select(this.selectableIds, false) : this.select(this.selectableIds, true);
  }

  toggleGroup(key: CartGroupKey): Promise<ActionResult> {
    const group = this.groups.find((g) => g.key === key);
    if (!group) return Promise.resolve({ ok: false });
    const ids = group.lines.filter((v) => v.selectable).map((v) => v.line.id);
    return this.select(ids, !group.allSelected);
  }

  /** The quantity the box may hold for this line: 中包装 steps within the stock (packing.ts). */
  normalize(id: number, input: number | string): NormalizedQuantity | null {
    const v = this.viewLine(id);
    if (!v) return null;
    return normalizeQuantity(input, { zbz: v.zbz, stock: v.input.stock });
  }

  stepUpOf(id: number): number {
    const v = this.viewLine(id);
    return v ? stepUp(v.line.number, { zbz: v.zbz, stock: v.input.stock }) : 0;
  }

  stepDownOf(id: number): number {
    const v = this.viewLine(id);
    return v ? stepDown(v.line.number, { zbz: v.zbz, stock: v.input.stock }) : 0;
  }

  /**
   * Sets a line's quantity: corrected locally to 中包装 steps first (the message says why), then POST
   * /api/cart/{id}/edit, whose answer (the line priced at the new quantity) replaces the line.
   */
  async editQuantity(id: number, input: number | string): Promise<ActionResult<{ quantity: number }>> {
    const norm = this.normalize(id, input);
    if (!norm) return { ok: false };
    if (norm.reason === 'no_stock') return { ok: false, message: norm.message ?? '该商品暂无库存' };
    try {
      const res = await editCartLine(id, { number: norm.quantity, new: 1 });
      const line = res.data?.line;
      runInAction(() => {
        if (this.state && line) {
          this.state = { ...this.state, data: this.state.data.map((l) => (l.id === id ? { ...line, is_selected: l.is_selected } : l)) };
        }
        this.host?.markChanged();
      });
      const server = res.data?.adjusted === 1 ? res.msg : null;
      return { ok: true, data: { quantity: line?.number ?? norm.quantity }, message: norm.message ?? server ?? undefined };
    } catch (e) {
      await this.load();
      return { ok: false, message: errorText(e, '修改数量失败') };
    }
  }

  /** POST /api/cart/batch_delete; the confirmation is the page's. */
  async remove(ids: readonly number[]): Promise<ActionResult> {
    if (ids.length === 0) return { ok: false, message: '请选择要删除的商品' };
    try {
      await deleteCartLines({ ids: [...ids] });
    } catch (e) {
      return { ok: false, message: errorText(e, '删除失败') };
    }
    await this.load();
    this.host?.markChanged();
    return { ok: true, message: '删除成功' };
  }

  /** Copies lines to other stores of the account (POST /api/cart/copy). */
  async copyTo(ids: readonly number[], storeIds: readonly number[]): Promise<ActionResult<CartCopyResult>> {
    if (ids.length === 0) return { ok: false, message: '请选择要复制的商品' };
    if (storeIds.length === 0) return { ok: false, message: '请选择目标门店' };
    try {
      const res = await copyCartLines({ ids: [...ids], other_user_ids: [...storeIds] });
      return { ok: true, data: res.data, message: res.msg };
    } catch (e) {
      return { ok: false, message: errorText(e, '复制失败') };
    }
  }

  /** 凑单 hints and suggestions for a line (POST /api/cart/next_hint), kept per line id. */
  async loadHint(id: number): Promise<CartNextHint | null> {
    const v = this.viewLine(id);
    if (!v || v.line.type === 3) return null;
    try {
      const res = await getCartNextHint({ goods_id: v.input.goodsId, ck_id: v.line.ck_id, number: v.line.number });
      runInAction(() => {
        this.hints = { ...this.hints, [id]: res.data };
      });
      return res.data;
    } catch {
      return null;
    }
  }

  /** POST /api/cart/checkout with the selected lines; the caller goes on to step 2 on success. */
  async checkout(): Promise<ActionResult<CartCheckoutResult>> {
    const ids = this.selectedIds;
    if (ids.length === 0) return { ok: false, message: '请选择要结算的商品' };
    this.busy = true;
    try {
      const res = await checkoutCart({ ids, new: 1 });
      return { ok: true, data: res.data, message: res.msg };
    } catch (e) {
      return { ok: false, message: errorText(e, '结算失败') };
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }
}

const models = new WeakMap<CartModelHost, CartModel>();

/**
 * The one full cart of a shell cart store, created on first use. The cart pages call this (they are lazy chunks), so
 * the model and its domain code load with them and not with every page.
 */
export function cartModelOf(host: CartModelHost): CartModel {
  let model = models.get(host);
  if (!model) {
    model = new CartModel(host);
    models.set(host, model);
  }
  return model;
}
