import { describe, expect, it } from 'vitest';
import { yaml } from '../src/formats/yaml/index.ts';

// Symfony's YAML catalogs key messages by their English sentence, dots and all, and its
// documentation mixes such keys with nested ones. The first two lines are byte for byte from
// kimai/kimai translations/validators.de.yaml (commit b56382ec982782f878311428e524f7ec0fb25505);
// the nested `user:` mapping is added, as Symfony's translation docs write one.
const DE =
  "'A PHP extension caused the upload to fail.': 'Eine PHP-Erweiterung verhinderte den Upload.'\n" +
  "'An empty file is not allowed.': 'Eine leere Datei ist nicht erlaubt.'\n" +
  'user:\n' +
  '    login: Anmelden\n';
const EN =
  "'A PHP extension caused the upload to fail.': 'A PHP extension caused the upload to fail.'\n" +
  "'An empty file is not allowed.': 'An empty file is not allowed.'\n" +
  'user:\n' +
  '    login: Log in\n';

describe('YAML whose nested file has names holding dots (Symfony sentence keys)', () => {
  it('edits the file in place by its own mappings: a sentence stays one name', () => {
    const entries = yaml.parse(DE);
    expect(entries.get('An empty file is not allowed.')).toBe('Eine leere Datei ist nicht erlaubt.');
    expect(yaml.detectStyle(DE).structure).toBe('nested');
    entries.set('An empty file is not allowed.', 'Leere Dateien sind nicht erlaubt.');
    entries.set('No file was uploaded.', 'Es wurde keine Datei hochgeladen.');
    entries.set('user.logout', 'Abmelden');
    const written = yaml.serializeOver?.(entries, DE, { structure: 'nested' }) as string;
    expect(written).toBe(
      "'A PHP extension caused the upload to fail.': 'Eine PHP-Erweiterung verhinderte den Upload.'\n" +
        "'An empty file is not allowed.': 'Leere Dateien sind nicht erlaubt.'\n" +
        'user:\n' +
        '    login: Anmelden\n' +
        '    logout: Abmelden\n' +
        'No file was uploaded.: Es wurde keine Datei hochgeladen.\n',
    );
    expect(yaml.parse(written)).toEqual(entries);
    expect(yaml.serializeOver?.(yaml.parse(DE), DE, { structure: 'nested' })).toBe(DE);
  });

  it('writes a new locale with the names of its source file, never splitting a sentence at its dots', () => {
    const entries = new Map([
      ['An empty file is not allowed.', 'Un fichier vide n’est pas autorisé.'],
      ['user.login', 'Connexion'],
    ]);
    const written = yaml.serialize(entries, { structure: 'nested', template: EN });
    expect(yaml.parse(written)).toEqual(entries);
    // The text takes its source's single quotes, as kimai's own validators.de.yaml has them.
    expect(written).toBe(
      "An empty file is not allowed.: 'Un fichier vide n’est pas autorisé.'\nuser:\n  login: Connexion\n",
    );
  });
});
