import { describe, expect, it } from 'vitest';
import { goPlaceholders } from '../src/checks/placeholders.ts';
import { syntaxOf } from '../src/formats/go-i18n/read.ts';
import { checkPlaceholders, type FormatWarning, getFormat, LIMITS, renderOver } from '../src/index.ts';
import { captureError } from './helpers.ts';

const goI18n = getFormat('go-i18n');
const parse = (content: string, path?: string) => [
  ...goI18n.parse(content, path === undefined ? {} : { path }),
];

describe('go-i18n: reading', () => {
  it('reads v2 TOML tables: one text is its id, plural forms are id[form]; descriptions and hashes are not texts', () => {
    const toml = `HelloPerson = "Hello {{.Name}}"

[MyUnreadEmails]
description = "The number of unread emails I have"
hash = "sha1-6a65d17f53981a3657db1897630e9cb069053ea8"
one = "I have {{.PluralCount}} unread email."
other = "I have {{.PluralCount}} unread emails."

[more]
other = "More"
`;
    expect(parse(toml)).toEqual([
      ['HelloPerson', 'Hello {{.Name}}'],
      ['MyUnreadEmails[one]', 'I have {{.PluralCount}} unread email.'],
      ['MyUnreadEmails[other]', 'I have {{.PluralCount}} unread emails.'],
      ['more', 'More'],
    ]);
  });

  it('reads v2 JSON and YAML maps, nested maps as dotted ids, as go-i18n does', () => {
    const json =
      '{"hello": "Hi", "menu": {"file": {"description": "d", "other": "File"}}, "n": {"one": "1", "other": "#"}}';
    const expected = [
      ['hello', 'Hi'],
      ['menu.file', 'File'],
      ['n[one]', '1'],
      ['n[other]', '#'],
    ];
    expect(parse(json)).toEqual(expected);
    const yaml =
      'hello: Hi\nmenu:\n  file:\n    description: d\n    other: File\nn:\n  one: "1"\n  other: "#"\n';
    expect(parse(yaml)).toEqual(expected);
  });

  it('reads v1 lists in YAML and JSON, a plural translation as its forms', () => {
    const yaml =
      '- id: prev_page\n  translation: "Prev"\n\n- id: read_time\n  translation:\n    one : "1 min"\n    other: "{{ .Count }} min"\n';
    expect(parse(yaml)).toEqual([
      ['prev_page', 'Prev'],
      ['read_time[one]', '1 min'],
      ['read_time[other]', '{{ .Count }} min'],
    ]);
    expect(parse('[\n  {"id": "a.b", "translation": "Text"}\n]\n')).toEqual([['a.b', 'Text']]);
  });

  it('tells the syntax by extension, else by content', () => {
    expect(syntaxOf('a = "b"', 'i18n/en.yaml')).toBe('yaml');
    expect(syntaxOf('', 'active.de.toml')).toBe('toml');
    expect(syntaxOf('# comment\n[more]\nother = "x"')).toBe('toml');
    expect(syntaxOf('"quoted key" = "x"')).toBe('toml');
    expect(syntaxOf('[\n  {"id": "x"}\n]')).toBe('json');
    expect(syntaxOf('- id: x\n  translation: y')).toBe('yaml');
    expect(syntaxOf('more: x')).toBe('yaml');
  });

  it('refuses what go-i18n refuses, naming the line', () => {
    const mixed = captureError(() => goI18n.parse('[a]\nother = "x"\nfoo = "y"\n'));
    expect(mixed.message).toContain('"foo" sits beside message fields');
    expect(mixed.line).toBe(3);
    expect(captureError(() => goI18n.parse('a = 3\n')).message).toContain('message "a" has a 3 value');
    expect(captureError(() => goI18n.parse('[[a]]\nother = "x"\n')).message).toContain('arrays of tables');
    expect(captureError(() => goI18n.parse('other = "x"\n')).message).toContain('single message');
    expect(captureError(() => goI18n.parse('- translation: x\n')).message).toContain('has no "id"');
    expect(captureError(() => goI18n.parse('a = "x\n')).message).toMatch(/^invalid TOML/);
  });

  it('points a v1 list read as plain YAML or JSON to the go-i18n format', () => {
    for (const [name, content] of [
      ['yaml', '- id: a\n  translation: b\n'],
      ['json', '[{"id": "a", "translation": "b"}]'],
    ] as const) {
      expect(captureError(() => getFormat(name).parse(content)).message).toContain(
        'name its format "go-i18n" in the files entry of .locale/config.json',
      );
    }
  });

  it('keeps the last of two messages with one id, with a warning naming both lines', () => {
    const warnings: FormatWarning[] = [];
    const entries = goI18n.parse('- id: a\n  translation: one\n- id: a\n  translation: two\n', {
      warn: (w) => warnings.push(w),
    });
    expect([...entries]).toEqual([['a', 'two']]);
    expect(warnings[0]?.message).toContain('lines 1 and 3');
  });

  it('holds the depth budget in every syntax', () => {
    const deep = LIMITS.maxDepth + 5;
    expect(
      captureError(() => goI18n.parse(`${'{"a":'.repeat(deep)}"x"${'}'.repeat(deep)}`)).message,
    ).toContain('LIMITS.maxDepth');
    expect(
      captureError(() => goI18n.parse(`a = ${'{ b = '.repeat(deep)}"x"${' }'.repeat(deep)}`)).message,
    ).toMatch('LIMITS.maxDepth');
    const yaml = `${Array.from({ length: deep }, (_, i) => `${'  '.repeat(i)}k${i}:`).join('\n')} x\n`;
    expect(captureError(() => goI18n.parse(yaml, { path: 'x.yaml' })).message).toContain('LIMITS.maxDepth');
  });
});

