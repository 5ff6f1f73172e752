/** The header search: combobox + listbox, 500 ms debounce, 5 s cache, keyboard, drug / manufacturer toggle. */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getListSearchSuggestionsMockHandler } from '@generated/endpoints/goods/goods.msw';
import { SearchBox } from '@/features/search/search-box';
import * as suggest from '@/features/search/use-suggestions';
import { ok } from '../app/shell-fixtures';
import { server } from '../msw-server';
import { renderWithApp } from '../render';

/** The suggestion rules (wait 500 ms after typing; reuse an answer for 5 s), pinned here rather than read from the code under test. */
const SUGGEST_DEBOUNCE_MS = 500;
const SUGGEST_CACHE_MS = 5000;

const SUGGESTIONS: Record<string, string[]> = {
  '0:amxl': ['阿莫西林胶囊', '阿莫西林颗粒', '阿莫西林克拉维酸钾片'],
  '1:hbzy': ['华北制药股份有限公司', '华北制药集团先泰药业有限公司'],
};

let calls: Array<{ keywords: string; type: string }> = [];

beforeEach(() => {
  // Time also flows for real, so Testing Library's waitFor and MSW's responses keep working under fake timers.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'], shouldAdvanceTime: true });
  calls = [];
  server.use(
    getListSearchSuggestionsMockHandler(({ request }) => {
      const q = new URL(request.url).searchParams;
      const keywords = q.get('keywords') ?? '';
      const type = q.get('type') ?? '0';
      calls.push({ keywords, type });
      return ok(SUGGESTIONS[`${type}:${keywords}`] ?? []);
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
});

function setup(path = '/') {
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  const r = renderWithApp(<SearchBox />, { path });
  const input = screen.getByRole('combobox');
  return { ...r, user, input };
}

const advance = (ms: number) => act(async () => {
  await vi.advanceTimersByTimeAsync(ms);
});

describe('SearchBox', () => {
  it('waits 500 ms after typing and keeps answers for 5 s', () => {
    expect(suggest.SUGGEST_DEBOUNCE_MS).toBe(SUGGEST_DEBOUNCE_MS);
    expect(suggest.SUGGEST_CACHE_MS).toBe(SUGGEST_CACHE_MS);
  });

  it('is a combobox controlling a listbox, with the drug placeholder by default', () => {
    const { input } = setup();
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('placeholder', '药品名称/拼音缩写');
    const listId = input.getAttribute('aria-controls') as string;
    expect(document.getElementById(listId)).toHaveAttribute('role', 'listbox');
  });

  it('asks 500 ms after typing stops, shows 搜索中... meanwhile, then the suggestions', async () => {
    const { input, user } = setup();
    await user.type(input, 'amxl');
    expect(screen.getByRole('status')).toHaveTextContent('搜索中...');
    await advance(SUGGEST_DEBOUNCE_MS - 100);
    expect(calls).toEqual([]);
    await advance(100);
    await waitFor(() => expect(calls).toEqual([{ keywords: 'amxl', type: '0' }]));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(SUGGESTIONS['0:amxl']);
    expect(input).toHaveAttribute('aria-expanded', 'true');
  });

  it('only the settled text is asked: quick typing sends one request', async () => {
    const { input, user } = setup();
    await user.type(input, 'a');
    await advance(200);
    await user.type(input, 'mxl');
    await advance(SUGGEST_DEBOUNCE_MS);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.keywords).toBe('amxl');
  });

  it('shows 暂无数据 when nothing matches', async () => {
    const { input, user } = setup();
    await user.type(input, 'zzzz');
    await advance(SUGGEST_DEBOUNCE_MS);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('暂无数据'));
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('arrow keys move the active option (wrapping), Enter searches it', async () => {
    const { input, user, location } = setup();
    await user.type(input, 'amxl');
    await advance(SUGGEST_DEBOUNCE_MS);
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}');
    let options = screen.getAllByRole('option');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}'); // past the end wraps to the first
    options = screen.getAllByRole('option');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}'); // before the first wraps to the last
    options = screen.getAllByRole('option');
    expect(options[2]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(location.history.at(-1)).toBe(`/search?keywords=${encodeURIComponent('阿莫西林克拉维酸钾片')}&type=0`);
    expect(input).toHaveValue('阿莫西林克拉维酸钾片');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('Enter with no active option searches the typed text; Esc closes the list', async () => {
    const { input, user, location } = setup();
    await user.type(input, 'amxl');
    await advance(SUGGEST_DEBOUNCE_MS);
    await screen.findAllByRole('option');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    expect(location.history.at(-1)).toBe('/search?keywords=amxl&type=0');
  });

  it('choosing a suggestion with the mouse searches it', async () => {
    const { input, user, location } = setup();
    await user.type(input, 'amxl');
    await advance(SUGGEST_DEBOUNCE_MS);
    await user.click((await screen.findAllByRole('option'))[1] as HTMLElement);
    expect(location.history.at(-1)).toBe(`/search?keywords=${encodeURIComponent('阿莫西林颗粒')}&type=0`);
  });

  it('keeps answers for 5 s, then asks again', async () => {
    const { input, user } = setup();
    await user.type(input, 'amxl');
    await advance(SUGGEST_DEBOUNCE_MS);
    await screen.findAllByRole('option');
    expect(calls).toHaveLength(1);
    await user.clear(input);
    await user.type(input, 'amxl');
    await advance(SUGGEST_DEBOUNCE_MS);
    await screen.findAllByRole('option');
    expect(calls).toHaveLength(1); // within 5 s: the cached answer
    await user.clear(input);
    await advance(SUGGEST_CACHE_MS);
    await user.type(input, 'amxl');
    await advance(SUGGEST_DEBOUNCE_MS);
    await waitFor(() => expect(calls).toHaveLength(2)); // older than 5 s: asked again
  });

  it('an empty key clears the suggestions and asks nothing', async () => {
    const { input, user } = setup();
    await user.type(input, 'amxl');
    await advance(SUGGEST_DEBOUNCE_MS);
    await screen.findAllByRole('option');
    await user.clear(input);
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    await user.type(input, '   ');
    await advance(SUGGEST_DEBOUNCE_MS * 2);
    expect(calls).toHaveLength(1);
  });

  it('the manufacturer toggle changes the placeholder, the type asked and the type searched', async () => {
    const { input, user, location } = setup();
    await user.click(screen.getByRole('button', { name: '厂家' }));
    expect(screen.getByRole('button', { name: '厂家' })).toHaveAttribute('aria-pressed', 'true');
    expect(input).toHaveAttribute('placeholder', '生产厂家名称/拼音缩写');
    await user.type(input, 'hbzy');
    await advance(SUGGEST_DEBOUNCE_MS);
    await waitFor(() => expect(calls).toEqual([{ keywords: 'hbzy', type: '1' }]));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(SUGGESTIONS['1:hbzy']);
    await user.click(screen.getByRole('button', { name: /搜索$/ }));
    expect(location.history.at(-1)).toBe('/search?keywords=hbzy&type=1');
  });

  it('a failing suggestion call is silent: no message, no list', async () => {
    server.use(http.get('*/api/goods/search', () => HttpResponse.json({ code: 500, msg: '错误', data: null }, { status: 500 })));
    const { input, user, store } = setup();
    await user.type(input, 'amxl');
    await advance(SUGGEST_DEBOUNCE_MS);
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'false'));
    expect(store.ui.toasts).toEqual([]);
  });
});
