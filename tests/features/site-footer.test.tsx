import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getGetGlobalCommonMockHandler, getGetGlobalConfigMockHandler } from '@generated/endpoints/common/common.msw';
import { getListArticleCategoryMockHandler } from '@generated/endpoints/article/article.msw';
import { server } from '@tests/msw-server';
import { renderWithApp } from '@tests/render';
import { footerYear } from '@/features/footer/footer-year';
import { NO_CONTROLLED_DRUG_INFO, SiteFooter } from '@/features/footer/site-footer';

const helpColumns = [
  { id: 1, name: '新手指南', children: [{ id: 11, name: '会员注册' }, { id: 12, name: '购物指南' }] },
  { id: 2, name: '支付配送', children: [{ id: 21, name: '订单支付' }] },
];

describe('SiteFooter', () => {
  it('shows the help columns from the server, each entry linking to its article by id', async () => {
    server.use(
      getGetGlobalConfigMockHandler(),
      getGetGlobalCommonMockHandler(),
      getListArticleCategoryMockHandler({ code: 10000, msg: '操作成功', data: helpColumns }),
    );
    renderWithApp(<SiteFooter />);
    const nav = await screen.findByRole('navigation', { name: '帮助中心' });
    expect(within(nav).getByRole('heading', { name: '新手指南' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: '购物指南' })).toHaveAttribute('href', '/news/info/12/help');
    expect(within(nav).getByRole('link', { name: '订单支付' })).toHaveAttribute('href', '/news/info/21/help');
  });

  it('shows the licence and filing notices, the statement, the hotline and the copyright year from the server clock', async () => {
    server.use(
      getGetGlobalConfigMockHandler(() => ({ code: 10000, msg: '操作成功', data: { ...CONFIG, hot_line: '400-886-1234' } }) ),
      getGetGlobalCommonMockHandler((() => ({ code: 10000, msg: '操作成功', data: { ...COMMON, timestamp: 1830268800 } }))),
      getListArticleCategoryMockHandler({ code: 10000, msg: '操作成功', data: helpColumns }),
    );
    renderWithApp(<SiteFooter />);
    const footer = await screen.findByRole('contentinfo');
    expect(await within(footer).findByText('400-886-1234')).toBeInTheDocument();
    expect(footer).toHaveTextContent(NO_CONTROLLED_DRUG_INFO);
    expect(footer).toHaveTextContent('药品网络交易服务第三方平台备案：冀药网平备字〔2026〕第000012号');
    expect(footer).toHaveTextContent('互联网药品信息服务：（冀）网药械信息备字（2026）第00088号');
    expect(footer).toHaveTextContent('冀ICP备2026012345号-1');
    expect(footer).toHaveTextContent('Copyright © 2028 河北药采网络科技有限公司');
  });

  it('keeps working when the help call fails or answers garbage, and offers a reload', async () => {
    let calls = 0;
    server.use(
      getGetGlobalConfigMockHandler(),
      getGetGlobalCommonMockHandler(),
      http.get('*/api/article/category', () => {
        calls += 1;
        return calls === 1 ? new HttpResponse('<html>oops</html>', { status: 200 }) : HttpResponse.json({ code: 10000, msg: 'ok', data: helpColumns });
      }),
    );
    const { store } = renderWithApp(<SiteFooter />);
    const reload = await screen.findByRole('button', { name: '重新加载' });
    expect(screen.getByRole('contentinfo')).toHaveTextContent(NO_CONTROLLED_DRUG_INFO);
    expect(store.ui.toasts).toEqual([]); // footer calls are silent: no system-busy toast for a footer
    reload.click();
    expect(await screen.findByRole('link', { name: '会员注册' })).toBeInTheDocument();
  });
});

describe('footerYear', () => {
  it('uses the server timestamp in Beijing time', () => {
    expect(footerYear(1830268799)).toBe(2027); // 2027-12-31 23:59:59 +08:00
    expect(footerYear(1830268800)).toBe(2028); // 2028-01-01 00:00:00 +08:00
  });
  it('falls back to the browser clock when the server time is missing or nonsense', () => {
    const now = () => Date.UTC(2026, 10, 22);
    expect(footerYear(undefined, now)).toBe(2026);
    expect(footerYear(Number.NaN, now)).toBe(2026);
    expect(footerYear(-5, now)).toBe(2026);
  });
});

const CONFIG = {
  hot_line: '400-886-1234', site_name: '药采平台', company_name: '河北药采网络科技有限公司', icp: '冀ICP备2026012345号-1',
  drug_info_filing: '（冀）网药械信息备字（2026）第00088号', trade_filing: '冀药网平备字〔2026〕第000012号',
  business_license: '91130100MA0XXXXX8K', business_license_url: null, app_download_url: 'https://m.yaocai.example.cn/app',
  wechat_service: { name: '药采平台服务号', url: 'https://weixin.example.cn/yaocai' }, service_time: '周一至周六 8:30-18:00',
};
const COMMON = { rnss: [], nav: [], category: [], category_yx: [], category_zy: [], category_qx: [], brand: [], timestamp: 1795497600 };
