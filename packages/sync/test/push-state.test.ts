// The changed-only push on the repository side: what is hashed, parsed, checked and sent, against a
// fake API that answers the first step (POST /api/sync/push/state) as the test sets.
import { createHash } from 'node:crypto';
import { describeSyncError, HttpError } from '@locale-sync/client';
import type { PushFile, PushResponse, PushStateFile, PushStateResponse } from '@locale-sync/protocol';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SyncApi } from '../src/api.ts';
import { runPush } from '../src/push/push.ts';
import { UNCHANGED_NOTE } from '../src/push/state.ts';
import { makeTree, memoryLogger, removeTree } from './helpers.ts';

const trees: string[] = [];
async function tree(files: Record<string, string>): Promise<string> {
  const root = await makeTree(files);
  trees.push(root);
  return root;
}
afterEach(async () => {
  await Promise.all(trees.splice(0).map(removeTree));
});

const sha = (content: string) => createHash('sha256').update(Buffer.from(content, 'utf8')).digest('hex');

/** An API whose state step holds `held` (locale → content) and whose push answers every key created. */
function api(held: Record<string, string>, options: { stateError?: unknown } = {}) {
  const calls = { state: [] as PushStateFile[][], push: [] as PushFile[][] };
  const client: SyncApi = {
    async pushState(files): Promise<PushStateResponse> {
      calls.state.push(files);
      if (options.stateError !== undefined) throw options.stateError;
      const unchanged = files
        .filter((f) => held[f.locale] !== undefined && sha(held[f.locale] as string) === f.sha256)
        .map((f) => ({
          locale: f.locale,
          path: f.path,
          keys: Object.keys(JSON.parse((held[f.locale] as string).replace(/^\uFEFF/, ''))).length,
        }));
      return { sourceLocale: 'en', unchanged };
    },
    async push(files, pushOptions): Promise<PushResponse> {
      calls.push.push(files);
      const plan = files.map((f) => ({
        locale: f.locale,
        created: Object.keys(JSON.parse(f.content) as object),
        updated: [],
        obsolete: [],
        kept: [],
        ignored: [],
        unchanged: 0,
      }));
      const created = plan.reduce((n, p) => n + p.created.length, 0);
      return {
        dryRun: pushOptions.dryRun === true,
        files: files.length,
        locales: files.map((f) => f.locale),
        keys: { created, updated: 0, unchanged: 0, obsolete: 0, kept: 0, ignored: 0 },
        plan,
      };
    },
    async pull() {
      throw new Error('not used');
    },
  };
  return { client, calls };
}

const EN = '{"hi":"Hi {name}","bye":"Bye"}\n';
const DE = '{"hi":"Hallo {name}","bye":"Tschüss"}\n';
const FR = '\uFEFF{"hi":"Salut {name}",\r\n"bye":"Salut"}\r\n';

