import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PullResponse } from '@locale-sync/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { runPull } from '../src/pull/run.ts';
import { fakeApi } from './fake-api.ts';
import { makeTree, memoryLogger, removeTree } from './helpers.ts';

let root: string | undefined;
afterEach(async () => {
  if (root) await removeTree(root);
  root = undefined;
});

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../formats/test/fixtures');

/** A pull answer holding one file of `format`, rendered as the server renders it (flat JSON works for every format the sync reads). */
function answer(locale: string, texts: Record<string, string>, resource?: string): PullResponse {
  return {
    sourceLocale: 'en',
    files: [
      {
        locale,
        format: 'json',
        content: `${JSON.stringify(texts, null, 2)}\n`,
        keys: Object.keys(texts).length,
        ...(resource !== undefined && { resource }),
      },
    ],
    ...(resource !== undefined && { resources: [{ resource, sourceKeys: 1, obsoleteKeys: [] }] }),
  };
}

async function pull(response: PullResponse): Promise<string> {
  const { api } = fakeApi({ pull: response });
  const logger = memoryLogger();
  await runPull({
    root: root as string,
    client: api,
    logger,
    options: { status: 'approved' },
    dryRun: false,
  });
  return logger.text();
}

// A new locale's file is written in the style of the source file and its siblings, not in the
// format's default style.
describe('a new file follows its siblings', () => {
  it("go-i18n: a Hugo theme's v1 list of id/translation items stays a list (PaperMod)", async () => {
    // repo/
    //   .locale/config.json   {"files": [{"source": "i18n/{locale}.yaml", "format": "go-i18n"}]}
    //   i18n/en.yaml, i18n/de.yaml   PaperMod's, v1 lists
    const fixture = (locale: string) =>
      readFile(path.join(fixtures, `hugo-papermod/i18n/${locale}.yaml`), 'utf8');
    root = await makeTree({
      '.locale/config.json': JSON.stringify({
        sourceLocale: 'en',
        files: [{ source: 'i18n/{locale}.yaml', format: 'go-i18n' }],
      }),
      'i18n/en.yaml': await fixture('en'),
      'i18n/de.yaml': await fixture('de'),
    });
    await pull(
      answer('it', {
        prev_page: 'Precedente',
        'read_time[one]': '1 min',
        'read_time[other]': '{{ .Count }} min',
      }),
    );
    const written = await readFile(path.join(root, 'i18n/it.yaml'), 'utf8');
    expect(written).toBe(
      '- id: prev_page\n  translation: "Precedente"\n\n- id: read_time\n  translation:\n    one : "1 min"\n    other: "{{ .Count }} min"\n',
    );
  });

  it("json: the keys are sorted where every translation's are and the source's are not (Matomo)", async () => {
    // repo/
    //   plugins/DBStats/lang/en.json, de.json, fr.json   Matomo's (fixtures/matomo): en.json in its
    //   developers' order, its translations sorted by its tool; it.json deleted
    const fixture = (locale: string) =>
      readFile(path.join(fixtures, `matomo/plugins/DBStats/lang/${locale}.json`), 'utf8');
    root = await makeTree({
      'plugins/DBStats/lang/en.json': await fixture('en'),
      'plugins/DBStats/lang/de.json': await fixture('de'),
      'plugins/DBStats/lang/fr.json': await fixture('fr'),
    });
    const it = JSON.parse(await fixture('it')) as { DBStats: Record<string, string> };
    // The service answers in the source's order.
    const source = JSON.parse(await fixture('en')) as { DBStats: Record<string, string> };
    const texts = Object.fromEntries(
      Object.keys(source.DBStats).map((name) => [`DBStats.${name}`, it.DBStats[name] as string]),
    );
    await pull(answer('it', texts));
    expect(await readFile(path.join(root, 'plugins/DBStats/lang/it.json'), 'utf8')).toBe(await fixture('it'));
  });

  it('properties: the keys are sorted where every translation is, the header and comments kept', async () => {
    root = await makeTree({
      '.locale/config.json': JSON.stringify({
        sourceLocale: 'en',
        files: [{ source: 'messages/messages_{locale_}.properties' }],
      }),
      'messages/messages_en.properties':
        '# Messages\n\n# the page title\ntitle=Title\nback=Back\nnext=Next\n',
      'messages/messages_de.properties': '# Messages\n\nback=Zur\u00FCck\nnext=Weiter\ntitle=Titel\n',
      'messages/messages_fr.properties': '# Messages\n\nback=Retour\nnext=Suivant\ntitle=Titre\n',
    });
    await pull(answer('it', { title: 'Titolo', back: 'Indietro', next: 'Avanti' }));
    expect(await readFile(path.join(root, 'messages/messages_it.properties'), 'utf8')).toBe(
      '# Messages\n\nback=Indietro\nnext=Avanti\n# the page title\ntitle=Titolo\n',
    );
    // Translations in the source's order: the source's order.
    await removeTree(root);
    root = await makeTree({
      '.locale/config.json': JSON.stringify({
        sourceLocale: 'en',
        files: [{ source: 'messages/messages_{locale_}.properties' }],
      }),
      'messages/messages_en.properties': 'title=Title\nback=Back\n',
      'messages/messages_de.properties': 'title=Titel\nback=Zur\u00FCck\n',
    });
    await pull(answer('it', { title: 'Titolo', back: 'Indietro' }));
    expect(await readFile(path.join(root, 'messages/messages_it.properties'), 'utf8')).toBe(
      'title=Titolo\nback=Indietro\n',
    );
  });

  it('properties: non-ASCII text is escaped as \\uXXXX when the translations escape it (Keycloak)', async () => {
    // repo/
    //   messages/messages_en.properties   ASCII only: it cannot show the escaping
    //   messages/messages_de.properties   escapes ü as \u00FC
    root = await makeTree({
      '.locale/config.json': JSON.stringify({
        sourceLocale: 'en',
        files: [{ source: 'messages/messages_{locale_}.properties' }],
      }),
      'messages/messages_en.properties':
        '# Login page\nloginTitle=Sign in to {0}\nbackToLogin=&laquo; Back to Login\n',
      'messages/messages_de.properties':
        '# Login page\nloginTitle=Anmelden bei {0}\nbackToLogin=\\u00AB Zur\\u00FCck zur Anmeldung\n',
    });
    await pull(answer('fr', { loginTitle: 'Se connecter à {0}', backToLogin: '« Retour à la connexion' }));
    expect(await readFile(path.join(root, 'messages/messages_fr.properties'), 'utf8')).toBe(
      '# Login page\nloginTitle=Se connecter \\u00E0 {0}\nbackToLogin=\\u00AB Retour \\u00E0 la connexion\n',
    );
  });

  it('properties: raw UTF-8 stays raw when the translations write it so', async () => {
    root = await makeTree({
      '.locale/config.json': JSON.stringify({
        sourceLocale: 'en',
        files: [{ source: 'messages/messages_{locale_}.properties' }],
      }),
      'messages/messages_en.properties': 'loginTitle=Sign in to {0}\n',
      'messages/messages_de.properties': 'loginTitle=Anmelden für {0}\n',
    });
    await pull(answer('fr', { loginTitle: 'Se connecter à {0}' }));
    expect(await readFile(path.join(root, 'messages/messages_fr.properties'), 'utf8')).toBe(
      'loginTitle=Se connecter à {0}\n',
    );
  });

  it("JSON: non-ASCII text is escaped when the translations escape it (Python's json.dump)", async () => {
    root = await makeTree({
      'locales/en.json': '{\n    "back": "Back",\n    "title": "Sign in"\n}\n',
      'locales/de.json': '{\n    "back": "Zur\\u00fcck",\n    "title": "Anmelden"\n}\n',
    });
    await pull(answer('fr', { back: 'Retour à la page', title: 'Se connecter' }));
    expect(await readFile(path.join(root, 'locales/fr.json'), 'utf8')).toBe(
      '{\n    "back": "Retour \\u00e0 la page",\n    "title": "Se connecter"\n}\n',
    );
  });

  it('JSON: a translation in ASCII alone says nothing of escaping; the next one that shows it is followed (Pixelfed)', async () => {
    // pixelfed/pixelfed@8aae92d7: public/_lang/ written by PHP's json_encode; af.json's Afrikaans is
    // ASCII, ar.json escapes every Arabic letter. A deleted pt.json came back with raw UTF-8.
    root = await makeTree({
      'public/_lang/en.json': '{\n    "common": {\n        "comments": "Comments"\n    }\n}\n',
      'public/_lang/af.json': '{\n    "common": {\n        "comments": "Kommentaar"\n    }\n}\n',
      'public/_lang/ar.json':
        '{\n    "common": {\n        "comments": "\\u062a\\u064e\\u0639\\u0644\\u064a\\u0642\\u0627\\u062a"\n    }\n}\n',
    });
    await pull(answer('pt', { 'common.comments': 'Comentários' }));
    expect(await readFile(path.join(root, 'public/_lang/pt.json'), 'utf8')).toBe(
      '{\n    "common": {\n        "comments": "Coment\\u00e1rios"\n    }\n}\n',
    );
  });

  it("Laravel: a deleted group comes back with the source's header comment, comments and alignment", async () => {
    // repo/
    //   lang/en/validation.php   Laravel's own: a header comment, `=>` aligned, a nested group
    //   lang/de/validation.php   (lang/fr/validation.php was deleted)
    const source =
      "<?php\n\nreturn [\n\n    /*\n    |--------------------------------------------------------------------------\n    | Validation Language Lines\n    |--------------------------------------------------------------------------\n    */\n\n    'accepted'        => 'The :attribute field must be accepted.',\n    'active_url'      => 'The :attribute field must be a valid URL.',\n    'between'         => [\n        'numeric' => 'The :attribute field must be between :min and :max.',\n        'string'  => 'The :attribute field must be between :min and :max characters.',\n    ],\n\n];\n";
    root = await makeTree({
      '.locale/config.json': JSON.stringify({
        sourceLocale: 'en',
        files: [{ source: 'lang/{locale}/*.php' }],
      }),
      'lang/en/validation.php': source,
      'lang/de/validation.php': source.replace('must be accepted', 'muss akzeptiert werden'),
    });
    await pull(
      answer('fr', {
        accepted: 'Le champ :attribute doit être accepté.',
        'between.numeric': 'La valeur de :attribute doit être comprise entre :min et :max.',
      }),
    );
    expect(await readFile(path.join(root, 'lang/fr/validation.php'), 'utf8')).toBe(
      "<?php\n\nreturn [\n\n    /*\n    |--------------------------------------------------------------------------\n    | Validation Language Lines\n    |--------------------------------------------------------------------------\n    */\n\n    'accepted'        => 'Le champ :attribute doit être accepté.',\n    'between'         => [\n        'numeric' => 'La valeur de :attribute doit être comprise entre :min et :max.',\n    ],\n\n];\n",
    );
  });
});

