import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { Router, useLocation, useSearch } from 'wouter';
import type { BaseLocationHook } from 'wouter';
import { setHttpEffects } from '@/lib/http';
import { StoresProvider, type RootStore } from '@/stores';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // The transport already told the user; retrying a refused call would only repeat the message.
      // networkMode 'always': with the device offline a read still goes out, so the service worker can answer it from
      // the device, and a write fails at once with its message — React Query's default would pause it and send it
      // when the network returns, an order queued behind the buyer's back.
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000, networkMode: 'always' },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

/** Connects the transport's effects to the UI store and the router. */
function HttpEffectsBridge({ store }: { store: RootStore }) {
  const [path, navigate] = useLocation();
  const search = useSearch();
  // The login return path is the router's address (the same as the browser's, and right under a memory location).
  const here = useRef('/');
  here.current = `${path}${search ? `?${search}` : ''}${window.location.hash}`;
  useEffect(() => {
    setHttpEffects({
      toast: store.ui.toast,
      alert: store.ui.alert,
      timeoutDialog: store.ui.timeoutDialog,
      navigate: (to) => navigate(to),
      currentPath: () => here.current,
    });
  }, [store, navigate]);
  return null;
}

interface Props {
  store: RootStore;
  queryClient: QueryClient;
  /** Tests pass wouter's memoryLocation hook. */
  locationHook?: BaseLocationHook;
  /** The address when rendering on the server (the HTML shell, static-shell.tsx): wouter reads no browser location. */
  ssrPath?: string;
  children: ReactNode;
}

export function AppProviders({ store, queryClient, locationHook, ssrPath, children }: Props) {
  return (
    <QueryClientProvider client={queryClient}>
      <StoresProvider store={store}>
        <Router hook={locationHook} ssrPath={ssrPath}>
          <HttpEffectsBridge store={store} />
          {children}
        </Router>
      </StoresProvider>
    </QueryClientProvider>
  );
}
