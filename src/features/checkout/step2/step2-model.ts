import { makeAutoObservable, runInAction } from 'mobx';
import { listCartLines } from '@generated/endpoints/cart/cart';
import { listAvailableCoupons } from '@generated/endpoints/coupon/coupon';
import { getOrderConfirm } from '@generated/endpoints/order/order';
import type { Coupon, OrderAddress, OrderConfirm, OrderInvoiceTypeCode } from '@generated/models';
import { effectiveSelected } from '@/domain/cart-totals';
import { CART_FILTER_ALL } from '@/domain/cart-filter';
import { errorText, isApiError } from '@/lib/http';
import { readIds } from '@/lib/url/id-param';
import { toLineInput } from '@/stores/cart-rules';
import { NewAddress } from './new-address';
import { OrderSubmission, type Step2Host } from './order-submission';
import { OrderTotals } from './order-totals';
import { remarkProblem } from './step2-rules';

export type { Step2Host } from './order-submission';

/**
 * Cart step 2 (确认订单信息): the confirm data of the chosen cart lines and the buyer's choices. What the choices cost
 * is `totals` (order-totals.ts), a new address is `newAddress` (new-address.ts, with the address book's form) and
 * 提交订单 is `submission` (order-submission.ts). The page creates one per visit.
 */
export type Step2Phase = 'idle' | 'loading' | 'ready' | 'no_lines' | 'refused' | 'error';

export class Step2Model {
  ids: number[] = [];
  phase: Step2Phase = 'idle';
  /** Why the page cannot show the confirm data (phase refused / error / no_lines). */
  loadMessage: string | null = null;
  confirm: OrderConfirm | null = null;
  /** listAvailableCoupons' entries by id: scope and dates, shown when present. */
  details: Record<number, Coupon> = {};

  addressId: number | null = null;
  couponId: number | null = null;
  voucherId: number | null = null;
  pointsText = '';
  /** Why the points changed without the buyer typing (a lower cap after a coupon or voucher change). */
  pointsNote: string | null = null;
  useBalance = false;
  invoiceType: OrderInvoiceTypeCode | null = null;
  remark = '';
  /** Why a reload of the confirm data after a refused submission failed (the page keeps the older data). */
  reloadMessage: string | null = null;
  /** A note about choices the reloaded confirm data no longer offers. */
  choiceNote: string | null = null;

  /** What the confirm data offers and what each choice costs, in fen. */
  readonly totals: OrderTotals;
  /** 新增收货地址: the form's state and the addresses added on this page. */
  readonly newAddress: NewAddress;
  /** 提交订单: the form sent, the checks, the refusal's messages. */
  readonly submission: OrderSubmission;

  private initialized = false;
  private loadSeq = 0;
  /** The `?ids=` the page started from, for 重新加载. */
  private idsParam: string | null = null;

  constructor(host: Step2Host | null = null) {
    this.totals = new OrderTotals(this);
    this.newAddress = new NewAddress((created) => this.setAddress(created.id));
    this.submission = new OrderSubmission(this, host);
    makeAutoObservable<this, 'initialized' | 'loadSeq' | 'idsParam'>(
      this,
      { totals: false, newAddress: false, submission: false, initialized: false, loadSeq: false, idsParam: false },
      { autoBind: true },
    );
  }

  /** The confirm data's addresses, then the ones added on this page that it does not list yet. */
  get addresses(): OrderAddress[] {
    const list = [...(this.confirm?.addresses ?? [])];
    for (const a of this.newAddress.added) if (!list.some((x) => x.id === a.id)) list.push(a);
    return list;
  }

  get remarkProblem(): string | null {
    return remarkProblem(this.remark);
  }

  // ---- loading --------------------------------------------------------------------------------------------------

  /**
   * Starts the page from `?ids=`. A direct visit without ids checks out what the cart has selected (and can be
   * bought); with nothing selected the page says so.
   */
  async start(idsParam: string | null): Promise<void> {
    this.idsParam = idsParam;
    const seq = ++this.loadSeq;
    this.phase = 'loading';
    this.loadMessage = null;
    let ids = readIds(idsParam);
    if (ids.length === 0) {
      try {
        const res = await listCartLines({ filters: CART_FILTER_ALL, new: 1 });
        const lines = Array.isArray(res.data?.data) ? res.data.data : [];
        ids = lines.filter((l) => effectiveSelected(toLineInput(l))).map((l) => l.id);
      } catch (e) {
        if (seq !== this.loadSeq) return;
        runInAction(() => {
          this.phase = 'error';
          this.loadMessage = `购物车加载失败：${errorText(e, '请稍后重试')}`;
        });
        return;
      }
    }
    if (seq !== this.loadSeq) return;
    runInAction(() => {
      this.ids = ids;
    });
    if (ids.length === 0) {
      runInAction(() => {
        this.phase = 'no_lines';
        this.loadMessage = '请先在购物车中选择要结算的商品';
      });
      return;
    }
    await this.loadConfirm();
    void this.loadDetails();
  }

  /** 重新加载 after a failed first load: from the start, since what failed may be the cart's selection. */
  retry(): Promise<void> {
    return this.start(this.idsParam);
  }

