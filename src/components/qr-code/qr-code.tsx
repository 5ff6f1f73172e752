import { useEffect, useRef, useState } from 'react';
import { useNearView } from '@/components/near-view/near-view';
import { qrPath } from './qr-path';

interface Props {
  value: string;
  /** What the code opens, read out to screen readers and shown as the caption. */
  label: string;
  size?: number;
}

/** Light modules around the symbol (the quiet zone), in modules: one is what scanners need on a white card. */
const QUIET = 1;

interface Drawn {
  path: string;
  modules: number;
}

/**
 * A QR code drawn locally (no external service) as vector paths: encoding a code is a few milliseconds, where drawing
 * it to a canvas and encoding a PNG was a long task on a phone — and on /register/wechat, the page's largest paint.
 * The encoder loads, and the code is drawn, only once the code is shown near the viewport: the side bar's and the
 * header's codes sit in closed popovers and the footer's below the fold, so they cost the first page nothing. Near
 * the viewport the encoder starts loading at once, even while the value is still being asked for.
 */
export function QrCode({ value, label, size = 96 }: Props) {
  const [drawn, setDrawn] = useState<Drawn | null>(null);
  const [failed, setFailed] = useState(false);
  const box = useRef<HTMLElement>(null);
  const near = useNearView(box);

  useEffect(() => {
    let live = true;
    setDrawn(null);
    setFailed(false);
    if (!near) return;
    const encoder = import('qrcode');
    if (!value) {
      encoder.catch(() => undefined); // only warming it: a failure shows when there is a value to draw
      return;
    }
    encoder
      .then((m) => {
        const { modules } = m.create(value, { errorCorrectionLevel: 'M' });
        return { path: qrPath(modules), modules: modules.size };
      })
      .then((d) => live && setDrawn(d))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [value, near]);

  const side = drawn ? drawn.modules + 2 * QUIET : 0;
  return (
    <figure ref={box} className="qr-code" style={{ width: size, margin: 0 }}>
      <div className="qr-code__box" style={{ width: size, height: size }}>
        {drawn ? (
          // Fills the box inside its border (the box is `size` wide, border included).
          <svg role="img" aria-label={`${label}二维码`} width="100%" height="100%" viewBox={`0 0 ${side} ${side}`} shapeRendering="crispEdges">
            <rect width={side} height={side} fill="#fff" />
            <path d={drawn.path} transform={`translate(${QUIET} ${QUIET})`} fill="#000" />
          </svg>
        ) : (
          <span className="qr-code__placeholder">{failed || !value ? '暂无二维码' : ''}</span>
        )}
      </div>
      <figcaption>{label}</figcaption>
    </figure>
  );
}