const jabref = path.resolve(fixtures, '../../../../../shared/corpus/jabref/jablib/src/main/resources/l10n');

describe.runIf(existsSync(jabref))("JabRef's real bundles, which write non-ASCII text raw", () => {
  it('a deleted JabRef_fr.properties comes back with raw UTF-8, as its source and siblings have it', async () => {
    const read = (locale: string) => readFile(path.join(jabref, `JabRef_${locale}.properties`), 'utf8');
    const [en, de, fr] = await Promise.all(['en', 'de', 'fr'].map(read));
    root = await makeTree({
      '.locale/config.json': JSON.stringify({
        sourceLocale: 'en',
        files: [{ source: 'l10n/JabRef_{locale_}.properties' }],
      }),
      'l10n/JabRef_en.properties': en as string,
      'l10n/JabRef_de.properties': de as string,
    });
    const { loadFormats, getFormat } = await import('@locale-sync/formats/core');
    await loadFormats(['properties']);
    const texts = Object.fromEntries(getFormat('properties').parse(fr as string));
    await pull(answer('fr', texts));
    const written = await readFile(path.join(root, 'l10n/JabRef_fr.properties'), 'utf8');
    expect(written).not.toMatch(/\\u00[89A-Fa-f]/);
    expect(getFormat('properties').parse(written)).toEqual(getFormat('properties').parse(fr as string));
  });
});

