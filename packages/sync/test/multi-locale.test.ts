// A file that holds every locale (an Xcode String Catalog) through the whole sync: the layout names
// it once, push sends each locale it holds as flat JSON, the changed-only push works per locale, and
// pull writes every locale back into the one file, changing only the entries that changed.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { HttpError } from '@locale-sync/client';
import { formatInfos } from '@locale-sync/formats';
import type { PushFile, PushResponse, PushStateFile, PushStateResponse } from '@locale-sync/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import type { SyncApi } from '../src/api.ts';
import { runPull } from '../src/pull/run.ts';
import { runPush } from '../src/push/push.ts';
import { loadConfig } from '../src/repository/config.ts';
import { MULTI_LOCALE_FORMATS } from '../src/repository/discovery.ts';
import { RepositoryLayout } from '../src/repository/layout.ts';
import { pullAnswer } from './fake-api.ts';
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

const CATALOG_PATH = 'App/Localizable.xcstrings';

// As Xcode writes a catalog: names sorted, two spaces, " : ", no final line break.
const CATALOG = `{
  "sourceLanguage" : "en",
  "strings" : {
    "%lld files" : {
      "localizations" : {
        "de" : {
          "variations" : {
            "plural" : {
              "one" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "%lld Datei"
                }
              },
              "other" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "%lld Dateien"
                }
              }
            }
          }
        },
        "en" : {
          "variations" : {
            "plural" : {
              "one" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "%lld file"
                }
              },
              "other" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "%lld files"
                }
              }
            }
          }
        }
      }
    },
    "Cancel" : {
      "localizations" : {
        "de" : {
          "stringUnit" : {
            "state" : "translated",
            "value" : "Abbrechen"
          }
        }
      }
    },
    "Hello" : {
      "comment" : "Greeting on the first screen",
      "extractionState" : "manual",
      "localizations" : {
        "de" : {
          "stringUnit" : {
            "state" : "translated",
            "value" : "Hallo"
          }
        },
        "en" : {
          "stringUnit" : {
            "state" : "translated",
            "value" : "Hello"
          }
        },
        "fr" : {
          "stringUnit" : {
            "state" : "needs_review",
            "value" : "Bonjour"
          }
        }
      }
    }
  },
  "version" : "1.0"
}`;

const CONFIG = JSON.stringify({ sourceLocale: 'en', files: [{ source: CATALOG_PATH }] });

const sha = (content: string) => createHash('sha256').update(Buffer.from(content, 'utf8')).digest('hex');

/** An API that records what it is sent; its state step holds `held` (locale → content pushed before). */
function api(held: Record<string, string> = {}, pull = pullAnswer({})) {
  const calls = { state: [] as PushStateFile[][], push: [] as PushFile[][] };
  const client: SyncApi = {
    async pushState(files): Promise<PushStateResponse> {
      calls.state.push(files);
      const unchanged = files
        .filter((f) => held[f.locale] !== undefined && sha(held[f.locale] as string) === f.sha256)
        .map((f) => ({ locale: f.locale, path: f.path, keys: 1 }));
      return { sourceLocale: 'en', unchanged };
    },
    async push(files, options): Promise<PushResponse> {
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
      return {
        dryRun: options.dryRun === true,
        files: files.length,
        locales: files.map((f) => f.locale),
        keys: { created: 0, updated: 0, unchanged: 0, obsolete: 0, kept: 0, ignored: 0 },
        plan,
      };
    },
    async pull() {
      return pull;
    },
  };
  return { client, calls };
}

/** Lines that differ between two texts, after their common first and last lines. */
function changedLines(before: string, after: string): { removed: string[]; added: string[] } {
  const a = before.split('\n');
  const b = after.split('\n');
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  return { removed: a.slice(start, endA), added: b.slice(start, endB) };
}

