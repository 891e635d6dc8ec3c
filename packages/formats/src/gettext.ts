// What gettext itself knows, in one module: how a message becomes a key (context, msgid_plural), the
// usual Plural-Forms of each language, how a header names its Plural-Forms, and how that formula is
// read. The checks need it without the PO parser, so the PO format loads on demand like the others.
import type { PluralRule } from './checks/plural-rules.ts';
import { quotedEnd } from './shared/quoted.ts';

/**
 * gettext keys. A message is keyed by its msgid; with a context, by `msgctxt + "\u0004" + msgid`
 * (the separator gettext itself uses in .mo files). A plural message becomes `<key>[msgid_plural]`
 * holding its msgid_plural and `<key>[0]`, `<key>[1]`, … holding msgstr[0], msgstr[1], …. In a
 * `.pot` template the texts are the msgids: `<key>` (or `<key>[0]`) holds the msgid and `<key>[1]`
 * the msgid_plural, so a translation and its template have the same keys.
 */
export const PO_CONTEXT_SEPARATOR = '\u0004';
export const PLURAL_SOURCE = '[msgid_plural]';

/** The key of a message: its msgid, after its context and the separator when it has one. */
export function poKey(msgid: string, msgctxt?: string): string {
  return msgctxt === undefined ? msgid : `${msgctxt}${PO_CONTEXT_SEPARATOR}${msgid}`;
}

/** Whether a path names a gettext template (`.pot`, any case), whose texts are the msgids. */
export function isPoTemplate(path: string | undefined): boolean {
  return path !== undefined && /\.pot$/i.test(path);
}

// ---------------------------------------------------------------------------------------------
// Writing a new file

/**
 * `Plural-Forms` headers by language: gettext's own table (gettext 0.21's plural-table.c, what
 * `msginit` writes: checked against it for every two-letter code), and for languages that table lacks,
 * the formulas in common use (Chinese, Indonesian, Thai, Catalan, Bosnian, Arabic). A language not
 * listed gets none (gettext tools then assume two forms): write over a file that has it.
 */
const PLURAL_FORMS: Array<[string[], string]> = [
  [['ja', 'ko', 'vi', 'th', 'zh', 'id'], 'nplurals=1; plural=0;'],
  [
    [
      'en',
      'de',
      'nl',
      'sv',
      'da',
      'no',
      'nb',
      'nn',
      'fo',
      'fi',
      'et',
      'el',
      'he',
      'it',
      'es',
      'eo',
      'bg',
      'ca',
      'hu',
      'tr',
      'pt',
    ],
    'nplurals=2; plural=(n != 1);',
  ],
  [['fr', 'pt_BR'], 'nplurals=2; plural=(n > 1);'],
  [['ga'], 'nplurals=3; plural=n==1 ? 0 : n==2 ? 1 : 2;'],
  [['lv'], 'nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n != 0 ? 1 : 2);'],
  [['lt'], 'nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && (n%100<10 || n%100>=20) ? 1 : 2);'],
  [
    ['ru', 'uk', 'be', 'sr', 'hr', 'bs'],
    'nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);',
  ],
  [['cs', 'sk'], 'nplurals=3; plural=(n==1) ? 0 : (n>=2 && n<=4) ? 1 : 2;'],
  [['pl'], 'nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);'],
  [['ro'], 'nplurals=3; plural=n==1 ? 0 : (n==0 || (n%100 > 0 && n%100 < 20)) ? 1 : 2;'],
  [['sl'], 'nplurals=4; plural=(n%100==1 ? 0 : n%100==2 ? 1 : n%100==3 || n%100==4 ? 2 : 3);'],
  [
    ['ar'],
    'nplurals=6; plural=(n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5);',
  ],
];

/**
 * The usual gettext `Plural-Forms` header for a locale, when `PLURAL_FORMS` has it: looked up by
 * language and territory first (`pt_BR`), then by language, as msginit looks it up.
 */
