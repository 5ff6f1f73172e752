/**
 * Reference data the catalogue is built from: real manufacturers, the 2-level category tree (each top category is one
 * 经营范围) and warehouses. Base goods live in base-goods.ts.
 */
import type { ScopeName, Warehouse } from './types';

export interface ManufacturerSeed {
  key: string;
  name: string;
  shortName: string;
  province: string;
  /** Two-digit province code used in 国药准字 numbers. */
  code: string;
}

export const MANUFACTURER_SEEDS: readonly ManufacturerSeed[] = [
  { key: 'hbzy', name: '华北制药股份有限公司', shortName: '华北制药', province: '河北省', code: '13' },
  { key: 'sysj', name: '石药集团欧意药业有限公司', shortName: '石药集团', province: '河北省', code: '13' },
  { key: 'hyjt', name: '哈药集团制药总厂', shortName: '哈药集团', province: '黑龙江省', code: '23' },
  { key: 'hysj', name: '哈药集团三精制药有限公司', shortName: '三精制药', province: '黑龙江省', code: '23' },
  { key: 'xz', name: '修正药业集团股份有限公司', shortName: '修正药业', province: '吉林省', code: '22' },
  { key: 'ynby', name: '云南白药集团股份有限公司', shortName: '云南白药', province: '云南省', code: '53' },
  { key: 'tr', name: '北京同仁堂科技发展股份有限公司制药厂', shortName: '北京同仁堂', province: '北京市', code: '11' },
  { key: 'yl', name: '石家庄以岭药业股份有限公司', shortName: '以岭药业', province: '河北省', code: '13' },
  { key: 'yzj', name: '扬子江药业集团有限公司', shortName: '扬子江药业', province: '江苏省', code: '32' },
  { key: 'bys', name: '广州白云山制药股份有限公司白云山制药总厂', shortName: '白云山', province: '广东省', code: '44' },
  { key: 'tjjt', name: '太极集团重庆涪陵制药厂有限公司', shortName: '太极集团', province: '重庆市', code: '50' },
  { key: 'hrsj', name: '华润三九医药股份有限公司', shortName: '华润三九', province: '广东省', code: '44' },
  { key: 'yy', name: '江苏鱼跃医疗设备股份有限公司', shortName: '鱼跃医疗', province: '江苏省', code: '32' },
  { key: 'snsw', name: '三诺生物传感股份有限公司', shortName: '三诺生物', province: '湖南省', code: '43' },
  { key: 'jzt', name: '九州天润中药产业有限公司', shortName: '九州通中药', province: '湖北省', code: '42' },
  { key: 'xhh', name: '四川新荷花中药饮片股份有限公司', shortName: '新荷花', province: '四川省', code: '51' },
  { key: 'trbz', name: '北京同仁堂（亳州）饮片有限责任公司', shortName: '同仁堂饮片', province: '安徽省', code: '34' },
  { key: 'km', name: '康美药业股份有限公司', shortName: '康美药业', province: '广东省', code: '44' },
  { key: 'bayer', name: '拜耳医药保健有限公司', shortName: '拜耳医药', province: '北京市', code: '11' },
  { key: 'zmts', name: '中美天津史克制药有限公司', shortName: '中美史克', province: '天津市', code: '12' },
  { key: 'xays', name: '西安杨森制药有限公司', shortName: '西安杨森', province: '陕西省', code: '61' },
  { key: 'bfyp', name: '博福-益普生（天津）制药有限公司', shortName: '博福-益普生', province: '天津市', code: '12' },
  { key: 'xsyy', name: '海南先声药业有限公司', shortName: '先声药业', province: '海南省', code: '46' },
  { key: 'qlzy', name: '齐鲁制药有限公司', shortName: '齐鲁制药', province: '山东省', code: '37' },
  { key: 'xhzy', name: '山东新华制药股份有限公司', shortName: '新华制药', province: '山东省', code: '37' },
  { key: 'xy', name: '上海信谊药厂有限公司', shortName: '信谊药厂', province: '上海市', code: '31' },
  { key: 'hm', name: '北京韩美药品有限公司', shortName: '北京韩美', province: '北京市', code: '11' },
  { key: 'tsl', name: '天士力医药集团股份有限公司', shortName: '天士力', province: '天津市', code: '12' },
  { key: 'zxyy', name: '天津中新药业集团股份有限公司第六中药厂', shortName: '中新药业', province: '天津市', code: '12' },
  { key: 'bc', name: '陕西步长制药有限公司', shortName: '步长制药', province: '陕西省', code: '61' },
  { key: 'wx', name: '河南省宛西制药股份有限公司', shortName: '宛西制药', province: '河南省', code: '41' },
  { key: 'qj', name: '株洲千金药业股份有限公司', shortName: '千金药业', province: '湖南省', code: '43' },
  { key: 'ky', name: '江苏康缘药业股份有限公司', shortName: '康缘药业', province: '江苏省', code: '32' },
  { key: 'jz', name: '江中药业股份有限公司', shortName: '江中药业', province: '江西省', code: '36' },
  { key: 'ad', name: '吉林敖东延边药业股份有限公司', shortName: '吉林敖东', province: '吉林省', code: '22' },
  { key: 'da', name: '东阿阿胶股份有限公司', shortName: '东阿阿胶', province: '山东省', code: '37' },
  { key: 'myl', name: '马应龙药业集团股份有限公司', shortName: '马应龙', province: '湖北省', code: '42' },
  { key: 'pzh', name: '漳州片仔癀药业股份有限公司', shortName: '片仔癀', province: '福建省', code: '35' },
  { key: 'jc', name: '济川药业集团有限公司', shortName: '济川药业', province: '江苏省', code: '32' },
  { key: 'xx', name: '广州市香雪制药股份有限公司', shortName: '香雪制药', province: '广东省', code: '44' },
  { key: 'sj', name: '桂林三金药业股份有限公司', shortName: '桂林三金', province: '广西壮族自治区', code: '45' },
  { key: 'wtgk', name: '吉林省吴太感康药业有限公司', shortName: '吴太感康', province: '吉林省', code: '22' },
  { key: 'dyg', name: '宜昌东阳光长江药业股份有限公司', shortName: '东阳光药', province: '湖北省', code: '42' },
  { key: 'shqs', name: '上海强生制药有限公司', shortName: '上海强生', province: '上海市', code: '31' },
  { key: 'omron', name: '欧姆龙（大连）有限公司', shortName: '欧姆龙', province: '辽宁省', code: '21' },
  { key: 'wj', name: '稳健医疗用品股份有限公司', shortName: '稳健医疗', province: '广东省', code: '44' },
  { key: 'zd', name: '振德医疗用品股份有限公司', shortName: '振德医疗', province: '浙江省', code: '33' },
  { key: 'wg', name: '山东威高集团医用高分子制品股份有限公司', shortName: '威高', province: '山东省', code: '37' },
  { key: 'kf', name: '可孚医疗科技股份有限公司', shortName: '可孚医疗', province: '湖南省', code: '43' },
  { key: 'lrk', name: '山东利尔康医疗科技股份有限公司', shortName: '利尔康', province: '山东省', code: '37' },
  { key: 'hn', name: '青岛海诺生物工程有限公司', shortName: '海氏海诺', province: '山东省', code: '37' },
  { key: 'tcbj', name: '汤臣倍健股份有限公司', shortName: '汤臣倍健', province: '广东省', code: '44' },
  { key: 'dbzy', name: '东北制药集团沈阳第一制药有限公司', shortName: '东北制药', province: '辽宁省', code: '21' },
  { key: 'gyzj', name: '国药集团致君（深圳）制药有限公司', shortName: '国药致君', province: '广东省', code: '44' },
  { key: 'lz', name: '丽珠集团丽珠制药厂', shortName: '丽珠集团', province: '广东省', code: '44' },
  { key: 'zjhz', name: '浙江海正药业股份有限公司', shortName: '海正药业', province: '浙江省', code: '33' },
  { key: 'lbzy', name: '珠海联邦制药股份有限公司', shortName: '联邦制药', province: '广东省', code: '44' },
];

