import { useSearch } from 'wouter';
import { StepFrame } from '@/features/cart/step-bar';
import { readId } from '@/lib/url/id-param';
import { Step4View } from '@/features/checkout/pay/step4-view';

/** /cart/step4?order_id=&hm= — 支付完成. Step 4 shows no route-title heading; the result panel has its own. */
export default function Step4Page() {
  const query = new URLSearchParams(useSearch());
  return (
    <StepFrame current={4} className="pay-page">
      <Step4View id={readId(query.get('order_id'))} hm={readId(query.get('hm'))} />
    </StepFrame>
  );
}
