import type { PayTransfer } from '@generated/models';
import { Money } from '@/components/money/money';
import { CopyField } from './pay-parts';
import { plainYuan } from './pay-rules';

/**
 * The platform's corporate account for a transfer, each figure with a copy button: a wrong digit in the account or a
 * missing 附言 is what keeps finance from matching the money to the order. The account number is copied without its
 * grouping spaces, the amount without the currency sign, as bank forms want them.
 */
export function TransferDetails({ transfer }: { transfer: PayTransfer }) {
  return (
    <section className="pay-transfer" aria-labelledby="pay-transfer-title">
      <h2 id="pay-transfer-title" className="pay-section-title">
        对公转账账户
      </h2>
      <dl className="pay-transfer__list">
        <CopyField label="开户行" value={transfer.bank} copyValue={transfer.bank} />
        <CopyField label="户名" value={transfer.account_name} copyValue={transfer.account_name} />
        <CopyField label="账号" value={transfer.account_no} copyValue={transfer.account_no.replace(/\s+/g, '')} emphasis />
        <CopyField label="转账金额" value={<Money yuan={transfer.amount} className="pay-amount" />} copyValue={plainYuan(transfer.amount)} emphasis />
        <CopyField label="转账附言" value={transfer.reference} copyValue={transfer.reference} emphasis />
      </dl>
      <p className="pay-transfer__notice">{transfer.notice}</p>
    </section>
  );
}
