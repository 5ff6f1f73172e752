import { Suspense, useEffect, useLayoutEffect, useMemo } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { PageLoading } from '@/components/page-loading/page-loading';
import { browser } from '@/features/session/browser';
import { getRuntimeConfig } from '@/lib/http';
import { mainSiteRootFrom, resolveFinal } from '@/lib/routes/match';
import { CurrentRouteContext } from '@/lib/routes/route-context';
import { documentTitle } from '@/lib/routes/title';
import { MemberOnly } from './member-only';
import { PageErrorBoundary } from './page-error-boundary';
import { pageFor } from './route-pages';
import { SessionLoader } from './session-loader';
import { SiteLayout } from './site-layout';

function LeaveSite({ url }: { url: string }) {
  useEffect(() => browser.replace(url), [url]);
  return <PageLoading />;
}

/** Resolves the address against the route table and renders the route's layout and (lazy) page. */
export function RouteOutlet() {
  const [path] = useLocation();
  const search = useSearch();
  // Redirect chains (/register → /register_index → /register/step1) collapse into one history replacement.
  const { resolution, hops } = useMemo(
    () => resolveFinal(path, search ? `?${search}` : '', { mainSiteRoot: mainSiteRootFrom(getRuntimeConfig().loginUrl, window.location.origin) }),
    [path, search],
  );
  const redirectTo = hops[hops.length - 1];
  const route = resolution.kind === 'page' ? resolution.route : null;

  // A layout effect, so it runs before any page's passive effect: zqmb and hdmb then put their data's title over it.
  useLayoutEffect(() => {
    if (route) document.title = documentTitle(route.title);
  }, [route]);

  const current = useMemo(() => (resolution.kind === 'page' ? { route: resolution.route, params: resolution.params } : null), [resolution]);

  if (redirectTo !== undefined) return <Redirect key={redirectTo} to={redirectTo} replace />;
  if (resolution.kind === 'external') return <LeaveSite url={resolution.url} />;
  if (!current) return null;

  const { Page } = pageFor(current.route.name);
  return (
    <CurrentRouteContext.Provider value={current}>
      <SessionLoader fetchUser={current.route.fetchUser} />
      <SiteLayout route={current.route}>
        <PageErrorBoundary key={current.route.name}>
          <Suspense fallback={<PageLoading />}>
            <MemberOnly member={current.route.member}>
              <Page params={current.params} />
            </MemberOnly>
          </Suspense>
        </PageErrorBoundary>
      </SiteLayout>
    </CurrentRouteContext.Provider>
  );
}
