import { badgeText, showBadge } from '@/domain/badge';

interface Props {
  count: number;
  /** What is counted, for screen readers: 购物车商品, 未读消息. */
  label: string;
  className?: string;
}

/** A red count badge capped at 99 ("99+" above 99); hidden at zero. */
export function CountBadge({ count, label, className }: Props) {
  if (!showBadge(count)) return null;
  const text = badgeText(count);
  return (
    <span className={`count-badge${className ? ` ${className}` : ''}`} aria-label={`${label} ${text}`} data-testid="count-badge">
      {text}
    </span>
  );
}
