import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NearView } from '@/components/near-view/near-view';

/** A stand-in IntersectionObserver (jsdom has none) that the test tells when an element comes near. */
class FakeObserver {
  static all: FakeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.all.push(this);
  }
  observe(el: Element) {
    this.observed.push(el);
  }
  disconnect() {
    this.disconnected = true;
  }
  report(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

afterEach(() => {
  FakeObserver.all = [];
  vi.unstubAllGlobals();
});

describe('NearView', () => {
  it('draws the placeholder until the block comes near the viewport, then its children, and stops watching', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(
      <NearView placeholder={<p>楼层加载中</p>}>
        <h2>天天低价</h2>
      </NearView>,
    );
    expect(screen.getByText('楼层加载中')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '天天低价' })).toBeNull();
    const [observer] = FakeObserver.all;
    expect(observer!.options?.rootMargin).toBe('50% 0px');

    // Still off screen: nothing changes.
    act(() => observer!.report(false));
    expect(screen.queryByRole('heading', { name: '天天低价' })).toBeNull();

    act(() => observer!.report(true));
    expect(screen.getByRole('heading', { name: '天天低价' })).toBeInTheDocument();
    expect(screen.queryByText('楼层加载中')).toBeNull();
    expect(observer!.disconnected).toBe(true);
  });

  it('draws its children at once where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <NearView placeholder={<p>楼层加载中</p>}>
        <h2>热销商品</h2>
      </NearView>,
    );
    expect(screen.getByRole('heading', { name: '热销商品' })).toBeInTheDocument();
    expect(screen.queryByText('楼层加载中')).toBeNull();
  });
});
