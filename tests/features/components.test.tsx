/** Shared pieces: the server clock and the one countdown, Money, the count badge, the small cart store. */
import { act, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getGetCartTotalMockHandler } from '@generated/endpoints/cart/cart.msw';
import { getGetGlobalCommonMockHandler } from '@generated/endpoints/common/common.msw';
import { ServerClock } from '@/app/session-loader';
import { CountBadge } from '@/components/badge/count-badge';
import { Money } from '@/components/money/money';
import { fen } from '@/domain/money';
import { Countdown } from '@/features/clock';
import { RootStore, StoresProvider } from '@/stores';
import { COMMON, ok } from '../app/shell-fixtures';
import { server } from '../msw-server';
import { renderWithApp } from '../render';

describe('server clock', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z')); // the browser clock is wrong on purpose
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('follows the server timestamp and advances every second', () => {
    const store = new RootStore();
    store.session.syncServerTime(1_795_497_600);
    expect(store.session.serverNow).toBe(1_795_497_600_000);
    const stop = store.session.startClock();
    vi.advanceTimersByTime(1000);
    expect(store.session.serverNow).toBe(1_795_497_601_000);
    vi.advanceTimersByTime(2500);
    expect(store.session.serverNow).toBe(1_795_497_603_000);
    stop();
    vi.advanceTimersByTime(5000);
    expect(store.session.serverNow).toBe(1_795_497_603_000);
  });

  it('is one shared interval however many users start it, stopped by the last one', () => {
    const store = new RootStore();
    // Counted on the fake clock, not by a spy on the faked setInterval: restoring that spy after the clock was
    // uninstalled would put the fake back into the global for every later test of the worker.
    expect(vi.getTimerCount()).toBe(0);
    const stops = [store.session.startClock(), store.session.startClock(), store.session.startClock()];
    expect(vi.getTimerCount()).toBe(1);
    stops[0]?.();
    stops[1]?.();
    vi.advanceTimersByTime(1000);
    const before = store.session.serverNow;
    stops[2]?.();
    vi.advanceTimersByTime(3000);
    expect(store.session.serverNow).toBe(before);
  });

  it('ignores nonsense timestamps', () => {
    const store = new RootStore();
    store.session.syncServerTime(Number.NaN);
    store.session.syncServerTime(-3);
    expect(store.session.serverSynced).toBe(false);
  });

  it('ServerClock syncs from GET /api/global/common and keeps ticking', async () => {
    vi.useRealTimers();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'], shouldAdvanceTime: true });
    server.use(getGetGlobalCommonMockHandler(ok(COMMON)));
    const { store } = renderWithApp(<ServerClock />);
    await waitFor(() => expect(store.session.serverSynced).toBe(true));
    const t0 = store.session.serverNow;
    expect(Math.abs(t0 - COMMON.timestamp * 1000)).toBeLessThan(1000);
    act(() => vi.advanceTimersByTime(1000));
    // The tick lands within a second of the sync and carries exactly the time elapsed since it.
    expect(store.session.serverNow).toBeGreaterThan(t0);
    expect(store.session.serverNow).toBeLessThanOrEqual(t0 + 1100);
  });
});

describe('Countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('every countdown ticks on the one server clock, and says when it ended', () => {
    const store = new RootStore();
    store.session.syncServerTime(1_795_497_600);
    const onEnd = vi.fn();
    const start = 1_795_497_600_000;
    render(
      <StoresProvider store={store}>
        <Countdown endsAt={start + 3_723_000} label="距结束" />
        <Countdown endsAt={start + 2_000} onEnd={onEnd} />
      </StoresProvider>,
    );
    const [a, b] = screen.getAllByRole('timer');
    expect(a).toHaveTextContent('01:02:03');
    expect(a).toHaveAccessibleName('距结束1小时2分3秒');
    expect(b).toHaveTextContent('00:00:02');
    const stop = store.session.startClock();
    act(() => vi.advanceTimersByTime(1000));
    expect(a).toHaveTextContent('01:02:02');
    expect(b).toHaveTextContent('00:00:01');
    act(() => vi.advanceTimersByTime(1000));
    expect(b).toHaveTextContent('已结束');
    expect(onEnd).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(3000));
    expect(onEnd).toHaveBeenCalledTimes(1);
    stop();
  });

  it('shows days when more than one is left', () => {
    const store = new RootStore();
    store.session.syncServerTime(1_795_497_600);
    render(
      <StoresProvider store={store}>
        <Countdown endsAt={1_795_497_600_000 + 2 * 86_400_000 + 5_000} />
      </StoresProvider>,
    );
    expect(screen.getByRole('timer')).toHaveTextContent('2天00:00:05');
  });
});

describe('Money and CountBadge', () => {
  it('Money floors wire amounts to 2 decimals and prints fen exactly', () => {
    render(
      <>
        <Money yuan="12.349" />
        <Money fen={fen(15140)} />
        <Money yuan="abc" />
      </>,
    );
    expect(screen.getByText('¥12.34')).toBeInTheDocument();
    expect(screen.getByText('¥151.40')).toBeInTheDocument();
    expect(screen.getByText('—')).toBeInTheDocument();
  });

  it('CountBadge 0 → no badge', () => {
    render(<CountBadge count={0} label="购物车商品" />);
    expect(screen.queryByTestId('count-badge')).toBeNull();
  });

  it.each([
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [12_345, '99+'],
  ])('CountBadge %i → %s', (n, text) => {
    render(<CountBadge count={n} label="购物车商品" />);
    expect(screen.getByTestId('count-badge')).toHaveTextContent(text);
  });
});

describe('cart store', () => {
  it('the badge is capped at 99 and follows GET /api/cart/total', async () => {
    server.use(getGetCartTotalMockHandler(ok({ total: 240 })));
    const store = new RootStore();
    expect(store.cart.badge).toBe(0);
    await store.cart.loadTotal();
    expect(store.cart.count).toBe(240);
    expect(store.cart.badge).toBe(99);
    expect(store.cart.badgeText).toBe('99+');
  });

  it('a failed total keeps the last count silently', async () => {
    server.use(http.get('*/api/cart/total', () => HttpResponse.json({ code: 500, msg: 'down', data: null }, { status: 500 })));
    const store = new RootStore();
    store.cart.setCount(4);
    await store.cart.loadTotal();
    expect(store.cart.count).toBe(4);
    expect(store.ui.toasts).toEqual([]);
  });

  it('setCount ignores nonsense', () => {
    const store = new RootStore();
    store.cart.setCount(3);
    store.cart.setCount(-1);
    store.cart.setCount(Number.NaN);
    store.cart.setCount(undefined);
    expect(store.cart.count).toBe(3);
  });
});
