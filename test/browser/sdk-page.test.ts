import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SyncClient } from '@locale-sync/client';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUNDLE_NAME, buildBrowser } from '../../packages/client/scripts/build-browser.ts';
import { REPO_ROOT } from '../support/paths.ts';
import { admin, createProject, type ServerProcess, startServer } from '../support/server-process.ts';

// The page example of docs/sdk.md, built browser entry and all, in Debian's Chromium against the
// reference server on another port (so every request is cross-origin, from an allowed origin).

const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const KEY = 'web-shop';

/** The html block that follows the `sdk-page-example` marker in docs/sdk.md. */
async function pageExample(): Promise<string> {
  const doc = await readFile(join(REPO_ROOT, 'docs/sdk.md'), 'utf8');
  const match = /<!-- sdk-page-example:[^>]*-->\s*```html\n([\s\S]*?)\n```/.exec(doc);
  if (!match?.[1]) throw new Error('docs/sdk.md: no html block after the sdk-page-example marker');
  return match[1];
}

/** Serves the page and the bundle on loopback; `page` is the HTML served at `/`. */
async function servePage(dir: string, page: () => string): Promise<{ server: Server; origin: string }> {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path === '/' || path === '/index.html') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page());
      return;
    }
    if (path === `/${BUNDLE_NAME}` || path === `/${BUNDLE_NAME}.map`) {
      readFile(join(dir, path.slice(1))).then(
        (bytes) => res.writeHead(200, { 'content-type': 'text/javascript' }).end(bytes),
        () => res.writeHead(500).end(),
      );
      return;
    }
    // The browser asks for /favicon.ico on its own: no icon, and no 404 in the console.
    res.writeHead(path === '/favicon.ico' ? 204 : 404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

interface PhraseRow {
  sourceText: string;
  count: number;
  locations: { url?: string; path?: string; element?: string; context?: string }[];
}

async function phrases(dbPath: string): Promise<PhraseRow[]> {
  const out = await admin(dbPath, ['phrases', 'list', '--project', KEY]);
  const text = typeof out === 'string' ? out : `${JSON.stringify(out)}\n`;
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as PhraseRow);
}

