// @vitest-environment node
/**
 * The rendered API reference (`npm run docs:contract`, scripts/contract-docs.ts): a static page that shows the whole
 * contract, loads nothing from another host and runs under its own strict CSP — no inline script, scripts from its own
 * origin only — with the contract itself beside it as openapi.yaml and openapi.json. Proved on the built page's HTML
 * and scripts, over HTTP, and in Chromium under the CSP header mock/server.ts sends.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { CONTRACT_FILES, DOCS_CSP, DOWNLOAD_LINE, KIT_README_FILE, REDOC_HOSTS, buildDocs, foreignReferences } from '../../scripts/contract-docs';
import { chromiumProblem, launch, openPage } from '../../scripts/lib/chromium';
import { CONTRACT_PATH, contract, contractOperations } from '@yaocai/contract-kit';
import { apiDocsHandler } from '@mock/api-docs';

let dir: string;
let html: string;
let redoc: string;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-docs-test-'));
  buildDocs(dir);
  html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
  redoc = fs.readFileSync(path.join(dir, 'redoc.js'), 'utf8');
}, 120_000);

afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('API reference page', () => {
  it('has no inline script: every script is a file of its own origin', () => {
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts).toEqual(['<script src="./colour-mode.js">', '<script type="module" src="./redoc.js">']);
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(html).not.toMatch(/\son[a-z]+\s*=/i); // no inline event handlers either
  });

  it('refers to no other host: no src, stylesheet, font, url() or @import outside the page', () => {
    expect(foreignReferences(html)).toEqual([]);
    expect(html).not.toMatch(/fonts\.(googleapis|gstatic)\.com/);
    for (const host of REDOC_HOSTS) expect(redoc.includes(host), host).toBe(false);
    expect(redoc).toContain('"disableTelemetry":true');
  });

  it('carries its strict policy in the page and in _headers', () => {
    expect(DOCS_CSP).toMatch(/script-src 'self';/);
    expect(DOCS_CSP).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline|https?:/);
    expect(html).toContain(`<meta http-equiv="Content-Security-Policy" content="${DOCS_CSP.replace("; frame-ancestors 'none'", '')}" />`);
    expect(fs.readFileSync(path.join(dir, '_headers'), 'utf8')).toContain(`Content-Security-Policy: ${DOCS_CSP}`);
  });

  it('holds every operation, with its examples, and the code catalogue as a table', () => {
    const missing = contractOperations.filter((o) => !redoc.includes(`"operationId":"${o.operationId}"`)).map((o) => o.operationId);
    expect(missing).toEqual([]);
    expect(redoc).toContain('| code | meaning 含义 · what the client does 前端处理 |');
    expect(redoc).toContain('| 40034 | 订单已支付');
    expect(redoc).toContain('"invalidPage"'); // a 422 example of its own
  });

  it('links the contract\'s two files at the head of the page', () => {
    expect(DOWNLOAD_LINE).toContain('[openapi.yaml](openapi.yaml)');
    expect(DOWNLOAD_LINE).toContain('[openapi.json](openapi.json)');
    expect(DOWNLOAD_LINE).toContain(`[${KIT_README_FILE}](${KIT_README_FILE})`);
    expect(redoc).toContain(JSON.stringify(DOWNLOAD_LINE).slice(1, -1));
  });

  it("publishes the conformance kit's README beside the page", () => {
    expect(fs.readFileSync(path.join(dir, KIT_README_FILE), 'utf8')).toBe(fs.readFileSync(path.resolve(path.dirname(CONTRACT_PATH), '../packages/contract-kit/README.md'), 'utf8'));
  });

  it('publishes the contract beside the page: the YAML file as it is, and the same document as JSON', () => {
    const yaml = fs.readFileSync(path.join(dir, CONTRACT_FILES.yaml), 'utf8');
    expect(yaml).toBe(fs.readFileSync(CONTRACT_PATH, 'utf8'));
    const json: unknown = JSON.parse(fs.readFileSync(path.join(dir, CONTRACT_FILES.json), 'utf8'));
    expect(json).toEqual(YAML.parse(yaml));
  });
});

describe('npm start serves the reference at /api-docs/', () => {
  let server: http.Server;
  let base: string;
  let missing: string;

  beforeAll(async () => {
    missing = fs.mkdtempSync(path.join(os.tmpdir(), 'api-docs-missing-'));
    const docs = apiDocsHandler(dir);
    const none = apiDocsHandler(missing);
    server = http.createServer((req, res) => (req.headers['x-no-docs'] ? none(req, res) : docs(req, res)));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    fs.rmSync(missing, { recursive: true, force: true });
  });

  it('answers the page and its scripts under the reference policy of its own', async () => {
    const page = await fetch(`${base}/api-docs/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toBe(DOCS_CSP);
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await page.text()).toBe(html);
    const script = await fetch(`${base}/api-docs/redoc.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect(script.headers.get('content-security-policy')).toBe(DOCS_CSP);
  });

  it('is what mock/server.ts (npm start) answers at /api-docs/, beside the site and its own stricter policy', async () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'api-docs-site-'));
    fs.writeFileSync(path.join(site, 'index.html'), '<!doctype html><title>药采平台</title>');
    const before = { SITE_DIST: process.env.SITE_DIST, API_DOCS_DIR: process.env.API_DOCS_DIR };
    // mock/server.ts reads both when it is loaded.
    process.env.SITE_DIST = site;
    process.env.API_DOCS_DIR = dir;
    const { startSiteServer } = await import('@mock/server');
    for (const [k, v] of Object.entries(before)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    const running = await startSiteServer(0);
    try {
      const page = await fetch(`${running.url}/api-docs/`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-security-policy')).toBe(DOCS_CSP);
      expect(await page.text()).toBe(html);
      const home = await fetch(`${running.url}/`);
      expect(home.headers.get('content-security-policy')).not.toBe(DOCS_CSP);
    } finally {
      await running.close();
      fs.rmSync(site, { recursive: true, force: true });
    }
  }, 60_000);

  it('serves the contract as openapi.json and openapi.yaml, with their types, one document in both', async () => {
    const [json, yaml] = await Promise.all([fetch(`${base}/api-docs/openapi.json`), fetch(`${base}/api-docs/openapi.yaml`)]);
    expect([json.status, json.headers.get('content-type')]).toEqual([200, 'application/json; charset=utf-8']);
    expect([yaml.status, yaml.headers.get('content-type')]).toEqual([200, 'application/yaml; charset=utf-8']);
    const fromYaml: unknown = YAML.parse(await yaml.text());
    expect(await json.json()).toEqual(fromYaml);
    expect(fromYaml).toMatchObject({ openapi: '3.0.3', info: { version: contract.info.version } });
  });

  it("serves the conformance kit's README as Markdown", async () => {
    const readme = await fetch(`${base}/api-docs/${KIT_README_FILE}`);
    expect([readme.status, readme.headers.get('content-type')]).toEqual([200, 'text/markdown; charset=utf-8']);
    expect(await readme.text()).toMatch(/^# @yaocai\/contract-kit/);
  });

  it('redirects /api-docs to /api-docs/, hides _headers, and says in Chinese when the reference is not built', async () => {
    const bare = await fetch(`${base}/api-docs`, { redirect: 'manual' });
    expect([bare.status, bare.headers.get('location')]).toEqual([301, '/api-docs/']);
    expect((await fetch(`${base}/api-docs/_headers`)).status).toBe(404);
    const none = await fetch(`${base}/api-docs/`, { headers: { 'x-no-docs': '1' } });
    expect(none.status).toBe(404);
    expect(await none.text()).toContain('npm run docs:contract');
  });
});

describe.skipIf(chromiumProblem() !== undefined)('API reference in Chromium', { timeout: 120_000 }, () => {
  let server: http.Server;
  let base: string;

  beforeAll(async () => {
    // The handler mock/server.ts (npm start) serves /api-docs/ with.
    const docs = apiDocsHandler(dir);
    server = http.createServer((req, res) => docs(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('renders under the CSP without a violation and without a request to another host', async () => {
    const browser = await launch();
    try {
      const { page, foreignRequests, consoleErrors } = await openPage(browser, base);
      const violations: string[] = [];
      await page.exposeFunction('reportCspViolation', (v: string) => violations.push(v));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => (window as unknown as { reportCspViolation(v: string): void }).reportCspViolation(`${e.violatedDirective} ${e.blockedURI}`));
      });
      await page.goto(`${base}/api-docs/`);
      // Hydrated: the sidebar (drawn by the script) lists the client's rules and every tag.
      await page.getByText("The client's rules 前端规则").first().waitFor({ timeout: 30_000 });
      await page.getByRole('heading', { name: `药采平台 Marketplace API (${String(contract.info.version)})` }).waitFor({ timeout: 30_000 });
      expect({ violations, foreignRequests, consoleErrors }).toEqual({ violations: [], foreignRequests: [], consoleErrors: [] });
    } finally {
      await browser.close();
    }
  });
});
