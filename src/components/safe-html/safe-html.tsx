import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** Tags a package insert or an article may use; everything else (scripts, forms, frames, styles) is removed. */
const ALLOWED_TAGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'p', 'br', 'hr', 'strong', 'b', 'em', 'i', 'u', 'span', 'div', 'ul', 'ol', 'li', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'img', 'a', 'sub', 'sup', 'blockquote'];
const ALLOWED_ATTR = ['href', 'src', 'alt', 'title', 'width', 'height', 'colspan', 'rowspan'];

/** The sanitised HTML (exported for tests): DOMPurify with a small allow-list; links may not run script. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: /^(?:https?:|\/(?!\/)|#)/i,
  });
}

interface Props {
  html: string | null | undefined;
  className?: string;
  /** Accessible name of the region, e.g. 说明书. */
  label?: string;
}

/**
 * The only place the site inserts HTML from the server (back-office rich text such as the 说明书). eslint forbids
 * dangerouslySetInnerHTML everywhere else.
 */
export function SafeHtml({ html, className, label }: Props) {
  const clean = useMemo(() => sanitizeHtml(html ?? ''), [html]);
  // eslint-disable-next-line no-restricted-syntax -- the one sanctioned use: the input has just been sanitised
  return <div className={className} aria-label={label} role={label ? 'region' : undefined} dangerouslySetInnerHTML={{ __html: clean }} />;
}
