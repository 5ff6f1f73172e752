/**
 * 说明书 (package insert) as simple HTML, composed from the goods' name, category and form. Texts are generic per
 * category on purpose: a demo must not invent dosing for a real drug, so usage says 遵医嘱 / 详见说明书 where it matters.
 */
import type { BaseGoods } from './base-goods';
import type { ScopeName } from './types';

const FORM_SUFFIXES = [
  '缓释胶囊', '肠溶胶囊', '软胶囊', '胶囊', '缓释片', '控释片', '分散片', '肠溶片', '咀嚼片', '含片', '润喉片', '滴丸',
  '口服溶液', '口服液', '颗粒', '糖浆', '气雾剂', '吸入气雾剂', '乳膏', '软膏', '洗剂', '散', '片', '丸', '膏', '水', '栓',
  '露', '液',
];

function activeIngredient(name: string): string {
  for (const suffix of FORM_SUFFIXES) {
    if (name.endsWith(suffix) && name.length > suffix.length) return name.slice(0, -suffix.length);
  }
  return name;
}

const INDICATIONS: Record<number, string> = {
  101: '用于缓解轻至中度疼痛，如头痛、关节痛、偏头痛、牙痛、肌肉痛、神经痛、痛经；也用于普通感冒或流行性感冒引起的发热。',
  102: '用于高血压、冠心病、心绞痛及动脉粥样硬化性心血管疾病的治疗与预防，具体适应症以医师诊断为准。',
  103: '用于消化系统疾病，如急慢性腹泻、胃酸过多、消化不良、胃肠功能紊乱及便秘等的对症治疗。',
  104: '用于缓解普通感冒及流行性感冒引起的发热、头痛、鼻塞、流涕、咳嗽、咳痰等症状。',
  105: '用于糖尿病、甲状腺疾病及电解质紊乱等内分泌代谢疾病的治疗，须在医师指导下使用。',
  106: '用于荨麻疹、过敏性鼻炎、湿疹、皮炎及皮肤浅表感染等的治疗。',
  107: '用于预防和治疗维生素及矿物质缺乏症，也可作为饮食补充。',
  201: '疏风解表，清热解毒。用于风热感冒，症见发热、头痛、咽喉肿痛、鼻塞流涕。',
  202: '清热化痰，宣肺止咳。用于咳嗽痰多、咽喉不利、痰黄黏稠。',
  203: '活血化瘀，理气止痛。用于气滞血瘀所致的胸痹、心悸、胸闷、心前区刺痛。',
  204: '健脾和胃，消食导滞。用于脾胃虚弱、食欲不振、脘腹胀满、消化不良。',
  205: '补气养血，调经止带。用于气血两虚、月经不调、痛经、带下。',
  206: '滋阴补肾，益气养血，养心安神。用于肾阴亏损、气血不足、失眠健忘、体虚乏力。',
  207: '活血散瘀，消肿止痛。用于跌打损伤、瘀血肿痛、风湿痹痛及外伤出血。',
  301: '适用于敏感菌所致的呼吸道、泌尿生殖道、皮肤软组织等部位的感染。',
  302: '适用于敏感菌引起的上下呼吸道感染、中耳炎、尿路感染及皮肤软组织感染。',
  303: '适用于敏感菌所致的咽炎、扁桃体炎、支气管炎、肺炎及支原体、衣原体感染。',
  304: '适用于敏感菌引起的泌尿生殖系统感染、呼吸道感染、肠道感染等。',
  305: '用于敏感病原体所致的感染性疾病的治疗，须在医师指导下使用。',
  401: '用于消化不良、食欲缺乏及心肌代谢障碍等的辅助治疗。',
  402: '用于电解质补充、低钾血症及营养不良的辅助治疗。',
  403: '用于肠道菌群失调引起的急慢性腹泻、腹胀、便秘及消化不良。',
};

const ADVERSE: Record<ScopeName, string> = {
  化学药制剂: '偶见恶心、呕吐、胃部不适、皮疹、头晕等，停药后可自行消失；如出现严重不良反应请立即停药并就医。',
  中成药: '尚不明确。',
  抗生素: '可见腹泻、恶心、呕吐及皮疹等；偶见过敏反应，严重者可发生过敏性休克，一旦发生应立即停药并就医。',
  生化药品: '偶见轻度胃肠道不适，一般不影响继续用药。',
  中药饮片: '尚不明确。',
  医疗器械: '不适用。',
  保健食品: '不适用。',
  消毒用品: '不适用。',
};

const CONTRA: Record<ScopeName, string> = {
  化学药制剂: '对本品及其成份过敏者禁用。',
  中成药: '对本品过敏者禁用；孕妇慎用。',
  抗生素: '对本品或同类药物有过敏史者禁用。',
  生化药品: '对本品过敏者禁用。',
  中药饮片: '孕妇及阴虚火旺者慎用。',
  医疗器械: '不适用。',
  保健食品: '不适用。',
  消毒用品: '不适用。',
};

