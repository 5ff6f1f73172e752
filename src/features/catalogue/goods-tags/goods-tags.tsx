import type { Goods } from '@generated/models';
import { tagColour } from '@/domain/tags';

interface Props {
  goods: Pick<Goods, 'tags' | 'is_hm' | 'is_kx' | 'is_jxq'>;
  className?: string;
}

/** The goods' tags (优, 满, 特, 换购…) in their colours, plus the markers a buyer must see before ordering: 含麻, 控销 and 近效期. */
export function GoodsTags({ goods, className }: Props) {
  const tags = (goods.tags ?? []).filter((t) => t.trim() !== '');
  const markers: { text: string; kind: string; title: string }[] = [];
  if (goods.is_hm === 1) markers.push({ text: '含麻', kind: 'hm', title: '含麻黄碱类复方制剂，单独成单' });
  if (goods.is_kx === 1) markers.push({ text: '控销', kind: 'kx', title: '控销商品' });
  if (goods.is_jxq === 1) markers.push({ text: '近效期', kind: 'jxq', title: '近效期商品' });
  if (tags.length === 0 && markers.length === 0) return null;
  return (
    <span className={`goods-tags${className ? ` ${className}` : ''}`}>
      {tags.map((t, i) => (
        <span key={`${t}-${i}`} className={`goods-tag goods-tag--${tagColour(t)}`} data-colour={tagColour(t)}>
          {t}
        </span>
      ))}
      {markers.map((m) => (
        <span key={m.kind} className={`goods-tag goods-tag--marker goods-tag--${m.kind}`} title={m.title}>
          {m.text}
        </span>
      ))}
    </span>
  );
}
