import type { BaseGoods } from './base-goods';

interface BrandSeed {
  name: string;
  makerKey: string;
  description: string;
  /** A house brand covers all the maker's goods without a product brand of their own. */
  house: boolean;
}

export const BRAND_SEEDS: readonly BrandSeed[] = [
  { name: '华北制药', makerKey: 'hbzy', description: '新中国第一家大型抗生素生产企业，青霉素、阿莫西林等抗生素品类齐全。', house: true },
  { name: '石药', makerKey: 'sysj', description: '石药集团旗下普药品牌，覆盖抗生素、心脑血管、解热镇痛等领域。', house: true },
  { name: '以岭', makerKey: 'yl', description: '络病理论创新中药代表企业，连花清瘟、通心络、参松养心等产品广为人知。', house: true },
  { name: '999', makerKey: 'hrsj', description: '华润三九旗下 OTC 品牌，感冒灵、三九胃泰等家喻户晓。', house: true },
  { name: '同仁堂', makerKey: 'tr', description: '始创于 1669 年的中华老字号，“炮制虽繁必不敢省人工，品味虽贵必不敢减物力”。', house: true },
  { name: '云南白药', makerKey: 'ynby', description: '百年民族品牌，以云南白药系列止血、活血化瘀产品著称。', house: true },
  { name: '鱼跃', makerKey: 'yy', description: '家用医疗器械领先品牌，血压计、制氧机、雾化器等产品畅销全国。', house: true },
  { name: '三诺', makerKey: 'snsw', description: '专注血糖监测的生物传感品牌，安稳系列血糖仪与试纸。', house: true },
  { name: '修正', makerKey: 'xz', description: '“良心药，放心药，管用的药”，斯达舒、肺宁颗粒等产品深入人心。', house: true },
  { name: '扬子江', makerKey: 'yzj', description: '国内大型医药企业集团，胃苏颗粒、蓝芩口服液等产品覆盖多个治疗领域。', house: true },
  { name: '白云山', makerKey: 'bys', description: '广药集团旗下品牌，板蓝根颗粒、小柴胡颗粒等经典产品。', house: true },
  { name: '太极', makerKey: 'tjjt', description: '藿香正气水、急支糖浆的生产企业，重庆知名中药品牌。', house: true },
  { name: '哈药', makerKey: 'hyjt', description: '哈药集团旗下普药品牌，品类丰富、价格实惠。', house: true },
  { name: '江中', makerKey: 'jz', description: '健胃消食片、复方草珊瑚含片的生产企业。', house: true },
  { name: '东阿阿胶', makerKey: 'da', description: '阿胶行业领导品牌，复方阿胶浆、桃花姬阿胶糕。', house: true },
  { name: '马应龙', makerKey: 'myl', description: '始于 1582 年的眼药、痔疮药老字号。', house: true },
  { name: '片仔癀', makerKey: 'pzh', description: '国家绝密配方，源自明代宫廷的名贵中成药。', house: true },
  { name: '天士力', makerKey: 'tsl', description: '复方丹参滴丸生产企业，现代中药国际化的代表。', house: true },
  { name: '汤臣倍健', makerKey: 'tcbj', description: '膳食营养补充剂品牌，蛋白粉、维生素、鱼油等产品。', house: true },
  { name: '稳健', makerKey: 'wj', description: '医用敷料与防护用品品牌，医用口罩、纱布等。', house: true },
  { name: '振德', makerKey: 'zd', description: '医用敷料龙头企业，纱布、绷带、胶带、手套等产品。', house: true },
  { name: '芬必得', makerKey: 'zmts', description: '布洛芬缓释胶囊，12 小时持久止痛。', house: false },
  { name: '新康泰克', makerKey: 'zmts', description: '感冒药知名品牌（含麻黄碱类复方制剂，须单独下单）。', house: false },
  { name: '白加黑', makerKey: 'bayer', description: '“白天服白片不瞌睡，晚上服黑片睡得香”。', house: false },
  { name: '泰诺', makerKey: 'shqs', description: '酚麻美敏片，缓解感冒引起的多种症状。', house: false },
  { name: '感康', makerKey: 'wtgk', description: '复方氨酚烷胺片，感冒常备药。', house: false },
  { name: '拜阿司匹灵', makerKey: 'bayer', description: '阿司匹林肠溶片，心脑血管疾病预防用药。', house: false },
  { name: '思密达', makerKey: 'bfyp', description: '蒙脱石散，成人及儿童急慢性腹泻。', house: false },
  { name: '吗丁啉', makerKey: 'xays', description: '多潘立酮片，促进胃动力。', house: false },
  { name: '达喜', makerKey: 'bayer', description: '铝碳酸镁咀嚼片，中和胃酸、保护胃黏膜。', house: false },
  { name: '斯达舒', makerKey: 'xz', description: '维U颠茄铝胶囊Ⅱ，胃痛胃酸胃胀。', house: false },
  { name: '拜新同', makerKey: 'bayer', description: '硝苯地平控释片，高血压长效控制。', house: false },
  { name: '拜唐苹', makerKey: 'bayer', description: '阿卡波糖片，餐后血糖控制。', house: false },
  { name: '开瑞坦', makerKey: 'bayer', description: '氯雷他定片，过敏性鼻炎、荨麻疹。', house: false },
  { name: '百多邦', makerKey: 'zmts', description: '莫匹罗星软膏，皮肤细菌感染外用药。', house: false },
  { name: '达克宁', makerKey: 'xays', description: '硝酸咪康唑乳膏，皮肤真菌感染。', house: false },
  { name: '培菲康', makerKey: 'xy', description: '双歧杆菌三联活菌胶囊，调节肠道菌群。', house: false },
  { name: '妈咪爱', makerKey: 'hm', description: '枯草杆菌二联活菌颗粒，儿童肠道菌群调节。', house: false },
  { name: '整肠生', makerKey: 'dbzy', description: '地衣芽孢杆菌活菌胶囊，腹泻与肠炎。', house: false },
];

/** Product brand for the first maker of a branded base goods; otherwise the maker's house brand, if any. */
export function makeBrandResolver(
  brandIdByName: Map<string, number>,
  houseBrandByMaker: Map<string, number>,
): (base: BaseGoods, makerKey: string) => number | null {
  return (base, makerKey) => {
    if (base.brand !== null && makerKey === base.makers[0]) {
      const id = brandIdByName.get(base.brand);
      if (id !== undefined) return id;
    }
    return houseBrandByMaker.get(makerKey) ?? null;
  };
}

const PRODUCT_BRANDS = new Set(BRAND_SEEDS.filter((b) => !b.house).map((b) => b.name));

/**
 * The 商品名 a maker sells a base goods under: the one its line names for that maker, else the product brand (芬必得, 拜新同 …)
 * for the brand's own maker. House brands (以岭, 999 …) are makers' names, not trade names; generic goods have none.
 */
export function tradeNameOf(base: BaseGoods, makerKey: string): string | null {
  const named = base.tradeNames.get(makerKey);
  if (named) return named;
  if (base.brand !== null && PRODUCT_BRANDS.has(base.brand) && makerKey === base.makers[0]) return base.brand;
  return null;
}
