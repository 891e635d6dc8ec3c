import { listKeysWithin } from '@locale-sync/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import type { PushAnswer, PushFileSource, SyncApi } from '../src/api.ts';
import { runPush } from '../src/push/push.ts';
import { MAX_KEYS_LISTED } from '../src/report/plan.ts';
import { renderPlanText } from '../src/report/plan-text.ts';
import { renderSummaryMarkdown } from '../src/report/summary.ts';
import { makeTree, memoryLogger, removeTree } from './helpers.ts';

const LOCALES = ['en', 'de', 'fr'];
const FILES_PER_LOCALE = 3;
const KEYS_PER_FILE = MAX_KEYS_LISTED + 10;

/** One namespace file's text: KEYS_PER_FILE keys of its own. */
function namespace(locale: string, ns: number): string {
  const entries: Record<string, string> = {};
  for (let i = 0; i < KEYS_PER_FILE; i++) entries[`ns${ns}.key${i}`] = `${locale} ${ns} ${i}`;
  return `${JSON.stringify(entries, null, 2)}\n`;
}

/**
 * A service that creates every key it is sent (a first push) and cuts its answer's lists as a
 * server that reads `x-sync-list-keys` does, and `x-sync-list-keys-total` too when `honoursTotal`.
 */
function creatingApi(honoursTotal: boolean, asked: Array<number | undefined>): SyncApi {
  return {
    push: async () => {
      throw new Error('the push streams its files');
    },
    pull: async () => {
      throw new Error('no pull here');
    },
    async pushStream(source: PushFileSource, options): Promise<PushAnswer> {
      asked.push(options.listKeysTotal);
      const plan = [];
      for await (const file of source.files()) {
        const text = 'bytes' in file ? Buffer.from(file.bytes).toString('utf8') : file.content;
        const created = Object.keys(JSON.parse(text) as Record<string, string>);
        plan.push({
          locale: file.locale,
          ...(file.resource !== undefined && { resource: file.resource }),
          created,
          updated: [],
          obsolete: [],
          kept: [],
          ignored: [],
          unchanged: 0,
        });
      }
      const created = plan.reduce((n, p) => n + p.created.length, 0);
      return {
        dryRun: options.dryRun === true,
        files: plan.length,
        locales: [...new Set(plan.map((p) => p.locale))],
        keys: { created, updated: 0, unchanged: 0, obsolete: 0, kept: 0, ignored: 0 },
        plan: listKeysWithin(plan, options.listKeys, honoursTotal ? options.listKeysTotal : undefined),
      };
    },
  };
}

let root: string | undefined;
afterEach(async () => {
  if (root !== undefined) await removeTree(root);
  root = undefined;
});

describe('push answer with one budget of listed keys', () => {
  it('asks for no more keys than its reports list, and reports exactly what a whole answer gives', async () => {
    // repo/
    //   locales/{en,de,fr}/ns{0,1,2}.json   60 keys each, i18next's layout (one resource per namespace)
    const files: Record<string, string> = {};
    for (const locale of LOCALES) {
      for (let ns = 0; ns < FILES_PER_LOCALE; ns++)
        files[`locales/${locale}/ns${ns}.json`] = namespace(locale, ns);
    }
    root = await makeTree(files);
    const asked: Array<number | undefined> = [];
    const push = (honoursTotal: boolean) =>
      runPush({
        root: root as string,
        client: creatingApi(honoursTotal, asked),
        logger: memoryLogger(),
        dryRun: true,
        listKeys: MAX_KEYS_LISTED,
      });
    const cut = await push(true);
    const whole = await push(false);
    // The reports list MAX_KEYS_LISTED per locale in all: the answer is asked for no more.
    expect(asked).toEqual([MAX_KEYS_LISTED * LOCALES.length, MAX_KEYS_LISTED * LOCALES.length]);
    const listed = (answer: PushAnswer) => answer.plan.reduce((n, p) => n + p.created.length, 0);
    expect(listed(cut.response)).toBe(MAX_KEYS_LISTED * LOCALES.length);
    expect(listed(whole.response)).toBe(MAX_KEYS_LISTED * LOCALES.length * FILES_PER_LOCALE);
    // What a reader sees is the same, key for key and count for count.
    expect(renderPlanText(cut.changes)).toBe(renderPlanText(whole.changes));
    const summary = (changes: typeof cut.changes) =>
      renderSummaryMarkdown({ title: 'Push', dryRun: true, changes });
    expect(summary(cut.changes)).toBe(summary(whole.changes));
    expect(renderPlanText(cut.changes)).toMatch(/more files have changes not listed key by key/);
  });
});
