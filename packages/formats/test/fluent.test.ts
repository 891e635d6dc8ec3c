import { describe, expect, it } from 'vitest';
import { chromePlaceholders, fluentPlaceholders, laravelPlaceholders } from '../src/checks/placeholders.ts';
import {
  checkPlaceholders,
  comparePlaceholders,
  type FormatWarning,
  formatInfoForExtension,
  getFormat,
  renderOver,
} from '../src/index.ts';
import { captureError, roundTrips } from './helpers.ts';

const fluent = getFormat('fluent');

const file = [
  '# This Source Code Form is subject to the terms of the Mozilla Public License.',
  '',
  '## Dialogs',
  '',
  '# The user name is { $name }',
  'hello = Hello, {$name}!',
  '    .title = Greeting',
  'login-input =',
  '    .placeholder = email@example.com',
  '    .aria-label = Login input',
  '-brand-name = Firefox',
  '    .gender = masculine',
  'multi =',
  '    First line',
  '      indented second',
  'emails = { $count ->',
  '    [one] One new email',
  '   *[other] { $count } new emails',
  '}',
  '',
].join('\n');

describe('fluent', () => {
  it('reads messages, attributes, terms and selectors, with the selectors whole in the text', () => {
    expect(formatInfoForExtension('.ftl')?.name).toBe('fluent');
    expect([...fluent.parse(file)]).toEqual([
      ['hello', 'Hello, { $name }!'],
      ['hello.title', 'Greeting'],
      ['login-input.placeholder', 'email@example.com'],
      ['login-input.aria-label', 'Login input'],
      ['-brand-name', 'Firefox'],
      ['-brand-name.gender', 'masculine'],
      ['multi', 'First line\n  indented second'],
      ['emails', '{ $count ->\n    [one] One new email\n   *[other] { $count } new emails\n}'],
    ]);
  });

  it('writes the same bytes back, and an edit rewrites only that entry', () => {
    const entries = fluent.parse(file);
    expect(renderOver(fluent, entries, 'flat', file)).toBe(file);
    const edited = new Map(entries)
      .set('hello.title', 'Begrüßung')
      .set('emails', '{ $count ->\n    [one] Eine neue E-Mail\n   *[other] { $count } neue E-Mails\n}');
    const out = renderOver(fluent, edited, 'flat', file);
    expect(out).toBe(
      file
        .replace('.title = Greeting', '.title = Begrüßung')
        .replace(
          'emails = { $count ->\n    [one] One new email\n   *[other] { $count } new emails\n}',
          'emails =\n    { $count ->\n        [one] Eine neue E-Mail\n       *[other] { $count } neue E-Mails\n    }',
        ),
    );
    expect([...fluent.parse(out)]).toEqual([...edited]);
  });

  it('drops removed keys with their lines, adds attributes to their message and new messages at the end', () => {
    const entries = fluent.parse(file);
    entries.delete('login-input.aria-label');
    entries.delete('hello');
    entries.delete('hello.title');
    entries.set('multi.title', 'Two lines');
    entries.set('new-one', 'Brand { -brand-name }');
    const out = renderOver(fluent, entries, 'flat', file);
    expect(out).not.toContain('hello');
    expect(out).not.toContain('The user name');
    expect(out).toContain('## Dialogs');
    expect(out).toContain('login-input =\n    .placeholder = email@example.com\n-brand-name');
    expect(out).toContain('      indented second\n    .title = Two lines\nemails');
    expect(out.endsWith('}\nnew-one = Brand { -brand-name }\n')).toBe(true);
    expect(Object.fromEntries(fluent.parse(out))).toEqual(Object.fromEntries(entries));
  });

  it('round-trips texts written from nothing', () => {
    roundTrips(
      fluent,
      new Map([
        ['a', 'Plain'],
        ['a.attr', 'An attribute'],
        ['b', 'Two\nlines'],
        ['-term', 'Term'],
        ['c', '{ $n ->\n    [one] one\n   *[other] { $n } many\n}'],
        ['d', '{ "{" } literal brace'],
      ]),
    );
  });

  it('skips what Fluent cannot read with a warning naming the line, and keeps it as written', () => {
    const broken = 'ok = fine\nbad = {\nnext = also fine\n';
    const warnings: FormatWarning[] = [];
    expect([...fluent.parse(broken, { warn: (w) => warnings.push(w) })]).toEqual([
      ['ok', 'fine'],
      ['next', 'also fine'],
    ]);
    expect(warnings).toMatchObject([{ line: 2 }]);
    expect(warnings[0]?.message).toContain('line 2 is not valid Fluent');
    const out = renderOver(
      fluent,
      new Map([
        ['ok', 'good'],
        ['next', 'also fine'],
      ]),
      'flat',
      broken,
    );
    expect(out).toBe('ok = good\nbad = {\nnext = also fine\n');
  });

  it('reads the first of a name defined twice, and refuses a key Fluent cannot name and a text that is not a pattern', () => {
    const warnings: FormatWarning[] = [];
    const twice = 'a = 1\nb = 2\na = 3\n';
    expect([...fluent.parse(twice, { warn: (w) => warnings.push(w) })]).toEqual([
      ['a', '1'],
      ['b', '2'],
    ]);
    expect(warnings[0]?.message).toContain('"a" is defined twice (lines 1 and 3); the first is read');
    expect(
      renderOver(
        fluent,
        new Map([
          ['a', 'one'],
          ['b', '2'],
        ]),
        'flat',
        twice,
      ),
    ).toBe('a = one\nb = 2\na = 3\n');
    expect(
      captureError(() => fluent.serialize(new Map([['has space', 'x']]), { structure: 'flat' })).message,
    ).toContain('key "has space" is not a Fluent name');
    const error = captureError(() =>
      fluent.serialize(new Map([['a', 'open { brace']]), { structure: 'flat' }),
    );
    expect(error.message).toContain('the text of "a" is not a Fluent pattern');
    expect(error.key).toBe('a');
    // Only a line after the first may not start with ".", "[" or "*" (it would be an attribute).
    const attribute = captureError(() =>
      fluent.serialize(new Map([['a', 'first\n.second']]), { structure: 'flat' }),
    );
    expect(attribute.message).toContain('the text of "a" is not a Fluent pattern');
  });

  it('writes a text starting with ".", "[" or "*" inline, as the serializer does (Anki\'s "...")', () => {
    // Anki's core/tl/actions.ftl: `actions-with-ellipsis = ...`; a line of its own would be an attribute.
    const source = 'actions-with-ellipsis = ...\nbeta = [beta] Sync\nstar = *important\n';
    const entries = fluent.parse(source);
    expect([...entries]).toEqual([
      ['actions-with-ellipsis', '...'],
      ['beta', '[beta] Sync'],
      ['star', '*important'],
    ]);
    expect(fluent.serialize(entries, { structure: 'flat' })).toBe(source);
    expect(
      renderOver(fluent, new Map([['actions-with-ellipsis', '.. .']]), 'flat', 'actions-with-ellipsis = x\n'),
    ).toBe('actions-with-ellipsis = .. .\n');
  });
});