const corpus = path.resolve(fixtures, '../../../../../shared/corpus');
const openpgp = path.join(corpus, 'thunderbird-android/plugins/openpgp-api-lib/openpgp-api/src/main/res');

// A new file written from its source file takes the spacing (indentation, final newline) and the
// spelling (a PHP array's `array()`) its sibling translations share, where they differ from the
// source's: the tool that wrote the translations writes the next one so, and a reviewer expects that.
describe('a new file written from its source takes what its siblings share', () => {
  it.runIf(existsSync(openpgp))(
    "Android: Thunderbird's openpgp-api translations end with a newline, its source does not",
    async () => {
      // repo/res/values/strings.xml          no final newline
      //     res/values-{de,fr,ru}/strings.xml  Weblate's, each ending with one, each declared
      //                                        <?xml version='1.0' encoding='UTF-8'?>
      const read = (folder: string) => readFile(path.join(openpgp, folder, 'strings.xml'), 'utf8');
      root = await makeTree({
        'res/values/strings.xml': await read('values'),
        'res/values-de/strings.xml': await read('values-de'),
        'res/values-fr/strings.xml': await read('values-fr'),
        'res/values-ru/strings.xml': await read('values-ru'),
      });
      await pull(
        answer('it', { openpgp_list_preference_none: 'Nessuno', openpgp_key_selected: 'Chiave selezionata' }),
      );
      expect(await readFile(path.join(root, 'res/values-it/strings.xml'), 'utf8')).toBe(
        '<?xml version=\'1.0\' encoding=\'UTF-8\'?>\n<resources>\n\n    <string name="openpgp_list_preference_none">Nessuno</string>\n    <string name="openpgp_key_selected">Chiave selezionata</string>\n</resources>\n',
      );
    },
  );

  it("Android: the indentation the translations share (four spaces), not the source's two", async () => {
    root = await makeTree({
      'res/values/strings.xml':
        '<?xml version="1.0" encoding="utf-8"?>\n<resources>\n  <string name="a">A</string>\n  <string name="b">B</string>\n</resources>\n',
      'res/values-de/strings.xml':
        '<?xml version="1.0" encoding="utf-8"?>\n<resources>\n    <string name="a">Ad</string>\n</resources>\n',
      'res/values-it/strings.xml':
        '<?xml version="1.0" encoding="utf-8"?>\n<resources>\n    <string name="b">Bi</string>\n</resources>\n',
    });
    await pull(answer('fr', { a: 'Af', b: 'Bf' }));
    expect(await readFile(path.join(root, 'res/values-fr/strings.xml'), 'utf8')).toBe(
      '<?xml version="1.0" encoding="utf-8"?>\n<resources>\n    <string name="a">Af</string>\n    <string name="b">Bf</string>\n</resources>\n',
    );
  });

  it("PHP: FreshRSS's translations say `array(` with tabs; a new one does too, whatever the source says", async () => {
    // repo/app/i18n/en/gen.php        `[` and four spaces (a source moved to the short syntax)
    //     app/i18n/{de,fr}/gen.php    FreshRSS's own: `return array(`, indented with tabs
    const header = '<?php\n\n/* When there is no comment, it means the entry is fully translated. */\n\n';
    root = await makeTree({
      '.locale/config.json': JSON.stringify({
        sourceLocale: 'en',
        files: [{ source: 'app/i18n/{locale}/*.php' }],
      }),
      'app/i18n/en/gen.php': `${header}return [\n    'action' => [\n        'add' => 'Add',\n        'back' => '← Go back',\n    ],\n];\n`,
      'app/i18n/de/gen.php': `${header}return array(\n\t'action' => array(\n\t\t'add' => 'Hinzufügen',\n\t\t'back' => '← Zurück',\n\t),\n);\n`,
      'app/i18n/fr/gen.php': `${header}return array(\n\t'action' => array(\n\t\t'add' => 'Ajouter',\n\t),\n);\n`,
    });
    await pull(answer('fi', { 'action.add': 'Lisää', 'action.back': '← Takaisin' }));
    expect(await readFile(path.join(root, 'app/i18n/fi/gen.php'), 'utf8')).toBe(
      `${header}return array(\n\t'action' => array(\n\t\t'add' => 'Lisää',\n\t\t'back' => '← Takaisin',\n\t),\n);\n`,
    );
  });

  it('PHP: translations that disagree say nothing; the source is followed', async () => {
    root = await makeTree({
      '.locale/config.json': JSON.stringify({
        sourceLocale: 'en',
        files: [{ source: 'lang/{locale}/*.php' }],
      }),
      'lang/en/app.php': "<?php\n\nreturn [\n    'a' => 'A',\n];\n",
      'lang/de/app.php': "<?php\n\nreturn array(\n\t'a' => 'Ad',\n);\n",
      'lang/it/app.php': "<?php\n\nreturn [\n\t'a' => 'Ai',\n];\n",
    });
    await pull(answer('fr', { a: 'Af' }));
    expect(await readFile(path.join(root, 'lang/fr/app.php'), 'utf8')).toBe(
      "<?php\n\nreturn [\n    'a' => 'Af',\n];\n",
    );
  });
});

