import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { requireBuild } from '../../scripts/lib/build';
import { CHROMIUM, CHROMIUM_ARGS, requireChromium } from '../../scripts/lib/chromium';

/**
 * One Chromium for the whole run, which every test file connects to (tests/e2e/world.ts); each test starts its own
 * site and demo API there. Without Chromium or a build every test would fail with a stack trace: stop first with
 * what to do.
 */
export default async function setup(project: TestProject) {
  requireChromium();
  requireBuild();
  const server = await chromium.launchServer({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  project.provide('chromiumEndpoint', server.wsEndpoint());
  return () => server.close();
}
