/** The four steps of the purchase (spec §4 "the step image"), drawn with CSS so it needs no picture. */
export const CART_STEPS = ['我的购物车', '确认订单信息', '支付订单', '支付完成'] as const;

export function StepBar({ current }: { current: 1 | 2 | 3 | 4 }) {
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
