import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { countdownParts } from '@/domain/datetime';
import { useStores } from '@/stores';
import './countdown.css';

interface Props {
  /** End of the countdown, epoch ms on the server's clock. */
  endsAt: number;
  /** Called once when the time is up. */
  onEnd?: () => void;
  /** Text before the figures, e.g. 距结束. */
  label?: string;
  /** Shown instead of the figures once the time is up. */
  endedText?: string;
  className?: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The one countdown of the site. It keeps no timer of its own: it reads the session's server clock, which one shared
 * interval advances every second, so every countdown on a page ticks together and follows server time.
 */
export const Countdown = observer(function Countdown({ endsAt, onEnd, label, endedText = '已结束', className }: Props) {
  const { session } = useStores();
  const left = Math.max(0, endsAt - session.serverNow);
  const ended = left <= 0;
  const fired = useRef(false);
  useEffect(() => {
    if (ended && !fired.current) {
      fired.current = true;
      onEnd?.();
    }
    if (!ended) fired.current = false;
  }, [ended, onEnd]);

  const { days, hours, minutes, seconds } = countdownParts(left);
  const spoken = ended ? endedText : `${days > 0 ? `${days}天` : ''}${hours}小时${minutes}分${seconds}秒`;
  return (
    <span className={`countdown${className ? ` ${className}` : ''}`} role="timer" aria-label={`${label ?? ''}${spoken}`}>
      {label && <span className="countdown__label">{label}</span>}
      {ended ? (
        <span className="countdown__ended">{endedText}</span>
      ) : (
        <span aria-hidden="true">
          {days > 0 && <><b>{days}</b>天</>}
          <b>{pad(hours)}</b>:<b>{pad(minutes)}</b>:<b>{pad(seconds)}</b>
        </span>
      )}
    </span>
  );
});
