/** /wdxx against the demo API: unread first or only, by type; marking one or all read moves the side bar's badge. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loginByPassword } from '@generated/endpoints/auth/auth';
import { getUnreadMessageCount } from '@generated/endpoints/message/message';
import { getListMessagesMockHandler } from '@generated/endpoints/message/message.msw';
import { getUserBase } from '@generated/endpoints/user/user';
import { SideBar } from '@/features/side-bar/side-bar';
import { unreadFirst } from '@/features/messages';
import WdxxPage from '@/pages/account/wdxx-page';
import { RootStore } from '@/stores/root-store';
import { server } from '@tests/msw-server';
import { renderWithApp } from '@tests/render';
import { startDemo } from './account-fixtures';

describe('我的消息', () => {
  it('shows unread first, marks one and then all read, and the side bar badge follows', async () => {
    startDemo();
    await loginByPassword({ username: 'kangning', password: 'Demo2026' });
    const unread = (await getUnreadMessageCount()).data.count;
    expect(unread).toBeGreaterThan(1);
    const store = new RootStore();
    store.session.setUser((await getUserBase()).data);
    const ue = userEvent.setup();
    renderWithApp(
      <>
        <WdxxPage />
        <SideBar drawer={null} />
      </>,
      { path: '/wdxx', store },
    );
    const list = await screen.findByRole('list', { name: '消息列表' });
    const badgeLink = () => screen.getByRole('link', { name: /^我的消息/ });
    await waitFor(() => expect(badgeLink()).toHaveAccessibleName(`我的消息，${unread} 条未读`));
    const items = within(list).getAllByRole('listitem');
    const firstRead = items.findIndex((li) => !within(li).queryByText('未读'));
    expect(items.slice(0, firstRead === -1 ? items.length : firstRead).every((li) => within(li).queryByText('未读'))).toBe(true);

    await ue.click(within(items[0]!).getByRole('button', { name: /标为已读/ }));
    await waitFor(() => expect(badgeLink()).toHaveAccessibleName(`我的消息，${unread - 1} 条未读`));
    expect((await getUnreadMessageCount()).data.count).toBe(unread - 1);

    await ue.click(screen.getByRole('button', { name: '只看未读' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: '消息列表' })).getAllByRole('listitem')).toHaveLength(unread - 1));
    await ue.click(screen.getByRole('button', { name: '全部标为已读' }));
    expect(await screen.findByText('没有未读消息')).toBeInTheDocument();
    await waitFor(() => expect(badgeLink()).toHaveAccessibleName('我的消息'));
  });

  it('filters by type', async () => {
    startDemo();
    await loginByPassword({ username: 'kangning', password: 'Demo2026' });
    const ue = userEvent.setup();
    renderWithApp(<WdxxPage />, { path: '/wdxx' });
    await screen.findByRole('list', { name: '消息列表' });
    await ue.selectOptions(screen.getByLabelText('类型'), '2');
    await waitFor(() => {
      const tags = within(screen.getByRole('list', { name: '消息列表' })).getAllByText(/系统通知|订单消息|活动优惠|资质提醒/);
      expect(tags.every((t) => t.textContent === '订单消息')).toBe(true);
    });
  });

  it('links a message only to a path of this site; any other address is no link', async () => {
    startDemo();
    await loginByPassword({ username: 'kangning', password: 'Demo2026' });
    const message = (id: number, url: string) => ({ id, type: 1 as const, title: `消息${id}`, content: url, url, is_read: 1 as const, created_at: '2026-11-22 10:00:00' });
    const urls = ['/zzzj', 'https://evil.example/x', 'javascript:alert(1)', '//evil.example/x', '/\\evil.example'];
    server.use(getListMessagesMockHandler({ code: 10000, msg: 'ok', data: { list: urls.map((u, i) => message(i + 1, u)), total: urls.length, page: 1, page_size: 20 } }));
    renderWithApp(<WdxxPage />, { path: '/wdxx' });
    const list = await screen.findByRole('list', { name: '消息列表' });
    expect(within(list).getAllByRole('link', { name: '查看详情' }).map((a) => a.getAttribute('href'))).toEqual(['/zzzj']);
  });

  it('sends a visitor to the login page with the way back', async () => {
    const { seen } = startDemo();
    renderWithApp(<WdxxPage />, { path: '/wdxx' });
    await waitFor(() => expect(seen.redirects).toHaveLength(1));
    expect(seen.redirects[0]).toContain('redirect=%2Fwdxx');
  });
});

describe('message rules', () => {
  it('orders unread first', () => {
    const m = (id: number, is_read: 0 | 1) => ({ id, is_read, type: 1 as const, title: 't', content: 'c', created_at: '2026-11-22 10:00:00' });
    expect(unreadFirst([m(1, 1), m(2, 0), m(3, 1), m(4, 0)], 'all').map((x) => x.id)).toEqual([2, 4, 1, 3]);
    expect(unreadFirst([m(1, 1), m(2, 0)], 'unread').map((x) => x.id)).toEqual([2]);
  });
});
