import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { queryObjects } from 'node:v8';
import type { PulledFile, PullHead } from '@locale-sync/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import type { SyncApi } from '../src/api.ts';
import { SyncError } from '../src/errors.ts';
import type { PullOptions } from '../src/pull/options.ts';
import { runPull } from '../src/pull/run.ts';
import { makeTree, memoryLogger, removeTree } from './helpers.ts';

const trees: string[] = [];
afterEach(async () => {
  await Promise.all(trees.splice(0).map(removeTree));
});

const options: PullOptions = { format: 'json', structure: 'flat', status: 'approved' };
const head: PullHead = { sourceLocale: 'en', sourceKeys: 2, obsoleteKeys: [] };
const file = (locale: string, entries: Record<string, string>): PulledFile => ({
  locale,
  format: 'json',
  content: `${JSON.stringify(entries, null, 2)}\n`,
  keys: Object.keys(entries).length,
});

/** A client whose streamed answer is `files`, calling `between(index)` before handing out each. */
function streamingApi(
  files: Array<PulledFile | Error>,
  between: (index: number) => Promise<void> = async () => {},
) {
  const api: SyncApi = {
    push: async () => {
      throw new Error('no push');
    },
    pull: async () => {
      throw new Error('the streamed pull must not read the answer whole');
    },
    pullStream: async () => ({
      head,
      files: (async function* () {
        for (const [index, item] of files.entries()) {
          await between(index);
          if (item instanceof Error) throw item;
          yield item;
        }
      })(),
    }),
  };
  return api;
}

async function listing(root: string): Promise<string[]> {
  return (await readdir(path.join(root, 'locales'))).sort();
}

describe('runPull on a streamed answer', () => {
  it('stages each file as it arrives and renames them all once the answer is whole', async () => {
    // repo/
    //   locales/en.json  source
    //   locales/de.json  updated
    //                fr.json, it.json  created
    const root = await makeTree({
      'locales/en.json': '{"a":"A","b":"B"}\n',
      'locales/de.json': '{"a":"old"}\n',
    });
    trees.push(root);
    const seen: string[][] = [];
    const api = streamingApi(
      [file('de', { a: 'D' }), file('fr', { a: 'F' }), file('it', { a: 'I' })],
      async () => {
        seen.push(await listing(root));
      },
    );
    const result = await runPull({ root, client: api, logger: memoryLogger(), options, dryRun: false });
    // Before the second file arrives, the first is written beside its target, which is unchanged.
    expect(seen[1]?.filter((name) => name.endsWith('.tmp'))).toHaveLength(1);
    expect(seen[1]?.filter((name) => !name.endsWith('.tmp'))).toEqual(['de.json', 'en.json']);
    expect(seen[2]?.filter((name) => name.endsWith('.tmp'))).toHaveLength(2);
    expect(await readFile(path.join(root, 'locales/de.json'), 'utf8')).toBe('{"a":"D"}\n');
    expect(await listing(root)).toEqual(['de.json', 'en.json', 'fr.json', 'it.json']);
    expect(result.changedFiles).toEqual(['locales/de.json', 'locales/fr.json', 'locales/it.json']);
    expect(result.locales.map((l) => [l.locale, l.status])).toEqual([
      ['de', 'updated'],
      ['fr', 'created'],
      ['it', 'created'],
    ]);
  });

  it('changes no file and leaves no temporary file when the answer breaks halfway', async () => {
    const before = { 'locales/en.json': '{"a":"A"}\n', 'locales/de.json': '{"a":"old"}\n' };
    const root = await makeTree(before);
    trees.push(root);
    const api = streamingApi([file('de', { a: 'D' }), file('fr', { a: 'F' }), new Error('terminated')]);
    await expect(
      runPull({ root, client: api, logger: memoryLogger(), options, dryRun: false }),
    ).rejects.toThrow('terminated');
    expect(await listing(root)).toEqual(['de.json', 'en.json']);
    expect(await readFile(path.join(root, 'locales/de.json'), 'utf8')).toBe(before['locales/de.json']);
  });

  it('refuses an answer naming a locale twice after files were staged, writing nothing', async () => {
    const root = await makeTree({ 'locales/en.json': '{"a":"A"}\n' });
    trees.push(root);
    const api = streamingApi([file('de', { a: 'D' }), file('fr', { a: 'F' }), file('de', { a: 'X' })]);
    await expect(
      runPull({ root, client: api, logger: memoryLogger(), options, dryRun: false }),
    ).rejects.toThrow(SyncError);
    expect(await listing(root)).toEqual(['en.json']);
  });

  it('writes nothing in a dry run, and reports what would change', async () => {
    const root = await makeTree({ 'locales/en.json': '{"a":"A"}\n' });
    trees.push(root);
    const seen: string[][] = [];
    const api = streamingApi([file('de', { a: 'D' }), file('fr', { a: 'F' })], async () => {
      seen.push(await listing(root));
    });
    const result = await runPull({ root, client: api, logger: memoryLogger(), options, dryRun: true });
    expect(result.changedFiles).toEqual(['locales/de.json', 'locales/fr.json']);
    expect([...seen.flat(), ...(await listing(root))].every((name) => name === 'en.json')).toBe(true);
  });

  it("lets each file's parsed entries go before the next file arrives", async () => {
    // repo/
    //   locales/en.json  source
    // Each answer file's first key names its locale, so the entries parsed from it can be found in
    // the heap (v8.queryObjects collects garbage first, then lists the live Maps).
    const root = await makeTree({ 'locales/en.json': '{"a":"A"}\n' });
    trees.push(root);
    const locales = ['de', 'fr', 'it', 'nl', 'sv'];
    let live: string[] = [];
    const api = streamingApi(
      locales.map((locale) => file(locale, { [`stream-mark-${locale}`]: locale.toUpperCase(), a: locale })),
      async (index) => {
        if (index < locales.length - 1) return;
        live = locales.filter((locale) =>
          queryObjects(Map, { format: 'summary' }).some((map) => map.includes(`'stream-mark-${locale}'`)),
        );
      },
    );
    const result = await runPull({ root, client: api, logger: memoryLogger(), options, dryRun: false });
    expect(result.changedFiles).toHaveLength(locales.length);
    // When the last file arrives, no file read before it is still held: not even the one just
    // before it (a remembered reading kept it until the next parse).
    expect(live).toEqual([]);
  });

  it('keeps the first listKeys keys of each kind per file and counts the rest', async () => {
    const root = await makeTree({ 'locales/en.json': '{"a":"A"}\n', 'locales/de.json': '{"x":"old"}\n' });
    trees.push(root);
    const entries = Object.fromEntries(Array.from({ length: 5 }, (_, i) => [`k${i}`, `v${i}`]));
    const api = streamingApi([file('de', entries), file('fr', entries)]);
    const result = await runPull({
      root,
      client: api,
      logger: memoryLogger(),
      options: { ...options, listKeys: 2 },
      dryRun: false,
    });
    expect(result.changes.map((c) => [c.locale, c.created, c.counts])).toEqual([
      ['de', ['k0', 'k1'], { created: 5, updated: 0, obsolete: 0 }],
      ['fr', ['k0', 'k1'], { created: 5, updated: 0, obsolete: 0 }],
    ]);
    // Every key is still written.
    expect(JSON.parse(await readFile(path.join(root, 'locales/fr.json'), 'utf8'))).toEqual(entries);
  });
});
