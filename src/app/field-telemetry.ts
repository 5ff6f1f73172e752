import { getRuntimeConfig } from '@/lib/http';
import { resolveFinal } from '@/lib/routes/match';
import { startFieldTelemetry, type FieldTelemetry } from '@/lib/telemetry';

/**
 * The route table's name of an address (`/list/info/123?from=search` → `list_info`), redirects followed: what the
 * field records say of where they come from, so no id, query or search word leaves the page. An address outside the
 * table is `unknown`, one that leaves the site `external`.
 */
export function routeNameOf(pathname: string, search = ''): string {
  const { resolution } = resolveFinal(pathname, search);
  if (resolution.kind === 'page') return resolution.route.name;
  return resolution.kind === 'external' ? 'external' : 'unknown';
}

/** Starts the field measurements as runtime-config.json says (nothing without a telemetryUrl); see src/lib/telemetry. */
export function startSiteTelemetry(): FieldTelemetry {
  const { telemetryUrl, telemetrySampleRate } = getRuntimeConfig();
  return startFieldTelemetry({
    url: telemetryUrl,
    sampleRate: telemetrySampleRate,
    routeName: () => routeNameOf(window.location.pathname, window.location.search),
  });
}
