import type { PullResponse, PushFile, PushResponse, PushSource } from '@locale-sync/protocol';
import type { SyncApi } from '../src/api.ts';

/**
 * A SyncApi that records calls and answers what the test sets. Its pull answers are read as a stream
 * (`pullStream`, head then files one by one), as `SyncClient`'s are, unless `FAKE_API_WHOLE` is set
 * in the environment: then only `pull` is offered and the answer is read whole (run the tests both
 * ways: `FAKE_API_WHOLE=1 npm exec -- vitest run packages/sync/test`).
 */
export function fakeApi(answers: { push?: PushResponse; pull?: PullResponse } = {}) {
  const calls = {
    push: [] as { files: PushFile[]; options: { source?: PushSource; dryRun?: boolean } }[],
    pull: [] as Parameters<SyncApi['pull']>[0][],
  };
  const api: SyncApi = {
    async push(files, options) {
      calls.push.push({ files, options });
      if (!answers.push) throw new Error('no push answer set');
      return answers.push;
    },
    async pull(options) {
      calls.pull.push(options);
      if (!answers.pull) throw new Error('no pull answer set');
      return answers.pull;
    },
    ...(process.env.FAKE_API_WHOLE === undefined && {
      async pullStream(options) {
        const { files, ...head } = await api.pull(options);
        return { head, files: each(files) };
      },
    }),
  };
  return { api, calls };
}

async function* each<T>(items: readonly T[]): AsyncGenerator<T> {
  yield* items;
}

/** A pull answer with one flat JSON file per locale, rendered as the reference server does. */
export function pullAnswer(files: Record<string, Record<string, string>>, sourceLocale = 'en'): PullResponse {
  return {
    sourceLocale,
    files: Object.entries(files).map(([locale, entries]) => ({
      locale,
      format: 'json' as const,
      content: `${JSON.stringify(entries, null, 2)}\n`,
      keys: Object.keys(entries).length,
    })),
  };
}
