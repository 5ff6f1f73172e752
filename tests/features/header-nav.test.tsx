/** Header parts: top bar, manager label, category menu (7, children, keyboard), nav (≤9, popovers), sticky header, banners. */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { getGetSiteAdsMockHandler } from '@generated/endpoints/focus/focus.msw';
import type { NavItem } from '@generated/models';
import { desktopShortcut } from '@/features/header/add-to-desktop';
import { ManagerInfo } from '@/features/header/manager';
import { StickyHeader } from '@/features/header/sticky-header';
import { TopBar } from '@/features/header/top-bar';
import { TopRightBanner } from '@/features/header/top-right-banner';
import { CategoryMenu } from '@/features/nav/category-menu';
import { NavItems } from '@/features/nav/nav-items';
import { HotSearches } from '@/features/search/hot-searches';
import { RootStore } from '@/stores';
import { COMMON, MEMBER, ok, shellHandlers } from '../app/shell-fixtures';
import { server } from '../msw-server';
import { renderWithApp } from '../render';

beforeEach(() => {
  server.use(...shellHandlers());
});

function withUser(user = MEMBER) {
  const store = new RootStore();
  store.session.setUser(user);
  return store;
}

describe('top bar', () => {
  it('visitor: 请登录 with the return path, 免费注册, and the site links', () => {
    renderWithApp(<TopBar logout={null} />, { path: '/list/info/88' });
    expect(screen.getByRole('link', { name: '请登录' })).toHaveAttribute('href', '/login?redirect=%2Flist%2Finfo%2F88');
    expect(screen.getByRole('link', { name: '免费注册' })).toHaveAttribute('href', '/register');
    const links = within(screen.getByRole('navigation', { name: '快捷链接' }));
    expect(links.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
    expect(links.getByRole('button', { name: '添加到桌面' })).toBeInTheDocument();
    expect(links.getByRole('link', { name: '会员中心' })).toHaveAttribute('href', '/user');
    expect(links.getByRole('link', { name: '我的订单' })).toHaveAttribute('href', '/order');
    expect(links.getByRole('link', { name: '电子发票查询' })).toHaveAttribute('href', '/dzfp');
  });

  it('member: the company links to /user, with the logout slot', () => {
    renderWithApp(<TopBar logout={<button type="button">安全退出</button>} />, { store: withUser() });
    expect(screen.getByRole('link', { name: MEMBER.company as string })).toHaveAttribute('href', '/user');
    expect(screen.getByRole('button', { name: '安全退出' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '请登录' })).toBeNull();
  });

  it('the app QR popover opens on click and focus, and Esc closes it back to its trigger', async () => {
    const ue = userEvent.setup();
    renderWithApp(<TopBar logout={null} />);
    const trigger = screen.getByRole('button', { name: '手机App' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await ue.click(trigger); // pointer: hover opens, the click keeps it open
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await ue.click(trigger); // a second click closes
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    act(() => screen.getByRole('link', { name: '电子发票查询' }).focus());
    await ue.tab(); // keyboard: focus opens
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: '手机App下载二维码' })).toHaveTextContent('扫码下载手机App');
    await ue.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });

  it('添加到桌面 is an Internet shortcut to the site', () => {
    expect(desktopShortcut('https://b2b.yaocai.example.cn')).toEqual({ fileName: '药采平台.url', content: '[InternetShortcut]\r\nURL=https://b2b.yaocai.example.cn/\r\n' });
  });
});

describe('account manager', () => {
  it('prefixes 专属服务 for a dedicated manager', async () => {
    renderWithApp(<ManagerInfo />, { store: withUser() });
    expect(screen.getByText('专属服务 王经理')).toBeInTheDocument();
    expect(screen.getByText('13803110000')).toBeInTheDocument();
    expect(screen.getByText(/投诉热线/)).toHaveTextContent('投诉热线 400-886-1234');
  });

  it('shows the default service by name alone', () => {
    renderWithApp(<ManagerInfo />, { store: withUser({ ...MEMBER, admin: { name: '药采客服', phone: '400-886-1234', is_default: 1 } }) });
    expect(screen.getByText('药采客服')).toBeInTheDocument();
    expect(screen.queryByText(/专属服务/)).toBeNull();
  });

  it('a visitor sees only the hotline from the common configuration', async () => {
    renderWithApp(<ManagerInfo />);
    expect(await screen.findByText(/投诉热线/)).toHaveTextContent('投诉热线 400-886-1234');
    expect(screen.queryByText(/专属服务|王经理/)).toBeNull();
  });
});

describe('category menu', () => {
  it('shows the first 7 categories, each linking to the list with the select query', async () => {
    const ue = userEvent.setup();
    renderWithApp(<CategoryMenu categories={COMMON.category} />);
    await ue.click(screen.getByRole('button', { name: '全部商品分类' }));
    const menu = screen.getByRole('navigation', { name: '商品分类' });
    const top = within(menu).getAllByRole('link').filter((a) => a.className.includes('category-menu__link'));
    expect(top.map((a) => a.textContent)).toEqual(COMMON.category.slice(0, 7).map((c) => c.name));
    expect(top[0]).toHaveAttribute('href', '/list?select=11');
    // children: shown on hover and on keyboard focus (CSS :hover / :focus-within), links with their own select
    expect(within(menu).getByRole('list', { name: '抗生素子分类' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: '头孢类' })).toHaveAttribute('href', '/list?select=112');
  });

  it('the free-shipping variant adds the flag', async () => {
    const ue = userEvent.setup();
    renderWithApp(<CategoryMenu categories={COMMON.category_yx} freeShipping />);
    await ue.click(screen.getByRole('button', { name: '包邮商品分类' }));
    expect(screen.getByRole('link', { name: '包邮感冒药' })).toHaveAttribute('href', '/list?select=51&is_youx=1');
  });

  it('opens on hover, closes when the pointer leaves, and Esc closes it back to the trigger', async () => {
    const ue = userEvent.setup();
    const { container } = renderWithApp(<CategoryMenu categories={COMMON.category} />);
    const root = container.querySelector('.category-menu') as HTMLElement;
    const trigger = screen.getByRole('button', { name: '全部商品分类' });
    fireEvent.mouseEnter(root);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    fireEvent.mouseLeave(root);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    trigger.focus();
    await ue.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await ue.tab();
    expect(screen.getByRole('link', { name: '抗生素' })).toHaveFocus();
    await ue.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });
});