describe('a String Catalog in the layout', () => {
  it('is named once: every locale, held or not, is in the catalog', async () => {
    // repo/
    //   .locale/config.json          {"files": [{"source": "App/Localizable.xcstrings"}]}
    //   App/Localizable.xcstrings    en (source), de, fr
    const root = await tree({ '.locale/config.json': CONFIG, [CATALOG_PATH]: CATALOG });
    const layout = await RepositoryLayout.read(root, await loadConfig(root, memoryLogger()), memoryLogger());
    expect(layout.files()).toEqual([
      { locale: 'en', path: CATALOG_PATH, format: 'xcstrings', holdsEveryLocale: {} },
    ]);
    for (const locale of ['de', 'pt-BR']) {
      expect(layout.fileFor(locale)).toEqual({
        locale,
        path: CATALOG_PATH,
        format: 'xcstrings',
        exists: true,
        holdsEveryLocale: {},
      });
    }
    expect(layout.sourceFile()).toEqual({ locale: 'en', path: CATALOG_PATH, format: 'xcstrings' });
  });

  it('are the formats of the registry whose file holds every locale', () => {
    expect(
      formatInfos()
        .filter((f) => f.multiLocale)
        .map((f) => f.name),
    ).toEqual([...MULTI_LOCALE_FORMATS]);
  });
});

describe('pushing a String Catalog', () => {
  it('sends the source and each translation it holds as flat JSON, with the catalog as path', async () => {
    const root = await tree({ '.locale/config.json': CONFIG, [CATALOG_PATH]: CATALOG });
    const { client, calls } = api();
    const logger = memoryLogger();
    const result = await runPush({ root, client, logger, dryRun: false });
    const sent = calls.push[0] ?? [];
    expect(sent.map((f) => [f.locale, f.path, f.format])).toEqual([
      ['en', CATALOG_PATH, 'json'],
      ['de', CATALOG_PATH, 'json'],
      ['fr', CATALOG_PATH, 'json'],
    ]);
    expect(sent.every((f) => f.resource === undefined)).toBe(true);
    expect(sent.map((f) => JSON.parse(f.content))).toEqual([
      { '%lld files[one]': '%lld file', '%lld files[other]': '%lld files', Cancel: 'Cancel', Hello: 'Hello' },
      {
        '%lld files[one]': '%lld Datei',
        '%lld files[other]': '%lld Dateien',
        Cancel: 'Abbrechen',
        Hello: 'Hallo',
      },
      { Hello: 'Bonjour' },
    ]);
    expect(calls.state[0]?.map((f) => [f.locale, f.sha256])).toEqual(
      sent.map((f) => [f.locale, sha(f.content)]),
    );
    expect(result.changes.map((c) => [c.locale, c.path])).toEqual([
      ['en', CATALOG_PATH],
      ['de', CATALOG_PATH],
      ['fr', CATALOG_PATH],
    ]);
    expect(logger.text('warning')).toBe('');
  });

  it('sends only the locales that changed since the last push', async () => {
    const root = await tree({ '.locale/config.json': CONFIG, [CATALOG_PATH]: CATALOG });
    const first = api();
    await runPush({ root, client: first.client, logger: memoryLogger(), dryRun: false });
    const held = Object.fromEntries((first.calls.push[0] ?? []).map((f) => [f.locale, f.content]));
    // One German text edited in the catalog: only German is sent.
    const edited = CATALOG.replace('"value" : "Abbrechen"', '"value" : "Abbruch"');
    await tree({});
    const { writeFile } = await import('node:fs/promises');
    await writeFile(path.join(root, CATALOG_PATH), edited);
    const second = api(held);
    const result = await runPush({ root, client: second.client, logger: memoryLogger(), dryRun: false });
    expect(second.calls.push[0]?.map((f) => f.locale)).toEqual(['de']);
    expect(JSON.parse(second.calls.push[0]?.[0]?.content ?? '{}').Cancel).toBe('Abbruch');
    expect(result.unchangedFiles.map((f) => [f.locale, f.path])).toEqual([
      ['en', CATALOG_PATH],
      ['fr', CATALOG_PATH],
    ]);
  });

  it("checks each translation with the catalog's placeholders and points at the catalog's lines", async () => {
    const broken = CATALOG.replace('"value" : "%lld Dateien"', '"value" : "Dateien"');
    const root = await tree({ '.locale/config.json': CONFIG, [CATALOG_PATH]: broken });
    const logger = memoryLogger();
    const result = await runPush({ root, client: api().client, logger, dryRun: false });
    const warning = logger.lines.find((l) => l.level === 'warning');
    expect(warning?.message).toBe(
      `${CATALOG_PATH}: key "%lld files[other]": placeholder %lld of the source (${CATALOG_PATH}) is missing`,
    );
    // On the line of the string in the catalog, not of the JSON the locale travels in.
    expect(warning?.where).toEqual({ file: CATALOG_PATH, line: 4 });
    expect(result.changes.find((c) => c.locale === 'de')?.problems).toBe(1);
    expect(result.changes.find((c) => c.locale === 'fr')?.problems).toBeUndefined();
  });

  it('refuses a catalog whose source language is not the source locale, saying what to set', async () => {
    const root = await tree({
      '.locale/config.json': JSON.stringify({ sourceLocale: 'de', files: [{ source: CATALOG_PATH }] }),
      [CATALOG_PATH]: CATALOG,
    });
    const { client, calls } = api();
    await expect(runPush({ root, client, logger: memoryLogger(), dryRun: false })).rejects.toThrow(
      `${CATALOG_PATH}: its source language is "en", but the source locale of this push is de; set "sourceLocale"`,
    );
    expect(calls.push).toEqual([]);
  });

  it('names the catalog when the project lacks a locale it holds: each one it holds is pushed', async () => {
    const root = await tree({ '.locale/config.json': CONFIG, [CATALOG_PATH]: CATALOG });
    const { client } = api();
    client.push = async () => {
      throw new HttpError({
        status: 400,
        code: 'unknown_locale',
        message: 'unknown locale fr',
        details: { unknownLocales: ['fr'], supportedLocales: ['en', 'de'] },
        url: 'https://example.test/api/v1/api/sync/push',
        attempts: 1,
      });
    };
    await expect(runPush({ root, client, logger: memoryLogger(), dryRun: false })).rejects.toThrow(
      `the project has no locale fr (${CATALOG_PATH}): its locales are en, de; nothing was sent. Add it to the project on the server (locale-sync-server project update --key <project-key> --locales en,de,fr); ${CATALOG_PATH} holds every locale, and each one it holds is pushed`,
    );
  });

  it('refuses a catalog the format cannot read, naming its line, and sends nothing', async () => {
    const root = await tree({
      '.locale/config.json': CONFIG,
      [CATALOG_PATH]: '{\n  "strings" : {\n\n  }\n}',
    });
    const { client, calls } = api();
    const logger = memoryLogger();
    await expect(runPush({ root, client, logger, dryRun: false })).rejects.toThrow(
      `${CATALOG_PATH} could not be read`,
    );
    expect(logger.text('error')).toContain('"sourceLanguage" is missing');
    expect(calls.push).toEqual([]);
  });
});

