/** Deterministic answers for the shell's calls, built on the generated MSW handlers (overridden per test). */
import { getListArticleCategoryMockHandler } from '@generated/endpoints/article/article.msw';
import { getGetCartTotalMockHandler } from '@generated/endpoints/cart/cart.msw';
import { getGetGlobalCommonMockHandler, getGetGlobalConfigMockHandler } from '@generated/endpoints/common/common.msw';
import { getGetLotterySimpleMockHandler } from '@generated/endpoints/draw/draw.msw';
import { getGetSiteAdsMockHandler, getListLoginBannersMockHandler } from '@generated/endpoints/focus/focus.msw';
import { getListSearchSuggestionsMockHandler } from '@generated/endpoints/goods/goods.msw';
import { getGetUnreadMessageCountMockHandler } from '@generated/endpoints/message/message.msw';
import { getGetUserBaseMockHandler } from '@generated/endpoints/user/user.msw';
import type { CommonConfig, CommonPayload, UserState } from '@generated/models';

/** A success envelope (code typed as the contract's SuccessCode literal). */
export const ok = <T,>(data: T) => ({ code: 10000 as const, msg: '操作成功', data });

export const VISITOR: UserState = { show: 0 };

export const MEMBER: UserState = {
  show: 1,
  username: 'hbyf001',
  name: '张敏',
  phone: '13912345678',
  company: '石家庄康宁大药房有限公司',
  face: null,
  rank: '金牌会员',
  admin: { name: '王经理', phone: '13803110000', is_default: 0 },
  address: '河北省石家庄市长安区中山东路 88 号',
  is_passed: 1,
  points: 1280,
  cart: 6,
  message_count: 3,
  wechat: null,
  common_config: { hot_line: '400-886-1234' },
  quality_inspection: { quality_inspection_url: '/help/fwbz/wzzz', msg: '药品质检报告查询' },
  login_url: '/login',
  is_show_youx: 1,
  is_special: 0,
  is_can_chat: 1,
  token: null,
  is_AfterSale: 1,
};

export const COMMON: CommonPayload = {
  rnss: ['阿莫西林', '连花清瘟', '布洛芬'],
  nav: [
    { id: 1, name: '近效期专场', url: '/jxqzc', image: null, is_open: 1 },
    { id: 2, name: '品牌专区', url: '/ppzq', image: null, is_open: 1, children: [{ id: 21, name: '以岭药业', url: '/ppzq/info/12', image: null, is_open: 1 }] },
    { id: 3, name: '敬请期待', url: '/hb', image: null, is_open: 0 },
  ],
  category: Array.from({ length: 9 }, (_, i) => ({
    id: 11 + i,
    name: ['抗生素', '感冒用药', '心脑血管', '消化系统', '维生素', '皮肤用药', '儿科用药', '妇科用药', '眼科用药'][i] as string,
    children: i === 0 ? [{ id: 111, name: '青霉素类' }, { id: 112, name: '头孢类' }] : [],
  })),
  category_yx: [{ id: 51, name: '包邮感冒药', children: [] }],
  category_zy: [],
  category_qx: [],
  brand: [],
  timestamp: 1_795_497_600, // 2026-11-25 00:00:00 +08:00
};

export const CONFIG: CommonConfig = {
  hot_line: '400-886-1234', site_name: '药采平台', company_name: '河北药采网络科技有限公司', icp: '冀ICP备2026012345号-1',
  drug_info_filing: '（冀）网药械信息备字（2026）第00088号', trade_filing: '冀药网平备字〔2026〕第000012号',
  business_license: '91130100MA0XXXXX8K', business_license_url: null, app_download_url: 'https://m.yaocai.example.cn/app',
  wechat_service: { name: '药采平台服务号', url: 'https://weixin.example.cn/yaocai' }, service_time: '周一至周六 8:30-18:00',
};

/** Every call the shell makes on a page, answered for a visitor (or the given user). */
export function shellHandlers(user: UserState = VISITOR, extra: { cartTotal?: number; unread?: number } = {}) {
  return [
    getGetUserBaseMockHandler(ok(user)),
    getGetGlobalCommonMockHandler(ok(COMMON)),
    getGetGlobalConfigMockHandler(ok(CONFIG)),
    getListArticleCategoryMockHandler(ok([])),
    getGetSiteAdsMockHandler(ok({ top_right: null, bottom: null })),
    getGetLotterySimpleMockHandler(ok([])),
    getGetCartTotalMockHandler(ok({ total: extra.cartTotal ?? user.cart ?? 0 })),
    getGetUnreadMessageCountMockHandler(ok({ count: extra.unread ?? user.message_count ?? 0 })),
    getListSearchSuggestionsMockHandler(ok([])),
    getListLoginBannersMockHandler(ok([])),
  ];
}
