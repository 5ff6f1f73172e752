/** The scripts and the e2e run that serve the production build stop with one line when there is none. */
import fs from 'node:fs';
import path from 'node:path';

/** Why `dist` holds no build, in one line with what to do; undefined when dist/index.html is there. */
export function buildProblem(dist = path.resolve(process.env.SITE_DIST ?? 'dist')): string | undefined {
  if (fs.existsSync(path.join(dist, 'index.html'))) return undefined;
  return `No production build in ${dist}: run \`npm run build\` first.`;
}

/** Stops the process with the one-line reason (exit code 1) when there is no build to serve. */
export function requireBuild(): void {
  const problem = buildProblem();
  if (problem === undefined) return;
  console.error(problem);
  process.exit(1);
}
