import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { appOfScript, nextcloudScript } from '../src/pull/nextcloud-twin.ts';
import { runPull } from '../src/pull/run.ts';
import { describePull } from '../src/report/pull-line.ts';
import { fakeApi } from './fake-api.ts';
import { makeTree, memoryLogger, removeTree } from './helpers.ts';

// A Nextcloud app's l10n/: each locale as <locale>.json and its twin <locale>.js, written from the same
// lines by Nextcloud's translation tool (nextcloud/docker-ci translations/translationtool,
// createNextcloudFiles). Excerpts of nextcloud/notes@06709937 l10n/en_GB.json, de.json and de.js.

let root: string | undefined;
afterEach(async () => {
  if (root) await removeTree(root);
  root = undefined;
});

const plural = '"nplurals=2; plural=(n != 1);"';
const json = (lines: string[]) =>
  `{ "translations": {\n    ${lines.join(',\n    ')}\n},"pluralForm" :${plural}\n}`;
const js = (lines: string[]) =>
  `OC.L10N.register(\n    "notes",\n    {\n    ${lines.join(',\n    ')}\n},\n${plural});\n`;

const en = [
  '"Notes" : "Notes"',
  '"Create new note" : "Create new note"',
  '"More notes" : "More notes"',
  '"Reading notes from filesystem has failed." : "Reading notes from filesystem has failed."',
];
const de = [
  '"Notes" : "Notizen"',
  '"Create new note" : "Neue Notiz erstellen"',
  '"More notes" : "Weitere Notizen"',
  '"Reading notes from filesystem has failed." : "Laden der Notizen vom Dateisystem ist fehlgeschlagen."',
];

describe("Nextcloud's twin l10n/<locale>.js", () => {
  it('is what the translation tool writes beside the JSON, byte for byte', () => {
    expect(nextcloudScript(json(de), '"notes"')).toBe(js(de));
    // A JSON not in the tool's shape gives no script.
    expect(nextcloudScript('{"translations": {"Notes": "Notizen"}}', '"notes"')).toBeUndefined();
  });

  it('is written from a JSON whose plural form, and read from a script whose app name, has ten million characters', () => {
    // V8 matched such a quoted string with one backtracking entry per character: "Maximum call stack
    // size exceeded" instead of the script.
    const long = `"${'n'.repeat(10_000_000)}"`;
    const hostile = json(de).replace(plural, long);
    expect(nextcloudScript(hostile, '"notes"')).toBe(js(de).replace(plural, long));
    expect(appOfScript(js(de).replace('"notes"', long))).toBe(long);
    // A plural form never closed, or followed by more than the closing brace, is not the tool's frame.
    expect(nextcloudScript(hostile.replace(/"\n\}$/, '\n}'), '"notes"')).toBeUndefined();
    expect(nextcloudScript(`${hostile}\n`, '"notes"')).toBeUndefined();
    expect(appOfScript(js(de).replace('"notes"', long.slice(0, -1)))).toBeUndefined();
  });

  it('is rewritten with its JSON by a pull, and created beside a new one', async () => {
    // repo/l10n/
    //   en_GB.json                (the source, as discovery takes it: Nextcloud's English is in the code)
    //   de.json  de.js            (fr.json and fr.js are new: the pull creates both)
    //   .locale/config.json       l10n/{locale_}.json, sourceLocale en-GB
    root = await makeTree({
      '.locale/config.json': '{"sourceLocale": "en-GB", "files": [{"source": "l10n/{locale_}.json"}]}',
      'l10n/en_GB.json': json(en),
      'l10n/de.json': json(de),
      'l10n/de.js': js(de),
    });
    const served = (texts: Record<string, string>) =>
      JSON.stringify({ translations: texts, pluralForm: 'nplurals=2; plural=(n != 1);' });
    const { api } = fakeApi({
      pull: {
        sourceLocale: 'en-GB',
        files: [
          {
            locale: 'de',
            format: 'json',
            content: served({
              Notes: 'Notizen',
              'Create new note': 'Neue Notiz anlegen',
              'More notes': 'Weitere Notizen',
              'Reading notes from filesystem has failed.':
                'Laden der Notizen vom Dateisystem ist fehlgeschlagen.',
            }),
            keys: 4,
          },
          {
            locale: 'fr',
            format: 'json',
            content: served({ Notes: 'Notes', 'More notes': 'Plus de notes' }),
            keys: 2,
          },
        ],
      },
    });
    const result = await runPull({
      root,
      client: api,
      logger: memoryLogger(),
      options: { status: 'approved' },
      dryRun: false,
    });
    expect(result.changedFiles.sort()).toEqual(['l10n/de.js', 'l10n/de.json', 'l10n/fr.js', 'l10n/fr.json']);
    // The twins count among the files the line names.
    expect(describePull(result)).toMatch(/^wrote 4 of 4 files: /);
    const deNow = [
      '"Notes" : "Notizen"',
      '"Create new note" : "Neue Notiz anlegen"',
      '"More notes" : "Weitere Notizen"',
      '"Reading notes from filesystem has failed." : "Laden der Notizen vom Dateisystem ist fehlgeschlagen."',
    ];
    expect(await readFile(path.join(root, 'l10n/de.json'), 'utf8')).toBe(json(deNow));
    expect(await readFile(path.join(root, 'l10n/de.js'), 'utf8')).toBe(js(deNow));
    const fr = await readFile(path.join(root, 'l10n/fr.json'), 'utf8');
    expect(fr).toBe(json(['"Notes" : "Notes"', '"More notes" : "Plus de notes"']));
    expect(await readFile(path.join(root, 'l10n/fr.js'), 'utf8')).toBe(nextcloudScript(fr, '"notes"'));
  });

  it("is named in a warning when its JSON is not in the tool's shape, and left as it is", async () => {
    root = await makeTree({
      '.locale/config.json': '{"sourceLocale": "en-GB", "files": [{"source": "l10n/{locale_}.json"}]}',
      'l10n/en_GB.json': json(en),
      'l10n/de.json': '{\n  "translations": {\n    "Notes": "Notizen"\n  }\n}\n',
      'l10n/de.js': js(de),
    });
    const { api } = fakeApi({
      pull: {
        sourceLocale: 'en-GB',
        files: [
          { locale: 'de', format: 'json', content: '{"translations": {"Notes": "Notizen!"}}', keys: 1 },
        ],
      },
    });
    const logger = memoryLogger();
    const result = await runPull({
      root,
      client: api,
      logger,
      options: { status: 'approved' },
      dryRun: false,
    });
    expect(result.changedFiles).toEqual(['l10n/de.json']);
    expect(logger.text('warning')).toContain(
      "l10n/de.js is not rewritten: l10n/de.json is not in the shape Nextcloud's translation tool writes",
    );
    expect(await readFile(path.join(root, 'l10n/de.js'), 'utf8')).toBe(js(de));
  });
});
