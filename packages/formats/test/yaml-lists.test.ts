import { describe, expect, it } from 'vitest';
import { type FormatWarning, getFormat, renderOver } from '../src/index.ts';

const yaml = getFormat('yaml');

const rails = `---
en:
  date:
    abbr_month_names:
    -
    - Jan
    - Feb
    day_names: [Sunday, 'Monday', "Tuesday"]
    order:
    - :year
    - :month
    - :day
  number:
    format:
      precision: 3
      strip_insignificant_zeros: false
      unit: ~
      delimiter: ","
`;

describe('yaml lists', () => {
  it('reads each text item of a list, block or flow, as key[index]; nils, numbers and symbols are not entries', () => {
    expect([...yaml.parse(rails)]).toEqual([
      ['date.abbr_month_names[1]', 'Jan'],
      ['date.abbr_month_names[2]', 'Feb'],
      ['date.day_names[0]', 'Sunday'],
      ['date.day_names[1]', 'Monday'],
      ['date.day_names[2]', 'Tuesday'],
      ['number.format.delimiter', ','],
    ]);
  });

  it('reads lists of mappings and of lists as nested keys', () => {
    const content = 'a:\n- b: x\n  c: [y, 2, {d: z}]\n- - p\n  - q\n';
    expect([...yaml.parse(content)]).toEqual([
      ['a[0].b', 'x'],
      ['a[0].c[0]', 'y'],
      ['a[0].c[2].d', 'z'],
      ['a[1][0]', 'p'],
      ['a[1][1]', 'q'],
    ]);
    expect(renderOver(yaml, yaml.parse(content), 'nested', content)).toBe(content);
  });

  it('writes x[0], x[1] as a YAML list in a new file, a missing index as ~', () => {
    const entries = new Map([
      ['date.day_names[0]', 'Sonntag'],
      ['date.day_names[2]', 'Dienstag'],
      ['list[0].name', 'yes'],
      ['list[0].more[0]', 'a: b'],
      ['title', 'Hallo'],
    ]);
    const out = yaml.serialize(entries, { structure: 'nested', locale: 'de' });
    expect(out).toBe(
      'de:\n  date:\n    day_names:\n    - Sonntag\n    - ~\n    - Dienstag\n  list:\n  - name: "yes"\n    more:\n    - "a: b"\n  title: Hallo\n',
    );
    expect([...yaml.parse(out)]).toEqual([...entries]);
  });

  it('changes only the texts that changed, keeping flow style, quoting, nils and symbols', () => {
    const entries = new Map(yaml.parse(rails));
    entries.set('date.abbr_month_names[2]', 'Feb.');
    entries.set('date.day_names[1]', 'Montag');
    entries.set('number.format.delimiter', '.');
    const out = renderOver(yaml, entries, 'nested', rails);
    expect(out).toBe(
      rails
        .replace('- Feb', '- Feb.')
        .replace("'Monday'", "'Montag'")
        .replace('delimiter: ","', 'delimiter: "."'),
    );
  });

  it('fills a nil item, appends items, and turns a removed middle item into nil (`-`, as the file writes one) so later indexes hold', () => {
    const entries = new Map(yaml.parse(rails));
    entries.set('date.abbr_month_names[0]', 'None');
    entries.set('date.abbr_month_names[4]', 'Apr');
    entries.delete('date.abbr_month_names[1]');
    const out = renderOver(yaml, entries, 'nested', rails);
    expect(out).toBe(
      rails.replace('    -\n    - Jan\n    - Feb\n', '    - None\n    -\n    - Feb\n    -\n    - Apr\n'),
    );
    expect(new Map(yaml.parse(out))).toEqual(entries);
  });

  it('removes trailing items, and rewrites a flow list whose items go in flow style', () => {
    const entries = new Map(yaml.parse(rails));
    entries.delete('date.abbr_month_names[2]');
    entries.delete('date.day_names[2]');
    entries.set('date.day_names[3]', 'Mittwoch');
    const out = renderOver(yaml, entries, 'nested', rails);
    expect(out).toBe(
      rails
        .replace('    - Jan\n    - Feb\n', '    - Jan\n')
        .replace(`[Sunday, 'Monday', "Tuesday"]`, '[Sunday, Monday, ~, Mittwoch]'),
    );
  });

  it('keeps numbers, booleans and nils when every text around them goes', () => {
    const entries = new Map(yaml.parse(rails));
    entries.delete('number.format.delimiter');
    const out = renderOver(yaml, entries, 'nested', rails);
    expect(out).toBe(rails.replace('      delimiter: ","\n', ''));
  });
});

