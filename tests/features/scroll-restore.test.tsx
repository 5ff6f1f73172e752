/** The scroll position is restored per route: back/forward returns to it, any other navigation starts at the top. */
import { act, render } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ScrollMemory, SCROLL_STORAGE_KEY } from '@/features/scroll/scroll-memory';
import { ScrollRestorer } from '@/features/scroll/scroll-restorer';

let scrollTo: ReturnType<typeof vi.spyOn>;

function setScrollY(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
}

beforeEach(() => {
  setScrollY(0);
  scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(((x: number, y: number) => setScrollY(y)) as typeof window.scrollTo);
  Object.defineProperty(document.documentElement, 'scrollHeight', { value: 5000, configurable: true });
});

async function scrollAndSettle(y: number) {
  setScrollY(y);
  window.dispatchEvent(new Event('scroll'));
  await act(() => new Promise<void>((r) => requestAnimationFrame(() => r())));
}

describe('ScrollMemory', () => {
  it('remembers positions per address and persists them', () => {
    const data = new Map<string, string>();
    const storage = { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
    const m = new ScrollMemory(storage);
    m.save('/list?page=2', 812.4);
    m.save('/cart', 40);
    m.save('/bad', Number.NaN);
    m.persist();
    expect(JSON.parse(data.get(SCROLL_STORAGE_KEY) as string)).toEqual({ '/list?page=2': 812, '/cart': 40 });
    expect(new ScrollMemory(storage).get('/list?page=2')).toBe(812);
  });

  it('keeps the 50 most recent addresses', () => {
    const m = new ScrollMemory();
    for (let i = 0; i < 60; i++) m.save(`/p/${i}`, i);
    expect(m.get('/p/9')).toBeUndefined();
    expect(m.get('/p/10')).toBe(10);
    expect(m.get('/p/59')).toBe(59);
  });

  it('survives unreadable storage', () => {
    const m = new ScrollMemory({ getItem: () => '{not json', setItem: () => { throw new Error('full'); } });
    m.save('/a', 1);
    expect(() => m.persist()).not.toThrow();
    expect(m.get('/a')).toBe(1);
  });
});

describe('ScrollRestorer', () => {
  it('starts new pages at the top and restores the position on back', async () => {
    const loc = memoryLocation({ path: '/list', record: true });
    const memory = new ScrollMemory();
    render(
      <Router hook={loc.hook} searchHook={loc.searchHook}>
        <ScrollRestorer memory={memory} />
      </Router>,
    );
    expect(window.history.scrollRestoration).toBe('manual');
    await scrollAndSettle(900);
    expect(memory.get('/list')).toBe(900);

    act(() => loc.navigate('/list/info/88')); // a new page: top
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    await scrollAndSettle(300);

    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate')); // the browser's back button
      loc.navigate('/list');
    });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 900);

    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate')); // forward
      loc.navigate('/list/info/88');
    });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 300);

    act(() => loc.navigate('/list')); // a link to the list is a new visit: top, not 900
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('keys positions by path and query, so each page of a list has its own', async () => {
    const loc = memoryLocation({ path: '/search?keywords=a&page=1', record: true });
    const memory = new ScrollMemory();
    render(
      <Router hook={loc.hook} searchHook={loc.searchHook}>
        <ScrollRestorer memory={memory} />
      </Router>,
    );
    await scrollAndSettle(250);
    act(() => loc.navigate('/search?keywords=a&page=2'));
    await scrollAndSettle(700);
    expect(memory.get('/search?keywords=a&page=1')).toBe(250);
    expect(memory.get('/search?keywords=a&page=2')).toBe(700);
  });

  it('waits for a lazily loaded page to grow tall enough before restoring', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    try {
      const loc = memoryLocation({ path: '/a', record: true });
      const memory = new ScrollMemory();
      memory.save('/b', 3000);
      render(
        <Router hook={loc.hook} searchHook={loc.searchHook}>
          <ScrollRestorer memory={memory} />
        </Router>,
      );
      Object.defineProperty(document.documentElement, 'scrollHeight', { value: 1000, configurable: true });
      act(() => {
        window.dispatchEvent(new PopStateEvent('popstate'));
        loc.navigate('/b');
      });
      scrollTo.mockClear();
      vi.advanceTimersByTime(200);
      expect(scrollTo).not.toHaveBeenCalled(); // too short yet
      Object.defineProperty(document.documentElement, 'scrollHeight', { value: 6000, configurable: true });
      vi.advanceTimersByTime(60);
      expect(scrollTo).toHaveBeenCalledWith(0, 3000);
    } finally {
      vi.useRealTimers();
    }
  });
});
