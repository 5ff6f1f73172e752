import type { EContract } from '@generated/models/eContract';
import { formatBeijing } from '@/domain/datetime';
import type { PartialHandlers } from '../../core/engine';
import { refuse, reply } from '../../core/respond';
import type { AccountRecord } from '../../data/types';
import type { DemoDb } from '../../state';
import { payerOf, requireBuyer, type Ctx } from '../shared/buyer';
import { Problems, trim } from './input';
import { accountArea } from './state';

/**
 * The e-contract (contract tag `contract`). It is signed by the payer (a chain signs once for all its stores); the
 * trade area's requireContract reads the same `contractSigned` flag, so signing is what stops purchases answering 459.
 */
const CONTRACT_VERSION = '2026.1';
const CONTRACT_TITLE = '药品购销合同（2026 版）';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function contractHtml(platform: string, buyer: string): string {
  const clauses = [
    '第一条 乙方应在药品监督管理部门核准的经营范围内采购药品，不得超范围经营。',
    '第二条 甲方保证所售药品来源合法、质量合格，并随货提供同批号检验报告及随货同行单。',
    '第三条 含麻黄碱类复方制剂须单独下单并以对公转账方式付款，每单数量不得超过国家规定的限购数量。',
    '第四条 乙方应保证其资质证件真实有效，证件到期前 30 日内更新；资质过期期间甲方有权暂停供货。',
    '第五条 货物签收时乙方应当场验收，外包装破损、数量不符等问题须在签收后 48 小时内提出。',
    '第六条 本合同自乙方在线签署之日起生效，有效期一年，期满未提出异议的自动续期。',
  ];
  return (
    `<h3>${escapeHtml(CONTRACT_TITLE)}</h3>` +
    `<p>甲方：${escapeHtml(platform)}</p><p>乙方：${escapeHtml(buyer)}</p>` +
    clauses.map((c) => `<p>${c}</p>`).join('')
  );
}

function payer(ctx: Ctx): AccountRecord {
  return payerOf(ctx, requireBuyer(ctx));
}

function view(ctx: Ctx, account: AccountRecord): EContract {
  const signature = accountArea(ctx.db).signatures[String(account.id)];
  const signed = account.contractSigned === 1;
  return {
    title: CONTRACT_TITLE,
    content: contractHtml(ctx.db.catalogue.commonConfig.companyName, account.company),
    version: signature?.version ?? CONTRACT_VERSION,
    is_signed: signed ? 1 : 0,
    signed_at: signed && account.contractSignedAt !== null ? formatBeijing(new Date(account.contractSignedAt)) : null,
    signer: signed ? (signature?.signer ?? account.name) : null,
  };
}

export const eContractHandlers: PartialHandlers<DemoDb> = {
  getEContract(ctx) {
    return view(ctx, payer(ctx));
  },

  signEContract(ctx) {
    const account = payer(ctx);
    const f = ctx.body;
    const signer = trim(f.signer);
    const p = new Problems();
    if (f.agree !== 1) p.add('agree', '请阅读并同意电子合同条款');
    if (signer.length < 2) p.add('signer', '请输入签署人姓名');
    p.throwIfAny();
    if (account.contractSigned) throw refuse('您已签署当前版本电子合同', 40069);
    if (!account.isPassed) throw refuse('资质审核通过后才能签署电子合同', 40074);
    account.contractSigned = 1;
    account.contractSignedAt = ctx.now.getTime();
    accountArea(ctx.db).signatures[String(account.id)] = { signer, version: CONTRACT_VERSION };
    return reply(view(ctx, account), '签署成功，您现在可以采购了');
  },
};
