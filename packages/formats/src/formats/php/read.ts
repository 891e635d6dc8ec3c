import type { FormatWarning } from '../../contract.ts';
import { FormatError } from '../../errors.ts';
import { LIMITS } from '../../limits.ts';
import { checkEntryCount, checkKeyLength, type Entries } from '../../model.ts';
import { detectEol } from '../../shared/blocks.ts';
import { lineLocator } from '../../shared/lines.ts';
import { membersOf, type PhpArray, type PhpFile, type PhpItem, type PhpString } from './model.ts';

const UTF8 = new TextDecoder('utf-8', { fatal: true });
const ADVICE = 'a language file is read as data, never run: it must return an array of quoted strings';

/**
 * Reads a Laravel language file (`lang/{locale}/{group}.php`) as data, never running it: `<?php`,
 * an optional `declare(strict_types=1);`, then `return` and an array literal (`[…]` or
 * `array(…)`) whose keys are quoted strings or integers and whose values are quoted strings or
 * arrays of the same, with PHP's comments (`//`, `#`, `/* *\/`) and trailing commas. Strings follow
 * PHP's own escapes: in `'…'` only `\'` and `\\`; in `"…"` `\n`, `\t`, `\x41`, `\101`, `\u{41}` and
 * the rest, while an interpolated `$var` or `{$…}` is code and refused. Anything else (a constant,
 * a concatenation with a constant, a function call, a heredoc) is refused with an error naming its line.
 */
export function readPhp(content: string): PhpFile {
  const reader = new Reader(content);
  const root = reader.file();
  return { root, eol: detectEol(content), assigned: reader.assigned };
}

class Reader {
  private at = 0;
  private readonly lineOf: (offset: number) => number;
  private entries = 0;
  private readonly text: string;
  /** True when the file assigns its texts (`$string['x'] = '…';`) instead of returning an array. */
  assigned = false;

  constructor(text: string) {
    this.text = text;
    const locate = lineLocator(text);
    this.lineOf = (offset) => locate(offset).line;
  }

  file(): PhpArray {
    if (this.text.startsWith('\uFEFF')) this.at = 1;
    const open = /^<\?php(?=\s|$)/i.exec(this.text.slice(this.at));
    if (!open) {
      throw this.fail(
        this.at,
        'the file does not start with "<?php" (text before it would be printed, and a short "<?" tag depends on the server\'s settings)',
      );
    }
    this.at += open[0].length;
    this.skip();
    if (this.word() === 'declare') this.strictTypes();
    if (this.text[this.at] === '$' || this.word() === 'defined') return this.assignments();
    if (this.word() !== 'return') throw this.unexpected('"return [" with the language lines');
    this.at += 'return'.length;
    this.skip();
    const root = this.array(1);
    this.skip();
    this.expect(';');
    this.skip();
    this.end();
    return root;
  }

