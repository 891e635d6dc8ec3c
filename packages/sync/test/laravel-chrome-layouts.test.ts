import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PushResponse } from '@locale-sync/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { runPull } from '../src/pull/run.ts';
import { runPush } from '../src/push/push.ts';
import { discoverLayouts } from '../src/repository/discover.ts';
import { discoverRepository } from '../src/repository/discover-report.ts';
import { fakeApi } from './fake-api.ts';
import { makeTree, memoryLogger, removeTree } from './helpers.ts';

// Laravel's lang/{locale}/{group}.php and a Chrome extension's _locales/{locale_}/messages.json: found
// by discovery, read in their own formats by push, written back by pull.

let root: string | undefined;
afterEach(async () => {
  if (root) await removeTree(root);
  root = undefined;
});

const pushed: PushResponse = {
  dryRun: false,
  files: 2,
  locales: ['de', 'en'],
  keys: { created: 1, updated: 0, unchanged: 0, obsolete: 0, kept: 0, ignored: 0 },
  plan: [],
};

const php = (lines: string) => `<?php\n\nreturn [\n${lines}];\n`;

describe('discovery', () => {
  it('finds Laravel groups as lang/{locale}/*.php, leaving other PHP files out', async () => {
    const found = await discoverLayouts([
      'app/Http/Kernel.php',
      'composer.json',
      'config/app.php',
      'lang/de/auth.php',
      'lang/de/validation.php',
      'lang/en/auth.php',
      'lang/en/validation.php',
      'lang/pt_BR/auth.php',
      'lang/pt_BR/validation.php',
    ]);
    expect(found.files).toEqual([{ source: 'lang/{locale_}/*.php' }]);
    expect(found.sourceLocale).toBe('en');
    expect(found.unread).toEqual([]);
  });

  it('reads no Blade view as a language file (Pixelfed)', async () => {
    // pixelfed/pixelfed@8aae92d7: resources/views/emails/admin/new_report.blade.php was read as Newari
    // (`new`) with a variant `report`, and listed as a translation with no source beside it.
    const found = await discoverLayouts([
      'resources/lang/de/web.php',
      'resources/lang/en/web.php',
      'resources/views/emails/admin/new_autospam.blade.php',
      'resources/views/emails/admin/new_report.blade.php',
    ]);
    expect(found.files).toEqual([{ source: 'resources/lang/{locale_}/*.php' }]);
    expect(found.orphans).toEqual([]);
    expect(found.unmapped).toEqual([]);
  });

  it("takes the source locale from config/app.php's fallback_locale, as Laravel falls back to it", async () => {
    // akaunting/akaunting: resources/lang/{en-GB,en-US,de-DE}/*.php and no `en`; its config/app.php
    // sets 'locale' => env('APP_LOCALE', 'en-GB') and 'fallback_locale' => 'en-GB'.
    const files = [
      'config/app.php',
      'resources/lang/de-DE/general.php',
      'resources/lang/en-GB/general.php',
      'resources/lang/en-US/general.php',
    ];
    const config = (settings: string) => async (file: string) =>
      file === 'config/app.php' ? `<?php\n\nreturn [\n${settings}];\n` : undefined;
    const akaunting = await discoverLayouts(files, {
      head: config("    'locale' => env('APP_LOCALE', 'en-GB'),\n\n    'fallback_locale' => 'en-GB',\n"),
    });
    expect(akaunting.sourceLocale).toBe('en-GB');
    expect(akaunting.sourceLocaleReason).toBe("the 'fallback_locale' of config/app.php");
    expect(akaunting.files).toEqual([{ source: 'resources/lang/{locale}/*.php' }]);
    // Laravel 11's own config reads both from the environment; the default is what the repository says.
    const laravel11 = await discoverLayouts(files, {
      head: config(
        "    'locale' => env('APP_LOCALE', 'de-DE'),\n    'fallback_locale' => env('APP_FALLBACK_LOCALE', 'en-US'),\n",
      ),
    });
    expect(laravel11.sourceLocale).toBe('en-US');
    // A fallback lang/ does not hold is no source; 'locale' is read next.
    const localeOnly = await discoverLayouts(files, {
      head: config("    'locale' => 'de-DE',\n    'fallback_locale' => 'fr',\n"),
    });
    expect(localeOnly.sourceLocale).toBe('de-DE');
    expect(localeOnly.sourceLocaleReason).toBe("the 'locale' of config/app.php");
  });

  it('reads config/app.php from the repository, past its first 4 KB', async () => {
    // The comment blocks of Laravel's config/app.php come before its locale settings.
    const comment = `    /*\n${'    | Application settings, as Laravel documents each of them.\n'.repeat(80)}    */\n`;
    root = await makeTree({
      'config/app.php': php(`${comment}    'fallback_locale' => 'en_GB',\n`),
      'lang/de/auth.php': php("    'failed' => 'Falsch',\n"),
      'lang/en_GB/auth.php': php("    'failed' => 'Wrong',\n"),
      'lang/en_US/auth.php': php("    'failed' => 'Wrong',\n"),
    });
    expect(Buffer.byteLength(php(comment))).toBeGreaterThan(4096);
    const found = await discoverRepository(root, {}, memoryLogger());
    expect(found.sourceLocale).toBe('en-GB');
  });

  it("finds a Chrome extension's _locales folders, spelt with underscores", async () => {
    const found = await discoverLayouts([
      'manifest.json',
      'src/_locales/de/messages.json',
      'src/_locales/en_US/messages.json',
      'src/_locales/pt_BR/messages.json',
    ]);
    // Each file's format is read from its path: messages.json under _locales is chrome.
    expect(found.files).toEqual([{ source: 'src/_locales/{locale_}/*.json' }]);
    expect(found.sourceLocale).toBe('en-US');
  });

  it("reads Chrome messages outside _locales by their first bytes (Bitwarden's apps)", async () => {
    // bitwarden/clients: apps/{web,desktop}/src/locales/<locale>/messages.json in Chrome's shape,
    // beside an i18next-style messages.json elsewhere that stays JSON.
    const chrome =
      '{\n  "pageTitle": {\n    "message": "$APP_NAME$ Web vault",\n    "description": "The title';
    const found = await discoverLayouts(
      [
        'apps/desktop/src/locales/de/messages.json',
        'apps/desktop/src/locales/en/messages.json',
        'apps/web/src/locales/en/messages.json',
        'apps/web/src/locales/pt_BR/messages.json',
        'libs/ui/locales/de/messages.json',
        'libs/ui/locales/en/messages.json',
      ],
      { head: async (file) => (file.startsWith('apps/') ? chrome : '{\n  "pageTitle": "Vault"\n}\n') },
    );
    expect(found.files).toEqual([
      { source: 'apps/**/locales/{locale_}/messages.json', format: 'chrome' },
      { source: 'libs/ui/locales/{locale}/*.json' },
    ]);
  });
});

