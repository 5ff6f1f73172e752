import type { PayMethod, PayMethods, PayMethodType, PayOnlineFormChannel } from '@generated/models';
import { Money } from '@/components/money/money';
import { CHANNELS } from './pay-rules';

/** The figures next to a method: what the buyer holds of it, so a disabled one explains itself at a glance. */
function MethodFigure({ method, data }: { method: PayMethod; data: PayMethods }) {
  switch (method.type) {
    case 'balance':
      return (
        <>
          余额 <Money yuan={data.balance} />
        </>
      );
    case 'points':
      return (
        <>
          积分 {data.points}，需 {data.points_needed} 积分
        </>
      );
    case 'online':
      return <>{CHANNELS.map((c) => c.label).join(' / ')}</>;
    case 'transfer':
      return <>转账至平台对公账户，财务确认到账后发货</>;
    default:
      return null;
  }
}

interface Props {
  data: PayMethods;
  chosen: PayMethodType | null;
  onChoose: (m: PayMethodType) => void;
  channel: PayOnlineFormChannel | null;
  onChannel: (c: PayOnlineFormChannel) => void;
  disabled: boolean;
}

/**
 * The methods as one radio group. A method the server marks unavailable stays in the list, disabled, with the
 * server's reason under it (余额不足…), so the buyer knows why rather than wondering where it went.
 */
export function PayMethodList({ data, chosen, onChoose, channel, onChannel, disabled }: Props) {
  return (
    <fieldset className="pay-methods" disabled={disabled}>
      <legend className="pay-section-title">选择支付方式</legend>
      {data.methods.map((m) => {
        const off = m.is_available !== 1;
        const on = chosen === m.type;
        const reasonId = `pay-method-reason-${m.type}`;
        return (
          <div key={m.type} className={`pay-method${off ? ' pay-method--off' : ''}${on ? ' pay-method--on' : ''}`}>
            <label className="pay-method__label">
              <input
                type="radio"
                name="pay-method"
                value={m.type}
                checked={on}
                disabled={off}
                aria-describedby={off && m.reason ? reasonId : undefined}
                onChange={() => onChoose(m.type)}
              />
              <span className="pay-method__name">{m.name}</span>
              <span className="pay-method__figure">
                <MethodFigure method={m} data={data} />
              </span>
            </label>
            {off && m.reason ? (
              <p id={reasonId} className="pay-method__reason">
                {m.reason}
              </p>
            ) : null}
            {m.type === 'online' && on && !off ? (
              <fieldset className="pay-channels">
                <legend className="pay-channels__legend">支付渠道</legend>
                {CHANNELS.map((c) => (
                  <label key={c.value} className={`pay-channel${channel === c.value ? ' pay-channel--on' : ''}`}>
                    <input type="radio" name="pay-channel" value={c.value} checked={channel === c.value} onChange={() => onChannel(c.value)} />
                    <span>{c.label}</span>
                  </label>
                ))}
              </fieldset>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}
