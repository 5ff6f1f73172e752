import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { href } from '@/lib/routes';
import type { PayProblem } from './pay-rules';

/** Copies text to the clipboard; falls back to a hidden text area where the Clipboard API is missing or refused. */
async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // refused (no permission, not a secure context): try the old way below
  }
  try {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    return ok;
  } catch {
    return false;
  }
}

/** One figure of the transfer account with its own 复制 button and a short-lived result next to it. */
export function CopyField({ label, value, copyValue, emphasis }: { label: string; value: ReactNode; copyValue: string; emphasis?: boolean }) {
  const [said, setSaid] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    const ok = await copyText(copyValue);
    setSaid(ok ? '已复制' : '复制失败，请手动选择复制');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setSaid(null), 2500);
  };
  return (
    <div className="pay-copy">
      <dt className="pay-copy__label">{label}</dt>
      <dd className="pay-copy__value">
        <span className={emphasis ? 'pay-copy__text pay-copy__text--em' : 'pay-copy__text'}>{value}</span>
        <button type="button" className="pay-copy__button" onClick={() => void copy()} aria-label={`复制${label}`}>
          复制
        </button>
        <span className="pay-copy__said" role="status">
          {said}
        </span>
      </dd>
    </div>
  );
}

/** The page-wide failure of a pay page: the message and the one way on that fits it. */
export function ProblemPanel({ problem, onRetry, children }: { problem: PayProblem; onRetry?: () => void; children?: ReactNode }) {
  let action: ReactNode = null;
  if (problem.kind === 'closed') action = <Link href={href('cart')}>返回购物车</Link>;
  else if (problem.kind === 'not-found') action = <Link href={href('home')}>返回首页</Link>;
  else if ((problem.kind === 'retry' || problem.kind === 'cancelled') && onRetry)
    action = (
      <button type="button" className="ui small button" onClick={onRetry}>
        重试
      </button>
    );
  // A load superseded by a newer one has no message of its own; it only ever shows if nothing replaced it.
  const text = problem.kind === 'not-found' ? '订单不存在' : problem.message || '加载未完成，请重试';
  return (
    <div className="ui negative message pay-problem" role="alert">
      <p className="pay-problem__text">{text}</p>
      {problem.kind === 'not-found' && problem.message && problem.message !== text ? <p>{problem.message}</p> : null}
      {action || children ? (
        <p className="pay-problem__actions">
          {action}
          {children}
        </p>
      ) : null}
    </div>
  );
}

export function Loading({ text = '加载中...' }: { text?: string }) {
  return (
    <p className="pay-loading" role="status">
      {text}
    </p>
  );
}
