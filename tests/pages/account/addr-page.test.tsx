/** /addr against the demo API: add with the region cascade, set default, delete with confirmation, the checkout rules. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { listAddresses } from '@generated/endpoints/address/address';
import { loginByPassword } from '@generated/endpoints/auth/auth';
import AddrPage from '@/pages/account/addr-page';
import { fillAddressForm } from '@tests/features/address-book/address-form-steps';
import { renderWithApp } from '@tests/render';
import { countRequests, startDemo } from './account-fixtures';

const field = (label: string) => screen.getByLabelText(new RegExp(`^\\*?${label}$`));

describe('收货地址', () => {
  it('adds an address as the default, then it is the API default and listed first', async () => {
    startDemo();
    await loginByPassword({ username: 'kangning', password: 'Demo2026' });
    const ue = userEvent.setup();
    const requests = countRequests();
    renderWithApp(<AddrPage />, { path: '/addr' });
    await screen.findByRole('list', { name: '地址列表' });
    await ue.click(screen.getByRole('button', { name: '新增收货地址' }));
    await fillAddressForm(ue, screen.getByRole('form', { name: '新增收货地址' }), { consignee: '王晓东', phone: '13912340099', region: ['河北省', '保定市', '竞秀区'], detail: '朝阳北大街 66 号' });
    await ue.click(screen.getByRole('checkbox', { name: '设为默认收货地址' }));
    await ue.dblClick(screen.getByRole('button', { name: '保存地址' }));
    expect(await screen.findByText('地址已保存')).toBeInTheDocument();
    expect(requests.of('POST /api/address')).toBe(1);
    requests.stop();
    const saved = (await listAddresses()).data.find((a) => a.detail === '朝阳北大街 66 号');
    expect(saved).toMatchObject({ province: '河北省', city: '保定市', district: '竞秀区', is_default: 1 });
    await waitFor(() => expect(within(screen.getAllByRole('listitem')[0]!).getByText(/朝阳北大街 66 号/)).toBeInTheDocument());
  });

  it('refuses what checkout refuses, in Chinese, and sends nothing', async () => {
    startDemo();
    await loginByPassword({ username: 'kangning', password: 'Demo2026' });
    const ue = userEvent.setup();
    const requests = countRequests();
    renderWithApp(<AddrPage />, { path: '/addr' });
    await ue.click(await screen.findByRole('button', { name: '新增收货地址' }));
    await ue.type(field('收货人'), '王');
    await ue.type(field('联系电话'), '0311-12');
    await ue.click(screen.getByRole('button', { name: '保存地址' }));
    expect(screen.getByText('收货人姓名须为 2–20 个字')).toBeInTheDocument();
    expect(screen.getByText('固定电话格式应为 区号-号码，如 0311-86012345')).toBeInTheDocument();
    expect(screen.getByText('请输入详细地址')).toBeInTheDocument();
    expect(requests.of('POST /api/address')).toBe(0);
    requests.stop();
  });

  it('sets another address as default, then deletes the former default only after confirming', async () => {
    startDemo();
    await loginByPassword({ username: 'kangning', password: 'Demo2026' });
    const before = (await listAddresses()).data;
    const other = before.find((a) => a.is_default !== 1)!;
    const ue = userEvent.setup();
    renderWithApp(<AddrPage />, { path: '/addr' });
    const card = (await screen.findAllByRole('listitem')).find((li) => li.textContent?.includes(other.detail))!;
    await ue.click(within(card).getByRole('button', { name: '设为默认' }));
    await waitFor(async () => expect((await listAddresses()).data.find((a) => a.id === other.id)?.is_default).toBe(1));
    // The default cannot be deleted; the former default, no longer so, can.
    const formerDefault = before.find((a) => a.is_default === 1)!;
    await waitFor(() => expect(screen.getAllByRole('listitem')[0]).toHaveTextContent(other.detail));
    const again = screen.getAllByRole('listitem').find((li) => li.textContent?.includes(formerDefault.detail))!;
    await ue.click(within(again).getByRole('button', { name: '删除' }));
    // The question's modal is its own chunk: it appears once that has loaded.
    await ue.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '取消' }));
    expect((await listAddresses()).data).toHaveLength(before.length);
    await ue.click(within(again).getByRole('button', { name: '删除' }));
    await ue.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '删除' }));
    await waitFor(async () => expect((await listAddresses()).data).toHaveLength(before.length - 1));
  });
});
