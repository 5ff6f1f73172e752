/**
 * The header search: combobox + listbox, 500 ms debounce, 5 s cache, keyboard, drug / manufacturer toggle; suggestions
 * that say what they matched (trade name, 批准文号, barcode …) with the match highlighted, a suggestion naming one goods
 * opening it, and a USB scanner's burst opening the scanned goods.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getListGoodsMockHandler, getListSearchSuggestionsMockHandler } from '@generated/endpoints/goods/goods.msw';
import type { Goods, SearchSuggestion } from '@generated/models';
import { withCheckDigit } from '@/domain/barcode';
import { SearchBox } from '@/features/search/search-box';
import { CurrentRouteContext } from '@/lib/routes/route-context';
import { FLAT_ROUTES } from '@/lib/routes/route-table';
import { holdShellInputs } from '@/lib/shell-input';
import * as suggest from '@/features/search/use-suggestions';
import { ok } from '../app/shell-fixtures';
import { goods } from './catalogue/fixtures';
import { server } from '../msw-server';
import { renderWithApp } from '../render';

/** The suggestion rules (wait 500 ms after typing; reuse an answer for 5 s), pinned here rather than read from the code under test. */
const SUGGEST_DEBOUNCE_MS = 500;
const SUGGEST_CACHE_MS = 5000;

/** A suggestion as the server sends it: the name searched, matched by name, naming no one goods unless told. */
const sg = (name: string, over: Partial<SearchSuggestion> = {}): SearchSuggestion => ({
  keywords: name,
  name,
  trade_name: null,
  matched: 'name',
  matched_text: name,
  goods_id: null,
  ...over,
});

/** Answers by `type:keywords`; anything else (malformed items included, as a server might send them) as given. */
const SUGGESTIONS: Record<string, unknown[]> = {
  '0:amxl': [
    sg('阿莫西林胶囊', { matched: 'pinyin', matched_text: 'amxljn' }),
    sg('阿莫西林颗粒', { matched: 'pinyin', matched_text: 'amxlkl' }),
    sg('阿莫西林克拉维酸钾片', { matched: 'pinyin', matched_text: 'amxlklwsjp' }),
  ],
  '1:hbzy': [
    sg('华北制药股份有限公司', { matched: 'pinyin', matched_text: 'hbzy' }),
    sg('华北制药集团先泰药业有限公司', { matched: 'pinyin', matched_text: 'hbzy' }),
  ],
  '0:布洛芬': [sg('布洛芬缓释胶囊', { trade_name: '芬必得', matched_text: '布洛芬缓释胶囊' })],
  '0:芬必得': [sg('布洛芬缓释胶囊', { trade_name: '芬必得', matched: 'trade_name', matched_text: '芬必得' })],
  '0:bluofen': [sg('布洛芬缓释胶囊', { trade_name: '芬必得', matched: 'pinyin', matched_text: 'buluofen' })],
  '0:H44194730': [
    sg('阿莫西林胶囊', { keywords: '国药准字H44194730', trade_name: '阿莫仙', matched: 'approval_number', matched_text: '国药准字H44194730', goods_id: 1006 }),
  ],
  '0:6900570000056': [
    sg('阿莫西林胶囊', { keywords: '6900570000056', trade_name: '阿莫仙', matched: 'barcode', matched_text: '6900570000056', goods_id: 1006 }),
  ],
  '0:石药': [sg('阿莫西林胶囊', { keywords: '阿莫西林胶囊 石药', matched: 'manufacturer', matched_text: '石药集团中诺药业（石家庄）有限公司' })],
  '0:阿莫西林0.25': [sg('阿莫西林胶囊', { keywords: '阿莫西林胶囊 0.25g*24粒', matched: 'spec', matched_text: '0.25g*24粒' })],
  '0:阿莫西临': [sg('阿莫西林胶囊', { matched: 'fuzzy', matched_text: '阿莫西林' })],
  '0:fbd': [sg('布洛芬缓释胶囊', { keywords: '芬必得', trade_name: '芬必得', matched: 'trade_name', matched_text: '芬必得' })],
  '0:阿莫西林 华北': [sg('阿莫西林胶囊', { keywords: '阿莫西林胶囊 华北', matched: 'manufacturer', matched_text: '华北制药' })],
  '1:华药': [sg('华北制药股份有限公司', { matched: 'manufacturer', matched_text: '华药' })],
  '0:坏数据': [
    null,
    '阿莫西林胶囊',
    42,
    [],
    { name: '缺少 keywords' },
    { keywords: '缺少名称', name: '  ' },
    { keywords: 7, name: '数字 keywords' },
    sg('头孢克肟分散片'),
    { ...sg('维生素C片'), trade_name: 5, matched: 'telepathy', matched_text: null, goods_id: 'x' },
  ],
  '0:全坏': [null, { name: '无 keywords' }],
  '0:html': [sg('<img src=x onerror="alert(1)">胶囊', { keywords: 'html', matched_text: '<b>粗</b>' })],
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
      return ok((SUGGESTIONS[`${type}:${keywords}`] ?? []) as SearchSuggestion[]);
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
});

