/**
 * Finds the line of a key in a translation file's text, so an annotation can point at it. Each
 * format writes a key its own way (`"key":` in JSON, `key:` in YAML, `key=` in .properties,
 * `"key" =` in .strings, `name="key"` in XML, `msgid "key"` in PO); a plural form or variation
 * (`items[one]`) at its string's line when it is not written itself; a nested key is found as its
 * names in order, each below the previous one. A best effort: undefined when nothing matches.
 */
export function lineOfKey(content: string, key: string): number | undefined {
  const lines = linesOf(content);
  const direct = mayDefine(content, key) ? firstLineDefining(lines, key, 0, lines.length) : -1;
  if (direct >= 0) return direct + 1;
  // A plural form or variation (`items[one]`, `label[device:mac]`) is written under its string's name
  // (an Android `<plurals name="items">`, a String Catalog's `"items" : {`).
  const base = key.replace(/(?:\[[^[\]]+\])+$/, '');
  if (base !== key && base !== '') {
    const line = lineOfKey(content, base);
    if (line !== undefined) return line;
  }
  const names = key.split('.').filter((name) => name !== '');
  if (names.length < 2) return undefined;
  let from = 0;
  let end = lines.length;
  let found = -1;
  for (const [index, name] of names.entries()) {
    const bare = name.replace(/\[\d+\]$/, '');
    const at = mayDefine(content, bare) ? firstLineDefining(lines, bare, from, end) : -1;
    if (at < 0) {
      // A plural form the file lacks (`items.few`, the problem "needs the plural form few") is
      // reported at its string's line, not at another string's `few` further down.
      return index === names.length - 1 && found >= 0 && PLURAL_CATEGORIES.has(name) ? found + 1 : undefined;
    }
    found = at;
    from = at + 1;
    end = blockEnd(lines, at, end);
  }
  return found + 1;
}

const PLURAL_CATEGORIES: ReadonlySet<string> = new Set(['zero', 'one', 'two', 'few', 'many', 'other']);

/**
 * Where the block that starts at line `at` ends, by indentation (JSON and YAML written one key a
 * line): the first later line, before `end`, indented no deeper than it. A name is looked for only
 * inside its parent's block, so `a.b.few` is never found in another mapping's `few`.
 */
function blockEnd(lines: readonly string[], at: number, end: number): number {
  const indent = (line: string) => line.length - line.trimStart().length;
  const own = indent(lines[at] as string);
  for (let i = at + 1; i < end; i++) {
    const line = lines[i] as string;
    if (line.trim() === '') continue;
    if (indent(line) <= own) return i;
  }
  return end;
}

/** The line of the key a problem names (`key "a.b": …`), when the problem names one. */
export function lineOfProblem(content: string, problem: string): number | undefined {
  const match = /^key "(.*?)": /.exec(problem);
  return match ? lineOfKey(content, match[1] as string) : undefined;
}

/**
 * The lines of the last text asked about: a file's problems are looked up one after another in the
 * same text (ten per file), which a large file (a 1.6 MB Qt catalog) should not split ten times.
 */
let lastText: string | undefined;
let lastLines: readonly string[] = [];
function linesOf(content: string): readonly string[] {
  if (content !== lastText) {
    lastText = content;
    lastLines = content.split('\n');
  }
  return lastLines;
}

/**
 * Whether `content` holds `key` in a spelling some definition needs (as is, JSON-escaped or
 * XML-escaped): when it holds none, no line can define the key, and the scan of every line against
 * six patterns is skipped (a Qt key, never written as such, was scanned to the end of the file).
 */
function mayDefine(content: string, key: string): boolean {
  return (
    content.includes(key) ||
    content.includes(JSON.stringify(key).slice(1, -1)) ||
    content.includes(escapeXml(key))
  );
}

/** The first line in [from, end) that defines `key`, or -1. */
function firstLineDefining(lines: readonly string[], key: string, from: number, end: number): number {
  const patterns = definitionsOf(key);
  for (let i = from; i < end; i++) {
    const line = lines[i] as string;
    if (patterns.some((pattern) => pattern.test(line))) return i;
  }
  return -1;
}

function escapeXml(key: string): string {
  return key.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('"', '&quot;');
}

/** Lines that define `key` in one of the formats. */
function definitionsOf(key: string): RegExp[] {
  const k = escapeRegExp(key);
  const json = escapeRegExp(JSON.stringify(key));
  const xml = escapeRegExp(escapeXml(key));
  return [
    new RegExp(`${json}\\s*:`),
    new RegExp(`^\\s*(?:-\\s+)?(['"]?)${k}\\1\\s*:(\\s|$)`),
    new RegExp(`^\\s*${k}\\s*[=:]`),
    new RegExp(`^\\s*${json}\\s*=`),
    new RegExp(`\\b(?:name|id|resname)="${xml}"`),
    new RegExp(`^msgid ${json}`),
  ];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
