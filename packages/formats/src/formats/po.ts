import { type GetTextTranslation, type GetTextTranslations, po as gettext } from 'gettext-parser';
import { FormatError } from '../errors.ts';
import type { Entries, FileStyle } from '../model.ts';
import type { SerializeOptions, TranslationFormat } from '../registry.ts';
import { endsWithNewline, stripBom } from './lines.ts';

/**
 * gettext keys. A message is keyed by its msgid; with a context, by `msgctxt + "\u0004" + msgid`
 * (the separator gettext itself uses in .mo files). A plural message becomes `<key>[msgid_plural]`
 * holding its msgid_plural and `<key>[0]`, `<key>[1]`, … holding msgstr[0], msgstr[1], ….
 */
export const PO_CONTEXT_SEPARATOR = '\u0004';
const PLURAL_SOURCE = '[msgid_plural]';

/** One message of a PO file in file order, as the key convention sees it. */
interface Message {
  msgctxt: string | undefined;
  msgid: string;
  msgidPlural: string | undefined;
  msgstr: string[];
}

/** The key of a message: its msgid, after its context and the separator when it has one. */
export function poKey(msgid: string, msgctxt?: string): string {
  return msgctxt === undefined ? msgid : `${msgctxt}${PO_CONTEXT_SEPARATOR}${msgid}`;
}

/** Parses a gettext PO (or POT) file into entries in file order; the header entry is not a key. */
export function parsePo(content: string): Entries {
  return messagesToEntries(readMessages(content).messages);
}

function readMessages(content: string): { messages: Message[]; table: GetTextTranslations } {
  const text = stripBom(content);
  const order = scanOrder(text);
  let table: GetTextTranslations;
  try {
    table = gettext.parse(text, { validation: false });
  } catch (err) {
    const line = (err as { lineNumber?: number }).lineNumber;
    const message = err instanceof Error ? err.message.replace(/^Error parsing PO data: /, '') : String(err);
    throw new FormatError(`invalid PO: ${message}`, line === undefined ? {} : { line });
  }
  const messages: Message[] = [];
  for (const { msgctxt, msgid, line } of order) {
    if (msgctxt === undefined && msgid === '') continue;
    const found = table.translations[msgctxt ?? '']?.[msgid];
    if (!found) throw new FormatError(`invalid PO: message at line ${line} could not be read`, { line });
    messages.push({
      msgctxt,
      msgid,
      msgidPlural: found.msgid_plural,
      msgstr: found.msgstr.length > 0 ? found.msgstr : [''],
    });
  }
  return { messages, table };
}

function messagesToEntries(messages: Message[]): Entries {
  const entries: Entries = new Map();
  const add = (key: string, value: string): void => {
    if (entries.has(key)) {
      throw new FormatError(`key "${key}" is produced twice; rename the message whose msgid is "${key}"`, {
        key,
      });
    }
    entries.set(key, value);
  };
  for (const message of messages) {
    const key = poKey(message.msgid, message.msgctxt);
    if (message.msgidPlural === undefined) {
      add(key, message.msgstr[0] ?? '');
    } else {
      add(key + PLURAL_SOURCE, message.msgidPlural);
      for (const [index, text] of message.msgstr.entries()) add(`${key}[${index}]`, text);
    }
  }
  return entries;
}

/** Groups entries back into messages, in the order of each message's first key. */
function entriesToMessages(entries: Entries): Message[] {
  const pluralBases = new Set<string>();
  for (const key of entries.keys()) {
    if (key.endsWith(PLURAL_SOURCE)) pluralBases.add(key.slice(0, -PLURAL_SOURCE.length));
  }
  const messages = new Map<string, Message>();
  const messageFor = (base: string): Message => {
    let message = messages.get(base);
    if (!message) {
      const at = base.indexOf(PO_CONTEXT_SEPARATOR);
      message = {
        msgctxt: at < 0 ? undefined : base.slice(0, at),
        msgid: at < 0 ? base : base.slice(at + 1),
        msgidPlural: undefined,
        msgstr: [],
      };
      messages.set(base, message);
    }
    return message;
  };
  for (const [key, value] of entries) {
    if (key === '') {
      throw new FormatError('an empty key cannot be written to a PO file: msgid "" is the header', { key });
    }
    const form = /^(.*)\[(\d+)\]$/s.exec(key);
    if (key.endsWith(PLURAL_SOURCE)) {
      messageFor(key.slice(0, -PLURAL_SOURCE.length)).msgidPlural = value;
    } else if (form && pluralBases.has(form[1] as string)) {
      messageFor(form[1] as string).msgstr[Number(form[2])] = value;
    } else {
      messageFor(key).msgstr = [value];
    }
  }
  for (const message of messages.values()) {
    message.msgstr = Array.from(
      { length: Math.max(message.msgstr.length, 1) },
      (_, i) => message.msgstr[i] ?? '',
    );
  }
  return [...messages.values()];
}

