/** One goods presentation: price or why it is hidden, ladder text, tags in their colours, facts, the buy block. */
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GoodsCard } from '@/features/catalogue/goods-card/goods-card';
import { GoodsPrice } from '@/features/catalogue/goods-price/goods-price';
import { GoodsTable } from '@/features/catalogue/goods-table/goods-table';
import { GoodsTags } from '@/features/catalogue/goods-tags/goods-tags';
import { blockMessage, canBuy, stockState } from '@/features/catalogue/goods-rules';
import type { GoodsTag } from '@generated/models';
import { renderWithApp } from '@tests/render';
import { goods, memberStore, VISITOR, visitorStore } from './fixtures';

describe('GoodsPrice', () => {
  it('floors the price to 2 decimals (never rounds up)', () => {
    renderWithApp(<GoodsPrice goods={goods({ price: '12.349' })} isMember />);
    expect(screen.getByText('¥12.34')).toBeInTheDocument();
    expect(screen.queryByText('¥12.35')).toBeNull();
  });

  it('says 会员可见 to visitors and 控销 to members the server hid a price from', () => {
    const { unmount } = renderWithApp(<GoodsPrice goods={goods({ price: null })} isMember={false} />);
    expect(screen.getByText('会员可见')).toBeInTheDocument();
    unmount();
    renderWithApp(<GoodsPrice goods={goods({ price: null, is_kx: 0 })} isMember />);
    expect(screen.getByText('控销')).toBeInTheDocument();
    expect(screen.queryByText('会员可见')).toBeNull();
  });

  it('follows the quantity along the ladder with the reached / still-needed text', () => {
    const g = goods({ price: '10.00', ladder_price: [{ number: 50, price: '9.80' }, { number: 100, price: '9.50' }] });
    const { rerender } = renderWithApp(<GoodsPrice goods={g} isMember quantity={10} />);
    expect(screen.getByText('¥10.00')).toBeInTheDocument();
    expect(screen.getByText('再买 40盒 单价 ¥9.80')).toBeInTheDocument();
    rerender(<GoodsPrice goods={g} isMember quantity={60} />);
    expect(screen.getByText('¥9.80')).toBeInTheDocument();
    expect(screen.getByText('已满 50盒，单价 ¥9.80，再买 40盒 单价 ¥9.50')).toBeInTheDocument();
  });
});

describe('GoodsTags', () => {
  it('colours the goods tags (优 red, 满 orange, 换购 blue, 赠 pink, 特 yellow, 新 and 秒杀 red) and marks 含麻, 控销 and 近效期', () => {
    renderWithApp(<GoodsTags goods={goods({ tags: ['优', '满', '换购', '赠', '特', '新', '秒杀' as GoodsTag /* a longer label than the contract's: the site still colours it by its prefix */], is_hm: 1, is_kx: 1, is_jxq: 1 })} />);
    const colour = (t: string) => screen.getByText(t).getAttribute('data-colour');
    expect([colour('优'), colour('满'), colour('换购'), colour('赠'), colour('特'), colour('新'), colour('秒杀')]).toEqual([
      'red', 'orange', 'blue', 'pink', 'yellow', 'red', 'red',
    ]);
    expect(screen.getByText('含麻')).toHaveClass('goods-tag--hm');
    expect(screen.getByText('控销')).toHaveClass('goods-tag--kx');
    expect(screen.getByText('近效期')).toHaveClass('goods-tag--jxq');
  });
});

describe('goods rules', () => {
  it('reads the server block first, and is_buy 0 without one as not buyable', () => {
    expect(canBuy(goods())).toBe(true);
    expect(canBuy(goods({ is_buy: 0 }))).toBe(false);
    expect(blockMessage(goods({ is_buy: 0, buy_block: { reason: 'out_of_scope', msg: '该商品不在您的经营范围（医疗器械）内' } }))).toBe('该商品不在您的经营范围（医疗器械）内');
    expect(blockMessage(goods({ is_buy: 0, number: 0 }))).toBe('该商品暂无库存');
    expect(blockMessage(goods())).toBeNull();
  });

  it('calls stock low below five middle packages', () => {
    expect(stockState(goods({ number: 0 }))).toBe('none');
    expect(stockState(goods({ number: 49, zbz: 10 }))).toBe('low');
    expect(stockState(goods({ number: 50, zbz: 10 }))).toBe('ok');
  });
});

