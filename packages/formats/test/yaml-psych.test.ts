import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { yaml } from '../src/formats/yaml/index.ts';
import { psychStyle } from '../src/formats/yaml/psych-style.ts';

// Mastodon's config/locales/devise.{en,de}.yml (fixtures/SOURCES.md): written by i18n-tasks
// normalize, that is by Psych, with sorted keys, and checked in CI by `i18n-tasks check-normalized`.
const fixture = (name: string) =>
  readFileSync(new URL(`fixtures/mastodon/config/locales/${name}`, import.meta.url), 'utf8');
const EN = fixture('devise.en.yml');
const DE = fixture('devise.de.yml');

describe("YAML written as Psych writes it (Mastodon's i18n-tasks files)", () => {
  it('quotes a text as Psych does: single quotes when it must, double for a leading sign', () => {
    expect(psychStyle('Du bist bereits angemeldet.')).toBe('PLAIN');
    expect(psychStyle('Mastodon: Passwort geändert')).toBe('QUOTE_SINGLE');
    expect(psychStyle('Die E-Mail-Adresse deines Accounts wird geändert zu:')).toBe('QUOTE_SINGLE');
    expect(psychStyle('%{count} Fehler verhinderten, dass %{resource} gespeichert wurde:')).toBe(
      'QUOTE_DOUBLE',
    );
    expect(psychStyle('Bitte lies auch die <a href="%{terms_path}">Regeln</a>.')).toBe('PLAIN');
    expect(psychStyle('½ Stunde')).toBe('QUOTE_DOUBLE');
    expect(psychStyle('yes')).toBe('QUOTE_SINGLE');
    expect(psychStyle('')).toBe('QUOTE_SINGLE');
    expect(psychStyle('n')).toBe('QUOTE_DOUBLE');
    expect(psychStyle('a\tb')).toBe('QUOTE_DOUBLE');
    expect(psychStyle('two\nlines')).toBeUndefined();
  });

  it('adds missing keys in sorted place and in Psych quotes, so the file stays normalised', () => {
    const entries = yaml.parse(DE);
    const without = DE.split('\n')
      .filter((line) => !/^ {8}subject: 'Mastodon: Passwort geändert'$|^ {6}invalid: |^ {8}one: /.test(line))
      .join('\n');
    expect(without).not.toBe(DE);
    expect(yaml.serializeOver?.(entries, without, { structure: 'nested' })).toBe(DE);
  });

  it('writes a changed text in the quotes Psych gives the new text', () => {
    const entries = yaml.parse(DE);
    entries.set('devise.failure.locked', 'Gesperrt: dein Konto');
    entries.set('devise.mailer.password_change.subject', 'Passwort geändert');
    const written = yaml.serializeOver?.(entries, DE, { structure: 'nested' }) as string;
    expect(written).toContain("\n      locked: 'Gesperrt: dein Konto'\n");
    expect(written).toContain('\n        subject: Passwort geändert\n');
  });

  it("writes a deleted locale's file back byte for byte from the source's shape", () => {
    const written = yaml.serialize(yaml.parse(DE), { structure: 'nested', locale: 'de', template: EN });
    expect(written).toBe(DE);
  });

  it("quotes each text of a new file as the source quotes that key's (Discourse, as Crowdin writes)", () => {
    // discourse/discourse-solved@8e777aa0, config/locales/client.en.yml and client.de.yml (lines of each).
    const source =
      'en:\n  js:\n    solutions: "Solutions"\n\n    solved:\n      no_answer:\n        title: Has your question been answered?\n        description: "Highlight the answer and help others by using the solution button below the correct reply."\n';
    const entries = new Map([
      ['js.solutions', 'Lösungen'],
      ['js.solved.no_answer.title', 'Wurde deine Frage beantwortet?'],
      [
        'js.solved.no_answer.description',
        'Hebe die Antwort hervor und hilf anderen, indem du die Lösungsschaltfläche unter der richtigen Antwort verwendest.',
      ],
    ]);
    expect(yaml.serialize(entries, { structure: 'nested', locale: 'de', template: source })).toBe(
      'de:\n  js:\n    solutions: "Lösungen"\n    solved:\n      no_answer:\n        title: Wurde deine Frage beantwortet?\n        description: "Hebe die Antwort hervor und hilf anderen, indem du die Lösungsschaltfläche unter der richtigen Antwort verwendest."\n',
    );
  });

  it('keeps its own choices in a file Psych did not write (no single-quoted text)', () => {
    const plain = 'de:\n  a: Eins\n  b: "%{n} Fehler:"\n';
    const entries = yaml.parse(plain);
    entries.set('c', 'Mastodon: neu');
    expect(yaml.serializeOver?.(entries, plain, { structure: 'nested' })).toBe(
      `${plain}  c: "Mastodon: neu"\n`,
    );
  });

  it("spells a new file's root key as its path spells the locale (Discourse's client.pt_BR.yml: pt_BR)", () => {
    const source = 'en:\n  js:\n    solutions: "Solutions"\n';
    const entries = new Map([['js.solutions', 'Soluções']]);
    const write = (path: string) =>
      yaml.serialize(entries, { structure: 'nested', locale: 'pt-BR', template: source, path });
    expect(write('config/locales/client.pt_BR.yml')).toBe('pt_BR:\n  js:\n    solutions: "Soluções"\n');
    expect(write('config/locales/pt-BR.yml')).toMatch(/^pt-BR:\n/);
    expect(write('locales/pt_BR/messages.yml')).toMatch(/^pt_BR:\n/);
    // A copied English file renamed by a pull takes the same spelling.
    expect(
      yaml.serializeOver?.(entries, source, {
        structure: 'nested',
        locale: 'pt-BR',
        path: 'config/locales/client.pt_BR.yml',
      }),
    ).toBe('pt_BR:\n  js:\n    solutions: "Soluções"\n');
  });
});
