/**
 * The lottery popup: only when not joined, ~2 s spinner, the prize, confirmation when closing mid-draw, 1 s fade; it
 * pops up by itself only on a browsing page and never while a box is being typed into, and gives focus back on close.
 */
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDrawLotteryMockHandler, getGetLotterySimpleMockHandler } from '@generated/endpoints/draw/draw.msw';
import { getGetSiteAdsMockHandler } from '@generated/endpoints/focus/focus.msw';
import type { Lottery, UserState } from '@generated/models';
import { FIRST_ANSWERS_ELEMENT_ID, firstAnswersElement } from '@/domain/first-answers';
import { LotteryHost } from '@/features/lottery/lottery-host';
import { resetFirstAnswers } from '@/lib/http/first-answers';
import { RootStore } from '@/stores';
import { MEMBER, ok, VISITOR } from '../app/shell-fixtures';
import { server } from '../msw-server';
import { renderWithApp } from '../render';

/** The draw spins for 2 s and the popup fades out in 1 s: pinned here rather than read from the code under test. */
const SPIN_MS = 2000;
const CLOSE_MS = 1000;

const LOTTERY: Lottery = { id: 21, is_join: 0, name: '双十一幸运大转盘', remarks: '每位会员限抽一次，100% 中奖' };
const PRIZE = { prize_name: '50 元无门槛现金券', remarks: '已发放至您的账户，可在 我的钱包-现金券 查看' };

let simpleCalls = 0;
let drawCalls: string[] = [];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'], shouldAdvanceTime: true });
  window.sessionStorage.clear();
  simpleCalls = 0;
  drawCalls = [];
  server.use(
    getGetSiteAdsMockHandler(ok({ top_right: null, bottom: { id: 512, title: '双十一幸运大转盘 100% 中奖', url: '/Hdzx/21', image: '/static/focus/bottom-lottery.png' } })),
    getGetLotterySimpleMockHandler(() => {
      simpleCalls += 1;
      return ok([{ ...LOTTERY, is_join: drawCalls.length ? 1 : 0 }]);
    }),
    getDrawLotteryMockHandler(({ params }) => {
      drawCalls.push(String(params.id));
      return ok(PRIZE);
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
});

function setup(user: UserState = MEMBER, popUp = true) {
  const store = new RootStore();
  store.session.setUser(user);
  const r = renderWithApp(<LotteryHost popUp={popUp} />, { store });
  return { ...r, ue: userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) }) };
}

/**
 * Lets the host finish looking at the page once the lottery has been answered: its popup chunk (imported here too, so
 * it has resolved for the host as well) and the promise callbacks after it.
 */
async function lotteryLookedAt(calls: number) {
  await waitFor(() => expect(simpleCalls).toBe(calls));
  await act(async () => {
    await import('@/features/lottery/lottery-popup');
    await vi.advanceTimersByTimeAsync(50);
  });
}

const advance = (ms: number) => act(async () => {
  await vi.advanceTimersByTimeAsync(ms);
});

