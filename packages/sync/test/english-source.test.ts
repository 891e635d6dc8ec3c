import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PullResponse, PushResponse } from '@locale-sync/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { runPull } from '../src/pull/run.ts';
import { runPush } from '../src/push/push.ts';
import { discoverLayouts } from '../src/repository/discover.ts';
import { logDiscovery } from '../src/repository/discover-report.ts';
import { fakeApi } from './fake-api.ts';
import { makeTree, memoryLogger, removeTree } from './helpers.ts';

// Push and pull read a repository with several English locales and no plain `en` the same way:
// en-US is the source when it is among them, a source locale that is set wins, and without en-US
// both stop with the same question.

let root: string | undefined;
afterEach(async () => {
  if (root) await removeTree(root);
  root = undefined;
});

const pushed: PushResponse = {
  dryRun: false,
  files: 4,
  locales: ['de', 'en-CA', 'en-GB', 'en-US'],
  keys: { created: 1, updated: 0, unchanged: 0, obsolete: 0, kept: 0, ignored: 0 },
  plan: [],
};

function fluentAnswer(sourceLocale: string, files: Record<string, string>): PullResponse {
  return {
    sourceLocale,
    files: Object.entries(files).map(([locale, content]) => ({ locale, format: 'fluent', content, keys: 1 })),
  };
}

// The Firefox Profiler's tree: locales/{en-US,en-GB,en-CA,de}/app.ftl, Pontoon's source en-US.
const profiler = {
  'locales/de/app.ftl': 'hello = Hallo\n',
  'locales/en-CA/app.ftl': 'hello = Hello, eh\n',
  'locales/en-GB/app.ftl': 'hello = Hello\n',
  'locales/en-US/app.ftl': 'hello = Hello\n',
};

describe('several English locales and no en', () => {
  it('push and pull both take en-US as the source, and the log says how to choose another', async () => {
    root = await makeTree(profiler);
    const { api, calls } = fakeApi({
      push: pushed,
      pull: fluentAnswer('en-US', { de: 'hello = Hallo!\n' }),
    });
    const pushLog = memoryLogger();
    await runPush({ root, client: api, logger: pushLog, dryRun: false });
    expect(calls.push[0]?.files.map((f) => [f.locale, f.path])).toEqual([
      ['de', 'locales/de/app.ftl'],
      ['en-CA', 'locales/en-CA/app.ftl'],
      ['en-GB', 'locales/en-GB/app.ftl'],
      ['en-US', 'locales/en-US/app.ftl'],
    ]);
    expect(pushLog.text('info')).toContain(
      'source locale en-US: en-CA, en-GB and en-US have files and none is "en", so en-US is taken as the source',
    );
    expect(pushLog.text('info')).toContain('set "sourceLocale" in .locale/config.json');
    const pullLog = memoryLogger();
    const pulled = await runPull({
      root,
      client: api,
      logger: pullLog,
      options: { status: 'approved' },
      dryRun: false,
    });
    expect(pulled.changedFiles).toEqual(['locales/de/app.ftl']);
    expect(await readFile(path.join(root, 'locales/de/app.ftl'), 'utf8')).toBe('hello = Hallo!\n');
    expect(pullLog.text('info')).toContain('so en-US is taken as the source');
  });

  it('takes the source locale that is set (input or config) over en-US, saying nothing of a choice', async () => {
    root = await makeTree({ ...profiler, '.locale/config.json': '{"sourceLocale": "en-GB"}' });
    const { api, calls } = fakeApi({ push: pushed });
    const fromConfig = memoryLogger();
    await runPush({ root, client: api, logger: fromConfig, dryRun: false });
    expect(fromConfig.text()).toContain('source locale en-GB:');
    expect(fromConfig.text()).not.toContain('taken as the source');
    await removeTree(root);
    root = await makeTree(profiler);
    const fromInput = memoryLogger();
    await runPush({ root, client: api, logger: fromInput, dryRun: false, sourceLocale: 'en-GB' });
    expect(fromInput.text()).toContain('source locale en-GB:');
    expect(calls.push[1]?.files.map((f) => f.locale)).toEqual(['de', 'en-CA', 'en-GB', 'en-US']);
  });

  it('stops push and pull alike with the question when en-US is not among them', async () => {
    root = await makeTree({
      'locales/de/app.ftl': 'hello = Hallo\n',
      'locales/en-AU/app.ftl': 'hello = G’day\n',
      'locales/en-GB/app.ftl': 'hello = Hello\n',
    });
    const { api, calls } = fakeApi({ push: pushed, pull: fluentAnswer('en-GB', {}) });
    const question =
      'the source locale could be en-AU or en-GB: each has files and none is "en" or "en-US"; set "sourceLocale" in .locale/config.json';
    await expect(runPush({ root, client: api, logger: memoryLogger(), dryRun: false })).rejects.toThrow(
      question,
    );
    await expect(
      runPull({ root, client: api, logger: memoryLogger(), options: { status: 'approved' }, dryRun: false }),
    ).rejects.toThrow(question);
    expect(calls.push).toEqual([]);
    expect(calls.pull).toEqual([]);
  });
});

describe('the log of the choice', () => {
  it("is an info line even when the rest is quiet (only the discovery folders' files, as before)", async () => {
    const found = await discoverLayouts(['locales/de.json', 'locales/en-GB.json', 'locales/en-US.json']);
    expect(found.legacy).toBe(true);
    const logger = memoryLogger();
    logDiscovery(found, logger);
    expect(logger.lines.filter((l) => l.level === 'info').map((l) => l.message)).toEqual([
      found.sourceLocaleNotice,
    ]);
  });
});

describe('one English locale and no en', () => {
  it('push sends it as itself, as pull reads it, unless the source locale set is en', async () => {
    // shared/locales/{en_US,de_DE}/translation.json
    root = await makeTree({
      'shared/locales/de_DE/translation.json': '{"hello": "Hallo"}\n',
      'shared/locales/en_US/translation.json': '{"hello": "Hello"}\n',
    });
    const { api, calls } = fakeApi({ push: pushed });
    await runPush({ root, client: api, logger: memoryLogger(), dryRun: false });
    expect(calls.push[0]?.files.map((f) => [f.locale, f.path])).toEqual([
      ['de-DE', 'shared/locales/de_DE/translation.json'],
      ['en-US', 'shared/locales/en_US/translation.json'],
    ]);
    // `source-locale: en`: the project says en, its source folder spells it en_US.
    await runPush({ root, client: api, logger: memoryLogger(), dryRun: false, sourceLocale: 'en' });
    expect(calls.push[1]?.files.map((f) => [f.locale, f.path])).toEqual([
      ['de-DE', 'shared/locales/de_DE/translation.json'],
      ['en', 'shared/locales/en_US/translation.json'],
    ]);
  });
});
