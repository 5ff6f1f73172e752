import type { CSSProperties } from 'react';

interface Props {
  /** The box's look and size (the block it stands for: a home floor, an article, a table). */
  className: string;
  style?: CSSProperties;
  /** What is loading, read to screen readers (a plain box may not carry aria-label: it has no role to name). */
  label?: string;
  /** False once the call failed: the box keeps its place but no longer says it is loading. */
  busy?: boolean;
}

/** A grey box of the size of what is loading, so nothing moves when it arrives; screen readers hear what it is. */
export function Skeleton({ className, style, label = '加载中', busy = true }: Props) {
  return (
    <div className={className} style={style} aria-busy={busy || undefined}>
      {busy && <span className="visually-hidden">{label}</span>}
    </div>
  );
}
