export const id = 686;
export const ids = [686];
export const modules = {

/***/ 3686:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  json5: () => (/* binding */ json5)
});

// EXTERNAL MODULE: ../../packages/formats/src/shared/lines.ts
var lines = __webpack_require__(3953);
// EXTERNAL MODULE: ../../packages/formats/src/formats/json/write.ts
var write = __webpack_require__(6111);
// EXTERNAL MODULE: ../../packages/formats/src/errors.ts
var errors = __webpack_require__(3015);
// EXTERNAL MODULE: ../../packages/formats/src/model.ts
var model = __webpack_require__(4555);
// EXTERNAL MODULE: ../../node_modules/json5/lib/index.js
var lib = __webpack_require__(6981);
var lib_default = /*#__PURE__*/__webpack_require__.n(lib);
// EXTERNAL MODULE: ../../packages/formats/src/limits.ts
var limits = __webpack_require__(5460);
// EXTERNAL MODULE: ../../packages/formats/src/shared/quoted.ts
var quoted = __webpack_require__(5596);
;// CONCATENATED MODULE: ../../packages/formats/src/formats/json5/scan.ts





// The json5 package reads the values (and refuses what is not JSON5, naming line and column); this
// scanner, run only over text it accepted, finds where each name and value is written.
/** Where each member's name is written, for the rewrite's quoting. */
const NAMES = new WeakMap();
/** Reads a JSON5 file whose root must be an object. */
function readJson5Document(content) {
    const bom = content.startsWith('\uFEFF') ? '\uFEFF' : '';
    const text = content.slice(bom.length);
    const locate = (0,lines/* lineLocator */.hl)(text);
    const lineOf = (offset) => locate(offset).line;
    const scanner = new Scanner(text, lineOf);
    // The depth budget holds before the json5 package or this scanner recurses into the text.
    scanner.checkDepth();
    let data;
    try {
        data = lib_default().parse(text);
    }
    catch (error) {
        const { lineNumber, columnNumber, message } = error;
        const what = message.replace(/^JSON5: /, '').replace(/ at \d+:\d+$/, '');
        throw new errors/* FormatError */.I(`invalid JSON5${lineNumber === undefined ? '' : ` at line ${lineNumber}, column ${columnNumber}`}: ${what}`, { ...(lineNumber !== undefined && { line: lineNumber, column: columnNumber }) });
    }
    if (data === null || typeof data !== 'object' || Array.isArray(data)) {
        throw new errors/* FormatError */.I('the file must hold a JSON5 object of keys to texts', { line: 1 });
    }
    const root = scanner.document(data);
    return { bom, text, root, lineOf };
}
// Sticky patterns, each matched at the scanner's position.
const SKIP = /(?:[\s\uFEFF]+|\/\/[^\n\r\u2028\u2029]*|\/\*[\s\S]*?\*\/)*/y;
const SCALAR = /[^,\]}\s/]*/y;
const IDENTIFIER = /(?:[\p{L}\p{Nl}$_]|\\u[0-9a-fA-F]{4})(?:[\p{L}\p{Nl}\p{Mn}\p{Mc}\p{Nd}\p{Pc}$_\u200c\u200d]|\\u[0-9a-fA-F]{4})*/uy;
class Scanner {
    pos = 0;
    text;
    lineOf;
    constructor(text, lineOf) {
        this.text = text;
        this.lineOf = lineOf;
    }
    /** Refuses nesting deeper than LIMITS.maxDepth, counting brackets outside strings and comments. */
    checkDepth() {
        const { text } = this;
        let depth = 0;
        this.pos = 0;
        while (this.pos < text.length) {
            this.skip();
            const c = text[this.pos];
            if (c === '"' || c === "'") {
                this.string();
                continue;
            }
            if (c === '{' || c === '[') {
                depth++;
                if (depth > limits/* LIMITS */.b.maxDepth) {
                    const line = this.lineOf(this.pos);
                    throw new errors/* FormatError */.I(`the file nests objects deeper than ${limits/* LIMITS */.b.maxDepth} levels (LIMITS.maxDepth) at line ${line}; translation files need a few levels at most`, { line });
                }
            }
            else if (c === '}' || c === ']') {
                depth--;
            }
            this.pos++;
        }
    }
    document(data) {
        this.pos = 0;
        this.skip();
        const root = this.value([], data);
        return root;
    }
    /** White space and comments. */
    skip() {
        SKIP.lastIndex = this.pos;
        SKIP.exec(this.text);
        this.pos = SKIP.lastIndex;
    }
    /** Moves past a quoted string; returns its raw text. */
    string() {
        const start = this.pos;
        const end = (0,quoted/* quotedEnd */.c)(this.text, start);
        this.pos = end === -1 ? this.text.length : end;
        return this.text.slice(start, this.pos);
    }
    value(path, data) {
        const { text } = this;
        const start = this.pos;
        const c = text[start];
        if (c === '"' || c === "'") {
            // Decoded here, not taken from the parsed data: an earlier definition of a name written twice
            // has its own text there.
            const value = decodeString(this.string());
            return { kind: 'string', value, quote: c, start, end: this.pos };
        }
        if (c === '{') {
            this.pos++;
            const members = [];
            for (;;) {
                this.skip();
                if (text[this.pos] === '}')
                    break;
                const memberStart = this.pos;
                const name = this.name();
                this.skip();
                this.pos++; // :
                this.skip();
                const child = own(data, name.value) ? data[name.value] : undefined;
                const value = this.value([...path, name.value], child);
                const member = {
                    name: name.value,
                    value,
                    start: memberStart,
                    end: value.end,
                    line: this.lineOf(memberStart),
                };
                NAMES.set(member, name.span);
                members.push(member);
                this.skip();
                if (text[this.pos] === ',')
                    this.pos++;
            }
            this.pos++;
            const map = { kind: 'map', members, flow: true, start, end: this.pos };
            return map;
        }
        if (c === '[') {
            this.pos++;
            const items = [];
            for (;;) {
                this.skip();
                if (text[this.pos] === ']')
                    break;
                const child = Array.isArray(data) ? data[items.length] : undefined;
                items.push(this.value([...path, String(items.length)], child));
                this.skip();
                if (text[this.pos] === ',')
                    this.pos++;
            }
            this.pos++;
            const list = { kind: 'list', items, flow: true, start, end: this.pos };
            return list;
        }
        // Numbers, true, false, null, Infinity, NaN: up to the next delimiter.
        SCALAR.lastIndex = this.pos;
        SCALAR.exec(text);
        this.pos = SCALAR.lastIndex;
        return { kind: 'scalar', isNull: data === null, start, end: this.pos };
    }
    name() {
        const { text } = this;
        const start = this.pos;
        const c = text[start];
        if (c === '"' || c === "'") {
            const raw = this.string();
            return { value: decodeString(raw), span: { start, end: this.pos, quote: c } };
        }
        IDENTIFIER.lastIndex = start;
        if (!IDENTIFIER.exec(text))
            throw this.lost(start);
        this.pos = IDENTIFIER.lastIndex;
        return {
            value: decodeString(text.slice(start, this.pos), false),
            span: { start, end: this.pos, quote: '' },
        };
    }
    lost(at) {
        return new errors/* FormatError */.I('the JSON5 file could not be read in place; please report this file', {
            line: this.lineOf(at),
        });
    }
}
function own(data, name) {
    return data !== null && typeof data === 'object' && Object.hasOwn(data, name);
}
const ESCAPES = {
    b: '\b',
    f: '\f',
    n: '\n',
    r: '\r',
    t: '\t',
    v: '\v',
    0: '\0',
};
/** A JSON5 string's (or identifier's) value, escapes read as JSON5 reads them. */
function decodeString(raw, quoted = true) {
    const body = quoted ? raw.slice(1, -1) : raw;
    if (!body.includes('\\'))
        return body;
    return body.replace(/\\(?:u([0-9a-fA-F]{4})|x([0-9a-fA-F]{2})|(\r\n|[\n\r\u2028\u2029])|(.))/gsu, (_, u, x, newline, other) => {
        if (u !== undefined || x !== undefined)
            return String.fromCharCode(Number.parseInt((u ?? x), 16));
        if (newline !== undefined)
            return '';
        return ESCAPES[other] ?? other;
    });
}