  /**
   * The statements of a file that assigns its texts one by one, as Moodle (`$string['x'] = '…';`),
   * Roundcube (`$labels['x'] = '…';`, `$messages[…]`) and CodeIgniter 3 (`$lang[…]`) keep them, the
   * application including the file and reading the array variable: `$name = [];` (or `array()`) to
   * start one, `$name['key'] = 'text';`, and Moodle's `defined('MOODLE_INTERNAL') || die();` guard.
   * Every text of the file is one key, whatever its variable: Roundcube merges `$labels` and
   * `$messages` into one table, so a key assigned in both is read as PHP's merge leaves it, the last.
   */
  private assignments(): PhpArray {
    this.assigned = true;
    const root: PhpArray = { kind: 'array', open: this.at, close: -1, short: true, items: [], line: 1 };
    for (this.skip(); this.at < this.text.length && !this.text.startsWith('?>', this.at); this.skip()) {
      if (this.word() === 'defined') {
        const guard =
          /^defined\s*\(\s*(['"])[A-Z_][A-Z0-9_]*\1\s*\)\s*(?:\|\||or)\s*die\s*(?:\(\s*\))?\s*;/i.exec(
            this.text.slice(this.at, this.at + 200),
          );
        if (!guard)
          throw this.unexpected(`"defined('MOODLE_INTERNAL') || die();" or "$name['key'] = 'text';"`);
        this.at += guard[0].length;
        continue;
      }
      const start = this.at;
      const variable = /^\$([A-Za-z_][A-Za-z0-9_]*)/.exec(this.text.slice(this.at, this.at + 128));
      if (!variable) throw this.unexpected(`"$name['key'] = 'text';"`);
      this.at += variable[0].length;
      this.skip();
      if (this.text[this.at] === '=') {
        // `$labels = [];`: the array starts empty; one with texts in it is a different file.
        this.at++;
        this.skip();
        const init = this.array(1);
        if (init.items.length > 0)
          throw this.fail(
            start,
            `"$${variable[1]} = [" with texts in it: assign each text on its own ($${variable[1]}['key'] = 'text';)`,
          );
        this.skip();
        this.expect(';');
        continue;
      }
      this.expect('[');
      this.skip();
      const line = this.lineOf(start);
      const key = this.key();
      this.skip();
      this.expect(']');
      this.skip();
      if (this.text[this.at] === '[')
        throw this.fail(this.at, "a text under two keys ($name['a']['b']) is not read: give it one key");
      this.expect('=');
      this.skip();
      const value = this.string('value');
      checkEntryCount(++this.entries, line);
      const end = this.at;
      this.skip();
      const semicolon = this.at;
      this.expect(';');
      root.items.push({ key, start, end, comma: semicolon, value, line, variable: variable[1] as string });
    }
    root.close = this.at;
    this.end();
    return root;
  }

  /** The end of the file: nothing, or "?>" and nothing after it. */
  private end(): void {
    if (this.text.startsWith('?>', this.at)) {
      this.at += 2;
      if (this.text.slice(this.at).trim() !== '')
        throw this.fail(this.at, 'text after "?>" would be printed; remove it');
      this.at = this.text.length;
    }
    if (this.at < this.text.length) throw this.unexpected('the end of the file after "return […];"');
  }

  /** `declare(strict_types=1);`, which some projects put on every file. */
  private strictTypes(): void {
    const match = /^declare\s*\(\s*strict_types\s*=\s*[01]\s*\)\s*;/i.exec(this.text.slice(this.at));
    if (!match) throw this.unexpected('"declare(strict_types=1);" or "return ["');
    this.at += match[0].length;
    this.skip();
  }

  private array(depth: number): PhpArray {
    if (depth > LIMITS.maxDepth) {
      throw this.fail(
        this.at,
        `arrays nest deeper than ${LIMITS.maxDepth} levels (LIMITS.maxDepth); language files need a few levels at most`,
      );
    }
    const start = this.at;
    let short: boolean;
    let closer: string;
    if (this.text[this.at] === '[') {
      short = true;
      closer = ']';
      this.at++;
    } else if (this.word() === 'array') {
      this.at += 5;
      this.skip();
      this.expect('(');
      short = false;
      closer = ')';
    } else {
      throw this.unexpected('an array ("[" or "array(")');
    }
    const array: PhpArray = {
      kind: 'array',
      open: this.at,
      close: -1,
      short,
      items: [],
      line: this.lineOf(start),
    };
    // PHP gives an entry without a key the next whole number: one more than the largest so far, or 0.
    let nextIndex = 0;
    for (;;) {
      this.skip();
      if (this.text[this.at] === closer) break;
      const item = this.item(depth, nextIndex);
      if (/^(?:0|[1-9][0-9]*)$/.test(item.key)) nextIndex = Math.max(nextIndex, Number(item.key) + 1);
      array.items.push(item);
      this.skip();
      if (this.text[this.at] === ',') {
        item.comma = this.at;
        this.at++;
        continue;
      }
      if (this.text[this.at] !== closer) throw this.unexpected(`"," or "${closer}"`);
    }
    array.close = this.at;
    this.at++;
    return array;
  }

  private item(depth: number, nextIndex: number): PhpItem {
    const start = this.at;
    const line = this.lineOf(start);
    let key: string;
    if (this.text[this.at] === '[' || this.word() === 'array') {
      key = String(nextIndex);
    } else {
      key = this.key();
      this.skip();
      if (this.text.startsWith('=>', this.at)) {
        this.at += 2;
        this.skip();
      } else {
        // A list item (Filament's `'values_glue' => [', ', 'final' => ' or ']`): PHP keys it with the
        // next whole number, and Laravel's `__('….values_glue.0')` reads it so.
        this.at = start;
        key = String(nextIndex);
      }
    }
    const value =
      this.text[this.at] === '[' || this.word() === 'array' ? this.array(depth + 1) : this.string('value');
    if (value.kind === 'string') checkEntryCount(++this.entries, line);
    return { key, start, end: this.at, value, line };
  }

  private key(): string {
    const number = /^-?(?:0|[1-9][0-9]*)(?![\w.])/.exec(this.text.slice(this.at, this.at + 40));
    if (number) {
      this.at += number[0].length;
      return number[0];
    }
    const key = this.string('key').value;
    checkKeyLength(key, this.lineOf(this.at));
    return key;
  }

  private string(role: 'key' | 'value'): PhpString {
    const start = this.at;
    const quote = this.text[start];
    if (quote !== "'" && quote !== '"') {
      throw this.unexpected(role === 'key' ? 'a quoted key' : 'a quoted string or an array');
    }
    let value = this.literal(quote);
    let after = this.at;
    this.skip();
    // PHP joins quoted strings with "." before the file returns its array ('Line one. ' . 'Line two.'),
    // so a text may be several literals; anything else after a "." is code only running could value.
    while (this.text[this.at] === '.' && role === 'value') {
      this.at++;
      this.skip();
      const next = this.text[this.at];
      if (next !== "'" && next !== '"') {
        throw this.fail(
          this.at,
          'a concatenation with something other than a quoted string (a constant or a call): only running the file could tell the text; write it as quoted strings',
        );
      }
      value += this.literal(next);
      after = this.at;
      this.skip();
    }
    if (this.text[this.at] === '.') {
      throw this.fail(this.at, 'a concatenation (".") in a key: write the whole key as one quoted string');
    }
    this.at = after;
    return { kind: 'string', value, start, end: after, quote };
  }

  /** One quoted string at the cursor, `'…'` or `"…"`. */
  private literal(quote: "'" | '"'): string {
    return quote === "'" ? this.singleQuoted() : this.doubleQuoted();
  }

  /** `'…'`: only `\'` and `\\` are escapes; any other backslash is itself. */
  private singleQuoted(): string {
    const start = this.at;
    let value = '';
    let i = start + 1;
    for (;;) {
      const next = this.text.slice(i).search(/['\\]/);
      if (next === -1) throw this.fail(start, "a string opened with ' is never closed");
      value += this.text.slice(i, i + next);
      i += next;
      if (this.text[i] === "'") break;
      const escaped = this.text[i + 1];
      if (escaped === "'" || escaped === '\\') {
        value += escaped;
        i += 2;
      } else {
        value += '\\';
        i++;
      }
    }
    this.at = i + 1;
    return value;
  }

  /**
   * `"…"` with PHP's escapes. PHP strings are bytes: `\xC3\xA4` is "ä" in a UTF-8 file, so escapes
   * and text are gathered as bytes and read as UTF-8 at the end.
   */
  private doubleQuoted(): string {
    const start = this.at;
    const bytes: number[] = [];
    const text = (s: string) => bytes.push(...Buffer.from(s, 'utf8'));
    let i = start + 1;
    for (;;) {
      const next = this.text.slice(i).search(/["\\${]/);
      if (next === -1) throw this.fail(start, 'a string opened with " is never closed');
      text(this.text.slice(i, i + next));
      i += next;
      const c = this.text[i] as string;
      if (c === '"') break;
      if (c === '$' || c === '{') {
        const interpolated = c === '$' ? /^\$[A-Za-z_\u0080-\uffff]/ : /^\{\$/;
        if (interpolated.test(this.text.slice(i, i + 2))) {
          throw this.fail(
            i,
            `"${this.text.slice(i, i + 20).split(/["\n]/)[0]}" in a "…" string is a PHP variable, which only running the file could fill in; write the text in '…', or escape it as \\$`,
          );
        }
        text(c);
        i++;
        continue;
      }
      const escaped = readEscape(this.text.slice(i + 1, i + 16));
      if (escaped === undefined) {
        // An unknown escape is kept as written, backslash and all.
        bytes.push(0x5c);
        i++;
        continue;
      }
      if (escaped.point !== undefined) {
        if (escaped.point > 0x10ffff)
          throw this.fail(i, 'a "\\u{…}" escape is past the last Unicode code point');
        text(String.fromCodePoint(escaped.point));
      } else bytes.push(escaped.byte);
      i += 1 + escaped.length;
    }
    this.at = i + 1;
    try {
      return UTF8.decode(new Uint8Array(bytes));
    } catch {
      throw this.fail(start, "the string's \\x or octal escapes do not spell UTF-8 text");
    }
  }

  /** Skips whitespace and comments. */
  private skip(): void {
    const { text } = this;
    for (;;) {
      const c = text[this.at];
      if (c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f' || c === '\v') {
        this.at++;
      } else if (c === '#' && text[this.at + 1] === '[') {
        throw this.fail(this.at, 'a PHP attribute ("#[") is code, not a language line');
      } else if (c === '#' || (c === '/' && text[this.at + 1] === '/')) {
        // A one-line comment ends at the line break or at "?>", as PHP ends it.
        const end = /\r?\n|\?>/.exec(text.slice(this.at));
        this.at = end ? this.at + end.index : text.length;
      } else if (c === '/' && text[this.at + 1] === '*') {
        const end = text.indexOf('*/', this.at + 2);
        if (end === -1) throw this.fail(this.at, 'a "/*" comment is never closed with "*/"');
        this.at = end + 2;
      } else {
        return;
      }
    }
  }

  /** The identifier at the cursor, in lower case (PHP keywords are case-insensitive). */
  private word(): string {
    return (/^[A-Za-z_][A-Za-z0-9_]*/.exec(this.text.slice(this.at, this.at + 64))?.[0] ?? '').toLowerCase();
  }

  private expect(char: string): void {
    if (this.text[this.at] !== char) throw this.unexpected(`"${char}"`);
    this.at++;
  }

  private unexpected(wanted: string): FormatError {
    if (this.at >= this.text.length) return this.fail(this.at, `the file ends where ${wanted} should follow`);
    const found = this.text.slice(this.at).split(/\r?\n/)[0]?.slice(0, 40) ?? '';
    const what = /^<<</.test(found)
      ? 'a heredoc ("<<<"), which is not read: write the text as a quoted string'
      : /^[A-Za-z_\\]/.test(found)
        ? `"${found.split(/[^\w\\:]/)[0]}" is code (a constant, a function call, a keyword); ${ADVICE}`
        : /^[0-9.-]/.test(found)
          ? `a number is not a text; quote it`
          : ADVICE;
    return this.fail(this.at, `expected ${wanted} but found "${found}": ${what}`);
  }

  private fail(offset: number, message: string): FormatError {
    const line = this.lineOf(offset);
    return new FormatError(`line ${line}: ${message}`, { line });
  }
}

/** The escape after a backslash in "…": a byte, or a code point (`\u{…}`), and its length. */
function readEscape(rest: string): { byte: number; point?: number; length: number } | undefined {
  const simple = ESCAPES[rest[0] ?? ''];
  if (simple !== undefined) return { byte: simple, length: 1 };
  const octal = /^[0-7]{1,3}/.exec(rest);
  if (octal) return { byte: Number.parseInt(octal[0], 8) & 0xff, length: octal[0].length };
  const hex = /^x([0-9A-Fa-f]{1,2})/.exec(rest);
  if (hex) return { byte: Number.parseInt(hex[1] as string, 16), length: hex[0].length };
  const unicode = /^u\{([0-9A-Fa-f]{1,8})\}/.exec(rest);
  if (unicode)
    return { byte: 0, point: Number.parseInt(unicode[1] as string, 16), length: unicode[0].length };
  return undefined;
}

/** PHP's one-letter escapes in "…" strings, as bytes. */
const ESCAPES: Readonly<Record<string, number>> = Object.assign(Object.create(null), {
  n: 0x0a,
  t: 0x09,
  r: 0x0d,
  v: 0x0b,
  e: 0x1b,
  f: 0x0c,
  '\\': 0x5c,
  $: 0x24,
  '"': 0x22,
});

/** One text of a language file: its dotted key and the string it is read from. */
export interface PhpLeaf {
  key: string;
  path: string[];
  string: PhpString;
}

/**
 * The texts of a file as Laravel reads them, with dotted keys (`'a' => ['b' => 'x']` is `a.b`, as
 * `__('group.a.b')` names it): a key written twice in one array has its last value in the place of
 * the first, as PHP builds the array, with a warning. A literal dotted key (`'a.b' => …`) and a
 * nested one reaching the same name are one key: the literal one at the top counts, as Laravel's
 * lookup finds it first.
 */
export function phpLeaves(file: PhpFile, warn?: (warning: FormatWarning) => void): Map<string, PhpLeaf> {
  const leaves = new Map<string, PhpLeaf>();
  const visit = (array: PhpArray, path: string[]) => {
    const members = membersOf(array);
    if (warn && members.size < array.items.length) {
      const first = new Map<string, PhpItem>();
      for (const item of array.items) {
        const earlier = first.get(item.key);
        if (earlier === undefined) first.set(item.key, item);
        else {
          const key = [...path, item.key].join('.');
          warn({
            message: `"${key}" is defined twice (lines ${earlier.line} and ${item.line}); the last is read, as PHP reads it: remove the other`,
            key,
            line: item.line,
          });
        }
      }
    }
    for (const item of members.values()) {
      const itemPath = [...path, item.key];
      if (item.value.kind === 'array') {
        visit(item.value, itemPath);
        continue;
      }
      const key = itemPath.join('.');
      const earlier = leaves.get(key);
      if (earlier !== undefined) {
        warn?.({
          message: `"${key}" is written both as one dotted key and as nested arrays; Laravel finds the one at the top level: remove the other`,
          key,
          line: item.line,
        });
        if (earlier.path.length === 1) continue;
      }
      leaves.set(key, { key, path: itemPath, string: item.value });
    }
  };
  visit(file.root, []);
  return leaves;
}

/** The entries of a parsed file, by dotted key. */
export function phpEntries(leaves: Map<string, PhpLeaf>): Entries {
  return new Map([...leaves].map(([key, leaf]) => [key, leaf.string.value]));
}
