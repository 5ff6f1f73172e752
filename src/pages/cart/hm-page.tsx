import { useSearch } from 'wouter';
import { StepFrame } from '@/features/cart/step-bar';
import { readId } from '@/lib/url/id-param';
import { HmView } from '@/features/checkout/pay/hm-view';

/** /cart/hm?order_id= — 支付订单 for the 含麻 order: corporate transfer and the receipt upload. */
export default function HmPage() {
  const id = readId(new URLSearchParams(useSearch()).get('order_id'));
  return (
    <StepFrame current={3} className="pay-page">
      <HmView id={id} />
    </StepFrame>
  );
}
