import type { TestProject } from 'vitest/node';
import { requireBuild } from '../../scripts/lib/build';
import { requireChromium } from '../../scripts/lib/chromium';

export default async function setup(project: TestProject) {
  // Without Chromium or a build every test would fail with a stack trace: stop first with what to do.
  requireChromium();
  requireBuild();
  const { startSiteServer } = await import('@mock/server');
  const port = Number(process.env.E2E_PORT ?? 8765);
  const site = await startSiteServer(port);
  project.provide('baseUrl', site.url);
  return () => site.close();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
