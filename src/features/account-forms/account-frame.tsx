import type { ReactNode } from 'react';
import './account-forms.css';

interface Props {
  title: string;
  /** The steps of the flow and the one the buyer is on (1-based). */
  steps: readonly string[];
  current: number;
  children: ReactNode;
  /** Under the card: 已有账号？去登录. */
  footer?: ReactNode;
}

/** The card registration and password recovery are drawn in: the title, where the buyer is in the flow, the form. */
export function AccountFrame({ title, steps, current, children, footer }: Props) {
  return (
    <div className="account-frame">
      <section className="account-frame__card" aria-labelledby="account-frame-title">
        <h1 id="account-frame-title" className="account-frame__title">
          {title}
        </h1>
        <ol className="account-steps" aria-label="步骤">
          {steps.map((label, i) => {
            const n = i + 1;
            const state = n < current ? 'done' : n === current ? 'current' : 'todo';
            return (
              <li key={label} className={`account-steps__item is-${state}`} aria-current={n === current ? 'step' : undefined}>
                <span className="account-steps__n" aria-hidden="true">
                  {n < current ? '✓' : n}
                </span>
                <span>{label}</span>
              </li>
            );
          })}
        </ol>
        {children}
        {footer ? <div className="account-frame__footer">{footer}</div> : null}
      </section>
    </div>
  );
}
