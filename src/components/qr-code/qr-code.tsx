import { useEffect, useState } from 'react';

interface Props {
  value: string;
  /** What the code opens, read out to screen readers and shown as the caption. */
  label: string;
  size?: number;
}

/** A QR code drawn locally (no external service); the encoder loads lazily so it costs the first page nothing. */
export function QrCode({ value, label, size = 96 }: Props) {
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    setSrc(null);
    setFailed(false);
    if (!value) return;
    import('qrcode')
      .then((m) => m.toDataURL(value, { margin: 1, width: size * 2, errorCorrectionLevel: 'M' }))
      .then((url) => live && setSrc(url))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [value, size]);

  return (
    <figure className="qr-code" style={{ width: size, margin: 0 }}>
      <div className="qr-code__box" style={{ width: size, height: size }}>
        {src ? <img src={src} width={size} height={size} alt={`${label}二维码`} /> : <span className="qr-code__placeholder">{failed || !value ? '暂无二维码' : ''}</span>}
      </div>
      <figcaption>{label}</figcaption>
    </figure>
  );
}