describe('changed-only push', () => {
  it('hashes the bytes of every file, then parses, checks and sends only the changed ones', async () => {
    // repo/
    //   locales/en.json   held by the service (the checks' source: parsed, not sent)
    //   locales/de.json   changed: "Hallo" lost {name}
    //   locales/fr.json   held (BOM and CRLF: the hash is of the bytes as they are)
    const root = await tree({
      'locales/en.json': EN,
      'locales/de.json': '{"hi":"Hallo","bye":"Tschüss"}\n',
      'locales/fr.json': FR,
    });
    const { client, calls } = api({ en: EN, de: DE, fr: FR });
    const logger = memoryLogger();
    const result = await runPush({ root, client, logger, dryRun: false });

    expect(calls.state).toEqual([
      [
        {
          locale: 'de',
          path: 'locales/de.json',
          format: 'json',
          sha256: sha('{"hi":"Hallo","bye":"Tschüss"}\n'),
        },
        { locale: 'en', path: 'locales/en.json', format: 'json', sha256: sha(EN) },
        { locale: 'fr', path: 'locales/fr.json', format: 'json', sha256: sha(FR) },
      ],
    ]);
    expect(calls.push.map((files) => files.map((f) => f.locale))).toEqual([['de']]);
    // de is checked against the unchanged source; fr is neither parsed nor checked.
    expect(logger.text('warning')).toContain('locales/de.json: key "hi": placeholder {name}');
    const messages = logger.lines.map((l) => l.message);
    expect(messages).not.toContain('locales/fr.json: locale fr, 2 keys');
    expect(messages).toContain('locales/fr.json: locale fr, 2 keys, unchanged since the last push: not sent');
    expect(result.files.map((f) => f.locale)).toEqual(['de']);
    expect(result.unchangedFiles).toEqual([
      { locale: 'en', path: 'locales/en.json', keys: 2 },
      { locale: 'fr', path: 'locales/fr.json', keys: 2 },
    ]);
    // The result covers every file: the unsent ones as unchanged.
    expect(result.response.files).toBe(3);
    expect(result.response.locales).toEqual(['de', 'en', 'fr']);
    expect(result.response.keys).toMatchObject({ created: 2, unchanged: 4 });
    expect(result.changes.map((c) => [c.locale, c.unchanged, c.note])).toEqual([
      ['de', 0, undefined],
      ['en', 2, UNCHANGED_NOTE],
      ['fr', 2, UNCHANGED_NOTE],
    ]);
  });

  it('decodes no unchanged file: its bytes are hashed, never made into text', async () => {
    // repo/
    //   locales/en.json   held (the checks' source: decoded and parsed)
    //   locales/de.json   changed: decoded, parsed, checked and sent
    //   locales/fr.json   held: hashed only
    //   locales/it.json   held, 12 KiB: hashed only (discovery reads the first 4 KiB of a JSON file
    //                     to tell a list from texts; nothing reads its end)
    const filler = Array.from({ length: 300 }, (_, i) => `"k${i}":"testo ${i}"`).join(',');
    const IT = `{"hi":"Ciao {name}",${filler},"bye":"Ciao ciao FINE"}\n`;
    const root = await tree({
      'locales/en.json': EN,
      'locales/de.json': '{"hi":"Hallo {name}","bye":"Tschau"}\n',
      'locales/fr.json': FR,
      'locales/it.json': IT,
    });
    const { client, calls } = api({ en: EN, de: DE, fr: FR, it: IT });
    const decoded: string[] = [];
    const originalToString = Buffer.prototype.toString;
    const spy = vi.spyOn(Buffer.prototype, 'toString').mockImplementation(function (
      this: Buffer,
      ...args: unknown[]
    ) {
      const text = originalToString.apply(this, args as Parameters<Buffer['toString']>);
      decoded.push(text);
      return text;
    });
    try {
      await runPush({ root, client, logger: memoryLogger(), dryRun: false });
    } finally {
      spy.mockRestore();
    }
    expect(calls.push.map((files) => files.map((f) => f.locale))).toEqual([['de']]);
    expect(decoded.some((t) => t.includes('FINE'))).toBe(false);
    expect(decoded.some((t) => t.includes('Tschau'))).toBe(true);
  });

  it('sends nothing when the service holds every file, and still reports each one', async () => {
    // repo/
    //   locales/en.json  locales/de.json   both held
    const root = await tree({ 'locales/en.json': EN, 'locales/de.json': DE });
    const { client, calls } = api({ en: EN, de: DE });
    const result = await runPush({ root, client, logger: memoryLogger(), dryRun: true });
    expect(calls.push).toEqual([]);
    expect(result.dryRun).toBe(true);
    expect(result.response).toMatchObject({ dryRun: true, files: 2, locales: ['de', 'en'] });
    expect(result.changes.map((c) => c.locale)).toEqual(['de', 'en']);
  });

  it('a changed source is sent with every translation holding a key it lacks, and every file is checked', async () => {
    // repo/
    //   locales/en.json   changed: "bye" left, {name} became {user}
    //   locales/de.json   held, has "bye" (not in the new source): sent
    //   locales/ru.json   held, only source keys: not sent, but checked ({name} is now wrong)
    const en = '{"hi":"Hi {user}"}\n';
    const ru = '{"hi":"Привет {name}"}\n';
    const root = await tree({ 'locales/en.json': en, 'locales/de.json': DE, 'locales/ru.json': ru });
    const { client, calls } = api({ en: EN, de: DE, ru });
    const logger = memoryLogger();
    const result = await runPush({ root, client, logger, dryRun: false });
    expect(calls.push.map((files) => files.map((f) => f.locale))).toEqual([['de', 'en']]);
    expect(result.unchangedFiles.map((f) => f.locale)).toEqual(['ru']);
    expect(logger.text('warning')).toContain('locales/ru.json: key "hi"');
  });

  it('pushes every file when the server does not know the step (404), and fails on any other error', async () => {
    // repo/
    //   locales/en.json  locales/de.json
    const root = await tree({ 'locales/en.json': EN, 'locales/de.json': DE });
    const old = api(
      { en: EN, de: DE },
      { stateError: Object.assign(new Error('not found'), { status: 404 }) },
    );
    const logger = memoryLogger();
    const result = await runPush({ root, client: old.client, logger, dryRun: false });
    expect(old.calls.push.map((files) => files.map((f) => f.locale))).toEqual([['de', 'en']]);
    expect(result.unchangedFiles).toEqual([]);
    expect(logger.text()).toContain('answered 404 to POST /api/sync/push/state): every file is sent');

    const refused = api({}, { stateError: Object.assign(new Error('signature rejected'), { status: 401 }) });
    await expect(runPush({ root, client: refused.client, logger, dryRun: false })).rejects.toThrow(
      'signature rejected',
    );
    expect(refused.calls.push).toEqual([]);
  });

  it('fails on a 404 from an address without /api/v1, naming it, instead of pushing every file there', async () => {
    // api-url https://sync.example (no /api/v1): the first request, the push state, answers 404.
    const root = await tree({ 'locales/en.json': EN, 'locales/de.json': DE });
    const notFound = new HttpError({
      status: 404,
      code: 'not_found',
      message: 'Route POST:/api/sync/push/state not found',
      url: 'https://sync.example/api/sync/push/state',
      attempts: 1,
    });
    const wrong = api({}, { stateError: notFound });
    const logger = memoryLogger();
    const err = await runPush({ root, client: wrong.client, logger, dryRun: false }).catch((e: unknown) => e);
    expect(err).toBe(notFound);
    expect(wrong.calls.push).toEqual([]);
    expect(logger.text()).not.toContain('every file is sent');
    expect(describeSyncError(err)).toBe(
      "https://sync.example/api/sync/push/state answered 404: api-url is https://sync.example, which does not end with /api/v1 as the sync API's address does; set it to https://sync.example/api/v1 (or to where the server's API is mounted)",
    );
  });
});
