import { href, type RouteName } from '@/lib/routes/paths';

interface MemberMenuItem {
  /** The route the entry opens, and its address. */
  name: RouteName;
  to: string;
  label: string;
  /** Other routes that mark this entry as the current one (an order's detail marks 我的订单). */
  also?: readonly RouteName[];
}

interface MemberMenuGroup {
  title: string;
  items: readonly MemberMenuItem[];
}

/** The member centre's left menu: account, wallet, orders and self-service, in the order buyers look for them. */
export const MEMBER_MENU: readonly MemberMenuGroup[] = [
  {
    title: '账户管理',
    items: [
      { name: 'user_hyzx', to: href('user_hyzx'), label: '会员首页' },
      { name: 'basic', to: href('basic'), label: '基本信息' },
      { name: 'zzzj', to: href('zzzj'), label: '资质证件' },
      { name: 'ddgl', to: href('ddgl'), label: '多门店管理' },
      { name: 'addr', to: href('addr'), label: '收货地址' },
      { name: 'wdxx', to: href('wdxx'), label: '我的消息' },
      { name: 'dhtx', to: href('dhtx'), label: '到货提醒' },
      { name: 'bdwx', to: href('bdwx'), label: '绑定微信' },
    ],
  },
  {
    title: '我的钱包',
    items: [
      { name: 'yegl', to: href('yegl'), label: '余额管理', also: ['wdqb'] },
      { name: 'jfgl', to: href('jfgl'), label: '积分管理' },
      { name: 'yhq', to: href('yhq'), label: '优惠券' },
      { name: 'xjq', to: href('xjq'), label: '现金券' },
    ],
  },
  {
    title: '订单中心',
    items: [
      { name: 'order', to: href('order'), label: '我的订单', also: ['order_info', 'order_return_info', 'order_after_sales_info', 'order_wl'] },
      { name: 'order_jfdd', to: href('order_jfdd'), label: '积分订单' },
      { name: 'order_hmdd', to: href('order_hmdd'), label: '含麻订单回执' },
      { name: 'cgtj', to: href('cgtj'), label: '采购统计' },
    ],
  },
  {
    title: '自助服务',
    items: [
      { name: 'kjcg', to: href('kjcg'), label: '快捷采购' },
      { name: 'bhjy', to: href('bhjy'), label: '补货建议' },
      { name: 'pzqg', to: href('pzqg'), label: '品种求购', also: ['pzqg_add', 'pzqg_info'] },
      { name: 'dzfp', to: href('dzfp'), label: '电子发票' },
      { name: 'star', to: href('star'), label: '我的收藏' },
      { name: 'yjfk', to: href('yjfk'), label: '意见反馈' },
    ],
  },
];

/** The menu entry a route belongs to, if any: the entry itself or one that lists it in `also`. */
export function currentMenuItem(route: RouteName): MemberMenuItem | undefined {
  for (const group of MEMBER_MENU) {
    const hit = group.items.find((item) => item.name === route || item.also?.includes(route));
    if (hit) return hit;
  }
  return undefined;
}
