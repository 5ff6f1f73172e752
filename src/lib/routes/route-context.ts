import { createContext, useContext } from 'react';
import type { FlatRoute, RouteParamsRecord } from './route-table';

interface CurrentRoute {
  route: FlatRoute;
  params: RouteParamsRecord;
}

/** The route the shell matched for the address; pages and layout parts read it instead of parsing the path again. */
export const CurrentRouteContext = createContext<CurrentRoute | null>(null);

export function useCurrentRoute(): CurrentRoute | null {
  return useContext(CurrentRouteContext);
}

/** What every lazily loaded page receives. */
export interface PageProps {
  params: Record<string, string | undefined>;
}
