import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Checkbox, Modal } from 'semantic-ui-react';
import { Button } from '@/components/button/button';
import type { CartModel } from '@/stores/cart-model';

/**
 * Copy the selected lines to other stores of a multi-store account (POST /api/cart/copy). Its own chunk, loaded (with
 * the UI kit) when the buyer opens it, so the cart's first load carries no kit.
 */
const CopyDialog = observer(function CopyDialog({ model, ids, onClose, onMessage }: { model: CartModel; ids: number[]; onClose: () => void; onMessage: (t: string) => void }) {
  const [chosen, setChosen] = useState<number[]>([]);
  const [result, setResult] = useState<string[] | null>(null);
  const submit = async () => {
    const res = await model.copyTo(ids, chosen);
    if (res.ok && res.data) setResult(res.data.list.map((s) => `${s.company}：复制 ${s.copied} 种，跳过 ${s.skipped} 种。${s.msg}`));
    else if (res.message) onMessage(res.message);
  };
  return (
    <Modal open size="small" role="dialog" aria-modal="true" onClose={onClose} aria-labelledby="cart-copy-title">
      <Modal.Header id="cart-copy-title">复制到其他门店</Modal.Header>
      <Modal.Content>
        {result ? (
          <ul aria-label="复制结果">
            {result.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        ) : (
          <>
            <p>将所选 {ids.length} 种商品复制到以下门店的购物车：</p>
            {model.otherStores.map((s, i) => (
              <div key={s.id} style={{ marginBottom: 8 }}>
                <Checkbox
                  id={`cart-copy-store-${s.id}`}
                  autoFocus={i === 0}
                  label={`${s.name}（${s.address}）`}
                  checked={chosen.includes(s.id)}
                  onChange={(_, d) => setChosen(d.checked ? [...chosen, s.id] : chosen.filter((x) => x !== s.id))}
                />
              </div>
            ))}
          </>
        )}
      </Modal.Content>
      <Modal.Actions>
        <Button onClick={onClose} autoFocus={result !== null}>
          {result ? '关闭' : '取消'}
        </Button>
        {result ? null : (
          <Button primary disabled={chosen.length === 0} onClick={() => void submit()}>
            确定复制
          </Button>
        )}
      </Modal.Actions>
    </Modal>
  );
});

export default CopyDialog;
