/** Reading the server's suggestions defensively, and marking what matched (the search box's pure rules). */
import { describe, expect, it } from 'vitest';
import { MAX_SUGGESTIONS, markRuns, readSuggestion, readSuggestions } from '@/features/search/suggestion';

const item = { keywords: '阿莫西林胶囊', name: '阿莫西林胶囊', trade_name: '阿莫仙', matched: 'name', matched_text: '阿莫西林', goods_id: null };

describe('readSuggestion', () => {
  it('reads a well-formed item', () => {
    expect(readSuggestion(item)).toEqual({ keywords: '阿莫西林胶囊', name: '阿莫西林胶囊', tradeName: '阿莫仙', matched: 'name', matchedText: '阿莫西林', goodsId: null });
  });

  it.each([
    ['null', null],
    ['a string', '阿莫西林胶囊'],
    ['an array', [item]],
    ['no keywords', { ...item, keywords: undefined }],
    ['blank keywords', { ...item, keywords: '  ' }],
    ['no name', { ...item, name: null }],
  ])('drops an item with %s', (_, bad) => {
    expect(readSuggestion(bad)).toBeNull();
  });

  it.each([0, -3, 1.5, '1006', Number.MAX_SAFE_INTEGER + 1])('a goods_id of %s names no goods (choosing it searches)', (id) => {
    expect(readSuggestion({ ...item, goods_id: id })?.goodsId).toBeNull();
  });

  it('an unknown kind of match is kept, shown as a plain name', () => {
    expect(readSuggestion({ ...item, matched: 'telepathy' })?.matched).toBeNull();
  });
});

describe('readSuggestions', () => {
  it('keeps at most ten', () => {
    expect(readSuggestions(Array.from({ length: 12 }, () => item))).toHaveLength(MAX_SUGGESTIONS);
  });

  it('reads anything but a list as none', () => {
    expect([readSuggestions(null), readSuggestions({ 0: item }), readSuggestions('x')]).toEqual([[], [], []]);
  });
});

describe('markRuns', () => {
  it('marks every occurrence of each term, letters of either case', () => {
    expect(markRuns('国药准字H44194730', ['h4419'])).toEqual([
      { text: '国药准字', mark: false },
      { text: 'H4419', mark: true },
      { text: '4730', mark: false },
    ]);
  });

  it('marks overlapping terms as one run', () => {
    expect(markRuns('阿莫西林胶囊', ['阿莫西', '西林'])).toEqual([
      { text: '阿莫西林', mark: true },
      { text: '胶囊', mark: false },
    ]);
  });

  it('marks nothing for no terms or blank ones', () => {
    expect([markRuns('阿莫西林胶囊', []), markRuns('阿莫西林胶囊', [' '])]).toEqual([[{ text: '阿莫西林胶囊', mark: false }], [{ text: '阿莫西林胶囊', mark: false }]]);
  });
});