describe('pulling into a String Catalog', () => {
  it('pulls back byte for byte what was pushed', async () => {
    const root = await tree({ '.locale/config.json': CONFIG, [CATALOG_PATH]: CATALOG });
    const { client } = api(
      {},
      pullAnswer({
        de: {
          '%lld files[one]': '%lld Datei',
          '%lld files[other]': '%lld Dateien',
          Cancel: 'Abbrechen',
          Hello: 'Hallo',
        },
        fr: { Hello: 'Bonjour' },
      }),
    );
    const result = await runPull({
      root,
      client,
      logger: memoryLogger(),
      options: { status: 'approved' },
      dryRun: false,
    });
    expect(result.changedFiles).toEqual([]);
    expect(result.locales.map((l) => [l.locale, l.path, l.status, l.keys])).toEqual([
      ['de', CATALOG_PATH, 'unchanged', 4],
      ['fr', CATALOG_PATH, 'unchanged', 1],
    ]);
    expect(await readFile(path.join(root, CATALOG_PATH), 'utf8')).toBe(CATALOG);
  });

  it('rewrites only the entry that changed, and adds a locale the catalog lacks as Xcode does', async () => {
    const root = await tree({ '.locale/config.json': CONFIG, [CATALOG_PATH]: CATALOG });
    const { client } = api(
      {},
      pullAnswer({
        de: { Cancel: 'Abbruch', Hello: 'Hallo' },
        fr: { Hello: 'Bonjour' },
        'pt-BR': { Hello: 'Olá', Unknown: 'not a string of the catalog' },
      }),
    );
    const logger = memoryLogger();
    const result = await runPull({ root, client, logger, options: { status: 'approved' }, dryRun: false });
    expect(result.changedFiles).toEqual([CATALOG_PATH]);
    const written = await readFile(path.join(root, CATALOG_PATH), 'utf8');
    const diff = changedLines(CATALOG, written);
    // German: one value line. Portuguese: a localization in sorted place, after "fr".
    expect(diff.removed).toContain('            "value" : "Abbrechen"');
    expect(written).toContain('            "value" : "Abbruch"');
    expect(written).toContain(`        "fr" : {
          "stringUnit" : {
            "state" : "needs_review",
            "value" : "Bonjour"
          }
        },
        "pt-BR" : {
          "stringUnit" : {
            "state" : "translated",
            "value" : "Olá"
          }
        }
      }
    }
  },
  "version" : "1.0"
}`);
    expect(
      written.replace('"value" : "Abbruch"', '"value" : "Abbrechen"').replace(
        `,
        "pt-BR" : {
          "stringUnit" : {
            "state" : "translated",
            "value" : "Olá"
          }
        }`,
        '',
      ),
    ).toBe(CATALOG);
    expect(result.changes.map((c) => [c.locale, c.created, c.updated, c.obsolete])).toEqual([
      ['de', [], ['Cancel'], []],
      ['fr', [], [], []],
      ['pt-BR', ['Hello'], [], []],
    ]);
    expect(result.locales.map((l) => [l.locale, l.status])).toEqual([
      ['de', 'updated'],
      ['fr', 'unchanged'],
      ['pt-BR', 'created'],
    ]);
  });

  it('fills gaps and measures coverage per locale of the catalog', async () => {
    const root = await tree({ '.locale/config.json': CONFIG, [CATALOG_PATH]: CATALOG });
    const source = {
      '%lld files[one]': '%lld file',
      '%lld files[other]': '%lld files',
      Cancel: 'Cancel',
      Hello: 'Hello',
    };
    const { client } = api({}, pullAnswer({ en: source, fr: { Hello: 'Bonjour' } }));
    await expect(
      runPull({
        root,
        client,
        logger: memoryLogger(),
        options: { status: 'approved', locales: ['fr'], minCoverage: 50 },
        dryRun: false,
      }),
    ).rejects.toThrow('fr 25% (3 of 4 keys missing)');
    const filled = await runPull({
      root,
      client,
      logger: memoryLogger(),
      options: { status: 'approved', locales: ['fr'], missing: 'source' },
      dryRun: false,
    });
    expect(filled.changes.map((c) => [c.locale, c.created])).toEqual([
      ['fr', ['%lld files[one]', '%lld files[other]', 'Cancel']],
    ]);
  });
});

