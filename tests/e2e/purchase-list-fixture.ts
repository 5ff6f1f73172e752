/**
 * A pharmacy's purchase list as it really arrives: short manufacturer names, pinyin initials, a name and spec run
 * together without a space, spaced-out and full-width text, a spec in other units, a wrong spec, 批准文号 only,
 * quantities with units or not in 中包装 steps, and a drug the catalogue does not have. `expect` is the goods each row
 * means in the demo API's seed (null for the unknown drug). Used by the purchase-list e2e (written to an .xlsx) and
 * by the demo API's match test.
 */
export interface FixtureRow {
  name: string;
  spec: string;
  maker: string;
  quantity: string;
  pzwh: string;
  expect: number | null;
}

const row = (name: string, spec: string, maker: string, quantity: string, expect: number | null, pzwh = ''): FixtureRow => ({ name, spec, maker, quantity, pzwh, expect });

export const PURCHASE_LIST_FIXTURE: FixtureRow[] = [
  row('阿莫西林胶囊', '0.25g*24粒', '华北制药', '25', 1001),
  row('amxljn', '0.5g*20粒', '石药集团', '20', 1004),
  row('阿莫西林克拉维酸钾片', '0.375g×12片', '珠海联邦制药股份有限公司', '10', 1010),
  row('青霉素 V钾片', '0.25g*24片', '哈药', '40', 1012),
  row('注射用青霉素钠', '80万单位*50支', '华北制药', '7', 1013),
  row('头孢克肟分散片0.1g*10片', '', '齐鲁制药', '10', 1018),
  row('tbfxzp', '0.25g*12片', '扬子江', '10', 1020),
  row('头孢拉定胶囊', '250mg*24粒', '华北制药股份有限公司', '20', 1021),
  row('头孢氨苄胶囊', '0.125g*50粒', '新华制药', '10', 1024),
  row('阿奇霉素片', '0.25g*6片', '先声药业', '15', 1029),
  row('罗红霉素胶囊', '150mg*12粒', '山东新华', '40', 1032),
  row('克拉霉素片', '0.25g*6片', '扬子江药业集团有限公司', '10盒', 1033),
  row('左氧氟沙星片', '0.5g*4片', '海南先声药业有限公司', '10', 1037),
  row('盐酸莫西沙星片', '', '拜耳', '10', 1039),
  row('磷酸奥司他韦胶囊', '75mg*10粒', '东阳光', '5', 1050),
  row('布洛芬片', '0.2g × 24片', '新华制药', '20', 1056),
  row('对乙酰氨基酚片', '0.5g*12片', '石药', '20', 1059),
  row('盐酸氨溴索片', '30mg*20片', '扬子江', '20', 1074),
  // A wrong spec (the catalogue has 20mg*14粒 only): still this goods, the spec told apart by the buyer.
  row('奥美拉唑肠溶胶囊', '20mg*28粒', '扬子江药业', '10', 1086),
  row('苯磺酸氨氯地平片', '5mg*28片', '扬子江', '10', 1098),
  row('瑞舒伐他汀钙片', '10mg*7片', '齐鲁', '10', 1107),
  row('盐酸二甲双胍片', '0.25g*48片', '哈药集团制药总厂', '30', 1113),
  row('VC片', '0.1g*100片', '华北制药', '20', 1122),
  row('lhqwkl', '6g*10袋', '以岭药业', '10', 1143),
  row('板蓝根颗粒', '10g*20袋', '太极集团', '10', 1149),
  row('藿香正气软胶囊', '0.45g × 24粒', '华润三九', '10', 1164),
  row('', '', '', '20', 1197, '国药准字Z36207437'),
  row('复方丹参滴丸', '27mg*180丸', '天士力', '10', 1176),
  row('氯雷他定片', '10mg*6片', '扬子江药业集团', '２０', 1131),
  row('神奇特效感冒灵药水', '100ml', '某某制药厂', '5', null),
];

export const FIXTURE_HEADER = ['药品名称', '规格', '生产厂家', '数量', '批准文号'];