  /**
   * GET /api/order/confirm. A 400 (stock, a line no longer buyable) is the page's answer, shown with a way back to
   * the cart; on a reload after a refused submission the buyer's choices are kept where the new data still offers them.
   */
  async loadConfirm(silent = false): Promise<boolean> {
    const seq = ++this.loadSeq;
    if (!this.confirm) this.phase = 'loading';
    try {
      const res = await getOrderConfirm({ ids: this.ids }, { silent });
      if (seq !== this.loadSeq) return false;
      const data = res.data;
      const lists = data ? [data.groups, data.addresses, data.coupons, data.vouchers, data.invoice_types] : [];
      if (!data || !lists.every(Array.isArray) || data.groups.length === 0 || typeof data.points_rule !== 'object' || !data.points_rule) {
        throw new Error('订单信息格式不正确');
      }
      runInAction(() => {
        this.applyConfirm(data);
        this.phase = 'ready';
        this.loadMessage = null;
        this.reloadMessage = null;
      });
      return true;
    } catch (e) {
      if (seq !== this.loadSeq || (isApiError(e) && e.kind === 'cancelled')) return false;
      runInAction(() => {
        const refused = isApiError(e) && (e.kind === 'business' || e.kind === 'validation');
        const text = refused ? errorText(e, '订单信息有变化，请返回购物车') : `订单信息加载失败：${errorText(e, '请稍后重试')}`;
        // A reload that fails leaves the page as it was, so nothing the buyer chose disappears.
        if (this.confirm) {
          this.reloadMessage = text;
          return;
        }
        this.phase = refused ? 'refused' : 'error';
        this.loadMessage = text;
      });
      return false;
    }
  }

  /** First load: the defaults. Later loads: keep each choice that is still offered, and say which ones were not. */
  applyConfirm(data: OrderConfirm): void {
    this.confirm = data;
    this.newAddress.forgetListed(data.addresses);
    const def = this.addresses.find((a) => a.is_default === 1) ?? this.addresses[0] ?? null;
    const { bestCouponId, bestVoucherId } = this.totals;
    if (!this.initialized) {
      this.initialized = true;
      this.addressId = def?.id ?? null;
      this.couponId = bestCouponId;
      this.voucherId = bestVoucherId;
      this.invoiceType = data.invoice_types.find((t) => t.is_default === 1)?.type ?? null;
      this.clampPoints();
      return;
    }
    const gone: string[] = [];
    if (this.addressId !== null && !this.addresses.some((a) => a.id === this.addressId)) {
      this.addressId = def?.id ?? null;
      gone.push('收货地址');
    }
    if (this.couponId !== null && !this.totals.coupons.some((c) => c.id === this.couponId)) {
      this.couponId = bestCouponId;
      gone.push('优惠券');
    }
    if (this.voucherId !== null && !this.totals.vouchers.some((v) => v.id === this.voucherId)) {
      this.voucherId = bestVoucherId;
      gone.push('现金券');
    }
    if (this.invoiceType !== null && !data.invoice_types.some((t) => t.type === this.invoiceType)) {
      this.invoiceType = data.invoice_types.find((t) => t.is_default === 1)?.type ?? null;
      gone.push('发票类型');
    }
    this.choiceNote = gone.length > 0 ? `订单信息已更新，所选${gone.join('、')}已不可用，已为您重新选择` : null;
    this.clampPoints();
  }

  /**
   * Scope and dates of each coupon and voucher (listAvailableCoupons, type 1 then 2: one at a time, since a second
   * call to the same URL cancels the first). Silent: without them the page only shows less.
   */
  async loadDetails(): Promise<void> {
    const want = new Set([...this.totals.coupons.map((c) => c.id), ...this.totals.vouchers.map((v) => v.id)]);
    if (want.size === 0) return;
    const found: Record<number, Coupon> = {};
    for (const type of [1, 2] as const) {
      for (let page = 1; page <= 5; page++) {
        try {
          const res = await listAvailableCoupons({ type, page }, { silent: true });
          const d = res.data;
          const list = Array.isArray(d?.list) ? d.list : [];
          for (const c of list) if (c && typeof c.id === 'number' && want.has(c.id)) found[c.id] = c;
          if (list.length === 0 || page * (d.page_size || 20) >= (d.total ?? 0)) break;
        } catch {
          break;
        }
      }
    }
    runInAction(() => {
      this.details = { ...this.details, ...found };
    });
  }

  // ---- choices --------------------------------------------------------------------------------------------------

  setAddress(id: number): void {
    this.addressId = id;
    this.submission.clearError('address');
  }

  setCoupon(id: number | null): void {
    this.couponId = id !== null && this.totals.coupons.some((c) => c.id === id) ? id : null;
    this.submission.clearError('coupon');
    this.clampPoints();
  }

  setVoucher(id: number | null): void {
    this.voucherId = id !== null && this.totals.vouchers.some((v) => v.id === id) ? id : null;
    this.submission.clearError('voucher');
    this.clampPoints();
  }

  setPoints(text: string): void {
    this.pointsText = text;
    this.pointsNote = null;
    this.submission.clearError('points');
  }

  useMaxPoints(): void {
    this.setPoints(String(this.totals.maxPoints));
  }

  /** A coupon or voucher that lowers the cap brings the points down to it, and the buyer is told. */
  clampPoints(): void {
    const s = this.pointsText.trim();
    if (!/^\d+$/.test(s)) return;
    const n = Number(s);
    const max = this.totals.maxPoints;
    if (n > max) {
      this.pointsText = String(max);
      this.pointsNote = `积分抵扣上限已变为 ${max} 积分，已为您调整为 ${max} 积分`;
    }
  }

  setUseBalance(on: boolean): void {
    this.useBalance = on;
  }

  setInvoice(type: OrderInvoiceTypeCode | null): void {
    this.invoiceType = type;
    this.submission.clearError('invoice');
  }

  setRemark(text: string): void {
    this.remark = text;
    this.submission.clearError('remark');
  }
}
