import { describe, expect, it } from 'vitest';
import { FormatError, getFormat, LIMITS, renderOver } from '../src/index.ts';
import { captureError } from './helpers.ts';

const xliff = getFormat('xliff');
const android = getFormat('android');

/** A 1.2 translation file with one unit per key, each holding `target`. */
function xliffWith(units: Array<[string, string]>): string {
  const body = units
    .map(
      ([id, target]) =>
        `      <trans-unit id="${id}">\n        <source>s</source>\n        <target>${target}</target>\n      </trans-unit>\n`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">\n  <file source-language="en" target-language="de" datatype="plaintext" original="messages">\n    <body>\n${body}    </body>\n  </file>\n</xliff>\n`;
}

/** A strings.xml with `<string name>` per key. */
function androidWith(strings: Array<[string, string]>): string {
  const body = strings.map(([name, text]) => `    <string name="${name}">${text}</string>\n`).join('');
  return `<?xml version="1.0" encoding="utf-8"?>\n<resources>\n${body}</resources>\n`;
}

const formats = [
  { name: 'xliff', format: xliff, file: xliffWith },
  { name: 'android', format: android, file: androidWith },
] as const;

describe.each(formats)('$name budgets', ({ format, file }) => {
  it.each([
    ['&#x110000;', '&#x110000;'],
    ['&#99999999999;', '&#99999999999;'],
    ['&#xD800;', '&#xD800;'],
    ['&#0;', '&#0;'],
    ['&#x0000000000000041;&#xFFFE;', '&#xFFFE;'],
  ])('refuses the character reference %s with its line, not a RangeError', (text, named) => {
    const content = file([
      ['ok', 'fine &#233; &#x1F600;'],
      ['bad', text],
    ]);
    const error = captureError(() => format.parse(content));
    expect(error).toBeInstanceOf(FormatError);
    expect(error.message).toContain(`"${named}"`);
    const line = content.split('\n').findIndex((row) => row.includes(text)) + 1;
    expect(error.line).toBe(line);
    expect(error.message).toContain(`line ${line}`);
  });

  it('refuses a bad reference in an attribute too, and reads references XML allows', () => {
    const content = file([['ok', 'caf&#xE9; &#x1F600; &#9;']]);
    expect(format.parse(content).get('ok')).toMatch(/^café 😀/);
    const inAttribute = content
      .replace('<resources>', '<resources a="&#x110000;">')
      .replace('<body>', '<body a="&#1114112;">');
    expect(captureError(() => format.parse(inAttribute))).toBeInstanceOf(FormatError);
    // In a comment or CDATA it is not a reference at all.
    const inComment = content
      .replace('</resources>', '<!-- &#x110000; --></resources>')
      .replace('</body>', '<!-- &#x110000; --></body>');
    expect(format.parse(inComment).get('ok')).toMatch(/^café/);
  });

  it('refuses 10,000-deep nesting with the depth limit, without exhausting the stack', () => {
    const deep = `${'<b>'.repeat(10_000)}x${'</b>'.repeat(10_000)}`;
    const error = captureError(() => format.parse(file([['deep', deep]])));
    expect(error).toBeInstanceOf(FormatError);
    expect(error.message).toContain(`${LIMITS.maxDepth}`);
    expect(error.message).toContain('LIMITS.maxDepth');
  });

  it('reads a tag with 1 MB of attributes in linear time', () => {
    const attributes = Array.from({ length: 40_000 }, (_, i) => ` a${i}="${'v'.repeat(20)}"`).join('');
    expect(attributes.length).toBeGreaterThan(1_000_000);
    const content = file([['big', 'x']]).replace('<string name="big"', `<string${attributes} name="big"`);
    const withAttributes = content.replace('<trans-unit id="big"', `<trans-unit${attributes} id="big"`);
    expect(format.parse(withAttributes).get('big')).toBe('x');
    // One attribute of 1 MB, and an unterminated one the validator refuses.
    const long = ` long="${'&amp;'.repeat(200_000)}"`;
    const withLong = content
      .replace('<string name="big"', `<string${long} name="big"`)
      .replace('<trans-unit id="big"', `<trans-unit${long} id="big"`);
    expect(format.parse(withLong).get('big')).toBe('x');
    const open = content.replace('name="big"', `name="big" x="${'v '.repeat(500_000)}`);
    expect(
      captureError(() => format.parse(open.replace('id="big"', `id="big" x="${'v '.repeat(500_000)}`))),
    ).toBeInstanceOf(FormatError);
  });

  it('refuses a key longer than the key budget, naming it', () => {
    const long = 'k'.repeat(LIMITS.maxKeyLength + 1);
    const error = captureError(() => format.parse(file([[long, 'x']])));
    expect(error).toBeInstanceOf(FormatError);
    expect(error.message).toContain('LIMITS.maxKeyLength');
    expect(format.parse(file([['k'.repeat(LIMITS.maxKeyLength), 'x']])).size).toBe(1);
  });

  it('round-trips keys that name Object.prototype members', () => {
    const keys = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'];
    const content = file(keys.map((key) => [key, `v ${key}`]));
    expect([...format.parse(content)]).toEqual(keys.map((key) => [key, `v ${key}`]));
    const edited = new Map(keys.map((key) => [key, `w ${key}`]));
    edited.delete('valueOf');
    edited.set('__defineGetter__', 'new');
    const out = renderOver(format, edited, 'flat', content);
    expect([...format.parse(out)]).toEqual([...edited]);
  });
});

describe('entry budget', () => {
  it('refuses more units or strings than LIMITS.maxEntries, naming the limit', () => {
    const count = LIMITS.maxEntries + 1;
    const units = Array.from(
      { length: count },
      (_, i) => `<trans-unit id="${i}"><source/></trans-unit>`,
    ).join('');
    const big = `<xliff version="1.2"><file source-language="en"><body>${units}</body></file></xliff>`;
    const error = captureError(() => xliff.parse(big));
    expect(error.message).toContain('LIMITS.maxEntries');
    const strings = Array.from({ length: count }, (_, i) => `<string name="s${i}">x</string>`).join('');
    expect(captureError(() => android.parse(`<resources>${strings}</resources>`)).message).toContain(
      'LIMITS.maxEntries',
    );
  });

  it('refuses to write a string-array index that would need more items than the budget', () => {
    const error = captureError(() =>
      renderOver(android, new Map([['days[999999999999]', 'x']]), 'flat', '<resources>\n</resources>\n'),
    );
    expect(error).toBeInstanceOf(FormatError);
    expect(error.message).toContain('LIMITS.maxEntries');
  });
});