describe('Laravel language files through push and pull', () => {
  it('pushes each group as php and pulls a new locale into lang/{locale}/{group}.php', async () => {
    // repo/
    //   .locale/config.json  {"files": [{"source": "lang/{locale}/*.php"}]}
    //   lang/en/auth.php, lang/en/validation.php   source (en)
    //   lang/de/auth.php
    root = await makeTree({
      '.locale/config.json': JSON.stringify({
        sourceLocale: 'en',
        files: [{ source: 'lang/{locale}/*.php' }],
      }),
      'lang/en/auth.php': php("    'failed' => 'These credentials do not match.',\n"),
      'lang/en/validation.php': php(
        "    'between' => [\n        'numeric' => 'Between :min and :max.',\n    ],\n",
      ),
      'lang/de/auth.php': php("    'failed' => 'Falsche Zugangsdaten.',\n"),
    });
    const { api, calls } = fakeApi({
      push: pushed,
      pull: {
        sourceLocale: 'en',
        files: [
          {
            locale: 'fr',
            resource: 'lang/en/validation.php',
            format: 'php',
            content: php("    'between' => [\n        'numeric' => 'Entre :min et :max.',\n    ],\n"),
            keys: 1,
          },
        ],
        resources: [
          { resource: 'lang/en/auth.php', sourceKeys: 1, obsoleteKeys: [] },
          { resource: 'lang/en/validation.php', sourceKeys: 1, obsoleteKeys: [] },
        ],
      },
    });
    await runPush({ root, client: api, logger: memoryLogger(), dryRun: false });
    expect(calls.push[0]?.files.map((f) => [f.locale, f.path, f.format])).toEqual([
      ['de', 'lang/de/auth.php', 'php'],
      ['en', 'lang/en/auth.php', 'php'],
      ['en', 'lang/en/validation.php', 'php'],
    ]);
    const result = await runPull({
      root,
      client: api,
      logger: memoryLogger(),
      options: { status: 'approved' },
      dryRun: false,
    });
    expect(result.changedFiles).toEqual(['lang/fr/validation.php']);
    expect(await readFile(path.join(root, 'lang/fr/validation.php'), 'utf8')).toBe(
      php("    'between' => [\n        'numeric' => 'Entre :min et :max.',\n    ],\n"),
    );
  });
});

