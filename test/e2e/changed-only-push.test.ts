// The changed-only push end to end: the bundled push action against the reference server in another
// process. Project A gets changed-only pushes; project B gets the same files in full, through a
// loopback proxy that answers 404 to POST /api/sync/push/state as a server from before that step
// would. After every round both projects must hold the same thing, pulled locale by locale.
import { DatabaseSync } from 'node:sqlite';
import { SyncClient } from '@locale-sync/client';
import { SYNC_PUSH_STATE_PATH } from '@locale-sync/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAction } from '../support/action-runner.ts';
import { startProxy, type TestProxy } from '../support/proxy.ts';
import { jsonFile, makeRepo, writeFiles } from '../support/repo.ts';
import { createProject, type ServerProcess, startServer } from '../support/server-process.ts';

const LOCALES = [
  'en',
  'de',
  'fr',
  'es',
  'it',
  'nl',
  'pt',
  'pl',
  'sv',
  'da',
  'fi',
  'nb',
  'cs',
  'sk',
  'hu',
  'ro',
  'bg',
  'el',
  'tr',
  'ja',
];
const KEYS = 40;

let server: ServerProcess;
let proxy: TestProxy;
beforeAll(async () => {
  server = await startServer();
  proxy = await startProxy(server.origin, (req) =>
    req.url.endsWith(SYNC_PUSH_STATE_PATH)
      ? { status: 404, body: JSON.stringify({ error: { code: 'not_found', message: 'Route not found' } }) }
      : { forward: true },
  );
});
afterAll(async () => {
  await proxy.close();
  expect(await server.stop()).toBe(0);
});

/** 20 files of 40 keys; every translation has every source key. */
function files(edit: (locale: string, entries: Record<string, string>) => void = () => {}) {
  const out: Record<string, string> = {};
  for (const locale of LOCALES) {
    const entries: Record<string, string> = {};
    for (let i = 0; i < KEYS; i++) entries[`k${i}`] = locale === 'en' ? `Text ${i}` : `Text ${i} (${locale})`;
    edit(locale, entries);
    out[`locales/${locale}.json`] = jsonFile(entries);
  }
  return out;
}

/** The locales of the last push the service applied for the project (its answered plan). */
function lastPushLocales(key: string): string[] {
  const db = new DatabaseSync(server.dbPath, { readOnly: true });
  try {
    const row = db
      .prepare(
        'SELECT p.summary FROM pushes p JOIN projects j ON j.id = p.project_id WHERE j.key = ? ORDER BY p.id DESC LIMIT 1',
      )
      .get(key);
    return (JSON.parse(String(row?.summary)) as { locale: string }[]).map((p) => p.locale).sort();
  } finally {
    db.close();
  }
}

/** Every locale of the project pulled (every status), as the service renders it. */
async function pulled(apiUrl: string, projectKey: string, secret: string): Promise<Record<string, string>> {
  const client = new SyncClient({ apiUrl, projectKey, secret });
  const answer = await client.pull({ locales: LOCALES, status: 'all' });
  return Object.fromEntries(answer.files.map((f) => [f.locale, f.content]));
}

describe('changed-only push, bundled action against the reference server', () => {
  it('sends one file when one string of one of 20 locales changed, and the service ends as a full push leaves it', async () => {
    const a = await createProject(server.dbPath, 'changed-only', { source: 'en', all: LOCALES });
    const b = await createProject(server.dbPath, 'full-push', { source: 'en', all: LOCALES });
    // repo/
    //   locales/en.json … ja.json   20 files, 40 keys each
    const repo = await makeRepo(files());
    const pushBoth = async () => {
      const changedOnly = await runAction(
        'push',
        { 'project-key': a.projectKey, 'sync-secret': a.syncSecret, 'api-url': server.apiUrl },
        { workspace: repo },
      );
      expect(changedOnly.code, changedOnly.stdout + changedOnly.stderr).toBe(0);
      const full = await runAction(
        'push',
        { 'project-key': b.projectKey, 'sync-secret': b.syncSecret, 'api-url': `${proxy.origin}/api/v1` },
        { workspace: repo },
      );
      expect(full.code, full.stdout + full.stderr).toBe(0);
      expect(full.stdout).toContain('answered 404 to POST /api/sync/push/state): every file is sent');
      expect(lastPushLocales('full-push')).toHaveLength(LOCALES.length);
      expect(await pulled(server.apiUrl, 'changed-only', a.syncSecret)).toEqual(
        await pulled(server.apiUrl, 'full-push', b.syncSecret),
      );
      return changedOnly;
    };

    const first = await pushBoth();
    expect(lastPushLocales('changed-only')).toHaveLength(LOCALES.length);
    expect(first.outputs.files).toBe('20');

    // One string of de changes.
    await writeFiles(
      repo,
      files((locale, entries) => {
        if (locale === 'de') entries.k7 = 'Geändert';
      }),
    );
    const second = await pushBoth();
    expect(lastPushLocales('changed-only')).toEqual(['de']);
    expect(second.stdout).toContain(
      'sending 1 file; 19 files are unchanged since the last push and not sent',
    );
    // The result and the summary still cover every file, the unsent ones as unchanged.
    expect(second.outputs.files).toBe('20');
    expect(second.outputs['keys-updated']).toBe('1');
    // One row per unsent file, and the line on top that counts them.
    expect(second.summary.match(/unchanged since the last push, not sent/g)).toHaveLength(20);

    // Nothing changed: nothing is sent, and the service stays as it is.
    const third = await pushBoth();
    expect(third.stdout).toContain('sending 0 files; 20 files are unchanged');
    expect(lastPushLocales('changed-only')).toEqual(['de']);

    // The source drops k1 (every translation holds it: all are sent) and gains k40; fr translates it.
    await writeFiles(
      repo,
      files((locale, entries) => {
        if (locale === 'de') entries.k7 = 'Geändert';
        if (locale === 'en') {
          delete entries.k1;
          entries.k40 = 'New';
        }
        if (locale === 'fr') entries.k40 = 'Nouveau';
      }),
    );
    await pushBoth();
    expect(lastPushLocales('changed-only')).toHaveLength(LOCALES.length);

    // Translations that still hold k1 are not remembered (it is ignored), so they keep being sent;
    // the source is held now, and the service stays equal to the full push's.
    const fifth = await pushBoth();
    expect(lastPushLocales('changed-only')).toEqual(LOCALES.filter((l) => l !== 'en').sort());
    expect(fifth.stdout).toContain('sending 19 files; 1 file is unchanged');
  }, 120_000);
});