describe('a files entry for a String Catalog', () => {
  it('names the catalog without a locale placeholder or translation; either is an error naming the entry', async () => {
    const { parseConfig } = await import('../src/repository/config-parse.ts');
    for (const entry of [
      { source: 'App/{locale}/Localizable.xcstrings' },
      { source: CATALOG_PATH, translation: 'App/{locale}.xcstrings' },
    ]) {
      expect(() => parseConfig(JSON.stringify({ files: [entry] }), memoryLogger())).toThrow(
        '.locale/config.json: field "files[0]" uses the xcstrings format, which keeps every locale in one file: give only "source" with that file\'s path, without locale placeholders or "translation"',
      );
    }
  });

  it('may match several catalogs, each a resource whose locales are sent with it', async () => {
    // repo/
    //   .locale/config.json             {"files": [{"source": "**/*.xcstrings"}]}
    //   App/Localizable.xcstrings       en, de, fr
    //   Widget/Widget.xcstrings         en, de
    const widget = CATALOG.replace(/,\n {8}"fr" : \{[^}]*\}\n {8}\}/, '');
    const root = await tree({
      '.locale/config.json': JSON.stringify({ sourceLocale: 'en', files: [{ source: '**/*.xcstrings' }] }),
      [CATALOG_PATH]: CATALOG,
      'Widget/Widget.xcstrings': widget,
    });
    const { client, calls } = api();
    await runPush({ root, client, logger: memoryLogger(), dryRun: false });
    expect(calls.push[0]?.map((f) => [f.locale, f.path, f.resource])).toEqual([
      ['en', CATALOG_PATH, CATALOG_PATH],
      ['de', CATALOG_PATH, CATALOG_PATH],
      ['fr', CATALOG_PATH, CATALOG_PATH],
      ['en', 'Widget/Widget.xcstrings', 'Widget/Widget.xcstrings'],
      ['de', 'Widget/Widget.xcstrings', 'Widget/Widget.xcstrings'],
    ]);
  });
});
