/** What a buyer does in the address form (the address book's, and checkout's 新增收货地址), for the tests that fill it. */
import { waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

type User = ReturnType<typeof userEvent.setup>;

/** A field of the form by its label (the required mark is drawn, so it may or may not be read). */
export const addressField = (scope: HTMLElement, label: string) => within(scope).getByLabelText(new RegExp(`^\\*?${label}$`));

/** 所在地区: each level's list, once the level above has loaded it. */
export async function chooseRegion(ue: User, scope: HTMLElement, names: readonly [string, string, string]): Promise<void> {
  for (const [i, level] of (['省份', '城市', '区县'] as const).entries()) {
    const list = within(scope).getByRole('combobox', { name: level });
    await waitFor(() => expect(within(list).getByRole('option', { name: names[i] })).toBeInTheDocument());
    await ue.selectOptions(list, names[i]!);
  }
}

export interface TypedAddress {
  consignee: string;
  phone: string;
  region: readonly [string, string, string];
  detail: string;
}

/** Types the consignee and phone, chooses the region, types the street address. */
export async function fillAddressForm(ue: User, scope: HTMLElement, a: TypedAddress): Promise<void> {
  await ue.type(addressField(scope, '收货人'), a.consignee);
  await ue.type(addressField(scope, '联系电话'), a.phone);
  await chooseRegion(ue, scope, a.region);
  await ue.type(addressField(scope, '详细地址'), a.detail);
}