/** The results route, as the shell's route outlet provides it on /search. */
const ON_RESULTS = { route: FLAT_ROUTES.find((r) => r.name === 'search_index' && !r.group)!, params: {} };

function setup(path = '/') {
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  const onResults = path.startsWith('/search');
  const box = onResults ? (
    <CurrentRouteContext.Provider value={ON_RESULTS}>
      <SearchBox />
    </CurrentRouteContext.Provider>
  ) : (
    <SearchBox />
  );
  const r = renderWithApp(box, { path });
  const input = screen.getByRole('combobox');
  return { ...r, user, input };
}

const advance = (ms: number) => act(async () => {
  await vi.advanceTimersByTimeAsync(ms);
});

/** Types the words and waits for the suggestions' answer: the options once they show. */
async function suggestionsFor(words: string, path = '/') {
  const r = setup(path);
  await r.user.type(r.input, words);
  await advance(SUGGEST_DEBOUNCE_MS);
  const options = await screen.findAllByRole('option');
  return { ...r, options };
}

/** An option as it reads on screen, each highlighted run in [brackets] (the screen-reader-only words left out). */
function shown(el: Element): string {
  let out = '';
  for (const node of Array.from(el.childNodes)) {
    if (node.nodeType === Node.TEXT_NODE) out += node.textContent;
    else if (node instanceof HTMLElement && node.classList.contains('visually-hidden')) continue;
    else if (node instanceof HTMLElement && node.tagName === 'MARK') out += `[${node.textContent}]`;
    else if (node instanceof Element) out += shown(node);
  }
  return out;
}

