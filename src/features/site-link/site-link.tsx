import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { safeLink } from '@/lib/url/safe-link';
import { useStores } from '@/stores';

/** What a link without a target says when clicked: the activity behind it has not started. */
export const NOT_STARTED = '活动未开始';

interface Props {
  /** A site path ("/lqzx"), an absolute http(s) URL, or empty for an activity that has no target yet. */
  url?: string | null;
  children: ReactNode;
  className?: string;
  'aria-label'?: string;
}

/**
 * A link from server data (banners, nav items, ads, the quality-inspection link): site paths route inside the SPA,
 * http(s) addresses elsewhere are plain links, and a link with no target is a button that says 活动未开始. A target
 * the one link rule refuses (`javascript:`, `//host` …, see safeLink) is no link: its content is drawn as it is.
 */
export function SiteLink({ url, children, className, ...rest }: Props) {
  const { ui } = useStores();
  if (!url?.trim()) {
    return (
      <button type="button" className={`site-link--empty${className ? ` ${className}` : ''}`} onClick={() => ui.toast(NOT_STARTED)} aria-label={rest['aria-label']}>
        {children}
      </button>
    );
  }
  const link = safeLink(url);
  if (link === null) return <span className={className}>{children}</span>;
  if (link.kind === 'web') {
    return (
      <a href={link.href} className={className} rel="noopener noreferrer" aria-label={rest['aria-label']}>
        {children}
      </a>
    );
  }
  return (
    <Link href={link.path} className={className} aria-label={rest['aria-label']}>
      {children}
    </Link>
  );
}
