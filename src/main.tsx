import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from './lib/http';
import { RootStore } from './stores';
import { App } from './app/app';
import { startSiteTelemetry } from './app/field-telemetry';
import { AppProviders, createQueryClient } from './app/providers';
import { prefetchRouteData } from './app/route-data';
import { preparePageAt } from './app/route-pages';
import { holdShellInputs } from './lib/shell-input';
import { addInstallLinksAfterLoad } from './lib/offline/install-links';
import './styles';

/** The longest the first render waits for the page's code (preparePageAt), after the runtime config has come. */
const PAGE_WAIT_MS = 1_000;

async function boot() {
  await loadRuntimeConfig();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root missing from index.html');
  const queryClient = createQueryClient();
  const store = new RootStore();
  // Before the first call: the network's state, the transport's answers and the service worker feed the connection
  // store (the offline banner, 有新版本) from here on.
  store.connection.start({ reconnected: () => void queryClient.refetchQueries({ type: 'active' }) });
  prefetchRouteData(queryClient, store, window.location.pathname, window.location.search);
  // The page's own code before the first render (its chunk is preloaded with the document): the first commit draws the
  // page, not the loading frame the HTML shell is already showing.
  const pageReady = preparePageAt(window.location.pathname, window.location.search);
  // What a buyer types into the HTML shell's search box until the app replaces it is handed to the app's box.
  holdShellInputs(container);
  // At most PAGE_WAIT_MS: a chunk held up on a weak network must not keep the frame from starting; the page's Suspense
  // then shows its loading frame until it comes, as before.
  await Promise.race([pageReady, new Promise((resolve) => setTimeout(resolve, PAGE_WAIT_MS))]);
  const root = createRoot(container);
  // The first render as a transition: React renders it in slices, yielding to the browser between them, so a phone's
  // main thread is not blocked for the whole first render (the boot shell stays on screen until it commits).
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders store={store} queryClient={queryClient}>
          <App />
        </AppProviders>
      </StrictMode>,
    );
  });
  // Field measurements, when runtime-config.json names a telemetryUrl: its code is fetched after the page has loaded.
  startSiteTelemetry();
  addInstallLinksAfterLoad();
}

void boot();
