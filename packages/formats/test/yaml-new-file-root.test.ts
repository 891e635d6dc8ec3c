// A new YAML file is written under a locale root key only where its source file has one: Symfony's
// domains (fixtures/SOURCES.md, wallabag's `translations/CraueConfigBundle.<locale>.yml`) have none,
// Rails' `config/locales/en.yml` has `en:`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { getFormat, loadFormats, renderOver } from '../src/index.ts';

await loadFormats(['yaml']);
const fixtures = path.resolve(fileURLToPath(import.meta.url), '..', 'fixtures', 'wallabag');
const read = (name: string) => readFileSync(path.join(fixtures, name), 'utf8');
const yaml = getFormat('yaml');

describe('the locale root key of a new YAML file', () => {
  const source = read('CraueConfigBundle.en.yml');
  const de = read('CraueConfigBundle.de.yml');

  it("is left out where the source has none (wallabag's Symfony domain, recreated as it was)", () => {
    const out = renderOver(yaml, yaml.parse(de), 'nested', undefined, {
      locale: 'de',
      path: 'translations/CraueConfigBundle.de.yml',
      template: source,
    });
    expect(out).toBe(de);
  });

  it('is written where the source has one (Rails), spelled as the path spells the locale', () => {
    const out = renderOver(yaml, new Map([['greeting', 'Hallo']]), 'nested', undefined, {
      locale: 'pt-BR',
      path: 'config/locales/pt_BR.yml',
      template: 'en:\n  greeting: Hello\n',
    });
    expect(out).toBe('pt_BR:\n  greeting: Hallo\n');
  });
});
