/**
 * The sanitiser tests' attack payloads (mock/demo/data/hostile-content.ts) are a test-only option of the demo API: a
 * buyer trying the demo (`npm start`) must meet none of them. The API is walked as a visitor and as each demo account
 * — every news item of both kinds, listed and opened, and every purchase request (listed and opened) and feedback
 * item with its back-office reply — and every answer's text is searched for them.
 */
import { describe, expect, it } from 'vitest';
import type { DemoApi } from '@mock/demo/app';
import { HOSTILE_NEWS_TITLE } from '@mock/demo/data/hostile-content';
import { Browser, demo, topAccounts } from '../account/client';

type Row = Record<string, unknown>;
interface Page {
  list: Row[];
  total: number;
}

const PAYLOAD = /<script|onerror|javascript:/i;

/** Every row of a paged list, page after page. */
function allRows(b: Browser, operationId: string, query: Record<string, unknown> = {}): Row[] {
  const rows: Row[] = [];
  for (let page = 1; ; page++) {
    const ans = b.call<Page>(operationId, { query: { ...query, page, page_size: 100 } });
    expect(ans.status, `${operationId} page ${page}`).toBe(200);
    rows.push(...ans.data.list);
    if (rows.length >= ans.data.total || ans.data.list.length === 0) return rows;
  }
}

/** What a visitor and each demo account are shown: the answers' JSON texts, by where they were read. */
function walk(api: DemoApi): Map<string, string> {
  const seen = new Map<string, string>();
  const viewers: Array<[string, Browser]> = [['visitor', new Browser(api)], ...topAccounts(api).map((a): [string, Browser] => [a.username, new Browser(api).loginAs(a)])];
  for (const [who, b] of viewers) {
    for (const type of ['hy', 'company'] as const) {
      for (const row of allRows(b, 'listArticles', { type })) {
        seen.set(`${who} listArticles ${type} ${String(row.id)}`, JSON.stringify(row));
        const detail = b.call('getArticleDetail', { path: { id: Number(row.id) }, query: { type } });
        expect(detail.status).toBe(200);
        seen.set(`${who} getArticleDetail ${String(row.id)}`, JSON.stringify(detail.data));
      }
    }
    if (who === 'visitor') continue;
    for (const row of allRows(b, 'listPurchaseRequests')) {
      seen.set(`${who} listPurchaseRequests ${String(row.id)}`, JSON.stringify(row));
      const detail = b.call('getPurchaseRequest', { path: { id: Number(row.id) } });
      expect(detail.status).toBe(200);
      seen.set(`${who} getPurchaseRequest ${String(row.id)}`, JSON.stringify(detail.data));
    }
    for (const row of allRows(b, 'listFeedback')) seen.set(`${who} listFeedback ${String(row.id)}`, JSON.stringify(row));
  }
  return seen;
}

const carrying = (seen: Map<string, string>) => [...seen].filter(([, text]) => PAYLOAD.test(text)).map(([where]) => where);

describe('the demo without its test-only attack payloads', () => {
  it('shows a visitor and every demo account no script, event handler or javascript: link by default', () => {
    const seen = walk(demo().api);
    expect(carrying(seen)).toEqual([]);
    // The items that carry the payloads with the option were walked, with their plain text.
    const texts = [...seen.values()].join('\n');
    expect(texts).toContain(HOSTILE_NEWS_TITLE);
    expect(texts).toContain('羚羊感冒片目前厂家停产整顿');
    expect(texts).toContain('手机版订单页已改版');
  });

  it('carries them with `hostileContent`, which the sanitiser tests turn on: the same walk finds each of them', () => {
    const where = carrying(walk(demo({ hostileContent: true }).api));
    expect(where).toEqual(expect.arrayContaining(['visitor getArticleDetail', 'visitor listArticles hy', 'renhe getPurchaseRequest', 'renhe listFeedback'].map((w) => expect.stringMatching(new RegExp(`^${w} `)))));
  });
});
