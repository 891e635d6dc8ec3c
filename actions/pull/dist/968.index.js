export const id = 968;
export const ids = [968];
export const modules = {

/***/ 7968:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  parsePhp: () => (/* binding */ parsePhp),
  php: () => (/* binding */ php)
});

// EXTERNAL MODULE: ../../packages/formats/src/shared/lines.ts
var lines = __webpack_require__(3953);
// EXTERNAL MODULE: ../../packages/formats/src/errors.ts
var errors = __webpack_require__(3015);
// EXTERNAL MODULE: ../../packages/formats/src/limits.ts
var limits = __webpack_require__(5460);
// EXTERNAL MODULE: ../../packages/formats/src/model.ts
var model = __webpack_require__(4555);
// EXTERNAL MODULE: ../../packages/formats/src/shared/blocks.ts
var blocks = __webpack_require__(574);
;// CONCATENATED MODULE: ../../packages/formats/src/formats/php/model.ts
/**
 * The members of an array as PHP holds them: a key written twice has the last value, in the place
 * of the first (as a JavaScript Map keeps it).
 */
function membersOf(array) {
    const members = new Map();
    for (const item of array.items)
        members.set(item.key, item);
    return members;
}

;// CONCATENATED MODULE: ../../packages/formats/src/formats/php/read.ts






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
function readPhp(content) {
    const reader = new Reader(content);
    const root = reader.file();
    return { root, eol: (0,blocks/* detectEol */.eD)(content), assigned: reader.assigned };
}
class Reader {
    at = 0;
    lineOf;
    entries = 0;
    text;
    /** True when the file assigns its texts (`$string['x'] = '…';`) instead of returning an array. */
    assigned = false;
    constructor(text) {
        this.text = text;
        const locate = (0,lines/* lineLocator */.hl)(text);
        this.lineOf = (offset) => locate(offset).line;
    }
    file() {
        if (this.text.startsWith('\uFEFF'))
            this.at = 1;
        const open = /^<\?php(?=\s|$)/i.exec(this.text.slice(this.at));
        if (!open) {
            throw this.fail(this.at, 'the file does not start with "<?php" (text before it would be printed, and a short "<?" tag depends on the server\'s settings)');
        }
        this.at += open[0].length;
        this.skip();
        if (this.word() === 'declare')
            this.strictTypes();
        if (this.text[this.at] === '$' || this.word() === 'defined')
            return this.assignments();
        if (this.word() !== 'return')
            throw this.unexpected('"return [" with the language lines');
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
    assignments() {
        this.assigned = true;
        const root = { kind: 'array', open: this.at, close: -1, short: true, items: [], line: 1 };
        for (this.skip(); this.at < this.text.length && !this.text.startsWith('?>', this.at); this.skip()) {
            if (this.word() === 'defined') {
                const guard = /^defined\s*\(\s*(['"])[A-Z_][A-Z0-9_]*\1\s*\)\s*(?:\|\||or)\s*die\s*(?:\(\s*\))?\s*;/i.exec(this.text.slice(this.at, this.at + 200));
                if (!guard)
                    throw this.unexpected(`"defined('MOODLE_INTERNAL') || die();" or "$name['key'] = 'text';"`);
                this.at += guard[0].length;
                continue;
            }
            const start = this.at;
            const variable = /^\$([A-Za-z_][A-Za-z0-9_]*)/.exec(this.text.slice(this.at, this.at + 128));
            if (!variable)
                throw this.unexpected(`"$name['key'] = 'text';"`);
            this.at += variable[0].length;
            this.skip();
            if (this.text[this.at] === '=') {
                // `$labels = [];`: the array starts empty; one with texts in it is a different file.
                this.at++;
                this.skip();
                const init = this.array(1);
                if (init.items.length > 0)
                    throw this.fail(start, `"$${variable[1]} = [" with texts in it: assign each text on its own ($${variable[1]}['key'] = 'text';)`);
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
            (0,model/* checkEntryCount */.Q1)(++this.entries, line);
            const end = this.at;
            this.skip();
            const semicolon = this.at;
            this.expect(';');
            root.items.push({ key, start, end, comma: semicolon, value, line, variable: variable[1] });
        }
        root.close = this.at;
        this.end();
        return root;
    }
    /** The end of the file: nothing, or "?>" and nothing after it. */
    end() {
        if (this.text.startsWith('?>', this.at)) {
            this.at += 2;
            if (this.text.slice(this.at).trim() !== '')
                throw this.fail(this.at, 'text after "?>" would be printed; remove it');
            this.at = this.text.length;
        }
        if (this.at < this.text.length)
            throw this.unexpected('the end of the file after "return […];"');
    }
    /** `declare(strict_types=1);`, which some projects put on every file. */
    strictTypes() {
        const match = /^declare\s*\(\s*strict_types\s*=\s*[01]\s*\)\s*;/i.exec(this.text.slice(this.at));
        if (!match)
            throw this.unexpected('"declare(strict_types=1);" or "return ["');
        this.at += match[0].length;
        this.skip();
    }
    array(depth) {
        if (depth > limits/* LIMITS */.b.maxDepth) {
            throw this.fail(this.at, `arrays nest deeper than ${limits/* LIMITS */.b.maxDepth} levels (LIMITS.maxDepth); language files need a few levels at most`);
        }
        const start = this.at;
        let short;
        let closer;
        if (this.text[this.at] === '[') {
            short = true;
            closer = ']';
            this.at++;
        }
        else if (this.word() === 'array') {
            this.at += 5;
            this.skip();
            this.expect('(');
            short = false;
            closer = ')';
        }
        else {
            throw this.unexpected('an array ("[" or "array(")');
        }
        const array = {
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
            if (this.text[this.at] === closer)
                break;
            const item = this.item(depth, nextIndex);
            if (/^(?:0|[1-9][0-9]*)$/.test(item.key))
                nextIndex = Math.max(nextIndex, Number(item.key) + 1);
            array.items.push(item);
            this.skip();
            if (this.text[this.at] === ',') {
                item.comma = this.at;
                this.at++;
                continue;
            }
            if (this.text[this.at] !== closer)
                throw this.unexpected(`"," or "${closer}"`);
        }
        array.close = this.at;
        this.at++;
        return array;
    }
    item(depth, nextIndex) {
        const start = this.at;
        const line = this.lineOf(start);
        let key;
        if (this.text[this.at] === '[' || this.word() === 'array') {
            key = String(nextIndex);
        }
        else {
            key = this.key();
            this.skip();
            if (this.text.startsWith('=>', this.at)) {
                this.at += 2;
                this.skip();
            }
            else {
                // A list item (Filament's `'values_glue' => [', ', 'final' => ' or ']`): PHP keys it with the
                // next whole number, and Laravel's `__('….values_glue.0')` reads it so.
                this.at = start;
                key = String(nextIndex);
            }
        }
        const value = this.text[this.at] === '[' || this.word() === 'array' ? this.array(depth + 1) : this.string('value');
        if (value.kind === 'string')
            (0,model/* checkEntryCount */.Q1)(++this.entries, line);
        return { key, start, end: this.at, value, line };
    }
    key() {
        const number = /^-?(?:0|[1-9][0-9]*)(?![\w.])/.exec(this.text.slice(this.at, this.at + 40));
        if (number) {
            this.at += number[0].length;
            return number[0];
        }
        const key = this.string('key').value;
        (0,model/* checkKeyLength */.Ob)(key, this.lineOf(this.at));
        return key;
    }
    string(role) {
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
                throw this.fail(this.at, 'a concatenation with something other than a quoted string (a constant or a call): only running the file could tell the text; write it as quoted strings');
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
    literal(quote) {
        return quote === "'" ? this.singleQuoted() : this.doubleQuoted();
    }
    /** `'…'`: only `\'` and `\\` are escapes; any other backslash is itself. */
    singleQuoted() {
        const start = this.at;
        let value = '';
        let i = start + 1;
        for (;;) {
            const next = this.text.slice(i).search(/['\\]/);
            if (next === -1)
                throw this.fail(start, "a string opened with ' is never closed");
            value += this.text.slice(i, i + next);
            i += next;
            if (this.text[i] === "'")
                break;
            const escaped = this.text[i + 1];
            if (escaped === "'" || escaped === '\\') {
                value += escaped;
                i += 2;
            }
            else {
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
    doubleQuoted() {
        const start = this.at;
        const bytes = [];
        const text = (s) => bytes.push(...Buffer.from(s, 'utf8'));
        let i = start + 1;
        for (;;) {
            const next = this.text.slice(i).search(/["\\${]/);
            if (next === -1)
                throw this.fail(start, 'a string opened with " is never closed');
            text(this.text.slice(i, i + next));
            i += next;
            const c = this.text[i];
            if (c === '"')
                break;
            if (c === '$' || c === '{') {
                const interpolated = c === '$' ? /^\$[A-Za-z_\u0080-\uffff]/ : /^\{\$/;
                if (interpolated.test(this.text.slice(i, i + 2))) {
                    throw this.fail(i, `"${this.text.slice(i, i + 20).split(/["\n]/)[0]}" in a "…" string is a PHP variable, which only running the file could fill in; write the text in '…', or escape it as \\$`);
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
            }
            else
                bytes.push(escaped.byte);
            i += 1 + escaped.length;
        }
        this.at = i + 1;
        try {
            return UTF8.decode(new Uint8Array(bytes));
        }
        catch {
            throw this.fail(start, "the string's \\x or octal escapes do not spell UTF-8 text");
        }
    }
    /** Skips whitespace and comments. */
    skip() {
        const { text } = this;
        for (;;) {
            const c = text[this.at];
            if (c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f' || c === '\v') {
                this.at++;
            }
            else if (c === '#' && text[this.at + 1] === '[') {
                throw this.fail(this.at, 'a PHP attribute ("#[") is code, not a language line');
            }
            else if (c === '#' || (c === '/' && text[this.at + 1] === '/')) {
                // A one-line comment ends at the line break or at "?>", as PHP ends it.
                const end = /\r?\n|\?>/.exec(text.slice(this.at));
                this.at = end ? this.at + end.index : text.length;
            }
            else if (c === '/' && text[this.at + 1] === '*') {
                const end = text.indexOf('*/', this.at + 2);
                if (end === -1)
                    throw this.fail(this.at, 'a "/*" comment is never closed with "*/"');
                this.at = end + 2;
            }
            else {
                return;
            }
        }
    }
    /** The identifier at the cursor, in lower case (PHP keywords are case-insensitive). */
    word() {
        return (/^[A-Za-z_][A-Za-z0-9_]*/.exec(this.text.slice(this.at, this.at + 64))?.[0] ?? '').toLowerCase();
    }
    expect(char) {
        if (this.text[this.at] !== char)
            throw this.unexpected(`"${char}"`);
        this.at++;
    }
    unexpected(wanted) {
        if (this.at >= this.text.length)
            return this.fail(this.at, `the file ends where ${wanted} should follow`);
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
    fail(offset, message) {
        const line = this.lineOf(offset);
        return new errors/* FormatError */.I(`line ${line}: ${message}`, { line });
    }
}
/** The escape after a backslash in "…": a byte, or a code point (`\u{…}`), and its length. */
function readEscape(rest) {
    const simple = ESCAPES[rest[0] ?? ''];
    if (simple !== undefined)
        return { byte: simple, length: 1 };
    const octal = /^[0-7]{1,3}/.exec(rest);
    if (octal)
        return { byte: Number.parseInt(octal[0], 8) & 0xff, length: octal[0].length };
    const hex = /^x([0-9A-Fa-f]{1,2})/.exec(rest);
    if (hex)
        return { byte: Number.parseInt(hex[1], 16), length: hex[0].length };
    const unicode = /^u\{([0-9A-Fa-f]{1,8})\}/.exec(rest);
    if (unicode)
        return { byte: 0, point: Number.parseInt(unicode[1], 16), length: unicode[0].length };
    return undefined;
}
/** PHP's one-letter escapes in "…" strings, as bytes. */
const ESCAPES = Object.assign(Object.create(null), {
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
/**
 * The texts of a file as Laravel reads them, with dotted keys (`'a' => ['b' => 'x']` is `a.b`, as
 * `__('group.a.b')` names it): a key written twice in one array has its last value in the place of
 * the first, as PHP builds the array, with a warning. A literal dotted key (`'a.b' => …`) and a
 * nested one reaching the same name are one key: the literal one at the top counts, as Laravel's
 * lookup finds it first.
 */
function phpLeaves(file, warn) {
    const leaves = new Map();
    const visit = (array, path) => {
        const members = membersOf(array);
        if (warn && members.size < array.items.length) {
            const first = new Map();
            for (const item of array.items) {
                const earlier = first.get(item.key);
                if (earlier === undefined)
                    first.set(item.key, item);
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
                if (earlier.path.length === 1)
                    continue;
            }
            leaves.set(key, { key, path: itemPath, string: item.value });
        }
    };
    visit(file.root, []);
    return leaves;
}
/** The entries of a parsed file, by dotted key. */
function phpEntries(leaves) {
    return new Map([...leaves].map(([key, leaf]) => [key, leaf.string.value]));
}

// EXTERNAL MODULE: ../../packages/formats/src/shared/append.ts
var append = __webpack_require__(5159);
;// CONCATENATED MODULE: ../../packages/formats/src/formats/php/edits.ts
// Edits of a PHP file's text: the rewrites change only what changed.
/** Applies non-overlapping edits; an insertion at an offset comes before a removal starting there. */
function applyEdits(text, edits) {
    const sorted = [...edits].sort((a, b) => a.start - b.start || a.end - b.end);
    let out = '';
    let at = 0;
    for (const edit of sorted) {
        out += text.slice(at, Math.max(at, edit.start)) + edit.text;
        at = Math.max(at, edit.end);
    }
    return out + text.slice(at);
}

;// CONCATENATED MODULE: ../../packages/formats/src/formats/php/write.ts

/** A text as a `'…'` PHP string: backslashes and apostrophes escaped, everything else as it is. */
function singleQuoted(value) {
    return `'${value.replace(/[\\']/g, (c) => `\\${c}`)}'`;
}
/** A text as a `"…"` PHP string: `\`, `"` and `$` escaped, control characters as PHP escapes. */
function doubleQuoted(value) {
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is escaped
    const body = value.replace(/[\\"$\u0000-\u001f\u007f]/g, (c) => {
        const named = NAMED[c];
        if (named !== undefined)
            return named;
        return `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`;
    });
    return `"${body}"`;
}
const NAMED = Object.assign(Object.create(null), {
    '\\': '\\\\',
    '"': '\\"',
    $: '\\$',
    '\n': '\\n',
    '\t': '\\t',
    '\r': '\\r',
    '\v': '\\v',
    '\f': '\\f',
    '\u001b': '\\e',
});
/**
 * Nests `key → text` by the dots of each key, as Laravel's `__('group.a.b')` reads `a` then `b`. A
 * key that cannot nest (an empty segment, or a part that is itself a text: `a` and `a.b`) stays one
 * dotted key, which Laravel's lookup finds as it is before it tries the parts. `taken` are names
 * already holding a text at this level.
 */
function nestKeys(entries, taken = new Set()) {
    const list = [...entries];
    const texts = new Set([...taken, ...list.map(([key]) => key)]);
    const tree = new Map();
    for (const [key, value] of list) {
        const parts = key.split('.');
        const nestable = !parts.includes('') && parts.slice(0, -1).every((_, i) => !texts.has(parts.slice(0, i + 1).join('.')));
        if (!nestable) {
            tree.set(key, value);
            continue;
        }
        let node = tree;
        for (const part of parts.slice(0, -1)) {
            let child = node.get(part);
            if (typeof child !== 'object') {
                child = new Map();
                node.set(part, child);
            }
            node = child;
        }
        node.set(parts[parts.length - 1], value);
    }
    return tree;
}
/**
 * The items of a tree, one a line at `indent`, each ending in a comma (the last one as
 * `layout.lastComma` says) and a line break.
 */
function renderItems(tree, indent, layout) {
    let out = '';
    const quoted = layout.quote === '"' ? doubleQuoted : singleQuoted;
    const arrow = layout.arrow ?? ' => ';
    let left = tree.size;
    for (const [key, value] of tree) {
        const name = quoted(key);
        const comma = --left > 0 || layout.lastComma !== false ? ',' : '';
        if (typeof value === 'string') {
            out += `${indent}${name}${arrow}${quoted(value)}${comma}${layout.eol}`;
        }
        else {
            const [open, close] = layout.short ? ['[', ']'] : ['array(', ')'];
            out += `${indent}${name}${arrow}${open}${layout.eol}${renderItems(value, indent + layout.indent, layout)}${indent}${close}${comma}${layout.eol}`;
        }
    }
    return out;
}
/** Writes entries as a Laravel language file from nothing: `<?php`, then `return [` the nested texts `];`. */
function serializePhp(entries, options = {}) {
    const layout = { indent: options.indent || '    ', eol: '\n', short: options.short ?? true };
    const body = renderItems(nestKeys(entries), layout.indent, layout);
    const [open, close] = layout.short ? ['[', ']'] : ['array(', ')'];
    return (0,lines/* withTrailingNewline */.Tu)(`<?php\n\nreturn ${open}\n${body}${close};\n`, options.trailingNewline ?? true);
}

;// CONCATENATED MODULE: ../../packages/formats/src/formats/php/rewrite-assigned.ts



/**
 * Writes `entries` over a file of assignments (`$string['x'] = '…';`), changing only what changed: a
 * changed text is replaced inside its own quotes, a removed text goes with its line, and a new key
 * is a statement of its own after the last text kept, assigned to that text's variable with the
 * file's spacing around `=` (`$labels['new'] = '…';`). The header comment, the `$labels = [];` that
 * starts an array, Moodle's guard and an earlier assignment of a key assigned twice stay as written.
 */
function rewriteAssigned(entries, text, file) {
    const { root, eol } = file;
    const members = membersOf(root);
    const edits = [];
    const lineStartOf = (offset) => text.lastIndexOf('\n', offset - 1) + 1;
    const lineEndAfter = (offset) => {
        const match = /^[ \t]*(?:(?:\/\/|#)[^\n]*)?\n/.exec(text.slice(offset));
        return match ? offset + match[0].length : undefined;
    };
    let last;
    let lastRemoved;
    for (const item of root.items) {
        if (members.get(item.key) !== item || item.value.kind !== 'string')
            continue; // an earlier one: kept
        const value = entries.get(item.key);
        if (value === undefined) {
            const semicolon = item.comma + 1;
            const lineEnd = lineEndAfter(semicolon);
            const alone = /^[ \t]*$/.test(text.slice(lineStartOf(item.start), item.start));
            const removal = alone && lineEnd !== undefined
                ? { start: lineStartOf(item.start), end: lineEnd, text: '' }
                : { start: item.start, end: semicolon, text: '' };
            edits.push(removal);
            lastRemoved = { item, end: removal.end };
            continue;
        }
        last = item;
        if (value !== item.value.value) {
            const quote = item.value.quote === "'" ? singleQuoted : doubleQuoted;
            edits.push({ start: item.value.start, end: item.value.end, text: quote(value) });
        }
    }
    const added = [...entries].filter(([key]) => !members.has(key));
    if (added.length === 0)
        return applyEdits(text, edits);
    const model = last ?? lastRemoved?.item ?? root.items.at(-1);
    const variable = model?.variable ?? 'string';
    const equals = model === undefined || model.value.kind !== 'string'
        ? ' = '
        : (/\][ \t]*=[ \t]*$/.exec(text.slice(model.start, model.value.start))?.[0].slice(1) ?? ' = ');
    const lines = added.map(([key, value]) => `$${variable}[${singleQuoted(key)}]${equals}${singleQuoted(value)};${eol}`);
    let at;
    let before = '';
    if (last !== undefined) {
        const semicolon = last.comma + 1;
        const lineEnd = lineEndAfter(semicolon);
        at = lineEnd ?? semicolon;
        if (lineEnd === undefined)
            before = eol;
    }
    else if (lastRemoved !== undefined) {
        at = lastRemoved.end;
    }
    else {
        // No text yet: after the statements that start the file (`$labels = [];`), before "?>".
        at = root.close;
        if (!/\n[ \t]*$/.test(text.slice(0, at)))
            before = eol;
    }
    const block = before + lines.join('');
    edits.push({
        start: at,
        end: at,
        text: before !== '' && at === text.length ? block.slice(0, -eol.length) : block,
    });
    return applyEdits(text, edits);
}

;// CONCATENATED MODULE: ../../packages/formats/src/formats/php/rewrite.ts







/**
 * Writes `entries` over an existing language file, changing only what changed: a changed text is
 * replaced inside its own quotes (in the file's quote style), a removed text goes with its line (an
 * array left with no text goes whole), and new keys follow the last entry of the deepest array their
 * dotted key reaches. Comments, alignment, `array(…)` syntax, an earlier definition of a key written
 * twice and empty arrays stay as written.
 */
function rewritePhp(entries, existing, 
/**
 * Written from the source group for a new locale: a key the source writes twice in one array is
 * written once, at its first place, with its text (not the earlier definition kept in the source's
 * language, which no translator would write).
 */
newFile = false) {
    const file = readPhp(existing);
    if (file.assigned)
        return rewriteAssigned(entries, existing, file);
    const leaves = phpLeaves(file);
    const text = existing;
    const edits = [];
    const lineStartOf = (offset) => text.lastIndexOf('\n', offset - 1) + 1;
    const indentOf = (offset) => /^[ \t]*/.exec(text.slice(lineStartOf(offset)))?.[0] ?? '';
    const startsLine = (offset) => /^[ \t]*$/.test(text.slice(lineStartOf(offset), offset));
    const first = file.root.items[0];
    const unit = first && startsLine(first.start) ? indentOf(first.start) || '    ' : '    ';
    const layout = {
        indent: unit,
        eol: file.eol,
        short: file.root.short,
        ...textStyleOf(file.root, text),
        ...lastCommaOf(file.root),
    };
    /** The end of the line `offset` is on, after its line break, when only a comment follows `offset`. */
    const restOfLine = (offset) => {
        const match = /^[ \t]*(?:(?:\/\/|#)[^\n]*)?\n/.exec(text.slice(offset));
        // A one-line comment ends at "?>" too, but nothing in an array is followed by one.
        return match ? offset + match[0].length : undefined;
    };
    const removal = (item) => {
        const end = item.comma === undefined ? item.end : item.comma + 1;
        const lineEnd = restOfLine(end);
        if (startsLine(item.start) && lineEnd !== undefined) {
            const start = lineStartOf(item.start);
            // An item standing between two blank lines takes one of them: the items around stay one blank
            // line apart (Pixelfed's `helpcenter.php` ends `'taggingPeople' => …` between two).
            BLANK_LINE.lastIndex = lineEnd;
            const blankAfter = BLANK_LINE.exec(text)?.[0];
            const blankBefore = start > 0 && /^[ \t]*\r?$/.test(text.slice(lineStartOf(start - 1), start - 1));
            return {
                start,
                end: lineEnd + (blankBefore && blankAfter !== undefined ? blankAfter.length : 0),
                text: '',
            };
        }
        const spaces = /^[ \t]*/.exec(text.slice(end))?.[0].length ?? 0;
        return { start: item.start, end: end + spaces, text: '' };
    };
    // New keys go to the deepest existing array their dotted key reaches.
    const byArray = new Map();
    for (const [key, value] of entries) {
        if (leaves.has(key))
            continue;
        let array = file.root;
        let rest = key;
        for (;;) {
            const dot = rest.indexOf('.');
            if (dot === -1)
                break;
            const child = membersOf(array).get(rest.slice(0, dot))?.value;
            if (child?.kind !== 'array')
                break;
            array = child;
            rest = rest.slice(dot + 1);
        }
        const clash = membersOf(array).get(rest);
        if (clash?.value.kind === 'array') {
            throw new errors/* FormatError */.I(`"${key}" has a text, but the file holds an array under that name (line ${clash.line}): a PHP array cannot hold both; rename one of the keys`, { key, line: clash.line });
        }
        const list = byArray.get(array) ?? [];
        list.push([rest, value]);
        byArray.set(array, list);
    }
    /** Plans the edits of one array into `out`; false when it held texts and none is left. */
    const visit = (array, path, out) => {
        const members = membersOf(array);
        const removed = [];
        const firsts = newFile ? firstTextDefinitions(array, members) : new Map();
        for (const item of array.items) {
            const first = firsts.get(item.key);
            if (first !== undefined && first !== item) {
                removed.push(item); // a later definition, in a new file: the first holds the text
                continue;
            }
            if (members.get(item.key) !== item && first === undefined)
                continue; // an earlier definition: kept as written
            const itemPath = [...path, item.key];
            if (item.value.kind === 'array') {
                const inner = [];
                if (visit(item.value, itemPath, inner) || item.value.items.length === 0)
                    (0,append/* appendAll */.u)(out, inner);
                else
                    removed.push(item);
                continue;
            }
            const key = itemPath.join('.');
            const leaf = leaves.get(key);
            const read = first === undefined ? item : members.get(item.key);
            if (leaf?.string !== read?.value)
                continue; // not the text Laravel reads: kept as written
            const value = entries.get(key);
            if (value === undefined)
                removed.push(item);
            else if (value !== item.value.value) {
                const quote = item.value.quote === "'" ? singleQuoted : doubleQuoted;
                out.push({ start: item.value.start, end: item.value.end, text: quote(value) });
            }
        }
        const removals = removed.map(removal);
        (0,append/* appendAll */.u)(out, removals);
        const gone = new Set(removed);
        const kept = array.items.filter((item) => !gone.has(item));
        // The array's last item goes and no key comes: the one now last ends as the array's last did.
        const last = kept.at(-1);
        const ended = array.items.at(-1);
        if (ended !== undefined &&
            gone.has(ended) &&
            ended.comma === undefined &&
            last?.comma !== undefined &&
            !byArray.has(array))
            out.push({ start: last.comma, end: last.comma + 1, text: '' });
        anchors.set(array, { kept: kept.at(-1), removed: removed.at(-1), removal: removals.at(-1) });
        // An array that receives new keys stays, even when none of its own is left.
        return kept.length > 0 || byArray.has(array);
    };
    const anchors = new Map();
    visit(file.root, [], edits);
    for (const [array, list] of byArray) {
        const { kept, removed, removal: gone } = anchors.get(array) ?? {};
        const taken = new Set([...membersOf(array).values()].filter((item) => item.value.kind === 'string').map((item) => item.key));
        const tree = nestKeys(list, taken);
        // The new keys end the array: its last one ends with a comma when the array's last did.
        const ending = array.items.at(-1);
        const arrayLayout = ending === undefined ? layout : { ...layout, lastComma: ending.comma !== undefined };
        const wholeLine = removed !== undefined && gone?.start === lineStartOf(removed.start) && text[gone.end - 1] === '\n';
        if (kept === undefined && removed !== undefined && gone !== undefined && wholeLine) {
            // Every entry of the array was removed: the new ones take the place of the last.
            edits.push({
                start: gone.end,
                end: gone.end,
                text: renderItems(tree, indentOf(removed.start), arrayLayout),
            });
            continue;
        }
        if (kept === undefined) {
            const outer = indentOf(array.open - 1);
            edits.push({
                start: array.open,
                end: array.open,
                text: layout.eol + renderItems(tree, outer + unit, arrayLayout) + outer,
            });
            continue;
        }
        if (kept.comma === undefined)
            edits.push({ start: kept.end, end: kept.end, text: ',' });
        const after = kept.comma === undefined ? kept.end : kept.comma + 1;
        const lineEnd = restOfLine(after);
        const indent = startsLine(kept.start) ? indentOf(kept.start) : indentOf(array.open - 1) + unit;
        const items = renderItems(tree, indent, arrayLayout);
        if (lineEnd !== undefined)
            edits.push({ start: lineEnd, end: lineEnd, text: items });
        else
            edits.push({ start: after, end: after, text: layout.eol + items.slice(0, -layout.eol.length) });
    }
    return applyEdits(text, edits);
}
/** The first of each key's definitions in `array`, for keys defined more than once, all as texts. */
function firstTextDefinitions(array, members) {
    const firsts = new Map();
    const seen = new Map();
    for (const item of array.items) {
        const earlier = seen.get(item.key);
        if (earlier === undefined)
            seen.set(item.key, item);
        else if (earlier.value.kind === 'string' && members.get(item.key)?.value.kind === 'string')
            firsts.set(item.key, earlier);
    }
    return firsts;
}
const BLANK_LINE = /[ \t]*\r?\n/y;
/** Whether the file's arrays end with a comma, as its outermost one does; nothing when it is empty. */
function lastCommaOf(root) {
    const last = root.items.at(-1);
    return last === undefined ? {} : { lastComma: last.comma !== undefined };
}
/**
 * How the file writes its texts: the spacing of `=>` and the quote of the first text whose key is
 * quoted the same way (`"a"=>"A"`); nothing when the file has no such text.
 */
function textStyleOf(root, text) {
    let found;
    let seen = 0;
    // Iterative: nesting is bounded, but a file may have many items.
    const stack = [root];
    for (let array = stack.pop(); array !== undefined && seen < ARROW_SAMPLE; array = stack.pop()) {
        for (const item of array.items) {
            if (item.value.kind === 'array') {
                stack.push(item.value);
                continue;
            }
            const arrow = /[ \t]*=>[ \t]*$/.exec(text.slice(item.start, item.value.start))?.[0];
            if (arrow === undefined || text[item.start] !== item.value.quote)
                continue;
            seen++;
            // Arrows aligned in a column (`'keep'   =>`): the shortest is the file's own spacing.
            if (found === undefined || arrow.length < found.arrow.length)
                found = { arrow, quote: item.value.quote };
        }
    }
    return found ?? {};
}
/** Texts looked at to tell a file's `=>` spacing. */
const ARROW_SAMPLE = 64;

// EXTERNAL MODULE: ../../packages/formats/src/shared/header.ts
var shared_header = __webpack_require__(2557);
// EXTERNAL MODULE: ../../packages/formats/src/shared/key-order.ts
var key_order = __webpack_require__(5088);
;// CONCATENATED MODULE: ../../packages/formats/src/formats/php/sort.ts
// A Laravel language file with its keys sorted, for a new file whose sibling translations are kept
// sorted by their tool while the source group is not: each item moves with the comment lines above
// it, the group's header comment stays first, and commas end the items as the array's did.



/**
 * `text` with the items of each array sorted by key (`compareKeys`), where each item of the array
 * stands on lines of its own; an array written otherwise (two items on a line), and a file of
 * assignments, stay in their order.
 */
function sortedPhp(text) {
    const file = readPhp(text);
    if (file.assigned)
        return text;
    const { root } = file;
    return text.slice(0, root.open) + sortedArray(text, root) + text.slice(root.close);
}
/** The text between `array`'s brackets, its items sorted where they stand on lines of their own. */
function sortedArray(text, array) {
    const inner = (item, from, to) => item.value.kind === 'array'
        ? text.slice(from, item.value.open) + sortedArray(text, item.value) + text.slice(item.value.close, to)
        : text.slice(from, to);
    const afterOpen = lineEnd(text, array.open);
    const chunks = afterOpen === undefined ? undefined : ownLines(text, array, afterOpen, inner);
    if (afterOpen === undefined || chunks === undefined || chunks.length < 2) {
        // Kept in order: only the nested arrays are sorted.
        let out = '';
        let at = array.open;
        for (const item of array.items) {
            if (item.value.kind !== 'array')
                continue;
            out += text.slice(at, item.value.open) + sortedArray(text, item.value);
            at = item.value.close;
        }
        return out + text.slice(at, array.close);
    }
    const from = chunks.at(-1).to;
    // The first item's comment up to its last blank line is the array's header: it stays first.
    const first = chunks[0];
    const leading = first.text.slice(0, first.item.start - afterOpen);
    // Read from the line break before it, so that a blank line right after the bracket counts.
    const headerEnd = (0,shared_header/* lastBlankLineEnd */.E)(`\n${leading}`) - 1;
    const header = headerEnd < 0 ? '' : leading.slice(0, headerEnd);
    chunks[0] = { ...first, text: first.text.slice(header.length), end: first.end - header.length };
    const endsWithComma = chunks.at(-1).comma;
    const sorted = [...chunks].sort((a, b) => (0,key_order/* compareKeys */.YD)(a.item.key, b.item.key, false));
    const body = sorted
        .map((chunk, i) => {
        const wantComma = i < sorted.length - 1 || endsWithComma;
        if (wantComma === chunk.comma)
            return chunk.text;
        if (wantComma)
            return `${chunk.text.slice(0, chunk.end)},${chunk.text.slice(chunk.end)}`;
        const comma = chunk.text.indexOf(',', chunk.end);
        return chunk.text.slice(0, comma) + chunk.text.slice(comma + 1);
    })
        .join('');
    return text.slice(array.open, afterOpen) + header + body + text.slice(from, array.close);
}
/**
 * The array's items as chunks, from `from` on, each ending its line; undefined when an item shares a
 * line with another or with its array's bracket.
 */
function ownLines(text, array, from, inner) {
    const chunks = [];
    let at = from;
    for (const item of array.items) {
        const to = lineEnd(text, item.comma === undefined ? item.end : item.comma + 1);
        if (to === undefined || item.start < at || !startsLine(text, item.start))
            return undefined;
        chunks.push({
            item,
            to,
            text: inner(item, at, to),
            end: inner(item, at, item.end).length,
            comma: item.comma !== undefined,
        });
        at = to;
    }
    return chunks;
}
const LINE_END = /[ \t]*(?:(?:\/\/|#)[^\n]*)?\r?\n/y;
/** The offset after the line break ending the line `offset` is on, when only a comment follows it there. */
function lineEnd(text, offset) {
    LINE_END.lastIndex = offset;
    const match = LINE_END.exec(text);
    return match === null ? undefined : offset + match[0].length;
}
/** True when only spaces or tabs come before `offset` on its line. */
function startsLine(text, offset) {
    const start = text.lastIndexOf('\n', offset - 1) + 1;
    return /^[ \t]*$/.test(text.slice(start, offset));
}

;// CONCATENATED MODULE: ../../packages/formats/src/formats/php/syntax.ts
// PHP spells an array two ways, `[…]` (since PHP 5.4) and `array(…)`; a project keeps one
// (FreshRSS's app/i18n/<locale>/*.php all say `return array(`), and a new file is written in it.


/** How the file spells its returned array; undefined for a file of assignments, which has none. */
function arraySyntaxOf(file) {
    if (file.assigned)
        return undefined;
    return file.root.short ? '[]' : 'array()';
}
/** True when `syntax` is one `arraySyntaxOf` answers. */
function isArraySyntax(syntax) {
    return syntax === '[]' || syntax === 'array()';
}
/**
 * `text` with every array literal spelled as `syntax` says; comments, spacing and texts stay as they
 * are. A file of assignments is returned unchanged.
 */
function withArraySyntax(text, syntax) {
    const file = readPhp(text);
    if (file.assigned)
        return text;
    const short = syntax === '[]';
    const edits = [];
    // An explicit stack, so no nesting can exhaust the call stack (readPhp bounds it anyway).
    const pending = [file.root];
    for (let array = pending.pop(); array !== undefined; array = pending.pop()) {
        for (const item of array.items)
            if (item.value.kind === 'array')
                pending.push(item.value);
        if (array.short === short)
            continue;
        if (short) {
            const keyword = /array\s*\($/i.exec(text.slice(Math.max(0, array.open - 64), array.open));
            if (!keyword)
                continue;
            edits.push({ start: array.open - keyword[0].length, end: array.open, text: '[' });
            edits.push({ start: array.close, end: array.close + 1, text: ']' });
        }
        else {
            edits.push({ start: array.open - 1, end: array.open, text: 'array(' });
            edits.push({ start: array.close, end: array.close + 1, text: ')' });
        }
    }
    return applyEdits(text, edits);
}

;// CONCATENATED MODULE: ../../packages/formats/src/formats/php/index.ts






/** Parses a Laravel language file into entries with dotted keys (`a.b` for `'a' => ['b' => …]`). */
function parsePhp(content, options = {}) {
    return phpEntries(phpLeaves(readPhp(content), options.warn));
}
/** True when `text` is a PHP language file this format reads (a template a new file can follow). */
function readable(text) {
    try {
        readPhp(text);
        return true;
    }
    catch {
        return false;
    }
}
function detectStyle(content) {
    const file = readPhp(content);
    const first = file.root.items[0];
    const line = first ? content.slice(content.lastIndexOf('\n', first.start - 1) + 1, first.start) : '';
    return {
        structure: 'flat',
        indent: /^[ \t]+$/.test(line) ? line : '    ',
        trailingNewline: (0,lines/* endsWithNewline */.Df)(content),
        keyOrder: [...phpLeaves(file).keys()],
        ...(arraySyntaxOf(file) !== undefined && { syntax: arraySyntaxOf(file) }),
    };
}
/**
 * PHP language files read as data and never run: Laravel's (`lang/{locale}/{group}.php` returning
 * nested arrays), and files assigning each text (Moodle's `$string['x'] = '…';`, Roundcube's
 * `labels.inc`); texts are kept whole (`:name` placeholders, `a|b` and `{0} …|[1,*] …` plurals).
 */
const php = {
    name: 'php',
    extensions: ['.php', '.inc'],
    structures: ['flat'],
    parse: parsePhp,
    // A new file's arrays are spelled as `style.syntax` says (its siblings', else its source's).
    serialize: (entries, { style, template, sortKeys }) => {
        const syntax = isArraySyntax(style?.syntax) ? style.syntax : undefined;
        if (template !== undefined && readable(template)) {
            const spelled = syntax === undefined ? template : withArraySyntax(template, syntax);
            return rewritePhp(entries, sortKeys === true ? sortedPhp(spelled) : spelled, true);
        }
        return serializePhp(entries, {
            ...(style?.indent !== undefined && { indent: style.indent }),
            ...(style?.trailingNewline !== undefined && { trailingNewline: style.trailingNewline }),
            ...(syntax !== undefined && { short: syntax === '[]' }),
        });
    },
    detectStyle,
    serializeOver: (entries, existing) => rewritePhp(entries, existing),
    // A new file is the source's with the locale's texts, as a translator copies it: a Laravel array
    // keeps the source's header comment, comments, nesting and `=>` alignment; a file of assignments
    // its statements (Moodle and Roundcube name the array variable and keep a header there).
    needsTemplate: true,
};


/***/ }),

/***/ 5159:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   u: () => (/* binding */ appendAll)
/* harmony export */ });
/**
 * Appends every item of `items` to `target`. `target.push(...items)` passes each item as an argument,
 * and V8 overflows its stack on a few hundred thousand of them: a file at LIMITS.maxEntries gives that
 * many lines or edits, so lists that grow with the file are appended with this instead.
 */
function appendAll(target, items) {
    for (const item of items)
        target.push(item);
}


/***/ })

};
