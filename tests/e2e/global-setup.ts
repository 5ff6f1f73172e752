import { requireBuild } from '../../scripts/lib/build';
import { requireChromium } from '../../scripts/lib/chromium';

/**
 * Without Chromium or a build every test would fail with a stack trace: stop first with what to do. Each worker then
 * launches its own Chromium (tests/e2e/world.ts, workerBrowser).
 */
export default function setup() {
  requireChromium();
  requireBuild();
}