;// CONCATENATED MODULE: ../../packages/formats/src/formats/json5/read.ts



/**
 * Reads a JSON5 file as JSON is read (see the JSON format): string values, nested objects as keys
 * joined with `.`. A name written twice keeps its last value, as JSON5.parse does, with a warning.
 */
function readJson5(content, options = {}) {
    const doc = readJson5Document(content);
    const entries = new Map();
    const texts = new Map();
    const origin = new Map();
    let nested = false;
    // Recursion follows nesting, which readJson5Document bounds by LIMITS.maxDepth.
    const walk = (map, path) => {
        const seen = new Map();
        for (const member of map.members) {
            const earlier = seen.get(member.name);
            if (earlier) {
                options.warn?.({
                    message: `"${member.name}" is defined twice (lines ${earlier.line} and ${member.line}); the last value is used`,
                    line: member.line,
                    key: [...path, member.name].join(model/* DEFAULT_DELIMITER */.KA),
                });
            }
            seen.set(member.name, member);
        }
        for (const member of map.members) {
            if (seen.get(member.name) !== member)
                continue;
            const at = [...path, member.name];
            const key = at.join(model/* DEFAULT_DELIMITER */.KA);
            const { value } = member;
            if (value.kind === 'string') {
                (0,model/* checkKeyLength */.Ob)(key, member.line);
                const other = origin.get(key);
                if (other !== undefined) {
                    throw new errors/* FormatError */.I(`key "${key}" is written twice, as "${other}" and "${at.join('" > "')}"; keep one of them`, { key, line: member.line });
                }
                origin.set(key, at.join('" > "'));
                entries.set(key, value.value);
                texts.set(key, { key, member: member, parent: map });
                (0,model/* checkEntryCount */.Q1)(entries.size, member.line);
            }
            else if (value.kind === 'map') {
                nested = true;
                walk(value, at);
            }
            else {
                const what = value.kind === 'list' ? 'an array' : `a ${doc.text.slice(value.start, value.end)}`;
                throw new errors/* FormatError */.I(`key "${key}" has ${what} value; only strings and objects are allowed`, {
                    key,
                    line: member.line,
                });
            }
        }
    };
    walk(doc.root, []);
    return { doc, entries, texts, nested };
}

