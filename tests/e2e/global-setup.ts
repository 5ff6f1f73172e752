import type { TestProject } from 'vitest/node';
import { startSiteServer } from '@mock/server';

export default async function setup(project: TestProject) {
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
