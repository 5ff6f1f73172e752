import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useStores } from '@/stores';

/** What a link without a target says when clicked: the activity behind it has not started. */
export const NOT_STARTED = '活动未开始';

interface Props {
  /** A site path ("/lqzx"), an absolute URL, or empty for an activity that has no target yet. */
  url?: string | null;
  children: ReactNode;
  className?: string;
  newWindow?: boolean;
  'aria-label'?: string;
}

/**
 * A link from server data (banners, nav items, ads): site paths route inside the SPA, absolute URLs and new-window
 * links are plain links, and a link with no target is a button that says 活动未开始.
 */
export function SiteLink({ url, children, className, newWindow, ...rest }: Props) {
  const { ui } = useStores();
  const target = url?.trim();
  if (!target) {
    return (
      <button type="button" className={`site-link--empty${className ? ` ${className}` : ''}`} onClick={() => ui.toast(NOT_STARTED)} aria-label={rest['aria-label']}>
        {children}
      </button>
    );
  }
  if (/^https?:\/\//i.test(target) || newWindow) {
    return (
      <a href={target} className={className} target={newWindow ? '_blank' : undefined} rel="noopener noreferrer" aria-label={rest['aria-label']}>
        {children}
      </a>
    );
  }
  return (
    <Link href={target.startsWith('/') ? target : `/${target}`} className={className} aria-label={rest['aria-label']}>
      {children}
    </Link>
  );
}
