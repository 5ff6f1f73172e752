import type { ReactNode } from 'react';
import './cart.css';

/** The four steps of the purchase as a step bar, drawn with CSS so it needs no picture. */
const CART_STEPS = ['我的购物车', '确认订单信息', '支付订单', '支付完成'] as const;

/** The route titles of the steps (the route table's titles of cart, cart_step2, cart_step3 and cart_hm). */
const STEP_TITLES: Record<1 | 2 | 3, string> = { 1: '购物车', 2: '确认订单信息', 3: '支付订单' };

function StepBar({ current }: { current: 1 | 2 | 3 | 4 }) {
  return (
    <ol className="cart-steps" aria-label={`购物流程，第 ${current} 步，共 ${CART_STEPS.length} 步`}>
      {CART_STEPS.map((label, i) => {
        const n = i + 1;
        const state = n < current ? 'done' : n === current ? 'current' : 'todo';
        return (
          <li key={label} className={`cart-steps__item cart-steps__item--${state}`} aria-current={n === current ? 'step' : undefined}>
            <span className="cart-steps__num" aria-hidden="true">{n < current ? '✓' : n}</span>
            <span className="cart-steps__label">{label}</span>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * The frame of every purchase step: the route title (steps 1 to 3) beside the step bar, then the
 * step's content. Step 4 has no title here; its result panel carries its own heading.
 */
export function StepFrame({ current, className, children }: { current: 1 | 2 | 3 | 4; className?: string; children: ReactNode }) {
  return (
    <div className={`cart-page${className ? ` ${className}` : ''}`}>
      <div className={`cart-page__head${current === 4 ? ' cart-page__head--end' : ''}`}>
        {current !== 4 ? <h1 className="cart-page__title">{STEP_TITLES[current]}</h1> : null}
        <StepBar current={current} />
      </div>
      {children}
    </div>
  );
}