describe('nav items', () => {
  const many: NavItem[] = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, name: `频道${i + 1}`, url: `/yjh/${i + 1}`, image: null, is_open: 1 }));

  it('shows at most 9', () => {
    renderWithApp(<NavItems items={many} />);
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(many.slice(0, 9).map((n) => n.name));
  });

  it('an item not open yet says 活动未开始', async () => {
    const ue = userEvent.setup();
    const { store } = renderWithApp(<NavItems items={COMMON.nav} />);
    await ue.click(screen.getByRole('button', { name: '敬请期待' }));
    expect(store.ui.toasts.map((t) => t.text)).toEqual(['活动未开始']);
  });

  it('an item with children opens its popover on focus; Esc closes it', async () => {
    const ue = userEvent.setup();
    renderWithApp(<NavItems items={COMMON.nav} />);
    const trigger = screen.getByRole('link', { name: '品牌专区' });
    expect(trigger).toHaveAttribute('href', '/ppzq');
    act(() => trigger.focus());
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: '以岭药业' })).toHaveAttribute('href', '/ppzq/info/12');
    await ue.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('an item leading to another web site is a plain link to its http(s) address', () => {
    renderWithApp(<NavItems items={[{ id: 1, name: '药监局', url: 'HTTPS://www.nmpa.gov.cn', image: null, is_open: 1 }]} />);
    expect(screen.getByRole('link', { name: '药监局' })).toHaveAttribute('href', 'https://www.nmpa.gov.cn/');
  });

  it.each(['javascript:window.__pwned=1', 'JaVaScRiPt:window.__pwned=1', 'java\tscript:window.__pwned=1', '&#106;avascript:window.__pwned=1', 'data:text/html,x', '//evil.example/x', '/\\evil.example'])(
    'an item whose target %j the link rule refuses is plain text, not a link',
    (url) => {
      renderWithApp(<NavItems items={[{ id: 1, name: '恶意链接', url, image: null, is_open: 1 }]} />);
      expect(screen.getByText('恶意链接')).toBeInTheDocument();
      expect(screen.queryByRole('link')).toBeNull();
    },
  );

  it('a popover item whose target the link rule refuses opens on a button instead of a link', () => {
    const children: NavItem[] = [{ id: 2, name: '子频道', url: '/yjh/2', image: null, is_open: 1 }];
    renderWithApp(<NavItems items={[{ id: 1, name: '恶意频道', url: 'javascript:window.__pwned=1', image: null, is_open: 1, children }]} />);
    expect(screen.getByRole('button', { name: '恶意频道' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '恶意频道' })).toBeNull();
  });
});

describe('sticky header', () => {
  const scrollTo = (y: number) => act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });

  it('appears only after 205 px of scrolling', async () => {
    const frame = () => act(() => new Promise<void>((r) => requestAnimationFrame(() => r())));
    renderWithApp(<StickyHeader renderSearch={() => <span>搜索框</span>} />);
    expect(screen.queryByTestId('sticky-header')).toBeNull();
    scrollTo(205);
    await frame();
    await frame();
    expect(screen.queryByTestId('sticky-header')).toBeNull();
    scrollTo(206);
    await waitFor(() => expect(screen.getByTestId('sticky-header')).toHaveTextContent('搜索框'));
    scrollTo(0);
    await waitFor(() => expect(screen.queryByTestId('sticky-header')).toBeNull());
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });
});

describe('hot searches and banners', () => {
  it('hot searches link to the search list', async () => {
    renderWithApp(<HotSearches />);
    const nav = await screen.findByRole('navigation', { name: '热门搜索' });
    expect(within(nav).getByRole('link', { name: '连花清瘟' })).toHaveAttribute('href', `/search?keywords=${encodeURIComponent('连花清瘟')}&type=0`);
  });

  it('the top-right banner links to its target; one with no target says 活动未开始', async () => {
    server.use(getGetSiteAdsMockHandler(ok({ top_right: { id: 1, title: '领券中心', url: '/lqzx', image: '/static/focus/a.gif' }, bottom: null })));
    const first = renderWithApp(<TopRightBanner />);
    expect(await screen.findByRole('link', { name: '领券中心' })).toHaveAttribute('href', '/lqzx');
    first.unmount();
    server.use(getGetSiteAdsMockHandler(ok({ top_right: { id: 1, title: '敬请期待', url: '', image: '/static/focus/a.gif' }, bottom: null })));
    const ue = userEvent.setup();
    const { store } = renderWithApp(<TopRightBanner />);
    await ue.click(await screen.findByRole('button', { name: '敬请期待' }));
    await waitFor(() => expect(store.ui.toasts.map((t) => t.text)).toEqual(['活动未开始']));
  });
});
