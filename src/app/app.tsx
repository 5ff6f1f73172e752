import { ScrollRestorer } from '@/features/scroll/scroll-restorer';
import { ConnectionBanner } from './connection-banner';
import { HttpFeedback } from './http-feedback';
import { RouteOutlet } from './route-outlet';
import { ServerClock } from './session-loader';

export function App() {
  return (
    <>
      <ServerClock />
      <ScrollRestorer />
      <RouteOutlet />
      <HttpFeedback />
      <ConnectionBanner />
    </>
  );
}
