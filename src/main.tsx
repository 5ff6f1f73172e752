import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from './lib/http';
import { RootStore } from './stores';
import { App } from './app/app';
import { AppProviders, createQueryClient } from './app/providers';
import './styles';

async function boot() {
  await loadRuntimeConfig();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <AppProviders store={new RootStore()} queryClient={createQueryClient()}>
        <App />
      </AppProviders>
    </StrictMode>,
  );
}

void boot();
