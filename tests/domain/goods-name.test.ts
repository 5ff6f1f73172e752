import { describe, expect, it } from 'vitest';
import { goodsTitle, shownTradeName } from '@/domain/goods-name';

describe('goodsTitle', () => {
  it('puts the trade name beside the generic name in full-width brackets', () => {
    expect(goodsTitle('布洛芬缓释胶囊', '芬必得')).toBe('布洛芬缓释胶囊（芬必得）');
  });

  it('is the generic name alone without a trade name', () => {
    expect([goodsTitle('阿莫西林胶囊', null), goodsTitle('阿莫西林胶囊', undefined), goodsTitle('阿莫西林胶囊', '  ')]).toEqual([
      '阿莫西林胶囊',
      '阿莫西林胶囊',
      '阿莫西林胶囊',
    ]);
  });

  it('trims the trade name', () => {
    expect(goodsTitle('布洛芬缓释胶囊', ' 芬必得 ')).toBe('布洛芬缓释胶囊（芬必得）');
  });

  it('does not repeat a trade name that is the name, or that the name already carries', () => {
    expect([goodsTitle('阿胶', '阿胶'), goodsTitle('布洛芬缓释胶囊（芬必得）', '芬必得')]).toEqual(['阿胶', '布洛芬缓释胶囊（芬必得）']);
  });
});

describe('shownTradeName', () => {
  it('is the trimmed trade name worth showing, or null', () => {
    expect([shownTradeName('布洛芬缓释胶囊', ' 芬必得'), shownTradeName('阿胶', '阿胶'), shownTradeName('阿胶', null)]).toEqual(['芬必得', null, null]);
  });
});
