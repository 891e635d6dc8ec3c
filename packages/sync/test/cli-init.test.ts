// `locale-sync init` as users start it: `node packages/sync/src/cli/main.ts init` in a repository.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { makeTree, removeTree } from './helpers.ts';

const CLI = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/cli/main.ts');

const trees: string[] = [];
afterEach(async () => {
  await Promise.all(trees.splice(0).map(removeTree));
});

async function tree(files: Record<string, string>): Promise<string> {
  const root = await makeTree(files);
  trees.push(root);
  return root;
}

async function init(
  args: string[],
  cwd: string,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [CLI, 'init', ...args], {
    cwd,
    env: { PATH: process.env.PATH ?? '' },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => {
    stdout += c.toString('utf8');
  });
  child.stderr.on('data', (c: Buffer) => {
    stderr += c.toString('utf8');
  });
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  return { code, stdout, stderr };
}

// repo/
//   public/locales/en/common.json, settings.json
//   public/locales/de/common.json
//   public/locales/cn/common.json      not a locale code: reported, left out
const I18NEXT = {
  'public/locales/en/common.json': '{"a":"A"}\n',
  'public/locales/en/settings.json': '{"b":"B"}\n',
  'public/locales/de/common.json': '{"a":"A de"}\n',
  'public/locales/cn/common.json': '{"a":"A zh"}\n',
};
const CONFIG = `{
  "sourceLocale": "en",
  "files": [
    {
      "source": "public/locales/{locale}/*.json"
    }
  ]
}
`;

describe('locale-sync init', () => {
  it('prints the configuration on stdout and what it found on stderr, without a server or a key', async () => {
    const root = await tree(I18NEXT);
    const run = await init([], root);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toBe(CONFIG);
    expect(run.stderr).toContain('discovery found 1 layout (2 source files), source locale en:');
    expect(run.stderr).toContain(
      'public/locales/{locale}/*.json (a folder per locale): 2 source files; translations: de',
    );
    expect(run.stderr).toContain(
      'warning: public/locales/cn/common.json: "cn" is not a language code; left out',
    );
  });

  it('reports a plain locales/<locale>.json layout on stderr too (push and pull say it only with --verbose)', async () => {
    // repo/
    //   locales/en.json, de.json, fr.json
    const root = await tree({
      'locales/en.json': '{"a":"A"}\n',
      'locales/de.json': '{"a":"A de"}\n',
      'locales/fr.json': '{"a":"A fr"}\n',
    });
    const run = await init([], root);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toBe(
      'discovery found 1 layout (1 source file), source locale en:\n  locales/{locale}.json (a file per locale): locales/en.json; translations: de, fr\n',
    );
  });

  it('--write writes .locale/config.json, and refuses to replace it without --force', async () => {
    const root = await tree(I18NEXT);
    const first = await init(['--write'], root);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toBe('');
    expect(first.stderr).toContain('wrote .locale/config.json');
    expect(await readFile(path.join(root, '.locale/config.json'), 'utf8')).toBe(CONFIG);

    const again = await init(['--write'], root);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(
      'error: .locale/config.json exists already; nothing was written (run "locale-sync init" to print the configuration and compare, or add --force to replace the file)',
    );

    const forced = await init(['--write', '--force', '--source-locale', 'de'], root);
    expect(forced.code, forced.stderr).toBe(0);
    expect(await readFile(path.join(root, '.locale/config.json'), 'utf8')).toContain('"sourceLocale": "de"');
  });

  it('--force alone is wrong usage', async () => {
    const run = await init(['--force'], await tree(I18NEXT));
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--force replaces an existing .locale/config.json, so it goes with --write');
  });

  it('names both readings and exits 1 when the repository can be read two ways', async () => {
    const root = await tree({
      'locale/django.pot': '',
      'locale/de/LC_MESSAGES/django.po': '',
      // English texts of its own (msgids as keys): a source too. One with every msgstr empty
      // (`makemessages -l en`) would be a translation of the template.
      'locale/en/LC_MESSAGES/django.po': 'msgid "welcome"\nmsgstr "Welcome"\n',
    });
    const run = await init([], root);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain('locale/django.pot or locale/en/LC_MESSAGES/django.po is the source');
    // One reading a line, as the message is written, never an escaped line break.
    expect(run.stderr).toContain('\n  - locale/django.pot: {"source":"locale/django.pot"');
    expect(run.stderr).not.toContain('\\u000a');
  });

  it('says so when it finds nothing it reads', async () => {
    // Lists at the root of JSON files (Laravel-Lang's _excludes.json) hold no keys to texts.
    const run = await init([], await tree({ 'i18n/de.json': '["a"]\n', 'i18n/en.json': '["a"]\n' }));
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('left out i18n/*.json: ');
    expect(run.stderr).toContain(
      'error: no translation files found that locale-sync reads; nothing was written',
    );
  });

  it('lists the locales a file holding every locale holds: a Godot CSV, a Twine file', async () => {
    // repo/
    //   translations/text.csv         Godot's demo (,en,es,ja,ru)
    //   strings/strings.txt           Twine's own test file, a section of English and two languages
    const fixtures = path.resolve(
      path.dirname(fileURLToPath(import.meta.url)),
      '../../formats/test/fixtures',
    );
    const root = await tree({
      'translations/text.csv': readFileSync(
        path.join(fixtures, 'godot-demo-projects/gui/translation/translations/csv/text.csv'),
        'utf8',
      ),
      'strings/strings.txt': '[[General]]\n\t[yes]\n\t\ten = Yes\n\t\tfr = Oui\n\t\tpt-BR = Sim\n',
    });
    const run = await init([], root);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toContain(
      'translations/text.csv (every locale in one file): translations/text.csv; translations: es, ja, ru',
    );
    expect(run.stderr).toContain(
      'strings/strings.txt (every locale in one file): strings/strings.txt; translations: fr, pt-BR',
    );
  });

  const iceCubes = path.resolve(
    path.dirname(fileURLToPath(import.meta.url)),
    '../../../../shared/corpus/ice-cubes/IceCubesApp/Resources/Localization/Localizable.xcstrings',
  );
  it.skipIf(!existsSync(iceCubes))("lists a String Catalog's locales (Ice Cubes' 19)", async () => {
    const root = await tree({ 'App/Localizable.xcstrings': readFileSync(iceCubes, 'utf8') });
    const run = await init([], root);
    expect(run.code, run.stderr).toBe(0);
    const line = run.stderr.split('\n').find((l) => l.includes('App/Localizable.xcstrings ('));
    const listed = (/; translations: (.+)$/.exec(line ?? '')?.[1] ?? '').split(', ');
    expect(listed).toContain('de');
    expect(listed).toContain('zh-Hans');
    expect(listed).not.toContain('en');
    expect(listed).toHaveLength(18);
  });
});
