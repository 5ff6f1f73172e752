import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useLoginHref } from '@/lib/url/use-login-href';

/**
 * A link to the login page that comes back to the page being shown. A login page on this site is routed inside the
 * SPA; the main site's login page (an absolute URL in the runtime config) is a plain link.
 */
export function LoginLink({ children, className }: { children: ReactNode; className?: string }) {
  const to = useLoginHref();
  return to.startsWith('/') ? (
    <Link href={to} className={className}>
      {children}
    </Link>
  ) : (
    <a href={to} className={className}>
      {children}
    </a>
  );
}
