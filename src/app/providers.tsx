import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Router, useLocation } from 'wouter';
import type { BaseLocationHook } from 'wouter';
import { setHttpEffects } from '../lib/http';
import { StoresProvider, type RootStore } from '../stores';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // The transport already told the user; retrying a refused call would only repeat the message.
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

/** Connects the transport's effects to the UI store and the router. */
function HttpEffectsBridge({ store }: { store: RootStore }) {
  const [, navigate] = useLocation();
  useEffect(() => {
    setHttpEffects({
      toast: store.ui.toast,
      alert: store.ui.alert,
      timeoutDialog: store.ui.timeoutDialog,
      navigate: (path) => navigate(path),
    });
  }, [store, navigate]);
  return null;
}

interface Props {
  store: RootStore;
  queryClient: QueryClient;
  /** Tests pass wouter's memoryLocation hook. */
  locationHook?: BaseLocationHook;
  children: ReactNode;
}

export function AppProviders({ store, queryClient, locationHook, children }: Props) {
  return (
    <QueryClientProvider client={queryClient}>
      <StoresProvider store={store}>
        <Router hook={locationHook}>
          <HttpEffectsBridge store={store} />
          {children}
        </Router>
      </StoresProvider>
    </QueryClientProvider>
  );
}
