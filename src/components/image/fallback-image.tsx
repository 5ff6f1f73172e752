import { useState } from 'react';

interface Props {
  src?: string | null;
  alt: string;
  width: number;
  height: number;
  className?: string;
  /** Loaded lazily unless it is above the fold. */
  eager?: boolean;
  /**
   * The page's largest element (its LCP): loaded at once and asked for before the other images and late scripts
   * (`fetchpriority=high`), so it is not queued behind them on a phone's connection.
   */
  priority?: boolean;
  /**
   * On screen at once (loaded eagerly) but not the page's largest element: asked for after the page's own pictures
   * (`fetchpriority=low`), so it does not take a phone's connection ahead of them.
   */
  deferred?: boolean;
}

// React 18 passes a lowercase attribute it does not know through as it is (its camel-case fetchPriority only from 19).
export const HIGH_PRIORITY = { fetchpriority: 'high' } as Record<string, string>;
const LOW_PRIORITY = { fetchpriority: 'low' } as Record<string, string>;

/**
 * An image with fixed dimensions (nothing jumps when it loads) that shows a placeholder while there is no source and
 * an error picture, with its text, when loading fails.
 */
export function FallbackImage({ src, alt, width, height, className, eager = false, priority = false, deferred = false }: Props) {
  const [failed, setFailed] = useState(false);
  const style = { width, height };
  if (!src || failed) {
    return (
      <span className={`fallback-image${failed ? ' is-error' : ''}${className ? ` ${className}` : ''}`} style={style} {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}>
        <span aria-hidden="true">{failed ? '图片加载失败' : alt}</span>
      </span>
    );
  }
  return (
    <img
      className={className}
      src={src}
      alt={alt}
      width={width}
      height={height}
      // The box keeps the declared shape where the style sheet lets the height follow the width (a phone's images:
      // height auto): without this, the picture's own shape took over once it loaded — a 3 : 1 banner in a 1127 × 200
      // box grew 57 px taller on a phone and moved the page.
      style={{ aspectRatio: `${width} / ${height}` }}
      loading={eager || priority || deferred ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      {...(priority ? HIGH_PRIORITY : deferred ? LOW_PRIORITY : {})}
      onError={() => setFailed(true)}
    />
  );
}