describe('Chrome extension messages through push and pull', () => {
  it('pushes messages.json as chrome; a new locale takes the source description and placeholders', async () => {
    // repo/
    // repo/                               no config: discovery finds the layout
    //   manifest.json                      an ordinary JSON file: not a locale
    //   _locales/en/messages.json          source, with a description and placeholders
    //   _locales/de/messages.json
    const source = `${JSON.stringify(
      {
        hello: {
          message: 'Hello $NAME$',
          description: 'Greeting',
          placeholders: { name: { content: '$1', example: 'Cira' } },
        },
      },
      null,
      4,
    )}\n`;
    root = await makeTree({
      'manifest.json': '{"default_locale": "en"}\n',
      '_locales/en/messages.json': source,
      '_locales/de/messages.json': '{\n    "hello": {\n        "message": "Hallo $NAME$"\n    }\n}\n',
    });
    const chromeFile = (text: string) => `${JSON.stringify({ hello: { message: text } }, null, 2)}\n`;
    const { api, calls } = fakeApi({
      push: pushed,
      pull: {
        sourceLocale: 'en',
        files: [{ locale: 'pt-BR', format: 'chrome', content: chromeFile('Olá $NAME$'), keys: 1 }],
      },
    });
    await runPush({ root, client: api, logger: memoryLogger(), dryRun: false });
    expect(calls.push[0]?.files.map((f) => [f.locale, f.path, f.format])).toEqual([
      ['de', '_locales/de/messages.json', 'chrome'],
      ['en', '_locales/en/messages.json', 'chrome'],
    ]);
    const result = await runPull({
      root,
      client: api,
      logger: memoryLogger(),
      options: { status: 'approved' },
      dryRun: false,
    });
    expect(result.changedFiles).toEqual(['_locales/pt_BR/messages.json']);
    const written = JSON.parse(await readFile(path.join(root, '_locales/pt_BR/messages.json'), 'utf8'));
    // Chrome refuses a $NAME$ its own file does not define: the source's placeholders come along,
    // and its description, as Crowdin and Transifex export every locale.
    expect(written).toEqual({
      hello: {
        message: 'Olá $NAME$',
        description: 'Greeting',
        placeholders: { name: { content: '$1', example: 'Cira' } },
      },
    });
  });

  it('checks $NAME$ placeholders as Chrome reads them, and Laravel :name ones', async () => {
    // repo/
    //   _locales/en/messages.json   "Hello $NAME$"
    //   _locales/de/messages.json   "Hallo" (lost $NAME$), "Öffne $url$" (the same placeholder as $URL$)
    //   lang/en/auth.php            ":Count items"
    //   lang/de/auth.php            "Einträge" (lost :count)
    root = await makeTree({
      '_locales/en/messages.json': JSON.stringify({
        hello: { message: 'Hello $NAME$' },
        open: { message: 'Open $URL$' },
      }),
      '_locales/de/messages.json': JSON.stringify({
        hello: { message: 'Hallo' },
        open: { message: 'Öffne $url$' },
      }),
      'lang/en/auth.php': php("    'items' => ':Count items',\n"),
      'lang/de/auth.php': php("    'items' => 'Einträge',\n"),
    });
    const { api } = fakeApi({ push: pushed });
    const logger = memoryLogger();
    await runPush({ root, client: api, logger, dryRun: true });
    const warnings = logger.text('warning');
    expect(warnings).toMatch(/hello.*\$NAME\$/);
    expect(warnings).not.toMatch(/open.*\$URL\$/i);
    expect(warnings).toMatch(/items.*:count/);
  });
});