describe('go-i18n: writing', () => {
  const entries = new Map([
    ['hello', 'Hello {{.Name}}'],
    ['items[one]', 'One item'],
    ['items[other]', '{{.Count}} items'],
    ['other', 'A message named like a field'],
  ]);

  it('writes a new file in the syntax its path names, each read back as written', () => {
    for (const path of ['de.toml', 'de.json', 'de.yaml']) {
      const written = goI18n.serialize(entries, { structure: 'flat', path });
      expect(syntaxOf(written)).toBe(path.split('.')[1]);
      expect([...goI18n.parse(written, { path })]).toEqual([...entries]);
    }
    expect(goI18n.serialize(entries, { structure: 'flat' })).toBe(
      '[hello]\nother = "Hello {{.Name}}"\n\n[items]\none = "One item"\nother = "{{.Count}} items"\n\n[other]\nother = "A message named like a field"\n',
    );
  });

  it('refuses a key that is both a text and a plural message', () => {
    const error = captureError(() =>
      goI18n.serialize(
        new Map([
          ['n', 'x'],
          ['n[one]', 'y'],
        ]),
        { structure: 'flat' },
      ),
    );
    expect(error.message).toContain('both a single text and a plural message');
  });

  it('rewrites only what changed, keeping comments, descriptions, hashes and quoting', () => {
    const existing = `# Greetings
[HelloPerson]
hash = "sha1-5b49"
other = 'Hola {{.Name}}'

[Emails]
description = "Unread emails"
one = "Tengo un correo"
other = "Tengo {{.Count}} correos"
`;
    const next = new Map([
      ['HelloPerson', 'Buenas {{.Name}}'],
      ['Emails[one]', 'Tengo un correo'],
      ['Emails[many]', 'Tengo muchos'],
      ['Emails[other]', 'Tengo {{.Count}} correos'],
      ['new', 'Nuevo'],
    ]);
    expect(renderOver(goI18n, next, 'flat', existing, { path: 'active.es.toml' })).toBe(`# Greetings
[HelloPerson]
hash = "sha1-5b49"
other = 'Buenas {{.Name}}'

[Emails]
description = "Unread emails"
one = "Tengo un correo"
other = "Tengo {{.Count}} correos"
many = 'Tengo muchos'

[new]
other = 'Nuevo'
`);
  });

  it('turns a one-text message into its forms in place, and drops a removed message with its lines', () => {
    const existing =
      '- id: a\n  translation: "A"\n\n- id: b\n  translation: "B"\n\n- id: c\n  translation: "C"\n';
    const next = new Map([
      ['a[one]', 'one A'],
      ['a[other]', 'A'],
      ['c', 'C'],
    ]);
    expect(renderOver(goI18n, next, 'flat', existing, { path: 'en.yaml' })).toBe(
      '- id: a\n  translation:\n    one: "one A"\n    other: "A"\n\n- id: c\n  translation: "C"\n',
    );
  });

  it('adds to a JSON v1 list in its indentation', () => {
    const existing = '[\n    {\n        "id": "a",\n        "translation": "A"\n    }\n]\n';
    const out = renderOver(
      goI18n,
      new Map([
        ['a', 'A'],
        ['b', 'B'],
      ]),
      'flat',
      existing,
      { path: 'de.json' },
    );
    expect(out).toBe(
      '[\n    {\n        "id": "a",\n        "translation": "A"\n    },\n    {\n        "id": "b",\n        "translation": "B"\n    }\n]\n',
    );
  });
});

describe('go-i18n: checks', () => {
  it('knows template actions (spaces aside) and Go verbs, %[1]s included', () => {
    expect(goPlaceholders('{{ .Count }} of {{.Total}}: %s, %[1]d, %.2f, 100%% done')).toEqual([
      '{{.Count}}',
      '{{.Total}}',
      '%s',
      '%[1]d',
      '%.2f',
    ]);
    const source = new Map([
      ['a', '{{.Name}} has %[1]s'],
      ['n[one]', 'one'],
      ['n[other]', '{{.Count}} words'],
    ]);
    const translation = new Map([
      ['a', '{{ .Name }} hat %s'],
      ['n[one]', 'ein Wort'],
      ['n[other]', '{{ .Count }} Wörter'],
    ]);
    expect(checkPlaceholders(source, translation, { format: 'go-i18n', locale: 'de' })).toEqual([
      { key: 'a', placeholder: '%[1]s', kind: 'missing' },
      { key: 'a', placeholder: '%s', kind: 'extra' },
    ]);
  });
});
