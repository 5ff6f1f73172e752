import { floorFen, formatYuan, type Fen } from '@/domain/money';

type Props =
  | { fen: Fen; yuan?: never; className?: string }
  /** A Money string off the wire ("12.349"): floored to 2 decimals for display (§9). */
  | { yuan: string | number; fen?: never; className?: string };

/** An amount as the site prints it: ¥12.34, floored to 2 decimals; unreadable input shows — rather than NaN. */
export function Money({ className, ...v }: Props) {
  let text = '—';
  try {
    text = formatYuan(v.fen !== undefined ? v.fen : floorFen(v.yuan as string | number));
  } catch {
    text = '—';
  }
  return <span className={`money${className ? ` ${className}` : ''}`}>{text}</span>;
}
