import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { StepFrame } from '@/features/cart/step-bar';
import { Step2Model } from '@/features/checkout/step2/step2-model';
import { Step2View } from '@/features/checkout/step2/step2-view';
import { useStores } from '@/stores';

/** /cart/step2 (确认订单信息): the cart lines from `?ids=`, or the cart's selection on a direct visit. */
export default function Step2Page() {
  const { cart } = useStores();
  // One model per visit, outside the root store: the choices belong to this checkout only.
  const [model] = useState(() => new Step2Model(cart));
  const idsParam = new URLSearchParams(useSearch()).get('ids');
  useEffect(() => {
    void model.start(idsParam);
  }, [model, idsParam]);
  return (
    <StepFrame current={2}>
      <Step2View model={model} />
    </StepFrame>
  );
}