/** How `serializePo` writes. */
/**
 * `Plural-Forms` headers by language, from the GNU gettext manual's list and the formulas in common
 * use (Chinese, Indonesian, Catalan, Bosnian, Norwegian written forms), for a new file's header. A
 * language not listed gets none (gettext tools then assume two forms): write over a file that has it.
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
    ],
    'nplurals=2; plural=(n != 1);',
  ],
  [['fr'], 'nplurals=2; plural=(n > 1);'],
  [
    ['ru', 'uk', 'be', 'sr', 'hr', 'bs'],
    'nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);',
  ],
  [['cs', 'sk'], 'nplurals=3; plural=(n==1) ? 0 : (n>=2 && n<=4) ? 1 : 2;'],
  [['pl'], 'nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);'],
  [
    ['ar'],
    'nplurals=6; plural=(n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5);',
  ],
];

/** The usual gettext `Plural-Forms` header for a locale, when `PLURAL_FORMS` has its language. */
export function gettextPluralForms(locale: string): string | undefined {
  const tag = locale.replace(/_/g, '-');
  const language = tag.split('-')[0]?.toLowerCase() ?? '';
  // Brazilian Portuguese counts 0 as singular, as French does; European Portuguese does not.
  if (language === 'pt')
    return /^pt-br$/i.test(tag) ? 'nplurals=2; plural=(n > 1);' : 'nplurals=2; plural=(n != 1);';
  return PLURAL_FORMS.find(([languages]) => languages.includes(language))?.[1];
}

export interface PoWriteOptions {
  locale?: string;
  /** Column at which long strings are folded the way msgcat does; 0 never folds. Default 79. */
  foldLength?: number;
}

/**
 * Writes entries as a PO file with a minimal UTF-8 header, and `Language` and (for the languages
 * `gettextPluralForms` knows) `Plural-Forms` when a locale is given.
 */
export function serializePo(entries: Entries, options: PoWriteOptions = {}): string {
  const pluralForms = options.locale === undefined ? undefined : gettextPluralForms(options.locale);
  const headers: Record<string, string> = {
    ...(options.locale !== undefined && { Language: options.locale }),
    'MIME-Version': '1.0',
    'Content-Type': 'text/plain; charset=UTF-8',
    'Content-Transfer-Encoding': '8bit',
    ...(pluralForms !== undefined && { 'Plural-Forms': pluralForms }),
  };
  const table: GetTextTranslations = { charset: 'utf-8', headers, translations: { '': { '': header() } } };
  return compile(table, entriesToMessages(entries), new Map(), options.foldLength ?? 79);
}

function header(): GetTextTranslation {
  return { msgid: '', msgstr: [''] };
}

/**
 * Compiles messages in the order given, taking comments, flags and references from `previous`
 * (keyed by poKey) where a message was there before.
 */
function compile(
  table: GetTextTranslations,
  messages: Message[],
  previous: Map<string, GetTextTranslation>,
  foldLength: number,
): string {
  const position = new Map<GetTextTranslation, number>();
  const headerBlock = table.translations['']?.[''] ?? header();
  table.translations = { '': { '': headerBlock } };
  for (const message of messages) {
    const context = message.msgctxt ?? '';
    const before = previous.get(poKey(message.msgid, message.msgctxt));
    const translation: GetTextTranslation = {
      ...before,
      msgid: message.msgid,
      msgstr: message.msgstr,
      ...(message.msgctxt !== undefined && { msgctxt: message.msgctxt }),
    };
    if (message.msgidPlural !== undefined) {
      // msgid_plural is source text: an empty one (a gap filled with "") keeps the file's, or the msgid.
      translation.msgid_plural = message.msgidPlural || before?.msgid_plural || message.msgid;
      // Every form the file had stays: a form the entries lack is written empty (untranslated).
      const forms = Math.max(
        message.msgstr.length,
        before?.msgid_plural !== undefined ? before.msgstr.length : 0,
      );
      translation.msgstr = Array.from({ length: forms }, (_, i) => message.msgstr[i] ?? '');
    } else {
      delete translation.msgid_plural;
    }
    // A text that changed came from the service, reviewed: it is no longer a fuzzy guess.
    if (before?.comments?.flag && before.msgstr.join('\0') !== message.msgstr.join('\0')) {
      const flags = before.comments.flag
        .split(',')
        .map((flag) => flag.trim())
        .filter((flag) => flag !== 'fuzzy');
      const { flag: _dropped, previous: _stale, ...rest } = before.comments;
      translation.comments = flags.length > 0 ? { ...rest, flag: flags.join(', ') } : rest;
    }
    table.translations[context] ??= {};
    (table.translations[context] as Record<string, GetTextTranslation>)[message.msgid] = translation;
    position.set(translation, position.size);
  }
  table.charset = 'utf-8';
  const out = gettext.compile(table, {
    foldLength,
    // gettext-parser groups messages by context; sorting by file position restores the order.
    sort: (a, b) => (position.get(a) ?? 0) - (position.get(b) ?? 0),
  });
  return out.toString('utf8');
}