export function gettextPluralForms(locale: string): string | undefined {
  const parts = locale.split(/[-_@.]/);
  const language = parts[0]?.toLowerCase() ?? '';
  const territory = parts.slice(1).find((part) => /^[A-Za-z]{2}$|^\d{3}$/.test(part));
  const full = territory === undefined ? undefined : `${language}_${territory.toUpperCase()}`;
  const find = (code: string | undefined) =>
    code === undefined ? undefined : PLURAL_FORMS.find(([codes]) => codes.includes(code))?.[1];
  return find(full) ?? find(language);
}

/** The `nplurals` of a `Plural-Forms` header (or of the header block's whole text). */
export function nplurals(pluralForms: string | undefined): number {
  const match = pluralForms === undefined ? null : /nplurals\s*=\s*(\d+)/.exec(pluralForms);
  return match ? Number(match[1]) : 0;
}

/**
 * Reads a gettext `Plural-Forms` value (`nplurals=3; plural=(n==1 ? 0 : n%10>=2 ? 1 : 2);`) into a
 * rule whose forms are the msgstr indices `'0'` … `'nplurals-1'`. The expression is C as gettext
 * reads it (`?:`, `||`, `&&`, comparisons, `+ - * / %`, `!`, parentheses, `n`, integers); it is
 * parsed here, never evaluated as code. Undefined when the value cannot be read.
 */
export function compileGettextPlural(pluralForms: string): PluralRule | undefined {
  const nplurals = /nplurals\s*=\s*(\d+)/.exec(pluralForms);
  const plural = /plural\s*=\s*([^;]*)/.exec(pluralForms);
  if (!nplurals || !plural) return undefined;
  const count = Number(nplurals[1]);
  if (count < 1 || count > 10) return undefined;
  let expression: Expression;
  try {
    expression = new Parser(plural[1] as string).parse();
  } catch {
    return undefined;
  }
  const forms = Array.from({ length: count }, (_, i) => String(i));
  return {
    forms,
    // An index past nplurals is what msgfmt rejects; it is returned as is so a check can name it.
    select: (n) => String(expression(Math.trunc(n))),
    integers: true,
  };
}

/**
 * The `Plural-Forms` value in the header of a PO file's text, or undefined. The header is the
 * first `msgid ""` entry; its `msgstr` may be split over several quoted lines.
 */