describe('GoodsCard', () => {
  it('shows name, manufacturer, spec, 中包装, a red near-expiry date, stock and a fixed-size lazy image', () => {
    renderWithApp(<GoodsCard goods={goods({ id: 7, is_jxq: 1, yxq: '2027-01-16', number: 20 })} />, { store: memberStore() });
    const card = screen.getByRole('article', { name: '阿莫西林胶囊' });
    expect(within(card).getByText('华北制药股份有限公司')).toBeInTheDocument();
    expect(within(card).getByText('0.25g*24粒')).toBeInTheDocument();
    expect(within(card).getByText('2027-01-16')).toHaveClass('goods-meta__jxq');
    expect(within(card).getByText('库存紧张')).toBeInTheDocument();
    const img = card.querySelector('img')!;
    expect(img).toHaveAttribute('width', '160');
    expect(img).toHaveAttribute('height', '160');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(within(card).getByRole('link', { name: '阿莫西林胶囊' })).toHaveAttribute('href', '/list/info/7');
  });

  it('names a goods with a trade name as pharmacies do: 布洛芬缓释胶囊（芬必得）', () => {
    renderWithApp(<GoodsCard goods={goods({ id: 1052, name: '布洛芬缓释胶囊', trade_name: '芬必得' })} />, { store: memberStore() });
    expect(screen.getByRole('link', { name: '布洛芬缓释胶囊（芬必得）' })).toHaveAttribute('href', '/list/info/1052');
  });

  it('the card itself is named by that title', () => {
    renderWithApp(<GoodsCard goods={goods({ name: '布洛芬缓释胶囊', trade_name: '芬必得' })} />, { store: memberStore() });
    expect(screen.getByRole('article', { name: '布洛芬缓释胶囊（芬必得）' })).toBeInTheDocument();
  });

  it('links group-buy goods to the info-pt detail', () => {
    renderWithApp(<GoodsCard goods={goods({ id: 8, type: 2 })} />, { store: memberStore() });
    expect(screen.getByRole('link', { name: '阿莫西林胶囊' })).toHaveAttribute('href', '/list/info-pt/8');
  });

  it('shows why a goods cannot be bought before any click, and no add button', () => {
    const blocked = goods({ name: '医用外科口罩', is_buy: 0, buy_block: { reason: 'out_of_scope', msg: '该商品不在您的经营范围（医疗器械）内' } });
    renderWithApp(<GoodsCard goods={blocked} />, { store: memberStore() });
    expect(screen.getByRole('note')).toHaveTextContent('该商品不在您的经营范围（医疗器械）内');
    expect(screen.queryByRole('button', { name: '加入购物车' })).toBeNull();
  });

  it('offers no favourite button to visitors and tells them to log in', () => {
    renderWithApp(<GoodsCard goods={goods({ price: null, is_buy: 0, buy_block: { reason: 'visitor', msg: '请登录后购买' } })} />, { store: visitorStore() });
    expect(screen.getByText('会员可见')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('请登录后购买');
    expect(screen.queryByRole('button', { name: /收藏/ })).toBeNull();
  });

  it('reads membership from the session: a hidden price says 控销 to a member, and 会员可见 once the session ends', () => {
    const store = memberStore();
    renderWithApp(<GoodsCard goods={goods({ price: null, is_kx: 0 })} />, { store });
    expect(within(screen.getByRole('article')).getByText('控销')).toBeInTheDocument();
    act(() => store.session.setUser(VISITOR));
    expect(within(screen.getByRole('article')).getByText('会员可见')).toBeInTheDocument();
  });
});

describe('GoodsTable', () => {
  it("names each row's goods with its trade name beside it", () => {
    renderWithApp(<GoodsTable goods={[goods({ id: 1052, name: '布洛芬缓释胶囊', trade_name: '芬必得' }), goods({ id: 7 })]} />, { store: memberStore() });
    expect(screen.getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('link')[0]?.textContent)).toEqual(['布洛芬缓释胶囊（芬必得）', '阿莫西林胶囊']);
  });

  it('reads membership from the session, as the card does: a hidden price says 控销 to a member, and 会员可见 once the session ends', () => {
    const store = memberStore();
    renderWithApp(<GoodsTable goods={[goods({ id: 7, price: null, is_kx: 0 })]} />, { store });
    const row = () => screen.getAllByRole('row')[1]!;
    expect(within(row()).getByText('控销')).toBeInTheDocument();
    act(() => store.session.setUser(VISITOR));
    expect(within(row()).getByText('会员可见')).toBeInTheDocument();
  });
});
