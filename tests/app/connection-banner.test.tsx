/**
 * The connection store and its banner: the kept answers' time while the network is away, 网络已恢复 when the probe
 * finds it again (and the pages asked again), and the update offer that applies the waiting version on click.
 */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConnectionBanner } from '@/app/connection-banner';
import { reportAnswer, resetHttpEffects } from '@/lib/http/effects';
import { RootStore } from '@/stores';
import { renderWithApp } from '@tests/render';

const at = new Date(2026, 10, 28, 9, 12).getTime();

afterEach(() => {
  resetHttpEffects();
  vi.useRealTimers();
});

describe('the connection banner', () => {
  it('shows nothing while the network answers', () => {
    const store = new RootStore();
    renderWithApp(<ConnectionBanner />, { store });
    act(() => store.connection.noteAnswer({}));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says from when the kept answers are, the oldest of them, offline and on a slow network', () => {
    const store = new RootStore();
    renderWithApp(<ConnectionBanner />, { store });
    act(() => store.connection.noteAnswer({ keptAt: at }));
    expect(screen.getByTestId('offline-banner')).toHaveTextContent('网络不畅：显示的是 11月28日 09:12 的数据');
    act(() => store.connection.noteAnswer({ keptAt: at - 3600_000, unreachable: true }));
    act(() => store.connection.noteAnswer({ keptAt: at, unreachable: true }));
    expect(screen.getByTestId('offline-banner')).toHaveTextContent('离线：显示的是 11月28日 08:12 的数据');
  });

  it('hears the transport through start(), probes while offline and says when the network is back', async () => {
    vi.useFakeTimers();
    const store = new RootStore();
    let reachable = false;
    const probe = vi.fn(() => Promise.resolve(reachable));
    const reconnected = vi.fn();
    const stop = store.connection.start({ probe, reconnected });
    renderWithApp(<ConnectionBanner />, { store });

    act(() => reportAnswer({ unreachable: true }));
    expect(screen.getByTestId('offline-banner')).toHaveTextContent('离线：网络已断开，联网后可继续操作');
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(probe).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('offline-banner')).toBeInTheDocument();

    reachable = true;
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(probe).toHaveBeenCalledTimes(2);
    expect(screen.queryByTestId('offline-banner')).not.toBeInTheDocument();
    expect(screen.getByTestId('back-online-banner')).toHaveTextContent('网络已恢复，可以继续下单');
    expect(reconnected).toHaveBeenCalledTimes(1);
    // Online, the probe stops.
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(probe).toHaveBeenCalledTimes(2);
    expect(screen.queryByTestId('back-online-banner')).not.toBeInTheDocument();
    stop();
  });

  it('a network answer after the device was offline clears the line and says the network is back, closable', async () => {
    const store = new RootStore();
    renderWithApp(<ConnectionBanner />, { store });
    act(() => store.connection.noteAnswer({ keptAt: at, unreachable: true }));
    act(() => store.connection.noteAnswer({}));
    expect(screen.queryByTestId('offline-banner')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '关闭网络恢复提示' }));
    expect(screen.queryByTestId('back-online-banner')).not.toBeInTheDocument();
  });

  it('offers a waiting version and applies it once on the buyer’s click', async () => {
    const store = new RootStore();
    const apply = vi.fn();
    renderWithApp(<ConnectionBanner />, { store });
    expect(screen.queryByRole('button', { name: '有新版本，点击刷新' })).not.toBeInTheDocument();
    act(() => store.connection.offerUpdate(apply));
    await userEvent.click(screen.getByRole('button', { name: '有新版本，点击刷新' }));
    expect(apply).toHaveBeenCalledTimes(1);
    const updating = screen.getByRole('button', { name: '正在更新…' });
    expect(updating).toBeDisabled();
    act(() => store.connection.update());
    expect(apply).toHaveBeenCalledTimes(1);
  });
});
