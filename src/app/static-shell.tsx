/**
 * The HTML shell: the frame the app draws first (header, nav, the page's loading frame, footer), rendered at build time
 * by the same components (react-dom/server), so the server's HTML paints the frame before any script runs and the
 * app's first render draws the same boxes over it. scripts/html-shell.ts writes it into dist/index.html; nothing in the
 * site imports this module.
 *
 * The frame is a visitor's, with no API answer yet (React Query fetches nothing while rendering on the server): what the
 * app's own first render shows on the catalogue's routes before its calls return.
 */
import { enableStaticRendering } from 'mobx-react-lite';
import { renderToStaticMarkup } from 'react-dom/server';
import { PageLoading } from '@/components/page-loading/page-loading';
import { FLAT_ROUTES } from '@/lib/routes';
import { CurrentRouteContext } from '@/lib/routes/route-context';
import { RootStore } from '@/stores';
import { AppProviders, createQueryClient } from './providers';
import { SiteLayout } from './site-layout';

/** The route whose frame the shell draws: home's, which the lists and the goods detail share. */
export const SHELL_ROUTE = 'home';

/** The markup of `#root`'s content for the route named `routeName`, drawn at `path`. */
export function renderStaticShell(routeName = SHELL_ROUTE, path = '/'): string {
  const route = FLAT_ROUTES.find((r) => r.name === routeName);
  if (!route) throw new Error(`no route named ${routeName}`);
  // Observers render once and track nothing (no reactions left for a sweep timer to collect).
  enableStaticRendering(true);
  const queryClient = createQueryClient();
  try {
    return renderToStaticMarkup(
      <AppProviders store={new RootStore()} queryClient={queryClient} ssrPath={path}>
        <CurrentRouteContext.Provider value={{ route, params: {} }}>
          <SiteLayout route={route} shell>
            <PageLoading />
          </SiteLayout>
        </CurrentRouteContext.Provider>
      </AppProviders>,
    );
  } finally {
    // The queries the frame asked for would keep their 5-minute garbage-collection timers, and with them the build's
    // Node process, alive: the build waited five minutes for them (and ten seconds for the observers' sweep).
    queryClient.clear();
  }
}
