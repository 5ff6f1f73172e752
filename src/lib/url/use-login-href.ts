import { useLocation, useSearch } from 'wouter';
import { getRuntimeConfig } from '@/lib/http/runtime-config';
import { loginHref } from './login-href';

/** The configured login page with the page being shown as the way back. */
export function useLoginHref(): string {
  const [path] = useLocation();
  const search = useSearch();
  return loginHref(getRuntimeConfig().loginUrl, `${path}${search ? `?${search}` : ''}`);
}
