import { useEffect, useRef, useState } from 'react';
import { useNearView } from '@/components/near-view/near-view';

interface Props {
  value: string;
  /** What the code opens, read out to screen readers and shown as the caption. */
  label: string;
  size?: number;
}

/**
 * A QR code drawn locally (no external service). The encoder loads, and the code is drawn, only once the code is
 * shown near the viewport: the side bar's and the header's codes sit in closed popovers and the footer's below the
 * fold, so they cost the first page nothing (drawing one takes a long task on a phone).
 */
export function QrCode({ value, label, size = 96 }: Props) {
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const box = useRef<HTMLElement>(null);
  const near = useNearView(box);

  useEffect(() => {
    let live = true;
    setSrc(null);
    setFailed(false);
    if (!value || !near) return;
    import('qrcode')
      .then((m) => m.toDataURL(value, { margin: 1, width: size * 2, errorCorrectionLevel: 'M' }))
      .then((url) => live && setSrc(url))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [value, size, near]);

  return (
    <figure ref={box} className="qr-code" style={{ width: size, margin: 0 }}>
      <div className="qr-code__box" style={{ width: size, height: size }}>
        {src ? <img src={src} width={size} height={size} alt={`${label}二维码`} /> : <span className="qr-code__placeholder">{failed || !value ? '暂无二维码' : ''}</span>}
      </div>
      <figcaption>{label}</figcaption>
    </figure>
  );
}
