import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { memoryLocation } from 'wouter/memory-location';
import { AppProviders, createQueryClient } from '@/app/providers';
import { RootStore } from '@/stores';

interface Options extends Omit<RenderOptions, 'wrapper'> {
  path?: string;
  store?: RootStore;
  /** A client the test already used (e.g. one the route's data was started in); a fresh one by default. */
  queryClient?: ReturnType<typeof createQueryClient>;
}

/** Renders inside the app's providers with a fresh RootStore, a fresh QueryClient (no retries) and a memory location. */
export function renderWithApp(ui: ReactElement, { path = '/', store = new RootStore(), queryClient = createQueryClient(), ...options }: Options = {}) {
  const location = memoryLocation({ path, record: true });
  const result = render(ui, {
    wrapper: ({ children }) => (
      <AppProviders store={store} queryClient={queryClient} locationHook={location.hook}>
        {children}
      </AppProviders>
    ),
    ...options,
  });
  return { ...result, store, queryClient, location };
}