describe('lottery popup', () => {
  it('pops up for a member who has not joined, once per browser session', async () => {
    const first = setup();
    const dialog = await screen.findByRole('dialog', { name: LOTTERY.name });
    expect(dialog).toHaveTextContent(LOTTERY.remarks);
    first.unmount();
    setup();
    await waitFor(() => expect(simpleCalls).toBe(2));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is not shown when already joined', async () => {
    server.use(getGetLotterySimpleMockHandler(() => {
      simpleCalls += 1;
      return ok([{ ...LOTTERY, is_join: 1 }]);
    }));
    setup();
    await waitFor(() => expect(simpleCalls).toBe(1));
    await advance(50);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a visitor is never asked for the lottery', async () => {
    setup(VISITOR);
    await screen.findByRole('region', { name: '抽奖活动' });
    expect(simpleCalls).toBe(0);
  });

  it('drawing spins about 2 s even when the answer is quicker, then congratulates with the prize and remarks', async () => {
    const { ue } = setup();
    const dialog = await screen.findByRole('dialog');
    await ue.click(within(dialog).getByRole('button', { name: '立即抽奖' }));
    expect(within(dialog).getByRole('status')).toHaveTextContent('抽奖中');
    await waitFor(() => expect(drawCalls).toEqual(['21']));
    await advance(SPIN_MS - 500);
    expect(dialog).not.toHaveTextContent('恭喜您获得');
    await advance(600);
    await waitFor(() => expect(dialog).toHaveTextContent('恭喜您获得'));
    expect(dialog).toHaveTextContent(PRIZE.prize_name);
    expect(dialog).toHaveTextContent(PRIZE.remarks);
  });

  it('closing while drawing asks first and points to the personal centre; 继续抽奖 keeps it open', async () => {
    const { ue } = setup();
    const dialog = await screen.findByRole('dialog');
    await ue.click(within(dialog).getByRole('button', { name: '立即抽奖' }));
    await ue.click(within(dialog).getByRole('button', { name: '关闭抽奖' }));
    const question = within(dialog).getByRole('alert');
    expect(question).toHaveTextContent('确定要关闭吗');
    expect(question).toHaveTextContent('个人中心');
    await ue.click(within(dialog).getByRole('button', { name: '继续抽奖' }));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await advance(SPIN_MS);
    await waitFor(() => expect(dialog).toHaveTextContent(PRIZE.prize_name));
  });

  it('confirming the close fades out over 1 s, then the popup is gone and the lottery is asked again', async () => {
    const { ue } = setup();
    const dialog = await screen.findByRole('dialog');
    await ue.click(within(dialog).getByRole('button', { name: '立即抽奖' }));
    await waitFor(() => expect(drawCalls).toHaveLength(1));
    await ue.keyboard('{Escape}');
    await ue.click(within(dialog).getByRole('button', { name: '确定关闭' }));
    const overlay = dialog.parentElement as HTMLElement;
    expect(overlay).toHaveClass('is-closing');
    await advance(CLOSE_MS - 300);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await advance(400);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(simpleCalls).toBe(2)); // joined now: refreshed so it will not pop again
  });

  it('after the prize, closing needs no confirmation and takes 1 s', async () => {
    const { ue } = setup();
    const dialog = await screen.findByRole('dialog');
    await ue.click(within(dialog).getByRole('button', { name: '立即抽奖' }));
    await advance(SPIN_MS + 100);
    await ue.click(await within(dialog).findByRole('button', { name: '我知道了' }));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(dialog.parentElement).toHaveClass('is-closing');
    await advance(CLOSE_MS + 100);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a refused draw goes to the shared handler and the popup returns to its start', async () => {
    server.use(http.post('*/api/lottery/:id/draw', () => HttpResponse.json({ code: 40071, msg: '您已参与过本次抽奖', data: null }, { status: 400 })));
    const { ue, store } = setup();
    const dialog = await screen.findByRole('dialog');
    await ue.click(within(dialog).getByRole('button', { name: '立即抽奖' }));
    await advance(SPIN_MS + 100);
    await waitFor(() => expect(store.ui.dialogs[0]).toMatchObject({ type: 'alert', title: '温馨提示', text: '您已参与过本次抽奖' }));
    expect(within(dialog).getByRole('button', { name: '立即抽奖' })).toBeInTheDocument();
  });

  it('the bottom banner is asked for first, unless the first page’s document named a picture of the page’s own', async () => {
    const bannerImage = async () => within(await screen.findByRole('region', { name: '抽奖活动' })).getByRole('img');
    resetFirstAnswers();
    setup(VISITOR);
    expect(await bannerImage()).toHaveAttribute('fetchpriority', 'high');
    cleanup();
    // A goods detail's document: its picture is the page's largest paint, the banner comes after it.
    resetFirstAnswers();
    document.body.insertAdjacentHTML('beforeend', firstAnswersElement(new Map([['/api/goods/detail/7', ok({ goods_image: [{ big: '/static/goods/7.svg' }] })]])));
    setup(VISITOR);
    const deferred = await bannerImage();
    expect(deferred).toHaveAttribute('fetchpriority', 'low');
    expect(deferred).toHaveAttribute('loading', 'eager');
    document.getElementById(FIRST_ANSWERS_ELEMENT_ID)?.remove();
    resetFirstAnswers();
  });

  it('the bottom banner opens the lottery again after it was closed', async () => {
    const { ue } = setup();
    const dialog = await screen.findByRole('dialog');
    await ue.click(within(dialog).getByRole('button', { name: '关闭抽奖' }));
    await advance(CLOSE_MS + 100);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const banner = screen.getByRole('region', { name: '抽奖活动' });
    await ue.click(within(banner).getByRole('button', { name: '双十一幸运大转盘 100% 中奖' }));
    expect(await screen.findByRole('dialog', { name: LOTTERY.name })).toBeInTheDocument();
  });

  it('never pops up by itself on a work page (the banner opens it there); the next browsing page pops it up', async () => {
    const { ue, rerender } = setup(MEMBER, false);
    await lotteryLookedAt(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.sessionStorage.getItem('yc_lottery_seen')).toBeNull();
    // The banner is the way in on a work page.
    const banner = screen.getByRole('region', { name: '抽奖活动' });
    const open = within(banner).getByRole('button', { name: '双十一幸运大转盘 100% 中奖' });
    await ue.click(open);
    const dialog = await screen.findByRole('dialog', { name: LOTTERY.name });
    await ue.click(within(dialog).getByRole('button', { name: '关闭抽奖' }));
    await advance(CLOSE_MS + 100);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(open);
    // Seen on request: it does not pop up again by itself on the browsing page that follows.
    rerender(<LotteryHost popUp />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(50);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('put off on a work page, it pops up on the first browsing page after it', async () => {
    const { rerender } = setup(MEMBER, false);
    await lotteryLookedAt(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(<LotteryHost popUp />);
    expect(await screen.findByRole('dialog', { name: LOTTERY.name })).toBeInTheDocument();
  });

  it('does not take the focus from a box being typed into; it waits for the next page', async () => {
    const store = new RootStore();
    store.session.setUser(MEMBER);
    const ue = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const { location } = renderWithApp(
      <>
        <input aria-label="商品条码" />
        <LotteryHost popUp />
      </>,
      { store },
    );
    const box = screen.getByRole('textbox', { name: '商品条码' });
    await ue.click(box);
    await ue.keyboard('690057');
    await lotteryLookedAt(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(box);
    await ue.keyboard('0000056');
    expect(box).toHaveValue('6900570000056');
    expect(window.sessionStorage.getItem('yc_lottery_seen')).toBeNull();
    // The next page, with the box left: now it interrupts nothing.
    act(() => {
      box.blur();
      location.navigate('/list');
    });
    expect(await screen.findByRole('dialog', { name: LOTTERY.name })).toBeInTheDocument();
  });

  it('takes the focus from a button, and gives it back there when it closes', async () => {
    const store = new RootStore();
    store.session.setUser(MEMBER);
    const ue = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    renderWithApp(
      <>
        <button type="button">查看活动</button>
        <LotteryHost popUp />
      </>,
      { store },
    );
    const before = screen.getByRole('button', { name: '查看活动' });
    act(() => before.focus());
    const dialog = await screen.findByRole('dialog', { name: LOTTERY.name });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await ue.keyboard('{Escape}');
    await advance(CLOSE_MS + 100);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(before);
  });
});