describe('yaml keys defined twice', () => {
  it('takes the last value, as Psych does, and warns naming the key and line', () => {
    const warnings: FormatWarning[] = [];
    const content = 'en:\n  a: first\n  b: x\n  a: second\n';
    const entries = yaml.parse(content, { warn: (warning) => warnings.push(warning) });
    expect(entries.get('a')).toBe('second');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ key: 'a', line: 4 });
    expect(warnings[0]?.message).toMatch(/"a" is defined twice/);
  });

  it('edits the definition that counts, and removes every definition of a removed key', () => {
    const content = 'a: first\nb: x\na: second\n';
    expect(
      renderOver(
        yaml,
        new Map([
          ['a', 'third'],
          ['b', 'x'],
        ]),
        'flat',
        content,
      ),
    ).toBe('a: first\nb: x\na: third\n');
    expect(renderOver(yaml, new Map([['b', 'x']]), 'flat', content)).toBe('b: x\n');
  });
});

describe('yaml aliases over an existing file', () => {
  const content = 'en:\n  ok: &ok OK\n  confirm: *ok\n  title: Hi\n';

  it('changing an alias key writes its text in place of the alias, leaving the anchor alone', () => {
    const out = renderOver(
      yaml,
      new Map([
        ['ok', 'OK'],
        ['confirm', 'Yes'],
        ['title', 'Hi'],
      ]),
      'nested',
      content,
    );
    expect(out).toBe('en:\n  ok: &ok OK\n  confirm: "Yes"\n  title: Hi\n');
  });

  it('changing or removing an anchored text writes the old text out where aliases kept it', () => {
    const changed = renderOver(
      yaml,
      new Map([
        ['ok', 'Okay'],
        ['confirm', 'OK'],
        ['title', 'Hi'],
      ]),
      'nested',
      content,
    );
    expect(changed).toBe('en:\n  ok: &ok Okay\n  confirm: OK\n  title: Hi\n');
    const removed = renderOver(
      yaml,
      new Map([
        ['confirm', 'OK'],
        ['title', 'Hi'],
      ]),
      'nested',
      content,
    );
    expect(removed).toBe('en:\n  confirm: OK\n  title: Hi\n');
  });

  it('an alias of a mapping whose texts change is written out in flow style', () => {
    const mapping = 'a: &base\n  x: one\n  count: 3\nb: *base\n';
    const out = renderOver(
      yaml,
      new Map([
        ['a.x', 'one'],
        ['b.x', 'two'],
      ]),
      'nested',
      mapping,
    );
    expect(out).toBe('a: &base\n  x: one\n  count: 3\nb: {x: two, count: 3}\n');
    expect([...yaml.parse(out)]).toEqual([
      ['a.x', 'one'],
      ['b.x', 'two'],
    ]);
  });
});

describe('yaml rewrites keep the bytes around what changed', () => {
  it('keeps the blank lines between a header comment and the locale root (diaspora)', () => {
    const content = '#   Copyright\n#   licensed\n\n\n\nde:\n  a: x\n\n  b: y # note\n';
    const out = renderOver(
      yaml,
      new Map([
        ['a', 'z'],
        ['b', 'y'],
        ['c', 'neu'],
      ]),
      'nested',
      content,
    );
    expect(out).toBe('#   Copyright\n#   licensed\n\n\n\nde:\n  a: z\n\n  b: y # note\n  c: neu\n');
  });

  it('keeps CRLF line breaks and a missing final line break', () => {
    const content = 'en:\r\n  a: x\r\n  b: y';
    const out = renderOver(
      yaml,
      new Map([
        ['a', 'one\ntwo'],
        ['b', 'y'],
        ['c', 'new'],
      ]),
      'nested',
      content,
    );
    expect(out).toBe('en:\r\n  a: |-\r\n    one\r\n    two\r\n  b: y\r\n  c: new');
    expect([...yaml.parse(out)]).toEqual([
      ['a', 'one\ntwo'],
      ['b', 'y'],
      ['c', 'new'],
    ]);
  });

  it('writes a changed text in the style of the old one when it can hold it', () => {
    const content = 'a: \'single\'\nb: "double"\nc: plain\nd: |\n  block\n  text\ne: plain # comment\n';
    const entries = new Map([
      ['a', "it's"],
      ['b', 'dq'],
      ['c', 'x: y'],
      ['d', 'new\nblock\n'],
      ['e', 'two\nlines'],
    ]);
    const out = renderOver(yaml, entries, 'flat', content);
    expect(out).toBe(
      'a: \'it\'\'s\'\nb: "dq"\nc: "x: y"\nd: |\n  new\n  block\ne: "two\\nlines" # comment\n',
    );
    expect([...yaml.parse(out)]).toEqual([...entries]);
  });
});
