/** Help articles, news, help tree, links, common config: the site's editorial content, in Chinese. */
import { fen } from '@/domain/money';
import type { ArtRegistry } from './art';
import { demoInstant } from './dates';
import { CLEAN_NEWS_HTML, CLEAN_NEWS_SUMMARY, HOSTILE_NEWS_HTML, HOSTILE_NEWS_SUMMARY, HOSTILE_NEWS_TITLE } from './hostile-content';
import { intBetween, type Rng } from './prng';
import type { Article, CommonConfigRecord, HelpCategory, LinkRecord } from './types';

/** Parent id whose children are the footer help columns (GET /api/article/category?category_id=3). */
export const HELP_ROOT_ID = 3;

interface HelpSeed {
  key: string;
  name: string;
  paragraphs: string[];
}

const HELP_COLUMNS: Array<{ id: number; key: string; name: string; children: HelpSeed[] }> = [
  {
    id: 10,
    key: 'xrzn',
    name: '新手指南',
    children: [
      {
        key: 'xrzn/hyzc',
        name: '会员注册',
        paragraphs: [
          '本平台仅面向具备合法资质的药品经营企业和医疗机构开放采购。注册分三步：填写手机号并验证、填写企业信息、上传资质证照。',
          '需上传的资质包括：营业执照、药品经营许可证（或医疗机构执业许可证）、GSP证书、采购委托书及被委托人身份证明。',
          '资料提交后，质管人员将在 1 个工作日内完成审核，审核结果以短信通知。审核通过后即可登录采购。',
        ],
      },
      {
        key: 'xrzn/gwzn',
        name: '购物指南',
        paragraphs: [
          '搜索：在页头搜索框输入药品名称或拼音首字母（如“amxl”查找阿莫西林），切换“厂家”可按生产企业查找。',
          '加购：采购数量须为中包装的整数倍；库存不足一个中包装时可按实际库存购买。阶梯价商品达到相应数量自动享受优惠价。',
          '结算：在购物车勾选商品后点击“去结算”，确认收货地址、发票信息及优惠券后提交订单，并在 24 小时内完成支付。',
        ],
      },
      {
        key: 'xrzn/aqgy',
        name: '安全购药',
        paragraphs: [
          '平台所售药品均来自具备资质的生产企业和经营企业，每批次商品随货附检验报告，可在商品详情页查看。',
          '含麻黄碱类复方制剂须单独下单，并通过对公转账付款；处方药请严格按照处方销售管理规定执行。',
          '平台不发布任何毒性、麻醉、精神、放射性药品及戒毒药品信息。',
        ],
      },
    ],
  },
  {
    id: 11,
    key: 'zfps',
    name: '支付配送',
    children: [
      {
        key: 'zfps/ddzf',
        name: '订单支付',
        paragraphs: [
          '平台支持余额支付、积分抵扣、在线支付和对公转账。含麻黄碱类复方制剂订单仅支持对公转账，并须上传付款回单。',
          '订单提交后 24 小时内未支付将自动取消，已使用的优惠券和余额将原路退回。',
        ],
      },
      {
        key: 'zfps/hwps',
        name: '货物配送',
        paragraphs: [
          '订单付款后由就近仓库（石家庄一号仓、北京大兴仓、郑州航空港仓）发货，河北省内次日达，周边省份 2～3 日送达。',
          '单笔订单满 500 元包邮，不足 500 元收取运费 15 元；包邮专区商品按单品包邮数量执行。冷链商品全程温控配送。',
        ],
      },
      {
        key: 'zfps/ypth',
        name: '药品退换',
        paragraphs: [
          '药品属特殊商品，非质量问题不予退换。如收货时发现破损、错发、漏发，请在签收后 48 小时内于“订单中心”提交售后申请并上传照片。',
          '近效期商品、拆零商品、冷链商品一经售出，非质量问题不予退换。',
        ],
      },
    ],
  },
  {
    id: 12,
    key: 'fwbz',
    name: '服务保障',
    children: [
      {
        key: 'fwbz/wzzz',
        name: '网站资质',
        paragraphs: [
          '互联网药品信息服务资格证书：（冀）网药械信息备字（2026）第00088号。',
          '药品网络交易第三方平台备案凭证：冀药网平备字〔2026〕第000012号。营业执照统一社会信用代码：91130100MA0XXXXX8K。',
        ],
      },
      {
        key: 'fwbz/yhxy',
        name: '用户协议',
        paragraphs: [
          '本协议是您与河北药采网络科技有限公司就使用药采平台服务所订立的协议。注册即表示您已阅读并同意本协议全部条款。',
          '会员应保证所提交资质真实、有效，并在资质到期前及时更新；资质过期期间平台将暂停其采购权限。',
          '会员账号仅限本企业使用，因账号保管不善造成的损失由会员自行承担。',
        ],
      },
      {
        key: 'fwbz/zskf',
        name: '专属客服',
        paragraphs: [
          '平台为每位会员配备专属客户经理，负责采购咨询、资质审核进度、订单跟踪和售后协调，姓名和电话显示在页头。',
          '客服热线 400-886-1234，服务时间：周一至周六 8:30-18:00。',
        ],
      },
    ],
  },
  {
    id: 13,
    key: 'us',
    name: '关于我们',
    children: [
      {
        key: 'us/tsjy',
        name: '投诉建议',
        paragraphs: [
          '您可以通过“自助服务—意见反馈”提交投诉或建议，我们将在 2 个工作日内回复。',
          '投诉热线：400-886-1234 转 3；邮箱：kefu@yaocai.example.cn。',
        ],
      },
      {
        key: 'us/link',
        name: '联系我们',
        paragraphs: [
          '河北药采网络科技有限公司，地址：河北省石家庄市长安区中山东路 88 号药采大厦 12 层。',
          '商务合作：0311-86012345；客服热线：400-886-1234。',
        ],
      },
    ],
  },
];