describe('SearchBox', () => {
  it('waits 500 ms after typing and keeps answers for 5 s', () => {
    expect(suggest.SUGGEST_DEBOUNCE_MS).toBe(SUGGEST_DEBOUNCE_MS);
    expect(suggest.SUGGEST_CACHE_MS).toBe(SUGGEST_CACHE_MS);
  });

  it('is a combobox controlling a listbox, with the drug placeholder by default', () => {
    const { input } = setup();
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('placeholder', '药品名/商品名/拼音/批准文号/条码');
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
    expect(options.map((o) => o.textContent)).toEqual(['阿莫西林胶囊', '阿莫西林颗粒', '阿莫西林克拉维酸钾片']);
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
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['华北制药股份有限公司', '华北制药集团先泰药业有限公司']);
    await user.click(screen.getByRole('button', { name: /搜索$/ }));
    expect(location.history.at(-1)).toBe('/search?keywords=hbzy&type=1');
  });

  it("submitted by the browser itself (the HTML shell's box, before the app), goes where the app's search goes", async () => {
    const { input, user, location } = setup();
    const form = screen.getByRole('search', { name: '商品搜索' }) as HTMLFormElement;
    /** The address of the browser's own GET submission of the form as it stands. */
    const native = () => {
      const action = new URL(form.action);
      expect(form.method).toBe('get');
      return `${action.pathname}?${new URLSearchParams(new FormData(form) as unknown as Record<string, string>).toString()}`;
    };
    await user.type(input, 'amxl');
    await user.keyboard('{Escape}{Enter}');
    expect(native()).toBe(location.history.at(-1));
    await user.click(screen.getByRole('button', { name: '厂家' }));
    await user.clear(input);
    await user.type(input, 'hbzy');
    await user.keyboard('{Escape}{Enter}');
    expect(location.history.at(-1)).toBe('/search?keywords=hbzy&type=1');
    expect(native()).toBe(location.history.at(-1));
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

describe('SearchBox suggestions say what they matched', () => {
  // The option as it reads on screen, each highlighted run in [brackets].
  it.each([
    ['a generic name: the trade name beside it, the typed words highlighted', '布洛芬', '[布洛芬]缓释胶囊（芬必得）'],
    ['a trade name: the trade name first, then the generic name', '芬必得', '[芬必得] → 布洛芬缓释胶囊'],
    ['pinyin: the names alone (nothing shown to highlight)', 'bluofen', '布洛芬缓释胶囊（芬必得）'],
    ['a 批准文号: the number in small text, the typed part highlighted', 'H44194730', '阿莫西林胶囊（阿莫仙） 批准文号 国药准字[H44194730]'],
    ['a barcode: the code in small text', '6900570000056', '阿莫西林胶囊（阿莫仙） 条码 [6900570000056]'],
    ['a manufacturer: its name in small text', '石药', '阿莫西林胶囊 厂家 [石药]集团中诺药业（石家庄）有限公司'],
    ['a spec: the spec in small text, highlighted whole when the words are not in it', '阿莫西林0.25', '阿莫西林胶囊 规格 [0.25g*24粒]'],
    ['a near miss: where it landed highlighted, and 近似', '阿莫西临', '[阿莫西林]胶囊 近似：阿莫西林'],
    ['a trade name found by its pinyin: the trade name highlighted whole', 'fbd', '[芬必得] → 布洛芬缓释胶囊'],
    ['several words: each highlighted where it shows', '阿莫西林 华北', '[阿莫西林]胶囊 厂家 [华北]制药'],
  ])('%s', async (_, words, expected) => {
    const { options } = await suggestionsFor(words);
    expect(options.map(shown)).toEqual([expected]);
  });

  it('highlights with <mark>, inside the option', async () => {
    const { options } = await suggestionsFor('芬必得');
    expect(Array.from(options[0]!.querySelectorAll('mark'), (m) => m.textContent)).toEqual(['芬必得']);
  });

  // Accessible names from content get spaces around some elements (jsdom's around all, Chromium's around the
  // screen-reader-only words): spoken, they change nothing, so names are compared without them.
  const named = (words: string) => (name: string) => name.replace(/\s+/g, '') === words;

  it('a trade-name match reads naturally: the arrow is not read out, 即 is', async () => {
    await suggestionsFor('芬必得');
    expect(screen.getByRole('option', { name: named('芬必得，即布洛芬缓释胶囊') })).toBeInTheDocument();
  });

  it('a match in small text reads on from the name', async () => {
    await suggestionsFor('H44194730');
    expect(screen.getByRole('option', { name: named('阿莫西林胶囊（阿莫仙）批准文号国药准字H44194730') })).toBeInTheDocument();
  });

  it('manufacturers (厂家) show the manufacturer name', async () => {
    const r = setup();
    await r.user.click(screen.getByRole('button', { name: '厂家' }));
    await r.user.type(r.input, 'hbzy');
    await advance(SUGGEST_DEBOUNCE_MS);
    expect((await screen.findAllByRole('option')).map(shown)).toEqual(['华北制药股份有限公司', '华北制药集团先泰药业有限公司']);
  });

  it('a manufacturer found by a short name not in its full name shows the short name', async () => {
    const r = setup();
    await r.user.click(screen.getByRole('button', { name: '厂家' }));
    await r.user.type(r.input, '华药');
    await advance(SUGGEST_DEBOUNCE_MS);
    expect((await screen.findAllByRole('option')).map(shown)).toEqual(['华北制药股份有限公司 简称 [华药]']);
  });

  it('drops malformed items and shows the rest', async () => {
    const { options } = await suggestionsFor('坏数据');
    expect(options.map((o) => o.textContent)).toEqual(['头孢克肟分散片', '维生素C片']);
  });

  it('an answer of nothing but malformed items reads as 暂无数据', async () => {
    const { input, user } = setup();
    await user.type(input, '全坏');
    await advance(SUGGEST_DEBOUNCE_MS);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('暂无数据'));
  });

  it("shows the server's strings as text, never as HTML", async () => {
    const { options } = await suggestionsFor('html');
    expect(options[0]!.textContent).toBe('<img src=x onerror="alert(1)">胶囊');
  });

  it('a suggestion naming one goods (goods_id) opens its detail', async () => {
    const { options, user, location } = await suggestionsFor('H44194730');
    await user.click(options[0]!);
    expect(location.history.at(-1)).toBe('/list/info/1006');
  });

  it('a suggestion naming one goods opens it from the keyboard too', async () => {
    const { user, location } = await suggestionsFor('6900570000056');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(location.history.at(-1)).toBe('/list/info/1006');
  });

  it("choosing any other suggestion searches its keywords (not the text it shows)", async () => {
    const { options, user, location } = await suggestionsFor('石药');
    await user.click(options[0]!);
    expect(location.history.at(-1)).toBe(`/search?${new URLSearchParams({ keywords: '阿莫西林胶囊 石药', type: '0' })}`);
  });
});

describe('SearchBox and a USB barcode scanner', () => {
  const CODE = withCheckDigit('690057000005');
  const SCANNED = goods({ id: 1006, name: '阿莫西林胶囊', trade_name: '阿莫仙', barcode: CODE });
  let listed: string[];

  /** GET /api/goods/list by keywords: the scanned goods for its code, or `answer`. */
  function listGoodsAnswers(answer: (keywords: string) => Goods[]) {
    server.use(
      getListGoodsMockHandler(({ request }) => {
        const keywords = new URL(request.url).searchParams.get('keywords') ?? '';
        listed.push(keywords);
        const list = answer(keywords);
        return ok({ list, total: list.length, page: 1, page_size: 5 });
      }),
    );
  }
  beforeEach(() => {
    listed = [];
    listGoodsAnswers((k) => (k === CODE ? [SCANNED] : []));
  });

  /** One keydown at a chosen time stamp (what the box reads to tell a scanner from a person). */
  function keyAt(input: HTMLElement, key: string, timeStamp: number) {
    const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
    Object.defineProperty(event, 'timeStamp', { value: timeStamp });
    act(() => {
      input.dispatchEvent(event);
    });
  }

  /** Types `text` a key at a time, the keydowns `gap` ms apart from `start`, then Enter `gap` ms after the last. */
  function typeWithGaps(input: HTMLElement, text: string, gap: number, start = 1000) {
    let t = start;
    for (const ch of text) {
      keyAt(input, ch, t);
      fireEvent.change(input, { target: { value: (input as HTMLInputElement).value + ch } });
      t += gap;
    }
    keyAt(input, 'Enter', t);
  }

  it('a burst of 13 digits and Enter within 100 ms opens the goods of the barcode', async () => {
    const { input, location } = setup();
    typeWithGaps(input, CODE, 7); // 13 digits and Enter over 91 ms
    await waitFor(() => expect(location.history.at(-1)).toBe('/list/info/1006'));
  });

  it('says the code is being looked up meanwhile', async () => {
    const { input } = setup();
    typeWithGaps(input, CODE, 7);
    expect(screen.getByRole('status')).toHaveTextContent(`正在查找条码 ${CODE}...`);
  });

  it('the same digits typed by a person (over 100 ms) just search', () => {
    const { input, location } = setup();
    typeWithGaps(input, CODE, 80);
    expect(location.history.at(-1)).toBe(`/search?keywords=${CODE}&type=0`);
  });

  it('a burst after what the box held (the last search) opens the scanned goods too', async () => {
    const { input, location } = setup();
    fireEvent.change(input, { target: { value: '阿莫西林' } });
    typeWithGaps(input, CODE, 7);
    await waitFor(() => expect(location.history.at(-1)).toBe('/list/info/1006'));
  });

  it('after a burst the box holds the scanned code alone', () => {
    const { input } = setup();
    fireEvent.change(input, { target: { value: '阿莫西林' } });
    typeWithGaps(input, CODE, 7);
    expect(input).toHaveValue(CODE);
  });

  it('a person typing digits after other text and Enter searches the whole text', () => {
    const { input, location } = setup();
    fireEvent.change(input, { target: { value: '阿莫' } });
    typeWithGaps(input, CODE, 80);
    expect(location.history.at(-1)).toBe(`/search?keywords=${encodeURIComponent(`阿莫${CODE}`)}&type=0`);
  });

  it('a burst that is not a valid EAN-13 (wrong check digit) searches', () => {
    const { input, location } = setup();
    const wrong = `${CODE.slice(0, 12)}${(Number(CODE[12]) + 1) % 10}`;
    typeWithGaps(input, wrong, 7);
    expect(location.history.at(-1)).toBe(`/search?keywords=${wrong}&type=0`);
  });

  it('a scanned code no goods carries says so in Chinese', async () => {
    listGoodsAnswers(() => [goods({ id: 7, barcode: withCheckDigit('690000000001') })]);
    const { input, store } = setup();
    typeWithGaps(input, CODE, 7);
    await waitFor(() => expect(store.ui.toasts.map((t) => t.text)).toEqual([`条码 ${CODE} 未找到对应商品`]));
  });

  it('a scanned code no goods carries falls back to the search results for the code', async () => {
    listGoodsAnswers(() => []);
    const { input, location } = setup();
    typeWithGaps(input, CODE, 7);
    await waitFor(() => expect(location.history.at(-1)).toBe(`/search?keywords=${CODE}&type=0`));
  });
});

describe('what the buyer typed into the HTML shell before the app took over', () => {
  /** The built index.html's box, typed into (and focused) before any script ran. */
  function typedShell(value: string, focused: boolean) {
    const root = document.createElement('div');
    root.innerHTML = '<input type="text" role="combobox" data-handover="search">';
    document.body.append(root);
    holdShellInputs(root);
    const box = root.querySelector('input')!;
    if (focused) box.focus();
    box.value = value;
    // The app's first render replaces the shell.
    root.remove();
  }

  it("is in the app's box, which keeps the focus and suggests for it as if typed there", async () => {
    typedShell('amxl', true);
    const { input } = setup();
    expect(input).toHaveValue('amxl');
    expect(input).toHaveFocus();
    await act(() => vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS));
    expect(await screen.findAllByRole('option')).toHaveLength(3);
    expect(calls).toEqual([{ keywords: 'amxl', type: '0' }]);
  });

  it('is in the box without opening suggestions when the buyer had left the box', async () => {
    typedShell('amxl', false);
    const { input } = setup();
    expect(input).toHaveValue('amxl');
    expect(input).not.toHaveFocus();
    await act(() => vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS * 2));
    expect(screen.queryByRole('option')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('stays on the results page instead of the searched keywords', () => {
    typedShell('布洛', true);
    const { input } = setup('/search?keywords=amxl&type=0');
    expect(input).toHaveValue('布洛');
  });

  it('leaves the box empty when nothing was typed, with the focus when the buyer was in the box', () => {
    typedShell('', true);
    const { input } = setup();
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('shows the searched keywords on the results page when the buyer was in the empty box', () => {
    typedShell('', true);
    const { input } = setup('/search?keywords=amxl&type=0');
    expect(input).toHaveValue('amxl');
    expect(input).toHaveFocus();
  });

  it('leaves the box empty and the focus where it is when the buyer was not in the box', () => {
    typedShell('', false);
    const { input } = setup();
    expect(input).toHaveValue('');
    expect(input).not.toHaveFocus();
  });
});