function serializeOver(entries: Entries, existing: string, options: SerializeOptions): string {
  const { table } = readMessages(existing);
  const previous = new Map<string, GetTextTranslation>();
  for (const [context, messages] of Object.entries(table.translations)) {
    for (const [msgid, translation] of Object.entries(messages)) {
      if (context === '' && msgid === '') continue;
      previous.set(poKey(msgid, context === '' ? undefined : context), translation);
    }
  }
  table.headers ??= {};
  if (options.locale !== undefined && table.headers.Language !== undefined)
    table.headers.Language = options.locale;
  table.headers['Content-Type'] = 'text/plain; charset=UTF-8';
  const out = compile(table, entriesToMessages(entries), previous, detectFoldLength(existing));
  return endsWithNewline(existing) ? out : out.replace(/\n$/, '');
}

/** 0 (no folding) when the file already has string lines longer than msgcat's 79 columns. */
function detectFoldLength(content: string): number {
  return content.split('\n').some((line) => !line.startsWith('#') && line.length > 79) ? 0 : 79;
}

/**
 * Lists messages (context, msgid, line) in file order and checks the syntax line by line, so every
 * error has a line number. gettext-parser then reads the texts and comments.
 */
function scanOrder(content: string): Array<{ msgctxt: string | undefined; msgid: string; line: number }> {
  const found: Array<{ msgctxt: string | undefined; msgid: string; line: number }> = [];
  const seen = new Map<string, number>();
  let current: { msgctxt?: string; msgid?: string; line: number } | undefined;
  let field: 'msgctxt' | 'msgid' | 'other' | undefined;
  const finish = (): void => {
    if (current?.msgid === undefined) return;
    const key = poKey(current.msgid, current.msgctxt);
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      throw new FormatError(
        `message "${current.msgid}"${current.msgctxt === undefined ? '' : ` in context "${current.msgctxt}"`} is defined twice (lines ${earlier} and ${current.line})`,
        { key, line: current.line },
      );
    }
    seen.set(key, current.line);
    found.push({ msgctxt: current.msgctxt, msgid: current.msgid, line: current.line });
  };
  const lines = content.split(/\r?\n/);
  lines.forEach((raw, index) => {
    const line = index + 1;
    const text = raw.trim();
    if (text === '' || text.startsWith('#')) return;
    const keyword = /^(msgctxt|msgid_plural|msgid|msgstr(?:\[\d+\])?)\s*(.*)$/.exec(text);
    const body = keyword ? (keyword[2] as string) : text;
    const quoted = /^"((?:[^"\\]|\\.)*)"$/.exec(body);
    if (!quoted) {
      throw new FormatError(
        keyword
          ? `invalid PO at line ${line}: ${keyword[1]} must be followed by one quoted string (escape " as \\")`
          : `invalid PO at line ${line}: expected msgctxt, msgid, msgstr or a quoted string, found "${text.slice(0, 40)}"`,
        { line },
      );
    }
    const value = unescapePo(quoted[1] as string);
    if (!keyword) {
      if (field === undefined) {
        throw new FormatError(`invalid PO at line ${line}: a quoted string must follow msgid or msgstr`, {
          line,
        });
      }
      if (field === 'msgctxt' && current) current.msgctxt = (current.msgctxt ?? '') + value;
      if (field === 'msgid' && current) current.msgid = (current.msgid ?? '') + value;
      return;
    }
    const name = keyword[1] as string;
    if (name === 'msgctxt') {
      finish();
      current = { msgctxt: value, line };
      field = 'msgctxt';
    } else if (name === 'msgid') {
      if (current?.msgid !== undefined || current === undefined) {
        finish();
        current = { line };
      }
      current.msgid = value;
      field = 'msgid';
    } else {
      if (current?.msgid === undefined) {
        throw new FormatError(`invalid PO at line ${line}: ${name} without a msgid before it`, { line });
      }
      field = 'other';
    }
  });
  finish();
  return found;
}

function unescapePo(text: string): string {
  return text.replace(/\\(.)/g, (_, char: string) => ({ n: '\n', t: '\t', r: '\r' })[char] ?? char);
}

function detectStyle(content: string): FileStyle {
  return {
    structure: 'flat',
    indent: '',
    trailingNewline: endsWithNewline(content),
    keyOrder: [...parsePo(content).keys()],
  };
}

/** gettext PO/POT: contexts, plural forms, comments and headers kept when writing over a file. */
export const po: TranslationFormat = {
  name: 'po',
  extensions: ['.po', '.pot'],
  structures: ['flat'],
  parse: parsePo,
  serialize: (entries, { locale }) => serializePo(entries, locale === undefined ? {} : { locale }),
  detectStyle,
  serializeOver,
};
