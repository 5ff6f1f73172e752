/** /ddgl against the demo API: baixing's stores with review status; add, edit, remove (confirmed) and switch. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loginByPassword } from '@generated/endpoints/auth/auth';
import { listStores } from '@generated/endpoints/store/store';
import { getUserBase } from '@generated/endpoints/user/user';
import DdglPage from '@/pages/account/ddgl-page';
import { renderWithApp } from '@tests/render';
import { countRequests, startDemo } from './account-fixtures';

const field = (root: HTMLElement, label: string) => within(root).getByLabelText(new RegExp(`^\\*?${label}$`));

describe('多门店管理', () => {
  it('lists the stores with their review status and switches the store being bought for', async () => {
    startDemo();
    await loginByPassword({ username: 'baixing', password: 'Demo2026' });
    const ue = userEvent.setup();
    renderWithApp(<DdglPage />, { path: '/ddgl' });
    const list = await screen.findByRole('list', { name: '门店列表' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByText('当前采购门店')).toBeInTheDocument();
    expect(within(list).getByText('审核中')).toBeInTheDocument();
    // The store under review cannot be switched to.
    const pending = items.find((li) => within(li).queryByText('审核中'))!;
    expect(within(pending).getByRole('button', { name: /^切换到/ })).toBeDisabled();
    const target = items.find((li) => li !== items[0] && li !== pending)!;
    const name = within(target).getByRole('heading').firstChild!.textContent!;
    const requests = countRequests();
    await ue.dblClick(within(target).getByRole('button', { name: `切换到此门店：${name}` }));
    expect(await screen.findByText(`已切换至 ${name}`)).toBeInTheDocument();
    expect(requests.of(`POST /api/store/${(await listStores()).data.find((s) => s.name === name)!.id}/switch`)).toBe(1);
    requests.stop();
    expect((await getUserBase()).data.company).toBe(name);
  });

  it('adds a store with the region cascade, edits it and removes it after confirming', async () => {
    startDemo();
    await loginByPassword({ username: 'baixing', password: 'Demo2026' });
    const ue = userEvent.setup();
    renderWithApp(<DdglPage />, { path: '/ddgl' });
    await screen.findByRole('list', { name: '门店列表' });
    await ue.click(screen.getByRole('button', { name: '新增门店' }));
    const form = screen.getByRole('form', { name: '新增门店' });
    await ue.click(within(form).getByRole('button', { name: '保存门店' }));
    expect(within(form).getByText('请输入门店名称（至少 2 个字）')).toBeInTheDocument();
    await ue.type(field(form, '门店名称'), '百姓康槐安路店');
    await ue.type(field(form, '联系人'), '周红');
    await ue.type(field(form, '联系电话'), '0311-8601');
    await ue.tab();
    expect(within(form).getByText(/固定电话格式应为/)).toBeInTheDocument();
    await ue.clear(field(form, '联系电话'));
    await ue.type(field(form, '联系电话'), '13730111234');
    await waitFor(() => expect(within(form).getByLabelText('省份')).toBeEnabled());
    await ue.selectOptions(within(form).getByLabelText('省份'), '河北省');
    await waitFor(() => expect(within(form).getByLabelText('城市')).toBeEnabled());
    await ue.selectOptions(within(form).getByLabelText('城市'), '石家庄市');
    await waitFor(() => expect(within(form).getByLabelText('区县')).toBeEnabled());
    await ue.selectOptions(within(form).getByLabelText('区县'), '桥西区');
    await ue.type(field(form, '详细地址'), '槐安西路 8 号');
    await ue.click(within(form).getByRole('button', { name: '保存门店' }));
    expect(await screen.findByText('门店已提交，等待审核')).toBeInTheDocument();
    const added = await screen.findByText('百姓康槐安路店');
    const item = added.closest('li')!;
    expect(within(item).getByText('审核中')).toBeInTheDocument();

    await ue.click(within(item).getByRole('button', { name: '编辑 百姓康槐安路店' }));
    const edit = screen.getByRole('form', { name: '编辑门店 百姓康槐安路店' });
    expect(within(edit).getByLabelText('区县')).toHaveValue('桥西区');
    await ue.clear(field(edit, '详细地址'));
    await ue.type(field(edit, '详细地址'), '槐安西路 10 号');
    await ue.click(within(edit).getByRole('button', { name: '保存门店' }));
    expect(await screen.findByText('门店已保存')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(/槐安西路 10 号/)).toBeInTheDocument());

    await ue.click(within(screen.getByText('百姓康槐安路店').closest('li')!).getByRole('button', { name: '删除 百姓康槐安路店' }));
    const dialog = await screen.findByRole('alertdialog');
    await ue.click(within(dialog).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('门店已删除')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('百姓康槐安路店')).toBeNull());
    expect((await listStores()).data.some((s) => s.name === '百姓康槐安路店')).toBe(false);
  });

  it('sends a visitor to the login page with the way back', async () => {
    const { seen } = startDemo();
    renderWithApp(<DdglPage />, { path: '/ddgl' });
    await waitFor(() => expect(seen.redirects).toHaveLength(1));
    expect(seen.redirects[0]).toContain('redirect=%2Fddgl');
  });
});
