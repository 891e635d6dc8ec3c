import { describe, expect, it } from 'vitest';
import { getFormat, renderOver } from '../src/index.ts';

// A new entry is written the way the file around it writes its entries: byte-exact before and
// after, over excerpts of real files (project and path named) or realistic ones (labelled so).

describe('new entries in the style of the file', () => {
  it('yaml: every text double-quoted stays so (diaspora, config/locales/diaspora/en.yml)', () => {
    const file =
      'en:\n  settings: "Settings"\n  profile: "Profile"\n  account: "Account"\n  privacy: "Privacy"\n';
    const entries = getFormat('yaml').parse(file);
    entries.set('contacts', 'Contacts');
    expect(renderOver(getFormat('yaml'), entries, 'nested', file)).toBe(`${file}  contacts: "Contacts"\n`);
  });

  it('yaml: a file that writes some texts plain writes new ones plain (rails-i18n, rails/locale/de.yml)', () => {
    const file =
      "de:\n  activerecord:\n    errors:\n      messages:\n        record_invalid: 'Gültigkeitsprüfung ist fehlgeschlagen: %{errors}'\n        restrict_dependent_destroy:\n          has_many: Datensatz kann nicht gelöscht werden, da abhängige %{record} existieren.\n";
    const entries = getFormat('yaml').parse(file);
    entries.set('activerecord.errors.messages.taken', 'ist bereits vergeben');
    expect(renderOver(getFormat('yaml'), entries, 'nested', file)).toBe(
      `${file}        taken: ist bereits vergeben\n`,
    );
  });

  it('strings: `"k"="v";` without spaces (realistic, not from a project)', () => {
    const file = '/* Settings */\n"title"="Einstellungen";\n"done"="Fertig";\n';
    const entries = getFormat('strings').parse(file);
    entries.set('cancel', 'Abbrechen');
    entries.set('done', 'Erledigt');
    expect(renderOver(getFormat('strings'), entries, 'flat', file)).toBe(
      '/* Settings */\n"title"="Einstellungen";\n"done"="Erledigt";\n"cancel"="Abbrechen";\n',
    );
  });

  it('strings: `"k" = "v";` (ice-cubes, IceCubesActionExtension/en.lproj/InfoPlist.strings)', () => {
    const file = '"CFBundleDisplayName" = "Open in Ice Cubes";\n';
    const entries = getFormat('strings').parse(file);
    entries.set('NSHumanReadableCopyright', 'MIT');
    expect(renderOver(getFormat('strings'), entries, 'flat', file)).toBe(
      `${file}"NSHumanReadableCopyright" = "MIT";\n`,
    );
  });

  it('php: `"k"=>"v"` and double quotes; aligned arrows count by their shortest (realistic)', () => {
    const file =
      '<?php\nreturn [\n    "failed"=>"Falsche Daten.",\n    "throttle"=>"Zu viele Versuche.",\n];\n';
    const php = getFormat('php');
    const entries = php.parse(file);
    entries.set('password', 'Falsches $Passwort.');
    expect(renderOver(php, entries, 'nested', file)).toBe(
      '<?php\nreturn [\n    "failed"=>"Falsche Daten.",\n    "throttle"=>"Zu viele Versuche.",\n    "password"=>"Falsches \\$Passwort.",\n];\n',
    );
    const aligned = "<?php\nreturn [\n    'a'    => 'A',\n    'long' => 'L',\n];\n";
    const more = php.parse(aligned);
    more.set('b', 'B');
    expect(renderOver(php, more, 'nested', aligned)).toBe(
      "<?php\nreturn [\n    'a'    => 'A',\n    'long' => 'L',\n    'b' => 'B',\n];\n",
    );
  });

  it('ini: `key=value` without spaces (realistic, not from a project)', () => {
    const file = '[common]\nok=OK\ncancel=Abbrechen\n';
    const ini = getFormat('ini');
    const entries = ini.parse(file);
    entries.set('common.save', 'Speichern');
    expect(renderOver(ini, entries, 'nested', file)).toBe(`${file}save=Speichern\n`);
  });

  it('go-i18n JSON: ` : ` as the file writes it, in a v1 list too (realistic, not from a project)', () => {
    const go = getFormat('go-i18n');
    const v2 = '{\n  "hello" : "Hallo"\n}\n';
    const flat = go.parse(v2);
    flat.set('bye', 'Tschüss');
    expect(renderOver(go, flat, 'flat', v2)).toBe('{\n  "hello" : "Hallo",\n  "bye" : "Tschüss"\n}\n');
    const v1 = '[\n  {\n    "id" : "hello",\n    "translation" : "Hallo"\n  }\n]\n';
    const list = go.parse(v1);
    list.set('bye', 'Tschüss');
    expect(renderOver(go, list, 'flat', v1)).toBe(
      '[\n  {\n    "id" : "hello",\n    "translation" : "Hallo"\n  },\n  {\n    "id" : "bye",\n    "translation" : "Tschüss"\n  }\n]\n',
    );
  });
});