describe('a new Fluent file', () => {
  it("is made from the source file in the serializer's spelling, as Pontoon and Crowdin write it (Anki)", () => {
    // ankitects/anki-core-i18n@571f3f13: core/templates/sync.ftl (shortened) and what Pontoon wrote
    // for de: no blank line between messages, one before a comment, a pattern's blank line indented,
    // the untranslated message (sync-clock-off) left out with its comment.
    const source = [
      '### Sync',
      '',
      'sync-wrong-pass = Email or password was incorrect.',
      'sync-conflict =',
      '    Your decks differ.',
      '',
      '    Choose one.',
      '',
      '## Labels',
      '',
      'sync-password-label = Password:',
      '',
      '# Shown when the clock is wrong',
      'sync-clock-off = Unable to sync.',
      '',
    ].join('\n');
    const entries = new Map([
      ['sync-wrong-pass', 'E-Mail oder Passwort falsch.'],
      ['sync-conflict', 'Deine Stapel unterscheiden sich.\n\nWähle einen.'],
      ['sync-password-label', 'Passwort:'],
    ]);
    expect(fluent.needsTemplate).toBe(true);
    expect(fluent.serialize(entries, { structure: 'flat', template: source })).toBe(
      [
        '### Sync',
        '',
        'sync-wrong-pass = E-Mail oder Passwort falsch.',
        'sync-conflict =',
        '    Deine Stapel unterscheiden sich.',
        '    ',
        '    Wähle einen.',
        '',
        '## Labels',
        '',
        'sync-password-label = Passwort:',
        '',
      ].join('\n'),
    );
  });
});

describe('Fluent, Laravel and Chrome placeholders', () => {
  it('compares Fluent variables and term references, whatever the spacing, selectors included', () => {
    expect(fluentPlaceholders('Hi {$name}, { -brand } { $n -> [one] x *[other] { $n } }')).toEqual([
      '{ $name }',
      '{ -brand }',
      '{ $n }',
      '{ $n }',
    ]);
    expect(fluentPlaceholders('costs $5 - or { "{" }')).toEqual([]);
    expect(comparePlaceholders('Hello { $name }', 'Hallo {$name}', { format: 'fluent' })).toEqual([]);
    expect(comparePlaceholders('Hello { $name }', 'Hallo { $nom }', { format: 'fluent' })).toEqual([
      { placeholder: '{ $name }', kind: 'missing' },
      { placeholder: '{ $nom }', kind: 'extra' },
    ]);
    const source = new Map([['a', 'About { -brand } ({ $version })']]);
    expect(checkPlaceholders(source, new Map([['a', 'Über { -brand }']]), { format: 'fluent' })).toEqual([
      { key: 'a', placeholder: '{ $version }', kind: 'missing' },
    ]);
  });

  it('reads Laravel :name in any case and Chrome $NAME$ and $1', () => {
    expect(laravelPlaceholders(':Attribute must be at least :min at 10:30')).toEqual([':attribute', ':min']);
    expect(comparePlaceholders('The :attribute field', 'Le champ :Attribute', { format: 'php' })).toEqual([]);
    expect(chromePlaceholders('Open $URL$ in $1, costs $$5')).toEqual(['$URL$', '$1']);
    expect(comparePlaceholders('Open $url$', 'Öffne $URL$', { format: 'chrome' })).toEqual([]);
  });
});
