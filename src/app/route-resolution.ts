import { useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { getRuntimeConfig } from '@/lib/http';
import { mainSiteRootFrom, resolveFinal } from '@/lib/routes/match';

/**
 * The address resolved against the route table, redirect chains followed (/register → /register_index →
 * /register/step1): what the page outlet draws and what the site's overlays (the bottom banner) are shown for.
 */
export function useRouteResolution(): ReturnType<typeof resolveFinal> {
  const [path] = useLocation();
  const search = useSearch();
  return useMemo(
    () => resolveFinal(path, search ? `?${search}` : '', { mainSiteRoot: mainSiteRootFrom(getRuntimeConfig().loginUrl, window.location.origin) }),
    [path, search],
  );
}
