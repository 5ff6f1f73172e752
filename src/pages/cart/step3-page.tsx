import { useSearch } from 'wouter';
import { StepFrame } from '@/features/cart/step-bar';
import { readId } from '@/lib/url/id-param';
import { Step3View } from '@/features/checkout/pay/step3-view';
import type { PageProps } from '@/lib/routes/route-context';

/** /cart/step3/{id}?hm= — 支付订单: the ordinary order (`id`) and the 含麻 order still to pay (`hm`), if any. */
export default function Step3Page({ params }: PageProps) {
  const hm = readId(new URLSearchParams(useSearch()).get('hm'));
  return (
    <StepFrame current={3} className="pay-page">
      <Step3View id={readId(params.id)} hm={hm} />
    </StepFrame>
  );
}