interface CategorySeed {
  id: number;
  name: string;
  scope: ScopeName;
  children: ReadonlyArray<readonly [id: number, name: string]>;
}

/** Top categories are the 经营范围; ids 1–8, children id = top*100 + n. */
export const CATEGORY_SEEDS: readonly CategorySeed[] = [
  {
    id: 1,
    name: '化学药制剂',
    scope: '化学药制剂',
    children: [
      [101, '解热镇痛'],
      [102, '心脑血管用药'],
      [103, '消化系统用药'],
      [104, '呼吸系统用药'],
      [105, '内分泌代谢用药'],
      [106, '皮肤及抗过敏用药'],
      [107, '维生素与矿物质'],
    ],
  },
  {
    id: 2,
    name: '中成药',
    scope: '中成药',
    children: [
      [201, '感冒清热'],
      [202, '止咳化痰'],
      [203, '心脑血管中成药'],
      [204, '肠胃消化'],
      [205, '妇科用药'],
      [206, '补益安神'],
      [207, '外用跌打'],
    ],
  },
  {
    id: 3,
    name: '抗生素',
    scope: '抗生素',
    children: [
      [301, '青霉素类'],
      [302, '头孢菌素类'],
      [303, '大环内酯类'],
      [304, '喹诺酮类'],
      [305, '其他抗感染药'],
    ],
  },
  {
    id: 4,
    name: '生化药品',
    scope: '生化药品',
    children: [
      [401, '酶类及辅酶'],
      [402, '氨基酸及电解质'],
      [403, '微生态制剂'],
    ],
  },
  {
    id: 5,
    name: '中药饮片',
    scope: '中药饮片',
    children: [
      [501, '补虚药'],
      [502, '清热药'],
      [503, '解表药'],
      [504, '活血化瘀药'],
      [505, '花茶及药食同源'],
    ],
  },
  {
    id: 6,
    name: '医疗器械',
    scope: '医疗器械',
    children: [
      [601, '防护用品'],
      [602, '检测仪器'],
      [603, '医用敷料'],
      [604, '注射穿刺'],
      [605, '康复护理'],
    ],
  },
  {
    id: 7,
    name: '保健食品',
    scope: '保健食品',
    children: [
      [701, '维生素矿物质'],
      [702, '增强免疫'],
      [703, '骨骼健康'],
    ],
  },
  {
    id: 8,
    name: '消毒用品',
    scope: '消毒用品',
    children: [
      [801, '皮肤消毒'],
      [802, '环境消毒'],
    ],
  },
];

export const WAREHOUSES: readonly Warehouse[] = [
  { ckId: 1, name: '石家庄一号仓' },
  { ckId: 2, name: '北京大兴仓' },
  { ckId: 3, name: '郑州航空港仓' },
];

/** Colour per top category, used by the SVG packshots and category icons. */
export const SCOPE_COLOURS: Record<ScopeName, string> = {
  化学药制剂: '#1f6fb2',
  中成药: '#b23a2a',
  抗生素: '#2a8a5c',
  生化药品: '#7a4bb0',
  中药饮片: '#8a5a2b',
  医疗器械: '#0f8a9c',
  保健食品: '#d9822b',
  消毒用品: '#4a6b8a',
};
