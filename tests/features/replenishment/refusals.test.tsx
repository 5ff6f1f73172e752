/**
 * 补货建议's refusals, each said beside its own line: a goods the buyer may not buy (its 经营范围, from the answer's
 * buy_block) before any click, and a line the cart refused when the selected lines were added, with the server's
 * reason, while the line that was added is not marked.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { loginByPassword } from '@generated/endpoints/auth/auth';
import { getGetReplenishmentResponseMock } from '@generated/endpoints/replenishment/replenishment.msw';
import BhjyPage from '@/pages/account/bhjy-page';
import { server } from '@tests/msw-server';
import { renderWithApp } from '@tests/render';
import { startDemo } from '../../pages/account/account-fixtures';

const SCOPE = '您的经营范围不含中成药，无法购买';
const SHORT = '库存不足，仅剩 5 盒';

/** The contract's example answer: 阿莫西林胶囊 due today, and 连花清瘟胶囊 made unbuyable for the buyer's 经营范围. */
function answerWithABlockedGoods() {
  const answer = getGetReplenishmentResponseMock();
  const [due, blocked] = answer.data.lines;
  if (!due || !blocked) throw new Error('the example answer has two lines');
  due.goods.id = 1001;
  blocked.goods = { ...blocked.goods, is_buy: 0, buy_block: { reason: 'out_of_scope', msg: SCOPE } };
  return answer;
}

describe('补货建议: refusals beside their lines', () => {
  it('shows a goods the buyer may not buy with its reason, and the cart’s refusal of an added line with the server’s', async () => {
    startDemo();
    await loginByPassword({ username: 'kangning', password: 'Demo2026' });
    const sent: string[] = [];
    server.use(
      http.get('*/api/replenishment', () => HttpResponse.json(answerWithABlockedGoods())),
      http.post('*/api/cart', async ({ request }) => {
        sent.push(await request.text());
        return HttpResponse.json({
          code: 10000,
          msg: '部分商品未加入',
          data: { results: [{ id: 1001, added: 0, number: 0, msg: SHORT }], partial: 1, summary: '0 种加入购物车，1 种未加入', total: 0 },
        });
      }),
    );
    const ue = userEvent.setup();
    renderWithApp(<BhjyPage />, { path: '/bhjy' });

    const blockedRow = (await screen.findAllByRole('row')).find((r) => r.getAttribute('data-goods-id') === '1003');
    expect(blockedRow, 'the blocked goods has its row').toBeDefined();
    expect(within(blockedRow!).getByText(SCOPE)).toBeInTheDocument();

    await ue.click(screen.getByRole('button', { name: /加入购物车/ }));
    await waitFor(() => expect(sent).toHaveLength(1));
    // Only the buyable line due today is sent, in whole 中包装.
    expect(decodeURIComponent(sent[0]!)).toContain('params[0][id]=1001');
    expect(decodeURIComponent(sent[0]!)).not.toContain('=1003');

    const dueRow = screen.getAllByRole('row').find((r) => r.getAttribute('data-goods-id') === '1001')!;
    expect(await within(dueRow).findByRole('note')).toHaveTextContent(`未加入：${SHORT}`);
    expect(within(blockedRow!).queryByText(/未加入：/)).toBeNull();
  });
});
