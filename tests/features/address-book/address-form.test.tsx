/**
 * The one address form (the address book's, used by checkout's 新增收货地址 too): what it hands over, and a refusal's
 * field messages under their fields, the region's under the region.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AddressForm, type AddressDraft } from '@/features/address-book';
import { ApiError } from '@/lib/http';
import { renderWithApp } from '@tests/render';
import { startDemo } from '@tests/pages/account/account-fixtures';
import { addressField, fillAddressForm } from './address-form-steps';

const field = (label: string) => addressField(document.body, label);
const typed = { consignee: ' 王芳 ', phone: '0311-86012345', region: ['河北省', '保定市', '竞秀区'], detail: '朝阳北大街 1 号' } as const;

describe('AddressForm', () => {
  it('hands over the trimmed draft with the chosen region, under the save text it is given', async () => {
    startDemo();
    const onSave = vi.fn((_: AddressDraft) => Promise.resolve());
    const ue = userEvent.setup();
    renderWithApp(<AddressForm busy={false} onSave={onSave} onCancel={() => undefined} saveText="保存并使用该地址" />);
    await fillAddressForm(ue, document.body, typed);
    await ue.click(screen.getByRole('button', { name: '保存并使用该地址' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave.mock.calls[0]![0]).toEqual({ consignee: '王芳', phone: '0311-86012345', province: '河北省', city: '保定市', district: '竞秀区', detail: '朝阳北大街 1 号', is_default: 0 });
  });

  it('puts a 422’s messages under their fields and the region’s under the region, and the first in the toast', async () => {
    startDemo();
    const refusal = new ApiError({
      kind: 'validation',
      status: 422,
      message: '详细地址含有不支持的字符',
      fieldErrors: { detail: ['详细地址含有不支持的字符'], district: ['该区县暂不支持配送'] },
    });
    const ue = userEvent.setup();
    const { store } = renderWithApp(<AddressForm busy={false} onSave={() => Promise.reject(refusal)} onCancel={() => undefined} />);
    await fillAddressForm(ue, document.body, typed);
    await ue.click(screen.getByRole('button', { name: '保存地址' }));
    const form = screen.getByRole('form', { name: '新增收货地址' });
    expect(await within(form).findByText('详细地址含有不支持的字符')).toHaveAttribute('id', 'addr-detail-note');
    expect(field('详细地址')).toHaveAttribute('aria-invalid', 'true');
    expect(within(screen.getByRole('group', { name: '所在地区' })).getByText('该区县暂不支持配送')).toBeInTheDocument();
    expect(store.ui.toasts.map((t) => t.text)).toEqual(['详细地址含有不支持的字符']);
    expect(field('收货人')).toHaveValue(' 王芳 ');
  });
});
