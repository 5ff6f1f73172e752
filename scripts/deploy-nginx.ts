/**
 * Prints a complete nginx.conf (Debian's nginx 1.22) serving a build as mock/server.ts does, with the API proxied to
 * another host (scripts/lib/nginx-config.ts says what it holds):
 *   npm run -s deploy:nginx -- --root dist --api 127.0.0.1:8081 --port 8088 > nginx.conf
 * With --standalone DIR the folder is created, for nginx's pid, logs and temporary files. A mistake in the arguments
 * or a missing build: one line in Chinese and English, exit 2.
 */
import fs from 'node:fs';
import { NGINX_USAGE, NginxConfigError, parseNginxArgs, renderNginxConfig, resolveNginxSite } from './lib/nginx-config';

const argv = process.argv.slice(2);
if (argv.includes('--help') || argv.includes('-h')) {
  console.log(NGINX_USAGE);
} else {
  try {
    const args = parseNginxArgs(argv);
    const config = renderNginxConfig(resolveNginxSite(args));
    if (args.standalone !== undefined) fs.mkdirSync(args.standalone, { recursive: true });
    // A reader that stops early (`| head`) ends the pipe: nothing more to say.
    process.stdout.on('error', (e: NodeJS.ErrnoException) => {
      if (e.code !== 'EPIPE') throw e;
    });
    process.stdout.write(config);
  } catch (e) {
    if (!(e instanceof NginxConfigError)) throw e;
    console.error(`deploy:nginx: ${e.message}\n\n${NGINX_USAGE}`);
    process.exitCode = 2;
  }
}
