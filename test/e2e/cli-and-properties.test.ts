import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { SyncClient } from '@locale-sync/client';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYNC_CLI } from '../support/paths.ts';
import { jsonFile, makeRepo, readOptional } from '../support/repo.ts';
import { createProject, type ServerProcess, startServer } from '../support/server-process.ts';

const run = promisify(execFile);
let server: ServerProcess;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.stop();
});

describe('the locale-sync CLI', () => {
  it('does the same round trip as the actions', async () => {
    const { projectKey, syncSecret } = await createProject(server.dbPath, 'cli-trip', {
      source: 'en',
      all: ['en', 'de'],
    });
    const files = {
      'locales/en.json': jsonFile({ nav: { home: 'Home', away: 'Away' } }),
      'locales/de.json': jsonFile({ nav: { home: 'Start', away: 'Weg' } }),
    };
    const repo = await makeRepo(files);
    const env = {
      ...process.env,
      LOCALE_SYNC_PROJECT_KEY: projectKey,
      LOCALE_SYNC_SECRET: syncSecret,
      LOCALE_SYNC_API_URL: server.apiUrl,
    };
    const push = await run(process.execPath, [SYNC_CLI, 'push', '--path', repo], { env });
    expect(push.stdout + push.stderr).not.toContain(syncSecret);

    const target = await makeRepo({});
    await run(process.execPath, [SYNC_CLI, 'pull', '--path', target, '--structure', 'nested'], { env });
    expect(await readOptional(target, 'locales/de.json')).toBe(files['locales/de.json']);
  });

  it('exits 2 on a usage error and 1 on a refused request', async () => {
    const bad = await run(process.execPath, [SYNC_CLI, 'push', '--no-such-flag'], { env: process.env }).catch(
      (e) => e,
    );
    expect(bad.code).toBe(2);
    const refused = await run(process.execPath, [SYNC_CLI, 'pull', '--path', await makeRepo({})], {
      env: {
        ...process.env,
        LOCALE_SYNC_PROJECT_KEY: 'nope',
        LOCALE_SYNC_SECRET: 'nope',
        LOCALE_SYNC_API_URL: server.apiUrl,
      },
    }).catch((e) => e);
    expect(refused.code).toBe(1);
    expect(refused.stderr + refused.stdout).toMatch(/signature rejected/);
  });
});

describe('property: any key set survives a push and a pull', () => {
  it('comes back identical (flat)', async () => {
    const { projectKey, syncSecret } = await createProject(server.dbPath, 'prop-trip', {
      source: 'en',
      all: ['en', 'de'],
    });
    const client = new SyncClient({ apiUrl: server.apiUrl, projectKey, secret: syncSecret });
    // Keys: unicode, dots, spaces; values: empty strings, unicode, long texts.
    const key = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 });
    const value = fc.oneof(
      fc.constant(''),
      fc.string({ unit: 'grapheme', maxLength: 60 }),
      fc.string({ minLength: 2_000, maxLength: 5_000 }),
    );
    const catalog = fc.dictionary(key, value, { minKeys: 1, maxKeys: 40 });
    await fc.assert(
      fc.asyncProperty(catalog, async (source) => {
        const translated = Object.fromEntries(Object.entries(source).map(([k, v]) => [k, `de:${v}`]));
        await client.push([
          { locale: 'en', path: 'locales/en.json', format: 'json', content: jsonFile(source) },
          { locale: 'de', path: 'locales/de.json', format: 'json', content: jsonFile(translated) },
        ]);
        const pulled = await client.pull({ locales: ['de', 'en'] });
        const byLocale = Object.fromEntries(pulled.files.map((f) => [f.locale, f.content]));
        expect(byLocale.de).toBe(jsonFile(translated));
        expect(byLocale.en).toBe(jsonFile(source));
      }),
      { numRuns: 30 },
    );
  });
});
