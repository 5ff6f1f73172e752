import { useEffect } from 'react';
import { ScrollRestorer } from '@/features/scroll/scroll-restorer';
import { appDrawn } from '@/lib/main-thread';
import { ConnectionBanner } from './connection-banner';
import { HttpFeedback } from './http-feedback';
import { RouteOutlet } from './route-outlet';
import { ServerClock } from './session-loader';

export function App() {
  // The first commit is the route's page (the boot prepared its code): the work after load may start once it is drawn.
  useEffect(appDrawn, []);
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
