import { useState } from 'react';
import type { GoodsImage } from '@generated/models';
import { FallbackImage } from '@/components/image/fallback-image';

const GALLERY_MAIN = 360;
const THUMB = 64;

/** The main picture and its thumbnails (list pictures first, then the detail gallery), all at fixed sizes. */
export function Gallery({ name, images }: { name: string; images: GoodsImage[] }) {
  const [active, setActive] = useState(0);
  const current = images[active] ?? images[0];
  return (
    <div className="gallery">
      <div className="gallery__main">
        <FallbackImage src={current?.big || current?.list} alt={name} width={GALLERY_MAIN} height={GALLERY_MAIN} priority />
      </div>
      {images.length > 1 && (
        <ul className="gallery__thumbs" aria-label="商品图片">
          {images.map((img, i) => (
            <li key={`${img.list}-${i}`}>
              <button type="button" className={i === active ? 'is-active' : undefined} aria-label={`第 ${i + 1} 张图片`} aria-pressed={i === active} onMouseEnter={() => setActive(i)} onClick={() => setActive(i)}>
                <FallbackImage src={img.list} alt={`${name} 图片 ${i + 1}`} width={THUMB} height={THUMB} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