describe.skipIf(!existsSync(CHROMIUM))(
  `SDK page in Chromium (skipped when ${CHROMIUM} is missing: apt-get install chromium)`,
  () => {
    let api: ServerProcess;
    let page: { server: Server; origin: string };
    let other: { server: Server; origin: string };
    let browser: Browser;
    let bundleDir: string;
    let html: string;

    beforeAll(async () => {
      bundleDir = await mkdtemp(join(tmpdir(), 'ls-sdk-bundle-'));
      await buildBrowser(bundleDir);
      const example = await pageExample();
      api = await startServer({ env: { MT_PROVIDER: 'pseudo' } });
      html = example.replace("'my-app'", `'${KEY}'`).replace('https://sdk.example.com/api/v1', api.apiUrl);
      page = await servePage(bundleDir, () => html);
      other = await servePage(bundleDir, () => html);
      const { syncSecret } = await createProject(api.dbPath, KEY, { source: 'en', all: ['en', 'de'] }, [
        '--extraction',
        '--instant',
        '--origins',
        page.origin,
      ]);
      await admin(api.dbPath, [
        'project',
        'update',
        '--key',
        KEY,
        '--send-frequency',
        '1',
        '--min-strings',
        '1',
        '--batch-size',
        '2',
      ]);
      const sync = new SyncClient({ apiUrl: api.apiUrl, projectKey: KEY, secret: syncSecret });
      await sync.push([
        {
          locale: 'en',
          path: 'locales/en.json',
          format: 'json',
          content: '{"title": "Welcome", "cta": "Buy now"}\n',
        },
        { locale: 'de', path: 'locales/de.json', format: 'json', content: '{"title": "Willkommen"}\n' },
      ]);
      await admin(api.dbPath, ['translations', 'approve', '--project', KEY, '--locale', 'de']);
      browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    }, 60_000);

    afterAll(async () => {
      await browser?.close();
      await new Promise((resolve) => page?.server.close(resolve));
      await new Promise((resolve) => other?.server.close(resolve));
      await api?.stop();
      if (bundleDir) await rm(bundleDir, { recursive: true, force: true });
    });

    it('translates the page from an allowed origin and reports its texts as phrases', {
      timeout: 60_000,
    }, async () => {
      const tab = await browser.newPage();
      const problems: string[] = [];
      tab.on('pageerror', (err) => problems.push(err.message));
      tab.on('console', (msg) => {
        if (msg.type() === 'warning' || msg.type() === 'error') problems.push(msg.text());
      });
      await tab.goto(`${page.origin}/`);
      await tab.waitForSelector('html[data-locale-sync]', { timeout: 20_000 });
      expect(await tab.getAttribute('html', 'data-locale-sync')).toBe('ready');
      expect(problems).toEqual([]);

      // Approved translation, and two machine (pseudo) translations from /translate/instant.
      expect(await tab.textContent('h1')).toBe('Willkommen');
      const paragraph = (await tab.textContent('p[data-i18n]')) ?? '';
      const button = (await tab.textContent('button')) ?? '';
      // The reference server's pseudo provider accents the letters and brackets the text.
      expect(paragraph).not.toBe('Pay once, use forever');
      expect(paragraph).toMatch(/^\[.+\]$/);
      expect(button).not.toBe('Buy now');
      expect(button).toMatch(/^\[.+\]$/);
      expect(await tab.textContent('p[translate="no"]')).toBe('ACME-42');

      // The collector sends after sendFrequency (1 s) once minStringsToSend (1) wait; a loaded
      // machine may take much longer to run the page's timer and the request (read for 20 s).
      let rows: PhraseRow[] = [];
      for (const giveUp = Date.now() + 20_000; rows.length < 3 && Date.now() < giveUp; ) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        rows = await phrases(api.dbPath);
      }
      const bySource = new Map(rows.map((r) => [r.sourceText, r]));
      expect([...bySource.keys()].sort()).toEqual(['Buy now', 'Pay once, use forever', 'Welcome']);
      const pageUrl = `${page.origin}/`;
      expect(bySource.get('Welcome')?.locations).toContainEqual({ url: pageUrl, path: 'h1', element: 'h1' });
      expect(bySource.get('Buy now')?.locations).toContainEqual({
        url: pageUrl,
        path: 'button',
        element: 'button',
        context: 'attribute title',
      });
      // ACME-42 is marked translate="no": never collected.
      expect(bySource.has('ACME-42')).toBe(false);
      await tab.close();
    });

    it('revalidates approved translations with their ETag (304) from the page', async () => {
      const tab = await browser.newPage();
      await tab.goto(`${page.origin}/`);
      await tab.waitForSelector('html[data-locale-sync]');
      // A string, not a function: vitest would rewrite a function's import() into its own loader.
      const options = JSON.stringify({ projectKey: KEY, baseUrl: api.apiUrl, locale: 'de' });
      const result = await tab.evaluate(`(async () => {
        const { LocaleSync } = await import(${JSON.stringify(`${page.origin}/${BUNDLE_NAME}`)});
        const i18n = new LocaleSync(${options});
        const seen = [];
        i18n.on('translations', (t) => seen.push(t.changed));
        await i18n.start();
        const changed = await i18n.refresh();
        await i18n.stop({ flush: false });
        return { changed, seen };
      })()`);
      expect(result).toEqual({ changed: false, seen: [true, false] });
      await tab.close();
    });

    it('fails with OriginNotAllowedError from an origin the project does not allow', async () => {
      const tab = await browser.newPage();
      await tab.goto(`${other.origin}/`);
      await tab.waitForSelector('html[data-locale-sync]', { timeout: 20_000 });
      expect(await tab.getAttribute('html', 'data-locale-sync')).toBe('failed: OriginNotAllowedError');
      expect(await tab.textContent('h1')).toBe('Welcome');
      await tab.close();
    });
  },
);