// EXTERNAL MODULE: ../../packages/formats/src/shared/append.ts
var append = __webpack_require__(5159);
// EXTERNAL MODULE: ../../packages/formats/src/shared/blocks.ts
var blocks = __webpack_require__(574);
// EXTERNAL MODULE: ../../packages/formats/src/shared/splice.ts
var splice = __webpack_require__(7840);
// EXTERNAL MODULE: ../../packages/formats/src/formats/json/model.ts
var json_model = __webpack_require__(1361);
;// CONCATENATED MODULE: ../../packages/formats/src/formats/json5/write.ts
/** A text as a JSON5 string in the given quotes; U+2028 and U+2029 escaped, as ECMAScript wants. */
function quoteJson5(value, quote) {
    if (quote !== "'")
        return JSON.stringify(value).replace(/[\u2028\u2029]/g, escapeChar);
    let body = '';
    for (const c of value) {
        const code = c.charCodeAt(0);
        if (c === '\\' || c === "'")
            body += `\\${c}`;
        else if (code < 0x20 || code === 0x7f || code === 0x2028 || code === 0x2029)
            body += escapeChar(c);
        else
            body += c;
    }
    return `'${body}'`;
}
function escapeChar(c) {
    const short = { '\n': '\\n', '\r': '\\r', '\t': '\\t', '\b': '\\b', '\f': '\\f' };
    return short[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
}
/** A member name: bare where it is an identifier and the file writes names bare, else quoted. */
function nameJson5(name, quote) {
    if (quote === '' && /^[A-Za-z_$][\w$]*$/.test(name))
        return name;
    return quoteJson5(name, quote === "'" ? "'" : '"');
}

;// CONCATENATED MODULE: ../../packages/formats/src/formats/json5/rewrite.ts










/**
 * Writes entries over an existing JSON5 file, editing only what changed: a changed text is replaced
 * where it stands in its own quotes; a removed key goes with its line and the comment lines right
 * above it (DSpace keeps the English text there); new keys follow the last member of the object
 * they belong to, named and quoted as the file does. Comments, unquoted names, quotes, trailing
 * commas and spacing elsewhere stay as written; the file keeps its own layout (flat or nested).
 */
function rewriteJson5(entries, existing, _options) {
    const file = readJson5(existing);
    const { doc } = file;
    // Names that hold the delimiter ("Sync is done." under a nested object) cannot be split back at
    // their dots: the file's own objects then say where a new key goes (as for JSON).
    const dotted = file.nested && holdsDottedNames(doc.root);
    if (file.nested && !dotted)
        (0,json_model/* buildTree */.H6)(entries);
    const style = styleOf(file.doc.text, doc.root);
    const edits = [];
    const dropped = new Map();
    const added = new Map();
    for (const [key, text] of file.texts) {
        const value = entries.get(key);
        if (value === undefined) {
            const set = dropped.get(text.parent) ?? new Set();
            set.add(text.member);
            dropped.set(text.parent, set);
        }
        else if (value !== text.member.value.value) {
            const node = text.member.value;
            edits.push({ start: node.start, end: node.end, text: quoteJson5(value, node.quote) });
        }
    }
    for (const [key, value] of entries) {
        if (file.texts.has(key))
            continue;
        let map = doc.root;
        let parts = [key];
        if (dotted) {
            ({ map, parts } = ownerByNames(doc.root, key));
        }
        else if (file.nested) {
            parts = (0,json_model/* splitKey */._$)(key, model/* DEFAULT_DELIMITER */.KA);
            // Follow the objects the file already has; the rest of the key is created under the last one.
            while (parts.length > 1) {
                const member = map.members.findLast((m) => m.name === parts[0]);
                if (member?.value.kind !== 'map')
                    break;
                map = member.value;
                parts = parts.slice(1);
            }
        }
        let tree = added.get(map) ?? new Map();
        added.set(map, tree);
        for (const part of parts.slice(0, -1)) {
            let child = tree.get(part);
            if (typeof child !== 'object') {
                child = new Map();
                tree.set(part, child);
            }
            tree = child;
        }
        tree.set(parts.at(-1), value);
    }
    const containers = new Set([...dropped.keys(), ...added.keys()]);
    for (const map of containers) {
        (0,append/* appendAll */.u)(edits, resolve(doc.text, map, dropped.get(map) ?? new Set(), added.get(map), style));
    }
    edits.sort((a, b) => b.start - a.start || b.end - a.end);
    // Two removals may share a blank line between them: the part already removed is not removed twice.
    return doc.bom + (0,splice/* spliceFromEnd */.s)(doc.text, edits, true);
}
/**
 * The nested tree of a new file whose source file (`template`) is nested with names holding the
 * delimiter (sentences under an object): each key takes the source's names, as a rewrite would;
 * undefined when the source is not such a file (the keys are then split at their dots).
 */
function treeLikeSource(entries, template) {
    let root;
    try {
        const file = readJson5(template);
        if (!file.nested || !holdsDottedNames(file.doc.root))
            return undefined;
        root = file.doc.root;
    }
    catch {
        return undefined;
    }
    const tree = new Map();
    for (const [key, value] of entries) {
        const { through, parts } = ownerByNames(root, key);
        const path = [...through, ...parts];
        let node = tree;
        path.slice(0, -1).forEach((name, i) => {
            const child = node.get(name);
            if (typeof child === 'string')
                throw textAndObject(path.slice(0, i + 1).join(model/* DEFAULT_DELIMITER */.KA), key);
            const next = child ?? new Map();
            node.set(name, next);
            node = next;
        });
        const last = path.at(-1);
        if (node.has(last))
            throw textAndObject(key, key);
        node.set(last, value);
    }
    return tree;
}
function textAndObject(text, key) {
    return new errors/* FormatError */.I(`key "${text}" cannot be written nested beside "${key}": it would be both a text and an object; pull with structure "flat" or rename one key`, { key });
}
/** True when an object of the file has a name holding the delimiter. */
function holdsDottedNames(root) {
    // Iterative: nesting is bounded, but a flat file may have many members.
    const stack = [root];
    for (let next = stack.pop(); next; next = stack.pop()) {
        for (const member of next.members) {
            if (member.name.includes(model/* DEFAULT_DELIMITER */.KA))
                return true;
            if (member.value.kind === 'map')
                stack.push(member.value);
        }
    }
    return false;
}
/**
 * Where a new key goes in a file whose names hold the delimiter: down the objects whose names start
 * it (longest first); under the last one the rest is one name when that object's names hold the
 * delimiter, else it is split as usual.
 */
function ownerByNames(root, key) {
    let map = root;
    let rest = key;
    const through = [];
    for (;;) {
        let next;
        for (const member of map.members) {
            if (member.value.kind !== 'map' || !rest.startsWith(member.name + model/* DEFAULT_DELIMITER */.KA))
                continue;
            if (next === undefined || member.name.length > next.name.length)
                next = { name: member.name, value: member.value };
        }
        if (next === undefined) {
            const whole = map.members.some((m) => m.name.includes(model/* DEFAULT_DELIMITER */.KA));
            return { map, parts: whole ? [rest] : (0,json_model/* splitKey */._$)(rest, model/* DEFAULT_DELIMITER */.KA), through };
        }
        through.push(next.name);
        map = next.value;
        rest = rest.slice(next.name.length + model/* DEFAULT_DELIMITER */.KA.length);
    }
}
function styleOf(text, root) {
    const first = root.members[0];
    const second = root.members[1];
    const last = root.members.at(-1);
    const firstString = findString(root);
    const name = first ? NAMES.get(first) : undefined;
    const colon = first && name ? text.slice(name.end, first.value.start) : ': ';
    return {
        eol: (0,blocks/* detectEol */.eD)(text),
        unit: (0,lines/* detectIndent */.oF)(text, '  '),
        colon: colon.trim() === ':' ? colon : ': ',
        valueQuote: firstString?.quote ?? '"',
        nameQuote: name?.quote ?? '"',
        quotedNameQuote: name?.quote || (firstString?.quote ?? '"'),
        spaced: first !== undefined &&
            second !== undefined &&
            /\n[ \t]*\r?\n/.test(text.slice(first.end, second.start)),
        trailingComma: last !== undefined && /^\s*,/.test(text.slice(last.end)),
    };
}
/**
 * The style new members of `map` are written in: its own last member's colon and quotes where it
 * shows them (an object may differ from the file's first), else the file's.
 */
const rewrite_IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
function styleOfObject(text, map, style) {
    let own = style;
    const lastMember = map.members.at(-1);
    const lastName = lastMember ? NAMES.get(lastMember) : undefined;
    const colon = lastMember && lastName ? text.slice(lastName.end, lastMember.value.start) : '';
    if (/^[ \t]*:[ \t]*$/.test(colon))
        own = { ...own, colon };
    // Only a name that could go bare shows a choice of quotes.
    const free = map.members.findLast((m) => rewrite_IDENTIFIER.test(m.name) && NAMES.has(m));
    const freeName = free ? NAMES.get(free) : undefined;
    if (freeName)
        own = { ...own, nameQuote: freeName.quote };
    const quoted = map.members.findLast((m) => NAMES.get(m)?.quote);
    const quotedName = quoted ? NAMES.get(quoted) : undefined;
    if (quotedName)
        own = { ...own, quotedNameQuote: quotedName.quote };
    const texts = map.members.filter((m) => m.value.kind === 'string');
    const last = texts.at(-1)?.value;
    if (last?.kind === 'string')
        own = { ...own, valueQuote: last.quote };
    return own;
}
function findString(map) {
    // Iterative: nesting is bounded, but a flat file may have many members.
    const stack = [map];
    for (let next = stack.pop(); next; next = stack.pop()) {
        for (const member of next.members) {
            if (member.value.kind === 'string')
                return member.value;
            if (member.value.kind === 'map')
                stack.push(member.value);
        }
    }
    return undefined;
}
function lineStart(text, offset) {
    return text.lastIndexOf('\n', offset - 1) + 1;
}
/** The end of the line holding `offset`, after its line break. */
function lineEnd(text, offset) {
    const newline = text.indexOf('\n', offset);
    return newline === -1 ? text.length : newline + 1;
}
/** Whether every member of the object stands on lines of its own (with its comma and a comment). */
function ownLines(text, map) {
    return map.members.every((member, i) => {
        if (text.slice(lineStart(text, member.start), member.start).trim() !== '')
            return false;
        const rest = text.slice(member.end, lineEnd(text, member.end)).trim();
        if (!/^,?\s*(?:\/\/.*|\/\*.*\*\/\s*)?$/.test(rest))
            return false;
        const next = map.members[i + 1];
        return next === undefined || next.start >= lineEnd(text, member.end);
    });
}
function resolve(text, map, dropped, added, style) {
    const edits = [];
    const kept = map.members.filter((m) => !dropped.has(m));
    const lines = ownLines(text, map);
    const first = map.members[0];
    const indent = first
        ? text.slice(lineStart(text, first.start), first.start).replace(/\S.*$/s, '')
        : `${text.slice(lineStart(text, map.start), map.start).replace(/\S.*$/s, '')}${style.unit}`;
    if (kept.length === 0 && added !== undefined && added.size > 0) {
        const outer = text.slice(lineStart(text, map.start), map.start).replace(/\S.*$/s, '');
        edits.push({ start: map.start, end: map.end, text: renderObject(added, outer, style) });
        return edits;
    }
    map.members.forEach((member, i) => {
        if (!dropped.has(member))
            return;
        if (lines) {
            let start = lineStart(text, member.start);
            // The comment lines right above the member are its own (DSpace's English original).
            for (;;) {
                const above = lineStart(text, start - 1);
                if (start === 0 || !/^\s*\/\//.test(text.slice(above, start)))
                    break;
                if (i > 0 && above < map.members[i - 1].end)
                    break;
                start = above;
            }
            let end = lineEnd(text, member.end);
            const before = start > 0 ? text.slice(lineStart(text, start - 1), start) : '';
            const after = /^[ \t]*\r?\n/.exec(text.slice(end));
            // Members one blank line apart stay so: one of the blank lines around the member goes too.
            if (before.trim() === '' && start > 0 && after)
                end += after[0].length;
            else if (before.trim() === '' && start > 0 && text.slice(end, map.end - 1).trim() === '') {
                start = lineStart(text, start - 1);
            }
            edits.push({ start, end, text: '' });
            return;
        }
        const later = map.members.slice(i + 1).some((m) => !dropped.has(m));
        const next = map.members[i + 1];
        const previous = map.members[i - 1];
        if (later && next)
            edits.push({ start: member.start, end: next.start, text: '' });
        else if (previous)
            edits.push({ start: previous.end, end: member.end, text: '' });
        else
            edits.push({ start: member.start, end: member.end, text: '' });
    });
    if (added === undefined || added.size === 0) {
        if (lines)
            (0,append/* appendAll */.u)(edits, lastCommaAsBefore(text, map, kept));
        return edits;
    }
    const own = styleOfObject(text, map, style);
    const members = [...added].map(([name, value]) => member(name, value, indent, own));
    const last = kept.at(-1);
    if (!lines) {
        const multiline = first !== undefined && text.slice(map.start, first.start).includes('\n');
        const [before, after] = map.members.slice(-2);
        const between = before && after ? text.slice(before.end, after.start) : undefined;
        const shown = between !== undefined && /^\s*,\s*$/.test(between) ? between.replace(/^\s*,/, '') : undefined;
        const separator = shown ?? (multiline ? style.eol + indent : ' ');
        edits.push({ start: last.end, end: last.end, text: members.map((m) => `,${separator}${m}`).join('') });
        return edits;
    }
    const hasComma = /^[ \t]*,/.test(text.slice(last.end));
    if (!hasComma)
        edits.push({ start: last.end, end: last.end, text: ',' });
    const at = lineEnd(text, last.end);
    const lead = at === text.length && !text.endsWith('\n') ? style.eol : '';
    const trailing = map.members.at(-1)
        ? /^\s*,/.test(text.slice(map.members.at(-1).end))
        : style.trailingComma;
    const body = members
        .map((m, i) => `${style.spaced ? style.eol : ''}${indent}${m}${i < members.length - 1 || trailing ? ',' : ''}${style.eol}`)
        .join('');
    edits.push({ start: at, end: at, text: lead + body });
    return edits;
}
/**
 * When the object's last member goes and it had no comma after it, the comma after the member now
 * last goes too, so the object ends as it did (Pixelfed's translations, as their source).
 */
function lastCommaAsBefore(text, map, kept) {
    const ended = map.members.at(-1);
    const last = kept.at(-1);
    if (ended === undefined || last === undefined || last === ended || /^\s*,/.test(text.slice(ended.end)))
        return [];
    const comma = /^[ \t]*,/.exec(text.slice(last.end));
    if (comma === null)
        return [];
    const at = last.end + comma[0].length - 1;
    return [{ start: at, end: at + 1, text: '' }];
}
function member(name, value, indent, style) {
    const text = typeof value === 'string' ? quoteJson5(value, style.valueQuote) : renderObject(value, indent, style);
    const quote = rewrite_IDENTIFIER.test(name) ? style.nameQuote : style.quotedNameQuote;
    return `${nameJson5(name, quote)}${style.colon}${text}`;
}
/** A new object, one member a line. */
function renderObject(tree, indent, style) {
    const inner = indent + style.unit;
    const members = [...tree].map(([name, value]) => `${inner}${member(name, value, inner, style)}`);
    const trailing = style.trailingComma ? ',' : '';
    return `{${style.eol}${members.join(`,${style.eol}`)}${trailing}${style.eol}${indent}}`;
}

;// CONCATENATED MODULE: ../../packages/formats/src/formats/json5/index.ts




function detectStyle(content) {
    const file = readJson5(content);
    return {
        structure: file.nested ? 'nested' : 'flat',
        indent: (0,lines/* detectIndent */.oF)(content),
        trailingNewline: (0,lines/* endsWithNewline */.Df)(content),
        keyOrder: [...file.entries.keys()],
    };
}
/**
 * JSON5 (Angular's ngx-translate, DSpace): comments, unquoted names, single quotes, trailing commas.
 * Read like JSON, flat or nested; a new file is written as plain JSON (valid JSON5); a rewrite edits
 * the existing file in place, keeping everything JSON5 allows around the texts.
 */
const json5 = {
    name: 'json5',
    extensions: ['.json5'],
    parse: (content, options) => readJson5(content, options).entries,
    serialize: (entries, { structure, style, template }) => {
        const tree = structure === 'nested' && template !== undefined ? treeLikeSource(entries, template) : undefined;
        const indent = style?.indent ?? '  ';
        if (tree === undefined) {
            return (0,write/* serializeJson */.Lu)(entries, {
                structure,
                indent,
                ...(style?.trailingNewline !== undefined && { trailingNewline: style.trailingNewline }),
            });
        }
        const text = (0,write/* renderTree */.B6)(tree, { indent, eol: '\n', colon: ': ', escape: JSON.stringify }, '');
        return style?.trailingNewline === false ? text : `${text}\n`;
    },
    detectStyle,
    serializeOver: rewriteJson5,
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


/***/ }),

/***/ 7840:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ spliceFromEnd)
/* harmony export */ });
/**
 * Applies splices given from the last offset to the first, each to the result of those before it,
 * exactly as `out = out.slice(0, start) + text + out.slice(end)` would, but copying the text once
 * instead of once per splice: V8 flattens the concatenated string at every slice, so the repeated
 * form takes time proportional to edits × file size (quadratic when every entry changes). With
 * `clamp`, a splice ends at the latest where the one applied before it starts
 * (`out.slice(Math.min(end, floor))`), so two removals sharing a blank line take it once. A splice
 * reaching into text an earlier one replaced (unclamped) finishes the old way, with the same bytes.
 */
function spliceFromEnd(text, splices, clamp = false) {
    const tail = [];
    let floor = text.length;
    let i = 0;
    for (; i < splices.length; i++) {
        const { start, end, text: piece } = splices[i];
        const to = clamp ? Math.min(end, floor) : end;
        if (start > floor || to > floor || to < start)
            break;
        tail.push(text.slice(to, floor), piece);
        floor = start;
    }
    let out = text.slice(0, floor) + tail.reverse().join('');
    let previous = i === 0 ? Number.POSITIVE_INFINITY : floor;
    for (; i < splices.length; i++) {
        const { start, end, text: piece } = splices[i];
        out = out.slice(0, start) + piece + out.slice(clamp ? Math.min(end, previous) : end);
        previous = start;
    }
    return out;
}


/***/ })

};