function usage(name: string, isRx: boolean): string {
  if (isRx) return '请遵医嘱使用，详见包装内说明书。';
  if (name.endsWith('颗粒')) return '开水冲服，一次1袋，一日2～3次；儿童用量请咨询医师或药师。';
  if (name.endsWith('口服液') || name.endsWith('口服溶液')) return '口服，一次1支，一日2～3次，或遵医嘱。';
  if (name.endsWith('丸')) return '口服，一次8丸，一日3次，或遵医嘱。';
  if (name.endsWith('乳膏') || name.endsWith('软膏') || name.endsWith('洗剂') || name.endsWith('膏'))
    return '外用，取适量涂于患处，一日2～3次。';
  if (name.endsWith('糖浆') || name.endsWith('露') || name.endsWith('液')) return '口服，一次10～20毫升，一日3次。';
  return '口服，成人一次1～2粒（片），一日2～3次，或遵医嘱；儿童用量请咨询医师或药师。';
}

function storage(name: string): string {
  if (name.includes('活菌')) return '2～8℃避光保存。';
  if (name.endsWith('栓')) return '密闭，30℃以下保存。';
  return '密封，置阴凉干燥处（不超过20℃）保存。';
}

function li(label: string, text: string): string {
  return `<p><strong>【${label}】</strong>${text}</p>`;
}

export function insertHtml(base: BaseGoods, scope: ScopeName, spec: string, maker: string, pzwh: string): string {
  const name = base.name;
  if (scope === '医疗器械') {
    return [
      `<h3>${name}说明书</h3>`,
      li('产品名称', name),
      li('型号规格', spec),
      li('适用范围', `供医疗机构及家庭${base.categoryId === 601 ? '防护' : '检测、护理'}使用，具体见产品标签。`),
      li('使用方法', '使用前请仔细阅读说明书，按图示步骤操作；一次性产品严禁重复使用。'),
      li('注意事项', '包装破损或超过有效期严禁使用；使用后按医疗废物规定处理。'),
      li('储存条件', '存放于相对湿度不超过80%、无腐蚀性气体、通风良好的室内。'),
      li('注册证编号', pzwh),
      li('注册人/生产企业', maker),
    ].join('');
  }
  if (scope === '中药饮片') {
    return [
      `<h3>${name}</h3>`,
      li('品名', name),
      li('规格', spec),
      li('性味归经', '详见《中国药典》2020年版一部。'),
      li('功能主治', INDICATIONS[base.categoryId] ?? '详见《中国药典》2020年版一部相关品种项下。'),
      li('用法用量', '煎服，遵医嘱或按处方用量。'),
      li('贮藏', '置通风干燥处，防霉，防蛀。'),
      li('执行标准', '《中国药典》2020年版一部'),
      li('生产企业', maker),
    ].join('');
  }
  if (scope === '保健食品') {
    return [
      `<h3>${name}</h3>`,
      li('规格', spec),
      li('保健功能', base.categoryId === 703 ? '补充钙、维生素D。' : '增强免疫力 / 补充多种维生素矿物质（以标签为准）。'),
      li('适宜人群', '需要补充相应营养素的成人。'),
      li('不适宜人群', '少年儿童、孕妇及乳母。'),
      li('食用方法', '每日1次，每次1～2片（粒），温水送服。'),
      li('注意事项', '本品不能代替药物；不宜超过推荐量或与同类营养素补充剂同时食用。'),
      li('批准文号', pzwh),
      li('生产企业', maker),
    ].join('');
  }
  if (scope === '消毒用品') {
    return [
      `<h3>${name}使用说明书</h3>`,
      li('产品名称', name),
      li('规格', spec),
      li('适用范围', '适用于完整皮肤、手及一般物体表面的消毒。'),
      li('使用方法', '取适量原液涂擦或喷洒于待消毒部位，作用1～3分钟。'),
      li('注意事项', '外用消毒剂，不得口服；置于儿童不易触及处；易燃品远离火源。'),
      li('贮存', '密闭、避光，置阴凉通风处保存。'),
      li('卫生许可证号', pzwh),
      li('生产企业', maker),
    ].join('');
  }
  const isTcm = scope === '中成药';
  return [
    `<h3>${name}说明书</h3>`,
    base.isRx ? '<p><strong>请仔细阅读说明书并在医师指导下使用</strong></p>' : '<p><strong>请仔细阅读说明书并按说明使用或在药师指导下购买和使用</strong></p>',
    base.isHm ? '<p><strong>本品为含麻黄碱类复方制剂，单次购买数量受限，须凭有效身份证件登记购买。</strong></p>' : '',
    li('药品名称', `通用名称：${name}`),
    li('成份', isTcm ? '详见包装说明书所列处方药味；辅料为蔗糖、糊精等。' : `本品主要成份为${activeIngredient(name)}。`),
    li('性状', isTcm ? '本品为制剂，气香，味微苦。' : '本品内容物为白色或类白色粉末或颗粒。'),
    li(isTcm ? '功能主治' : '适应症', INDICATIONS[base.categoryId] ?? '详见说明书。'),
    li('规格', spec),
    li('用法用量', usage(name, base.isRx)),
    li('不良反应', ADVERSE[scope]),
    li('禁忌', CONTRA[scope]),
    li('注意事项', '1. 用药期间忌烟、酒及辛辣、生冷、油腻食物。2. 儿童、孕妇、哺乳期妇女及老年患者应在医师指导下使用。3. 如正在使用其他药品，使用本品前请咨询医师或药师。4. 请将本品放在儿童不能接触的地方。'),
    li('贮藏', storage(name)),
    li('批准文号', pzwh),
    li('生产企业', maker),
  ].join('');
}