/** An Xcode-made `.stringsdict`: one message whose format key holds text around its variable. */
function deleteFiles(format: string, one: string, other: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
\t<key>delete_files</key>
\t<dict>
\t\t<key>NSStringLocalizedFormatKey</key>
\t\t<string>${format}</string>
\t\t<key>files_count</key>
\t\t<dict>
\t\t\t<key>NSStringFormatSpecTypeKey</key>
\t\t\t<string>NSStringPluralRuleType</string>
\t\t\t<key>NSStringFormatValueTypeKey</key>
\t\t\t<string>d</string>
\t\t\t<key>one</key>
\t\t\t<string>${one}</string>
\t\t\t<key>other</key>
\t\t\t<string>${other}</string>
\t\t</dict>
\t</dict>
</dict>
</plist>
`;
}

describe('a new .stringsdict is written from the source, as Xcode makes one', () => {
  it("keeps the source's format key when only the plural forms were pulled", async () => {
    // repo/App/en.lproj/Localizable.{strings,stringsdict}   the development language
    //     App/de.lproj/Localizable.{strings,stringsdict}   (fr.lproj is new)
    root = await makeTree({
      'App/en.lproj/Localizable.strings': '"title" = "Files";\n',
      'App/en.lproj/Localizable.stringsdict': deleteFiles('Delete %#@files_count@?', '%d file', '%d files'),
      'App/de.lproj/Localizable.strings': '"title" = "Dateien";\n',
      'App/de.lproj/Localizable.stringsdict': deleteFiles(
        '%#@files_count@ löschen?',
        '%d Datei',
        '%d Dateien',
      ),
    });
    await pull(
      answer(
        'fr',
        {
          'delete_files[@files_count][one]': '%d fichier',
          'delete_files[@files_count][other]': '%d fichiers',
        },
        'App/en.lproj/Localizable.stringsdict',
      ),
    );
    // An empty NSStringLocalizedFormatKey would show nothing: the source's stands, as in Xcode's copy.
    expect(await readFile(path.join(root, 'App/fr.lproj/Localizable.stringsdict'), 'utf8')).toBe(
      deleteFiles('Delete %#@files_count@?', '%d fichier', '%d fichiers'),
    );
  });
});