export function poPluralForms(content: string): string | undefined {
  const start = /^msgid ""[ \t\r]*\n(?:[ \t\r]*\n)*msgstr[ \t]*(?=")/m.exec(content);
  if (!start) return undefined;
  // The quoted lines are scanned, not matched by a regular expression: V8 runs `(?:[^"\\]|\\.)*`
  // with one backtracking entry per character and overflows its stack on a header of ten million.
  const parts: string[] = [];
  let pos = start.index + start[0].length;
  for (;;) {
    const end = quotedEnd(content, pos);
    const newline = content.indexOf('\n', pos);
    if (end === -1 || (newline !== -1 && newline < end)) break;
    parts.push(content.slice(pos + 1, end - 1));
    const next = /[ \t\r]*\n?[ \t]*/y;
    next.lastIndex = end;
    next.exec(content);
    pos = next.lastIndex;
    if (content[pos] !== '"') break;
  }
  if (parts.length === 0) return undefined;
  const text = parts.join('').replace(/\\n/g, '\n').replace(/\\(.)/g, '$1');
  return /^Plural-Forms:\s*(.*)$/im.exec(text)?.[1]?.trim();
}

/**
 * The `plural-forms` of a JED file's header (`"plural-forms": "nplurals=2; plural=(n != 1);"`), or
 * undefined: the first such member, read as a JSON string.
 */
export function jedPluralForms(content: string): string | undefined {
  // The string is scanned with `quotedEnd`, for the reason `poPluralForms` gives.
  const name = /"plural-forms"\s*:\s*(?=")/g;
  for (let member = name.exec(content); member !== null; member = name.exec(content)) {
    const start = name.lastIndex;
    const end = quotedEnd(content, start);
    // A string never closed, or one that goes over a line break, is not the member sought.
    const literal = end === -1 ? undefined : content.slice(start, end);
    if (literal === undefined || literal.includes('\n')) continue;
    try {
      const value: unknown = JSON.parse(literal);
      return typeof value === 'string' ? value : undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

type Expression = (n: number) => number;

const TOKEN = /\s*(\d+|n|\|\||&&|==|!=|<=|>=|[-+*/%<>!?:()])/y;

/** A recursive-descent reader of C's expression grammar, limited to what plural formulas use. */
class Parser {
  private readonly tokens: string[] = [];
  private at = 0;

  constructor(source: string) {
    TOKEN.lastIndex = 0;
    let match = TOKEN.exec(source);
    let end = 0;
    while (match) {
      this.tokens.push(match[1] as string);
      end = TOKEN.lastIndex;
      match = TOKEN.exec(source);
    }
    if (source.slice(end).trim() !== '') throw new Error(`unexpected "${source.slice(end).trim()}"`);
  }

  parse(): Expression {
    const expression = this.ternary();
    if (this.at !== this.tokens.length) throw new Error(`unexpected "${this.tokens[this.at]}"`);
    return expression;
  }

  private peek(): string | undefined {
    return this.tokens[this.at];
  }

  private take(token: string): boolean {
    if (this.tokens[this.at] !== token) return false;
    this.at++;
    return true;
  }

  private ternary(): Expression {
    const test = this.binary(0);
    if (!this.take('?')) return test;
    const yes = this.ternary();
    if (!this.take(':')) throw new Error('expected ":"');
    const no = this.ternary();
    return (n) => (test(n) !== 0 ? yes(n) : no(n));
  }

  private binary(level: number): Expression {
    const operators = LEVELS[level];
    if (operators === undefined) return this.unary();
    let left = this.binary(level + 1);
    for (let op = this.peek(); op !== undefined && operators.includes(op); op = this.peek()) {
      this.at++;
      const right = this.binary(level + 1);
      const l = left;
      left = (n) => apply(op as string, l(n), right(n));
    }
    return left;
  }

  private unary(): Expression {
    if (this.take('!')) {
      const operand = this.unary();
      return (n) => (operand(n) === 0 ? 1 : 0);
    }
    if (this.take('-')) {
      const operand = this.unary();
      return (n) => -operand(n);
    }
    if (this.take('(')) {
      const inner = this.ternary();
      if (!this.take(')')) throw new Error('expected ")"');
      return inner;
    }
    const token = this.tokens[this.at++];
    if (token === 'n') return (n) => n;
    if (token !== undefined && /^\d+$/.test(token)) {
      const value = Number(token);
      return () => value;
    }
    throw new Error(`unexpected ${token === undefined ? 'end' : `"${token}"`}`);
  }
}

/** Binary operators by precedence, loosest first, as in C. */
const LEVELS: readonly (readonly string[])[] = [
  ['||'],
  ['&&'],
  ['==', '!='],
  ['<', '>', '<=', '>='],
  ['+', '-'],
  ['*', '/', '%'],
];

function apply(op: string, a: number, b: number): number {
  switch (op) {
    case '||':
      return a !== 0 || b !== 0 ? 1 : 0;
    case '&&':
      return a !== 0 && b !== 0 ? 1 : 0;
    case '==':
      return a === b ? 1 : 0;
    case '!=':
      return a !== b ? 1 : 0;
    case '<':
      return a < b ? 1 : 0;
    case '>':
      return a > b ? 1 : 0;
    case '<=':
      return a <= b ? 1 : 0;
    case '>=':
      return a >= b ? 1 : 0;
    case '+':
      return a + b;
    case '-':
      return a - b;
    case '*':
      return a * b;
    // Division by zero has no value in C; 0 keeps the rule total instead of throwing mid-check.
    case '/':
      return b === 0 ? 0 : Math.trunc(a / b);
    default:
      return b === 0 ? 0 : a % b;
  }
}