const HY_NEWS: Array<[string, string]> = [
  ['国家医保局发布2026年国家医保药品目录调整工作方案', '今年目录调整继续向儿童用药、罕见病用药和慢性病用药倾斜，预计新增药品数量与去年基本持平。'],
  ['第十一批国家组织药品集中采购结果公布', '本批集采共涉及 55 个品种，平均降价 58%，中选结果将于明年 2 月在全国落地执行。'],
  ['药监局：进一步加强含麻黄碱类复方制剂经营管理', '各地药品监管部门将加大对药品批发企业含麻黄碱类复方制剂销售流向的检查力度，严防流入非法渠道。'],
  ['《药品经营和使用质量监督管理办法》实施一周年回顾', '办法实施以来，药品经营许可审批时限明显压缩，网络销售第三方平台备案管理逐步规范。'],
  ['流感进入高发季，多地连花清瘟、奥司他韦需求上升', '据多家医药流通企业监测，近两周抗病毒及解热镇痛类药品采购量环比上升约四成，终端备货积极。'],
  ['中药饮片质量提升行动持续推进', '国家药监局部署开展中药饮片专项检查，重点检查染色增重、掺杂使假等问题，推动饮片追溯体系建设。'],
  ['医疗器械唯一标识全面实施', '第三类医疗器械已全部实施唯一标识，第二类医疗器械正分批推进，基层医疗机构采购时可扫码溯源。'],
  ['零售药店纳入门诊统筹管理持续扩面', '截至目前，全国已有超过 30 万家定点零售药店开通门诊统筹服务，处方流转平台建设加快。'],
  ['冷链药品运输规范修订征求意见', '新版规范细化了冷藏药品在途温度记录、异常处置及交接要求，拟于明年起实施。'],
  ['基层医疗机构常用药品配备目录发布', '目录覆盖基层常见病、多发病用药共 520 个品种，鼓励乡镇卫生院和村卫生室按需配备。'],
  ['药品追溯码扫码销售全面推开', '自明年起，定点医药机构销售药品须扫描追溯码，批发企业应确保出库药品追溯信息完整。'],
  ['秋冬季呼吸道疾病防治用药储备指引', '专家建议药店和诊所合理储备解热镇痛、止咳化痰、抗病毒及口罩、体温计等防护检测用品。'],
];

const COMPANY_NEWS: Array<[string, string]> = [
  ['药采平台郑州航空港仓正式启用', '新仓库面积 2.8 万平方米，配备阴凉库、冷库和自动化分拣线，河南及周边客户配送时效提升至次日达。'],
  ['双十二采购节即将开启', '12 月 1 日至 12 月 12 日，全场满 1000 减 50，品牌专区限时特价，每日 10 点领券中心上新。'],
  ['平台上线电子发票一键下载功能', '会员可在“自助服务—电子发票”中按订单查询并下载增值税电子普通发票。'],
  ['关于调整含麻黄碱类复方制剂付款方式的公告', '即日起含麻黄碱类复方制剂订单仅支持对公转账付款，付款后请在订单页上传付款回单。'],
  ['药采平台荣获“年度优秀医药电商平台”称号', '在第十六届中国医药电商大会上，药采平台凭借合规经营和优质服务获此荣誉。'],
  ['新增 12 家品牌厂家直供', '华北制药、以岭药业、鱼跃医疗等 12 家品牌厂家入驻品牌专区，厂家直供价格更优、批号更新。'],
  ['会员积分商城全新改版', '积分商城新增医用口罩、体温计、血压计等实用商品，积分可直接兑换。'],
  ['关于春节期间发货安排的通知', '春节期间（除夕至初五）暂停发货，节前最后发货日为腊月二十七，请各位会员提前备货。'],
];

function paragraphsHtml(paragraphs: string[]): string {
  return paragraphs.map((p) => `<p>${p}</p>`).join('');
}

