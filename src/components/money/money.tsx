import { formatYuan, wireFen, type Fen } from '@/domain/money';

type Props =
  | { fen: Fen; yuan?: never; className?: string }
  /** A Money string off the wire ("12.349"): floored to 2 decimals for display, as every price is. */
  | { yuan: string | number; fen?: never; className?: string };

/** An amount as the site prints it: ¥12.34, floored to 2 decimals; unreadable input shows — rather than NaN. */
export function Money({ className, ...v }: Props) {
  const fen = v.fen !== undefined ? v.fen : wireFen(v.yuan);
  let text = '—';
  try {
    if (fen !== null) text = formatYuan(fen);
  } catch {
    text = '—'; // not a whole number of fen, or beyond what the contract can carry
  }
  return <span className={`money${className ? ` ${className}` : ''}`}>{text}</span>;
}
