/** /dzht against the demo API: xinkai (no e-contract) reads the contract, is told what is missing, signs, and can buy. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loginByPassword } from '@generated/endpoints/auth/auth';
import { addCartLines } from '@generated/endpoints/cart/cart';
import { getEContract } from '@generated/endpoints/e-contract/e-contract';
import { listGoods } from '@generated/endpoints/goods/goods';
import { createDemoApi } from '@mock/demo/app';
import { demoMswHandlers } from '@mock/demo/core/msw-adapter';
import { ApiError, setHttpEffects } from '@/lib/http';
import DzhtPage from '@/pages/dzht/dzht-page';
import { server } from '@tests/msw-server';
import { renderWithApp } from '@tests/render';

describe('/dzht e-contract', () => {
  it('shows the sanitised contract, validates, signs, and buying works afterwards', async () => {
    server.use(...demoMswHandlers(createDemoApi({ goodsCount: 500 })));
    await loginByPassword({ username: 'xinkai', password: 'Demo2026' });
    const goods = (await listGoods({ keywords: 'amxl' })).data!.list.find((g) => g.is_buy === 1)!;
    const add = () => addCartLines({ params: [{ id: goods.id, number: goods.zbz, ck_id: goods.ck_id!, goods_price_id: goods.goods_price_id! }] });
    setHttpEffects({ alert: () => Promise.resolve(), navigate: () => undefined });
    const refused = await add().catch((e: unknown) => e);
    expect((refused as ApiError).status).toBe(459);

    // Read before rendering: the transport cancels an older request to the same endpoint.
    const contract = (await getEContract()).data;
    const ue = userEvent.setup();
    renderWithApp(<DzhtPage />, { path: '/dzht' });
    expect(await screen.findByRole('article', { name: contract.title })).toBeInTheDocument();
    const body = screen.getByRole('region', { name: '合同正文' });
    expect(body.textContent?.length).toBeGreaterThan(50);
    expect(body.querySelector('script')).toBeNull();
    expect(screen.getByText(/未签署/)).toBeInTheDocument();

    await ue.click(screen.getByRole('button', { name: '同意并签署' }));
    expect(await screen.findByText('请阅读并同意电子合同条款')).toBeInTheDocument();
    expect(screen.getByText(/请输入签署人姓名/)).toBeInTheDocument();

    await ue.click(screen.getByRole('checkbox', { name: /我已阅读并同意/ }));
    await ue.type(screen.getByLabelText('签署人姓名'), '王欣');
    await ue.click(screen.getByRole('button', { name: '同意并签署' }));
    expect(await screen.findByText('签署成功，您现在可以采购了')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回购物车' })).toHaveAttribute('href', '/cart');
    expect(screen.getByText(/已由 王欣 于 .* 签署/)).toBeInTheDocument();

    await waitFor(async () => expect((await add()).data?.results[0]?.added).toBe(1));
  });
});