interface ContentBuild {
  articles: Article[];
  helpCategories: HelpCategory[];
}

/** `hostileContent`: the oldest industry news carries the sanitiser tests' attack payloads (./hostile-content.ts). */
export function buildContent(rng: Rng, art: ArtRegistry, hostileContent = false): ContentBuild {
  const articles: Article[] = [];
  const helpCategories: HelpCategory[] = [
    { id: HELP_ROOT_ID, name: '帮助中心', parentId: null, key: '', articleId: null, sort: 0 },
  ];
  let articleId = 1;
  let helpId = 100;
  HELP_COLUMNS.forEach((column, ci) => {
    helpCategories.push({ id: column.id, name: column.name, parentId: HELP_ROOT_ID, key: column.key, articleId: null, sort: ci });
    column.children.forEach((child, k) => {
      const id = articleId++;
      articles.push({
        id,
        categoryId: column.id,
        type: 'help',
        title: child.name,
        summary: child.paragraphs[0] ?? '',
        html: `<h2>${child.name}</h2>${paragraphsHtml(child.paragraphs)}`,
        image: null,
        source: '药采平台',
        publishedAt: demoInstant(-300 + ci * 10 + k, 9),
        views: intBetween(rng, 300, 9000),
      });
      helpCategories.push({ id: helpId++, name: child.name, parentId: column.id, key: child.key, articleId: id, sort: k });
    });
  });

  const news = (list: Array<[string, string]>, type: 'hy' | 'company', source: string): void => {
    list.forEach(([title, lead], i) => {
      const id = articleId++;
      const image =
        i % 3 === 0 ? art.square(`news-${id}`, title.slice(0, 10), type === 'hy' ? '行业资讯' : '公司新闻', type === 'hy' ? '#1f6fb2' : '#c8161d') : null;
      articles.push({
        id,
        categoryId: 0,
        type,
        title,
        summary: lead,
        html: paragraphsHtml([
          lead,
          type === 'hy'
            ? '业内人士表示，医药流通企业应密切关注政策变化，做好合规经营和库存管理，保障终端用药供应。'
            : '感谢广大会员长期以来的信任与支持，药采平台将持续提升商品品质与服务水平。',
          '详情请咨询您的专属客户经理或拨打客服热线 400-886-1234。',
        ]),
        image,
        source,
        publishedAt: demoInstant(-(i * 4 + (type === 'hy' ? 1 : 3)), 9 + (i % 8)),
        views: intBetween(rng, 120, 20000),
      });
    });
  };
  news(HY_NEWS, 'hy', '医药经济报');
  news(COMPANY_NEWS, 'company', '药采平台');
  // The oldest industry news: with the test-only option, hostile back-office content that proves the site's
  // sanitiser in the browser; without it, the same notice in plain paragraphs (same id and place either way).
  articles.push({
    id: articleId++,
    categoryId: 0,
    type: 'hy',
    title: HOSTILE_NEWS_TITLE,
    summary: hostileContent ? HOSTILE_NEWS_SUMMARY : CLEAN_NEWS_SUMMARY,
    html: hostileContent ? HOSTILE_NEWS_HTML : CLEAN_NEWS_HTML,
    image: null,
    source: '药采平台',
    publishedAt: demoInstant(-400, 9),
    views: 368, // fixed, not drawn from the seed: the seed's later draws stay as they were
  });
  return { articles, helpCategories };
}

export const LINKS: readonly LinkRecord[] = [
  { name: '国家药品监督管理局', url: 'https://www.nmpa.gov.cn' },
  { name: '河北省药品监督管理局', url: 'https://yjj.hebei.gov.cn' },
  { name: '国家医疗保障局', url: 'https://www.nhsa.gov.cn' },
  { name: '国家卫生健康委员会', url: 'https://www.nhc.gov.cn' },
  { name: '中国医药商业协会', url: 'https://www.capc.org.cn' },
];

export const COMMON_CONFIG: CommonConfigRecord = {
  hotLine: '400-886-1234',
  siteName: '药采平台',
  companyName: '河北药采网络科技有限公司',
  icp: '冀ICP备2026012345号-1',
  drugInfoFiling: '（冀）网药械信息备字（2026）第00088号',
  tradeFiling: '冀药网平备字〔2026〕第000012号',
  businessLicense: '91130100MA0XXXXX8K',
  businessLicenseUrl: '/help/fwbz/wzzz',
  appDownloadUrl: 'https://m.yaocai.example.cn/app',
  wechatService: { name: '药采平台服务号', url: 'https://weixin.example.cn/yaocai' },
  serviceTime: '周一至周六 8:30-18:00',
  shippingThresholdFen: fen(50_000),
  shippingFeeFen: fen(1_500),
  qualityInspectionUrl: '/help/xrzn/aqgy',
  qualityInspectionMsg: '每批次商品随货附检验报告，可在商品详情页查看',
};
