/** The site's overlays (main.tsx renders them in a root of their own): which routes show the banner and pop it up. */
import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getGetLotterySimpleMockHandler } from '@generated/endpoints/draw/draw.msw';
import { getGetSiteAdsMockHandler } from '@generated/endpoints/focus/focus.msw';
import type { Lottery } from '@generated/models';
import { SiteOverlays } from '@/app/site-overlays';
import { RootStore } from '@/stores';
import { server } from '../msw-server';
import { renderWithApp } from '../render';
import { MEMBER, ok } from './shell-fixtures';

const BANNER_TITLE = '双十二幸运大转盘';
const LOTTERY: Lottery = { id: 21, is_join: 0, name: '会员幸运大转盘', remarks: '每位会员限抽一次' };

beforeEach(() => {
  window.sessionStorage.clear();
  server.use(
    getGetSiteAdsMockHandler(ok({ top_right: null, bottom: { id: 7, title: BANNER_TITLE, url: '/Hdzx/21', image: '/static/banner/site-bottom-1.svg' } })),
    getGetLotterySimpleMockHandler(ok([LOTTERY])),
  );
});

function renderAt(path: string) {
  const store = new RootStore();
  store.session.setUser(MEMBER);
  return renderWithApp(<SiteOverlays />, { path, store });
}

/** Lets a popup that is going to open open: its chunk loaded and the answers in. */
async function settled() {
  await act(async () => {
    await import('@/features/lottery/lottery-popup');
    await new Promise((r) => setTimeout(r, 50));
  });
}

describe('site overlays', () => {
  it('on a browsing page of the header layout: the bottom banner, and the lottery pops up', async () => {
    renderAt('/list');
    expect(await screen.findByRole('region', { name: '抽奖活动' })).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: LOTTERY.name }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('on a work page: the banner, and no popup by itself; going on to a browsing page pops it up', async () => {
    const { location } = renderAt('/cart');
    expect(await screen.findByRole('region', { name: '抽奖活动' })).toBeInTheDocument();
    await settled();
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => location.navigate('/list'));
    expect(await screen.findByRole('dialog', { name: LOTTERY.name }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('on a page without the header (the login page): nothing', async () => {
    renderAt('/login');
    await settled();
    expect(screen.queryByRole('region', { name: '抽奖活动' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
