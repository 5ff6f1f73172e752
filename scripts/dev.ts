/**
 * `npm run dev`: the Farm dev server with hot reload, its /api proxied to Prism serving the contract.
 * Set API_PROXY_TARGET to develop against another API instead (Prism is then not started).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { startPrism } from '../mock/prism';

const prismPort = Number(process.env.PRISM_PORT ?? 4010);
const children: ChildProcess[] = [];
if (!process.env.API_PROXY_TARGET) {
  children.push(await startPrism(prismPort));
  process.env.API_PROXY_TARGET = `http://127.0.0.1:${prismPort}`;
  console.log(`Prism (contract mock) on ${process.env.API_PROXY_TARGET}`);
}
process.env.DEV_PORT ??= process.env.PORT ?? '9000';
const farm = spawn('npx', ['farm', 'start'], { stdio: 'inherit', env: process.env });
children.push(farm);
const stop = () => {
  for (const c of children) c.kill();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
farm.on('exit', (code) => {
  for (const c of children) c.kill();
  process.exit(code ?? 0);
});
