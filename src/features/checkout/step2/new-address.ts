import { makeAutoObservable, runInAction } from 'mobx';
import { createAddress } from '@generated/endpoints/address/address';
import type { OrderAddress, UserAddress } from '@generated/models';
import type { AddressDraft } from '@/features/address-book';
import { ApiError } from '@/lib/http';
import { orderAddressOf } from './step2-rules';

const TEXT_FIELDS = ['consignee', 'phone', 'province', 'city', 'district', 'detail'] as const;

/** The created address from POST /api/address's answer, or null when the answer does not hold one. */
function readAddress(data: unknown): UserAddress | null {
  const a = data as Partial<Record<string, unknown>> | null | undefined;
  return a && typeof a.id === 'number' && TEXT_FIELDS.every((k) => typeof a[k] === 'string') ? (data as UserAddress) : null;
}

/**
 * 新增收货地址 at checkout: whether the form is open, the save, and the addresses added on this page. The form itself
 * is the address book's AddressForm (its fields, rules and the 422 messages under their fields); this store only sends
 * what it hands over and makes the new address the chosen one.
 */
export class NewAddress {
  open = false;
  saving = false;
  /** Addresses added on this page, kept until the confirm data lists them. */
  added: OrderAddress[] = [];

  /** `onSaved` is told of each address saved here (the page then chooses it). */
  constructor(private readonly onSaved: (created: OrderAddress) => void) {
    makeAutoObservable<this, 'onSaved'>(this, { onSaved: false }, { autoBind: true });
  }

  show(): void {
    this.open = true;
  }

  hide(): void {
    this.open = false;
  }

  /**
   * POST /api/address. Silent: a refusal rejects, and the form shows it (a 422's messages under their fields, any
   * other failure the transport's way), keeping what was typed. A second save while one is on its way sends nothing.
   */
  async save(draft: AddressDraft): Promise<void> {
    if (this.saving) return;
    this.saving = true;
    try {
      const res = await createAddress(draft, { silent: true });
      const saved = readAddress(res.data);
      if (!saved) throw new ApiError({ kind: 'server', message: '保存地址失败，请稍后重试' });
      const created = orderAddressOf(saved);
      runInAction(() => {
        this.added = [...this.added.filter((a) => a.id !== created.id), created];
        this.open = false;
      });
      this.onSaved(created);
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
  }

  /** The confirm data lists some of the added addresses now: they are no longer kept here. */
  forgetListed(listed: readonly OrderAddress[]): void {
    this.added = this.added.filter((a) => !listed.some((x) => x.id === a.id));
  }
}
