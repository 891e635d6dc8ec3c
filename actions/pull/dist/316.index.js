export const id = 316;
export const ids = [316];
export const modules = {

/***/ 9316:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  goI18n: () => (/* binding */ goI18n)
});

// EXTERNAL MODULE: ../../packages/formats/src/shared/lines.ts
var lines = __webpack_require__(3953);
// EXTERNAL MODULE: ../../node_modules/jsonc-parser/lib/umd/main.js
var main = __webpack_require__(7415);
// EXTERNAL MODULE: ../../packages/formats/src/errors.ts
var src_errors = __webpack_require__(3015);
// EXTERNAL MODULE: ../../packages/formats/src/formats/json/read.ts
var read = __webpack_require__(8798);
;// CONCATENATED MODULE: ../../packages/formats/src/formats/go-i18n/json-tree.ts



/** Reads a go-i18n JSON file (an object of messages, or v1's list) into a located tree. */
function readJsonTree(text, bom, lineOf) {
    if (text.trim() === '')
        return { syntax: 'json', text, bom, root: undefined, lineOf };
    // Nesting is bounded before the (recursive) parser and the conversion below see it.
    (0,read/* checkDepth */.kP)(text);
    const errors = [];
    const node = (0,main.parseTree)(text, errors, { disallowComments: true, allowTrailingComma: false });
    if (errors.length > 0 || node === undefined)
        throw (0,read/* jsonSyntaxError */.UQ)(text, new Error('invalid JSON'));
    const root = convert(node, lineOf);
    if (root.kind !== 'map' && root.kind !== 'list') {
        throw new src_errors/* FormatError */.I('a go-i18n file must hold an object of message ids (or, in the v1 form, a list of {"id", "translation"})', { line: 1 });
    }
    return { syntax: 'json', text, bom, root, lineOf };
}
function convert(node, lineOf) {
    const span = { start: node.offset, end: node.offset + node.length };
    if (node.type === 'string')
        return { kind: 'string', value: node.value, quote: '"', ...span };
    if (node.type === 'object') {
        const members = (node.children ?? []).map((property) => {
            const [name, value] = property.children;
            return {
                name: name.value,
                value: convert(value, lineOf),
                start: property.offset,
                end: property.offset + property.length,
                line: lineOf(property.offset),
            };
        });
        return { kind: 'map', members, flow: true, ...span };
    }
    if (node.type === 'array') {
        return { kind: 'list', items: (node.children ?? []).map((c) => convert(c, lineOf)), flow: true, ...span };
    }
    return { kind: 'scalar', isNull: node.type === 'null', ...span };
}

// EXTERNAL MODULE: ../../packages/formats/src/model.ts
var model = __webpack_require__(4555);
;// CONCATENATED MODULE: ../../packages/formats/src/formats/go-i18n/model.ts


/**
 * go-i18n's message model, as its own parser (`i18n/parse.go`, `message.go`) reads a file: a map
 * whose names are all reserved (`id`, `description`, `hash`, `leftdelim`, `rightdelim`, the plural
 * forms, v1's `translation`) is one message; any other map nests ids (`a: {b: …}` is `a.b`); a list
 * holds v1 messages (`{id, translation}`); a string is a message whose only form is `other`.
 */
/** CLDR plural forms, the fields of a go-i18n message. */
const FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'];
const RESERVED = new Set(['id', 'description', 'hash', 'leftdelim', 'rightdelim', ...FORMS]);
/** A key that names one plural form of a message: `items[one]`. */
const FORM_KEY = /^(.*)\[(zero|one|two|few|many|other)\]$/s;
function isReserved(member) {
    if (member.name === 'translation')
        return true;
    return RESERVED.has(member.name.toLowerCase()) && member.value.kind === 'string';
}
/** Whether a map is a message (every name reserved); a map mixing both is refused, as go-i18n does. */
function isMessage(map) {
    const reserved = map.members.filter(isReserved);
    if (reserved.length > 0 && reserved.length < map.members.length) {
        const other = map.members.find((m) => !isReserved(m));
        throw new src_errors/* FormatError */.I(`"${other.name}" sits beside message fields (${reserved.map((m) => m.name).join(', ')}); go-i18n refuses a map mixing both: move the message or the name`, { line: other.line });
    }
    return reserved.length > 0;
}
/** Reads the messages of a located tree, as go-i18n does; a later message with the same id wins. */
function readMessages(doc, warn) {
    const byId = new Map();
    const add = (message) => {
        const earlier = byId.get(message.id);
        if (earlier) {
            warn?.({
                message: `message "${message.id}" is defined twice (lines ${earlier.line} and ${message.line}); the last one is used, as go-i18n does`,
                line: message.line,
                key: message.id,
            });
            byId.delete(message.id);
        }
        byId.set(message.id, message);
    };
    const { root } = doc;
    if (root?.kind === 'map' && isMessage(root)) {
        throw new src_errors/* FormatError */.I('the file holds a single message, not messages by id; go-i18n refuses it: name the message, `{"id": {"other": "…"}}`', { line: 1 });
    }
    // Recursion follows nesting, which each syntax's reader bounds by LIMITS.maxDepth.
    const walkMap = (map, prefix) => {
        for (const member of map.members) {
            const id = prefix + member.name;
            const { value } = member;
            if (value.kind === 'string') {
                add({
                    id,
                    line: member.line,
                    container: map,
                    slot: member,
                    text: value,
                    holder: undefined,
                    forms: new Map(),
                });
            }
            else if (value.kind === 'map') {
                if (isMessage(value))
                    add(messageOf(value, id, member.line, map, member));
                else
                    walkMap(value, `${id}.`);
            }
            else if (value.kind === 'list') {
                walkList(value, `${id}.`);
            }
            else if (!value.isNull) {
                throw new src_errors/* FormatError */.I(`message "${id}" has a ${doc.text.slice(value.start, value.end)} value; go-i18n messages are texts`, { line: member.line, key: id });
            }
        }
    };
    const walkList = (list, prefix) => {
        for (const item of list.items) {
            const line = doc.lineOf(item.start);
            if (item.kind === 'map' && isMessage(item)) {
                const idMember = item.members.find((m) => m.name.toLowerCase() === 'id');
                if (idMember?.value.kind !== 'string' || idMember.value.value === '') {
                    throw new src_errors/* FormatError */.I('a message of the list has no "id"; go-i18n v1 lists hold {"id", "translation"}', {
                        line,
                    });
                }
                add(messageOf(item, prefix + idMember.value.value, line, list, item));
            }
            else if (item.kind === 'map') {
                walkMap(item, prefix);
            }
            else {
                throw new src_errors/* FormatError */.I('an item of the list is not a message; go-i18n v1 lists hold {"id", "translation"}', {
                    line,
                });
            }
        }
    };
    if (root?.kind === 'map')
        walkMap(root, '');
    else if (root?.kind === 'list')
        walkList(root, '');
    return { byId, entries: entriesOf(byId) };
}
function messageOf(map, name, line, container, slot) {
    let id = name;
    let text;
    let holder;
    const forms = new Map();
    const collect = (from) => {
        holder = from;
        for (const member of from.members) {
            const form = member.name.toLowerCase();
            if (FORMS.includes(form) && member.value.kind === 'string') {
                forms.delete(form);
                forms.set(form, member);
            }
        }
    };
    collect(map);
    for (const member of map.members) {
        // An explicit id wins over the name the message is filed under, as in go-i18n.
        if (member.name.toLowerCase() === 'id' && member.value.kind === 'string' && container.kind === 'map') {
            id = member.value.value || name;
        }
        if (member.name !== 'translation')
            continue;
        if (member.value.kind === 'string') {
            text = member.value;
            holder = undefined;
        }
        else if (member.value.kind === 'map') {
            collect(member.value);
        }
    }
    return { id, line, container, slot, text, holder, forms };
}
/** The key → text entries of messages: `id` for a single text, `id[form]` for each plural form. */
function entriesOf(byId) {
    const entries = new Map();
    for (const message of byId.values()) {
        for (const [key, text] of keysOf(message)) {
            (0,model/* checkKeyLength */.Ob)(key, message.line);
            entries.set(key, text);
            (0,model/* checkEntryCount */.Q1)(entries.size, message.line);
        }
    }
    return entries;
}
/** The entries one message stands for. */
function keysOf(message) {
    if (message.text)
        return [[message.id, message.text.value]];
    const forms = [...message.forms];
    if (forms.length === 1 && forms[0]?.[0] === 'other')
        return [[message.id, forms[0][1].value.value]];
    return forms.map(([form, member]) => [`${message.id}[${form}]`, member.value.value]);
}

// EXTERNAL MODULE: ../../node_modules/smol-toml/dist/index.js + 8 modules
var dist = __webpack_require__(528);
// EXTERNAL MODULE: ../../packages/formats/src/limits.ts
var limits = __webpack_require__(5460);
;// CONCATENATED MODULE: ../../packages/formats/src/formats/go-i18n/toml-tree.ts



// smol-toml reads the values (and refuses what is not TOML); this scanner, run only over text
// smol-toml accepted, finds where each key and value is written, which no TOML parser reports.
/** Reads a go-i18n TOML file (tables or keys of messages) into a located tree. */
function readTomlTree(text, bom, lineOf) {
    let data;
    try {
        data = (0,dist/* parse */.qg)(text, { maxDepth: limits/* LIMITS */.b.maxDepth });
    }
    catch (error) {
        if (error instanceof dist/* TomlError */.zx && /nested/i.test(error.message)) {
            throw new src_errors/* FormatError */.I(`the file nests tables deeper than ${limits/* LIMITS */.b.maxDepth} levels (LIMITS.maxDepth); translation files need a few levels`, { line: error.line });
        }
        if (error instanceof dist/* TomlError */.zx) {
            const message = error.message.split('\n')[0] ?? error.message;
            throw new src_errors/* FormatError */.I(`invalid TOML: ${message}`, { line: error.line, column: error.column });
        }
        throw error;
    }
    const root = { kind: 'map', members: [], flow: false, start: 0, end: text.length };
    new Scanner(text, data, lineOf).run(root);
    return { syntax: 'toml', text, bom, root, lineOf };
}
const BARE = /[A-Za-z0-9_-]/;
class Scanner {
    pos = 0;
    text;
    data;
    lineOf;
    constructor(text, data, lineOf) {
        this.text = text;
        this.data = data;
        this.lineOf = lineOf;
    }
    run(root) {
        let table = root;
        let tableMember;
        let tablePath = [];
        const { text } = this;
        for (;;) {
            this.skipSpace(true);
            if (this.pos >= text.length)
                break;
            const start = this.pos;
            if (text.startsWith('[[', start)) {
                throw new src_errors/* FormatError */.I('arrays of tables ([[…]]) are not go-i18n messages; write each message as a [id] table', { line: this.lineOf(start) });
            }
            if (text[start] === '[') {
                this.pos++;
                const path = this.key();
                this.skipSpace(false);
                this.pos++; // ]
                const header = { start, end: this.pos };
                const { map, member } = this.tableAt(root, path, header);
                table = map;
                tableMember = member;
                tablePath = path;
                continue;
            }
            const path = this.key();
            this.skipSpace(false);
            this.pos++; // =
            this.skipSpace(false);
            const full = [...tablePath, ...path];
            const value = this.value(full, 0);
            let map = table;
            for (const name of path.slice(0, -1))
                map = this.child(map, name, start);
            map.members.push({
                name: path.at(-1),
                value,
                start,
                end: value.end,
                line: this.lineOf(start),
            });
            if (tableMember) {
                tableMember.end = value.end;
                table.end = value.end;
            }
        }
    }
    /** The map a `[a.b]` header opens, creating the maps on its way. */
    tableAt(root, path, header) {
        let map = root;
        for (const name of path.slice(0, -1))
            map = this.child(map, name, header.start);
        const name = path.at(-1);
        const found = map.members.find((m) => m.name === name && m.value.kind === 'map');
        if (found)
            return { map: found.value, member: found };
        const table = { kind: 'map', members: [], flow: false, header, ...header };
        const member = { name, value: table, ...header, line: this.lineOf(header.start) };
        map.members.push(member);
        return { map: table, member };
    }
    child(map, name, at) {
        const found = map.members.find((m) => m.name === name && m.value.kind === 'map');
        if (found)
            return found.value;
        const child = { kind: 'map', members: [], flow: false, start: at, end: at };
        map.members.push({ name, value: child, start: at, end: at, line: this.lineOf(at) });
        return child;
    }
    /** White space, and with `lines` also line breaks and comments. */
    skipSpace(lines) {
        const { text } = this;
        while (this.pos < text.length) {
            const c = text[this.pos];
            if (c === ' ' || c === '\t')
                this.pos++;
            else if (lines && (c === '\n' || c === '\r'))
                this.pos++;
            else if (lines && c === '#')
                while (this.pos < text.length && text[this.pos] !== '\n')
                    this.pos++;
            else
                break;
        }
    }
    /** A dotted key: `a`, `"a.b"`, `a . 'b'`. */
    key() {
        const parts = [];
        for (;;) {
            this.skipSpace(false);
            const c = this.text[this.pos];
            if (c === '"' || c === "'") {
                const start = this.pos;
                this.stringEnd();
                parts.push(decodeKey(this.text.slice(start, this.pos)));
            }
            else {
                const start = this.pos;
                while (this.pos < this.text.length && BARE.test(this.text[this.pos]))
                    this.pos++;
                parts.push(this.text.slice(start, this.pos));
            }
            this.skipSpace(false);
            if (this.text[this.pos] !== '.')
                return parts;
            this.pos++;
        }
    }
    /** Moves past a string of any of TOML's four kinds; returns its quote. */
    stringEnd() {
        const { text } = this;
        const q = text[this.pos];
        const triple = text.startsWith(q.repeat(3), this.pos);
        const quote = triple ? q.repeat(3) : q;
        this.pos += quote.length;
        for (;;) {
            const c = text[this.pos];
            if (c === undefined)
                return quote;
            if (c === '\\' && q === '"') {
                this.pos += 2;
                continue;
            }
            if (text.startsWith(quote, this.pos)) {
                this.pos += quote.length;
                // A multi-line string may end with up to two more quotes of its own (`""""`).
                if (triple)
                    while (text[this.pos] === q && text.startsWith(quote, this.pos - 2))
                        this.pos++;
                return quote;
            }
            this.pos++;
        }
    }
    value(path, depth) {
        const { text } = this;
        const start = this.pos;
        const c = text[start];
        if (c === '"' || c === "'") {
            const quote = this.stringEnd();
            const value = lookup(this.data, path);
            if (typeof value !== 'string') {
                throw new src_errors/* FormatError */.I('the TOML file could not be read in place; please report this file', {
                    line: this.lineOf(start),
                });
            }
            const node = { kind: 'string', value, quote, start, end: this.pos };
            return node;
        }
        if (c === '{' || c === '[') {
            if (depth >= limits/* LIMITS */.b.maxDepth) {
                throw new src_errors/* FormatError */.I(`the file nests tables deeper than ${limits/* LIMITS */.b.maxDepth} levels (LIMITS.maxDepth)`, {
                    line: this.lineOf(start),
                });
            }
            this.pos++;
            const close = c === '{' ? '}' : ']';
            const map = { kind: 'map', members: [], flow: true, start, end: start };
            const items = [];
            for (;;) {
                this.skipSpace(true);
                if (text[this.pos] === close)
                    break;
                if (c === '{') {
                    const memberStart = this.pos;
                    const keyPath = this.key();
                    this.skipSpace(false);
                    this.pos++; // =
                    this.skipSpace(false);
                    const value = this.value([...path, ...keyPath], depth + 1);
                    let target = map;
                    for (const name of keyPath.slice(0, -1))
                        target = this.child(target, name, memberStart);
                    target.members.push({
                        name: keyPath.at(-1),
                        value,
                        start: memberStart,
                        end: value.end,
                        line: this.lineOf(memberStart),
                    });
                }
                else {
                    items.push(this.value([...path, items.length], depth + 1));
                }
                this.skipSpace(true);
                if (text[this.pos] === ',')
                    this.pos++;
            }
            this.pos++;
            if (c === '[')
                return { kind: 'list', items, flow: true, start, end: this.pos };
            map.end = this.pos;
            return map;
        }
        // Numbers, booleans, dates: up to the next separator.
        while (this.pos < text.length && !/[,\]}\n\r#]/.test(text[this.pos]))
            this.pos++;
        let end = this.pos;
        while (end > start && /[ \t]/.test(text[end - 1]))
            end--;
        return { kind: 'scalar', isNull: false, start, end };
    }
}
function decodeKey(raw) {
    if (raw.startsWith("'"))
        return raw.slice(1, -1);
    // A basic string key uses JSON's escapes but for \U and \e, which keys in real files never use.
    return JSON.parse(raw
        .replace(/\\U([0-9a-fA-F]{8})/g, (_, hex) => {
        const code = Number.parseInt(hex, 16);
        return JSON.stringify(String.fromCodePoint(code)).slice(1, -1);
    })
        .replace(/\\e/g, '\\u001b'));
}
function lookup(data, path) {
    let node = data;
    for (const part of path) {
        if (node === null || typeof node !== 'object' || !Object.hasOwn(node, part))
            return undefined;
        node = node[part];
    }
    return node;
}

// EXTERNAL MODULE: ../../node_modules/yaml/dist/index.js
var yaml_dist = __webpack_require__(3483);
// EXTERNAL MODULE: ../../packages/formats/src/formats/yaml/parse.ts
var parse = __webpack_require__(7122);
// EXTERNAL MODULE: ../../packages/formats/src/formats/yaml/read.ts
var yaml_read = __webpack_require__(9953);
;// CONCATENATED MODULE: ../../packages/formats/src/formats/go-i18n/yaml-tree.ts





const QUOTES = {
    PLAIN: 'plain',
    QUOTE_DOUBLE: '"',
    QUOTE_SINGLE: "'",
    BLOCK_LITERAL: 'block',
    BLOCK_FOLDED: 'block',
};
/** Reads a go-i18n YAML file (a mapping of messages, or v1's list) into a located tree. */
function readYamlTree(text, bom) {
    // go-yaml keeps the last of two equal keys; the message model warns about them.
    const { doc, lineOf } = (0,parse/* parseYamlDocument */.I)(text);
    if (doc.contents === null)
        return { syntax: 'yaml', text, bom, root: undefined, lineOf };
    const root = yaml_tree_convert(doc.contents, 0, lineOf);
    if (root.kind !== 'map' && root.kind !== 'list') {
        throw new src_errors/* FormatError */.I('a go-i18n file must hold a mapping of message ids (or, in the v1 form, a list of "- id: … translation: …")', { line: 1 });
    }
    return { syntax: 'yaml', text, bom, root, lineOf };
}
function yaml_tree_convert(node, depth, lineOf) {
    const [start, end] = node.range ?? [0, 0];
    if ((0,yaml_dist/* isAlias */.Vj)(node)) {
        throw new src_errors/* FormatError */.I(`alias *${node.source} is not supported in go-i18n files; write the text out where it is used`, { line: lineOf(start) });
    }
    if ((0,yaml_dist/* isScalar */.jn)(node)) {
        if (typeof node.value === 'string') {
            return {
                kind: 'string',
                value: node.value,
                quote: QUOTES[node.type ?? 'PLAIN'] ?? 'plain',
                start,
                end,
            };
        }
        return { kind: 'scalar', isNull: node.value === null, start, end };
    }
    if (depth >= limits/* LIMITS */.b.maxDepth)
        throw (0,parse/* depthError */.C)(lineOf(start));
    if ((0,yaml_dist/* isSeq */.oP)(node)) {
        const items = node.items.map((item) => yaml_tree_convert(item, depth + 1, lineOf));
        return { kind: 'list', items, flow: node.flow === true, start, end };
    }
    if ((0,yaml_dist/* isMap */.jh)(node)) {
        const members = node.items.map((pair) => {
            const key = pair.key;
            const name = (0,yaml_read/* keyName */.xT)(key);
            const at = key?.range?.[0] ?? start;
            if (name === undefined) {
                throw new src_errors/* FormatError */.I('a key is empty or not a plain text; go-i18n message ids are texts', {
                    line: lineOf(at),
                });
            }
            const valueNode = pair.value;
            // `key:` with nothing after it is YAML null, spanning no text.
            const keyEnd = key?.range?.[1] ?? at;
            const value = valueNode
                ? yaml_tree_convert(valueNode, depth + 1, lineOf)
                : { kind: 'scalar', isNull: true, start: keyEnd, end: keyEnd };
            return { name, value, start: at, end: Math.max(value.end, keyEnd), line: lineOf(at) };
        });
        return { kind: 'map', members, flow: node.flow === true, start, end };
    }
    throw new src_errors/* FormatError */.I('unexpected YAML node', { line: lineOf(start) });
}

;// CONCATENATED MODULE: ../../packages/formats/src/formats/go-i18n/read.ts





const TOML_KEY = `(?:[A-Za-z0-9_-]+|"[^"\\n]*"|'[^'\\n]*')`;
const TOML_DOTTED = `${TOML_KEY}(?:\\s*\\.\\s*${TOML_KEY})*`;
/** A TOML table header line: `[id]`, `[a.b]`, `["a.b"]`, `[[a]]`, a comment after it. */
const TOML_HEADER = new RegExp(`^\\[\\[?\\s*${TOML_DOTTED}\\s*\\]\\]?\\s*(?:#.*)?\\r?$`);
/** A TOML `key = value` line. */
const TOML_KEY_VALUE = new RegExp(`^\\s*${TOML_DOTTED}\\s*=`);
/**
 * The syntax of a go-i18n file: its extension when the path is known (go-i18n itself goes by the
 * extension), else its content: JSON starts with `{` or `[`; TOML has `[table]` headers or
 * `key = value` lines; anything else is YAML.
 */
function syntaxOf(content, path) {
    const ext = path === undefined ? '' : (/\.([^./\\]+)$/.exec(path)?.[1] ?? '').toLowerCase();
    if (ext === 'json')
        return 'json';
    if (ext === 'toml')
        return 'toml';
    if (ext === 'yaml' || ext === 'yml')
        return 'yaml';
    const text = content.replace(/^\uFEFF/, '');
    const start = /^(?:\s|#[^\n]*)*/.exec(text)?.[0].length ?? 0;
    const first = text[start];
    if (first === '{')
        return 'json';
    // `[` opens a JSON list (v1) or a TOML table header: a header ends its line with `]`.
    const line = text.slice(start).split('\n')[0] ?? '';
    if (first === '[')
        return TOML_HEADER.test(line) ? 'toml' : 'json';
    return TOML_KEY_VALUE.test(line) ? 'toml' : 'yaml';
}
/** Reads a go-i18n file of any of its syntaxes into a located tree. */
function readTree(content, options = {}) {
    const bom = content.startsWith('\uFEFF') ? '\uFEFF' : '';
    const text = content.slice(bom.length);
    const syntax = syntaxOf(text, options.path);
    if (syntax === 'yaml')
        return readYamlTree(text, bom);
    const locate = (0,lines/* lineLocator */.hl)(text);
    const lineOf = (offset) => locate(offset).line;
    return syntax === 'json' ? readJsonTree(text, bom, lineOf) : readTomlTree(text, bom, lineOf);
}
/** Reads a go-i18n file: its messages and their entries. */
function readGoI18n(content, options = {}) {
    const doc = readTree(content, options);
    return { doc, ...readMessages(doc, options.warn) };
}
/** The entries of a go-i18n file: `id` for a single text, `id[one]`, `id[other]`… for plural forms. */
function parseGoI18n(content, options = {}) {
    return readGoI18n(content, options).entries;
}

// EXTERNAL MODULE: ../../packages/formats/src/shared/blocks.ts
var blocks = __webpack_require__(574);
// EXTERNAL MODULE: ../../packages/formats/src/shared/quoted.ts
var quoted = __webpack_require__(5596);
// EXTERNAL MODULE: ../../packages/formats/src/shared/splice.ts
var splice = __webpack_require__(7840);
;// CONCATENATED MODULE: ../../packages/formats/src/formats/go-i18n/write.ts




/**
 * The messages entries stand for, in entry order: `id` is a single text, `id[one]`, `id[other]`…
 * the forms of one plural message. Refuses a key that is both (`n` beside `n[one]`).
 */
function messagesOf(entries) {
    const messages = new Map();
    for (const [key, text] of entries) {
        (0,model/* checkKeyLength */.Ob)(key);
        const match = FORM_KEY.exec(key);
        const id = match ? match[1] : key;
        if (id === '')
            throw new src_errors/* FormatError */.I('an empty message id cannot be written: give the text a name', { key });
        const known = messages.get(id);
        if (match === null) {
            if (known !== undefined)
                throw both(id);
            messages.set(id, text);
            continue;
        }
        if (typeof known === 'string')
            throw both(id);
        const forms = known ?? new Map();
        forms.set(match[2], text);
        messages.set(id, forms);
    }
    return messages;
}
/** Names go-i18n reads as message fields when their value is a text (`one`, `description`, …). */
const FIELD_NAMES = new Set(['id', 'description', 'hash', 'leftdelim', 'rightdelim', ...FORMS]);
/**
 * A message as a map writes it: a single text under a name go-i18n would read as a field (`one:
 * "x"` beside other messages is a mixed map it refuses) is written as its `other` form.
 */
function asMember(id, written) {
    return typeof written === 'string' && FIELD_NAMES.has(id.toLowerCase())
        ? new Map([['other', written]])
        : written;
}
function both(id) {
    return new src_errors/* FormatError */.I(`"${id}" is both a single text and a plural message ("${id}[…]"); a go-i18n message is one or the other: rename one key`, { key: id });
}
const YAML_PLAIN = /^[\p{L}\p{N}_(][^\n:#]*$/u;
const YAML_RESERVED = /^(?:y|n|yes|no|on|off|true|false|null|~|[-+.\d][\w.:+-]*)$/i;
/** A string as the syntax writes it, in the quoting of `like` (the text it replaces) where it can. */
function quote(syntax, value, like) {
    if (syntax === 'json')
        return JSON.stringify(value);
    const control = hasControl(value);
    if (like?.quote === "'" && !control && !value.includes("'") && syntax === 'toml')
        return `'${value}'`;
    if (syntax === 'yaml') {
        if (like?.quote === "'" && !control)
            return `'${value.replaceAll("'", "''")}'`;
        if ((like === undefined || like.quote === 'plain') && yamlPlain(value))
            return value;
    }
    // JSON's escapes are valid in YAML and TOML double-quoted strings; TOML also refuses a raw DEL.
    return JSON.stringify(value).replace(/\u007f/g, syntax === 'toml' ? '\\u007F' : '\u007f');
}
function hasControl(value) {
    for (let i = 0; i < value.length; i++) {
        const code = value.charCodeAt(i);
        if (code < 0x20 || code === 0x7f)
            return true;
    }
    return false;
}
function yamlPlain(value) {
    return (!hasControl(value) &&
        !value.includes('\t') &&
        YAML_PLAIN.test(value) &&
        !YAML_RESERVED.test(value) &&
        value.trimEnd() === value);
}
/** A name as the syntax writes it: bare where it may be, else quoted. */
function keyText(syntax, name) {
    if (syntax === 'json')
        return JSON.stringify(name);
    if (syntax === 'toml')
        return /^[A-Za-z0-9_-]+$/.test(name) ? name : quote('toml', name);
    return /^[A-Za-z_][\w-]*$/.test(name) && !YAML_RESERVED.test(name) ? name : JSON.stringify(name);
}
/** A message's forms as one inline value: `{ one = "…", other = "…" }`, `{"one": "…"}`. */
function inlineForms(syntax, forms) {
    const pairs = [...forms].map(([form, text]) => syntax === 'toml'
        ? `${form} = ${quote(syntax, text)}`
        : `${JSON.stringify(form)}: ${JSON.stringify(text)}`);
    return syntax === 'toml' ? `{ ${pairs.join(', ')} }` : `{${pairs.join(', ')}}`;
}
/**
 * Writes entries as a go-i18n v2 file: a single text as `id: text`, a plural message as a map of
 * its forms; in TOML, every message a `[id]` table once any message is plural (so the order holds).
 */
function serializeGoI18n(entries, options) {
    const messages = new Map([...messagesOf(entries)].map(([id, w]) => [id, asMember(id, w)]));
    const indent = options.indent ?? (options.syntax === 'json' ? '  ' : '  ');
    const { syntax } = options;
    let text;
    if (syntax === 'json') {
        const members = [...messages].map(([id, written]) => {
            if (typeof written === 'string')
                return `${indent}${JSON.stringify(id)}: ${JSON.stringify(written)}`;
            const forms = [...written].map(([f, t]) => `${indent}${indent}${JSON.stringify(f)}: ${JSON.stringify(t)}`);
            return `${indent}${JSON.stringify(id)}: {\n${forms.join(',\n')}\n${indent}}`;
        });
        text = members.length === 0 ? '{}' : `{\n${members.join(',\n')}\n}`;
    }
    else if (syntax === 'yaml') {
        text = [...messages]
            .map(([id, written]) => typeof written === 'string'
            ? `${keyText(syntax, id)}: ${quote(syntax, written)}`
            : `${keyText(syntax, id)}:\n${[...written].map(([f, t]) => `${indent}${f}: ${quote(syntax, t)}`).join('\n')}`)
            .join('\n');
        if (text === '')
            text = '{}';
    }
    else {
        const tables = [...messages.values()].some((w) => typeof w !== 'string');
        text = [...messages]
            .map(([id, written]) => {
            if (!tables)
                return `${keyText(syntax, id)} = ${quote(syntax, written)}`;
            const forms = typeof written === 'string' ? new Map([['other', written]]) : written;
            return `[${keyText(syntax, id)}]\n${[...forms].map(([f, t]) => `${f} = ${quote(syntax, t)}`).join('\n')}`;
        })
            .join(tables ? '\n\n' : '\n');
    }
    if (text === '')
        return '';
    return (0,lines/* withTrailingNewline */.Tu)(text, options.trailingNewline ?? true);
}

;// CONCATENATED MODULE: ../../packages/formats/src/formats/go-i18n/rewrite.ts






/**
 * Writes entries over an existing go-i18n file in its own syntax and form (v2 maps or v1 lists),
 * editing only what changed: a changed text is replaced where it stands (in its quoting where the
 * text allows), a removed message or form goes with its lines, new forms follow the last form of
 * their message and new messages the last message. Descriptions, hashes, comments and every other
 * byte stay as written.
 */
function rewriteGoI18n(entries, existing, options) {
    const { doc, byId } = readGoI18n(existing, options.path === undefined ? {} : { path: options.path });
    if (doc.root === undefined || (doc.root.kind === 'map' ? doc.root.members : doc.root.items).length === 0) {
        return (doc.bom +
            serializeGoI18n(entries, {
                syntax: doc.syntax,
                ...(options.style?.indent !== undefined && { indent: options.style.indent }),
                trailingNewline: options.style?.trailingNewline ?? (existing.trim() === '' || (0,lines/* endsWithNewline */.Df)(existing)),
            }));
    }
    const first = byId.values().next().value;
    const sample = first?.text ?? first?.forms.values().next().value?.value;
    const editor = new Editor(doc, sample);
    const wanted = messagesOf(entries);
    for (const message of byId.values()) {
        const written = wanted.get(message.id);
        if (written === undefined)
            editor.drop(message.container, message.slot);
        else
            editor.update(message, written);
    }
    for (const [id, written] of wanted) {
        if (!byId.has(id)) {
            editor.add(doc.root, { name: id, value: doc.root.kind === 'map' ? asMember(id, written) : written });
        }
    }
    return doc.bom + editor.apply();
}
class Editor {
    edits = [];
    pending = new Map();
    eol;
    unit;
    doc;
    /** A text of the file: new texts are quoted as it is. */
    sample;
    /** Between a name and its value: ` = ` in TOML, `: ` in YAML, as the file's first member in JSON. */
    colon;
    constructor(doc, sample) {
        this.doc = doc;
        this.sample = sample;
        this.eol = (0,blocks/* detectEol */.eD)(doc.text);
        this.unit = (0,lines/* detectIndent */.oF)(doc.text, '  ');
        this.colon = doc.syntax === 'toml' ? ' = ' : doc.syntax === 'json' ? jsonColonOf(doc.text) : ': ';
    }
    of(container) {
        let pending = this.pending.get(container);
        if (!pending) {
            pending = { container, dropped: new Set(), added: [] };
            this.pending.set(container, pending);
        }
        return pending;
    }
    drop(container, slot) {
        this.of(container).dropped.add(slot);
    }
    add(container, addition) {
        this.of(container).added.push(addition);
    }
    update(message, written) {
        const wanted = typeof written === 'string' ? new Map([['other', written]]) : written;
        if (message.text) {
            const other = wanted.get('other');
            if (wanted.size === 1 && other !== undefined)
                this.replace(message.text, other);
            else
                this.becomeForms(message.text, wanted);
            return;
        }
        const holder = message.holder;
        for (const [form, member] of message.forms) {
            const text = wanted.get(form);
            if (text === undefined)
                this.drop(holder, member);
            else
                this.replace(member.value, text);
        }
        for (const [form, text] of wanted) {
            if (!message.forms.has(form))
                this.add(holder, { name: form, value: text });
        }
    }
    /** A new text, quoted as the file quotes its texts. */
    quoted(value) {
        return quote(this.doc.syntax, value, this.sample);
    }
    replace(node, value) {
        if (node.value === value)
            return;
        const { text } = this.doc;
        // A YAML block scalar's span takes in the line breaks after it, which stay.
        const end = node.quote === 'block' ? node.start + text.slice(node.start, node.end).trimEnd().length : node.end;
        this.edits.push({ start: node.start, end, text: quote(this.doc.syntax, value, node) });
    }
    /** A message written as one text becomes a map of forms, in place. */
    becomeForms(node, forms) {
        const { text, syntax } = this.doc;
        if (syntax === 'yaml' && !this.inFlow(node.start)) {
            const indent = ' '.repeat(this.column(this.ownerStart(node.start)) + this.unit.length);
            let start = node.start;
            while (start > 0 && /[ \t]/.test(text[start - 1]))
                start--;
            const end = node.quote === 'block' ? node.start + text.slice(node.start, node.end).trimEnd().length : node.end;
            const body = [...forms].map(([f, t]) => `${this.eol}${indent}${f}: ${this.quoted(t)}`).join('');
            this.edits.push({ start, end, text: body });
            return;
        }
        this.edits.push({ start: node.start, end: node.end, text: inlineForms(syntax, forms) });
    }
    /** Whether an offset of a YAML file lies inside a flow collection (`{…}`, `[…]`) on its line. */
    inFlow(offset) {
        return opensFlow(this.doc.text.slice(this.lineStart(offset), offset));
    }
    /** Where the name of the member whose value starts at `offset` begins (the first text of its line). */
    ownerStart(offset) {
        const start = this.lineStart(offset);
        const line = this.doc.text.slice(start, offset);
        return start + (/^[ \t]*(?:-[ \t]+)*/.exec(line)?.[0].length ?? 0);
    }
    lineStart(offset) {
        return this.doc.text.lastIndexOf('\n', offset - 1) + 1;
    }
    column(offset) {
        return offset - this.lineStart(offset);
    }
    /** The lines `[start, end)` take, through the line break of the last. */
    lines(start, end) {
        const { text } = this.doc;
        const from = this.lineStart(start);
        const last = Math.max(start, end - 1);
        const newline = text[last] === '\n' ? last : text.indexOf('\n', last);
        let to = newline === -1 ? text.length : newline + 1;
        // A blank line on each side: one of them goes too, so messages stay one blank line apart.
        const before = text.slice(this.lineStart(Math.max(0, from - 1)), from);
        if (from > 0 && before.trim() === '' && /^[ \t]*\r?\n/.test(text.slice(to))) {
            to += /^[ \t]*\r?\n/.exec(text.slice(to))?.[0].length;
        }
        return { start: from, end: to, text: '' };
    }
    childrenOf(container) {
        return container.kind === 'map' ? container.members : container.items;
    }
    apply() {
        for (const pending of this.pending.values())
            this.resolve(pending);
        const { text } = this.doc;
        // From the end, so earlier offsets hold; at one offset a removal goes before an insertion.
        // Insertions at one offset land in the order they were made: the later one is applied first.
        const order = new Map(this.edits.map((edit, i) => [edit, i]));
        const rank = (edit) => (edit.end > edit.start ? 2e9 : 0) + (edit.last ? 1e9 : 0) + order.get(edit);
        const edits = this.edits.sort((a, b) => b.start - a.start || rank(b) - rank(a));
        const applied = [];
        let floor = Number.POSITIVE_INFINITY;
        for (const edit of edits) {
            // A removal sharing a blank line with the one after it removes the rest; an edit inside a span
            // already replaced as a whole is dropped.
            if (edit.end > floor && edit.text !== '')
                continue;
            applied.push(edit);
            floor = edit.start;
        }
        return (0,splice/* spliceFromEnd */.s)(text, applied, true);
    }
    resolve({ container, dropped, added }) {
        const children = this.childrenOf(container);
        const kept = children.filter((c) => !dropped.has(c));
        if (container.flow)
            this.resolveFlow(container, children, kept, dropped, added);
        else
            this.resolveBlock(container, children, kept, dropped, added);
    }
    resolveFlow(container, children, kept, dropped, added) {
        const { text } = this.doc;
        const first = children[0];
        const multiline = first !== undefined && text.slice(container.start, first.start).includes('\n');
        const indent = first ? text.slice(this.lineStart(first.start), first.start).replace(/\S.*$/s, '') : '';
        if (kept.length === 0) {
            const open = text[container.start];
            const close = open === '[' ? ']' : '}';
            const inner = indent || this.unit;
            const outer = first ? indent.slice(0, Math.max(0, indent.length - this.unit.length)) : '';
            const items = added.map((a) => this.flowItem(container, a, inner, multiline));
            const body = multiline
                ? `${this.eol}${inner}${items.join(`,${this.eol}${inner}`)}${this.eol}${outer}`
                : this.doc.syntax === 'toml'
                    ? ` ${items.join(', ')} `
                    : items.join(', ');
            this.edits.push({
                start: container.start,
                end: container.end,
                text: `${open}${items.length ? body : ''}${close}`,
            });
            return;
        }
        // Found once: asked of each dropped child, it made removing most of a large map quadratic.
        const lastKept = children.findLastIndex((c) => !dropped.has(c));
        children.forEach((child, i) => {
            if (!dropped.has(child))
                return;
            const later = i < lastKept;
            const next = children[i + 1];
            const previous = children[i - 1];
            if (later && next)
                this.edits.push({ start: child.start, end: next.start, text: '' });
            else
                this.edits.push({ start: previous.end, end: child.end, text: '' });
        });
        if (added.length === 0)
            return;
        const last = kept.at(-1);
        let separator = multiline ? this.eol + indent : ' ';
        if (children.length >= 2) {
            const between = text.slice(children[0].end, children[1].start);
            separator = between.slice(between.indexOf(',') + 1);
        }
        const rendered = added
            .map((a) => `,${separator}${this.flowItem(container, a, indent, multiline)}`)
            .join('');
        this.edits.push({ start: last.end, end: last.end, text: rendered });
    }
    /** One member or v1 message of a flow container. */
    flowItem(container, addition, indent, multiline) {
        const { syntax } = this.doc;
        const { colon } = this;
        const value = (written, at) => {
            if (typeof written === 'string')
                return this.quoted(written);
            if (!multiline || syntax !== 'json')
                return inlineForms(syntax, written);
            const inner = at + this.unit;
            const forms = [...written].map(([f, t]) => `${inner}${JSON.stringify(f)}${colon}${JSON.stringify(t)}`);
            return `{${this.eol}${forms.join(`,${this.eol}`)}${this.eol}${at}}`;
        };
        if (container.kind === 'map')
            return `${keyText(syntax, addition.name)}${colon}${value(addition.value, indent)}`;
        const id = `${keyText(syntax, 'id')}${colon}${quote(syntax, addition.name)}`;
        const translation = `${keyText(syntax, 'translation')}${colon}`;
        if (!multiline || syntax !== 'json') {
            return `{${id}, ${translation}${value(addition.value, indent)}}`;
        }
        const inner = indent + this.unit;
        return `{${this.eol}${inner}${id},${this.eol}${inner}${translation}${value(addition.value, inner)}${this.eol}${indent}}`;
    }
    resolveBlock(container, children, kept, dropped, added) {
        const { text, syntax } = this.doc;
        for (const child of dropped) {
            const span = this.lines(child.start, child.end);
            this.edits.push(span);
        }
        if (added.length === 0)
            return;
        const first = children[0];
        const last = kept.at(-1);
        if (syntax === 'toml') {
            this.addToml(container, last, added);
            return;
        }
        // YAML block mapping or sequence: new lines after the last kept child, at the first one's column.
        const anchor = first;
        const prefix = text.slice(this.lineStart(anchor.start), anchor.start);
        const at = last ? this.lines(last.start, last.end).end : this.lineStart(anchor.start);
        const lead = at === text.length && !(0,lines/* endsWithNewline */.Df)(text) ? this.eol : '';
        const pad = ' '.repeat(prefix.length);
        let body = '';
        if (container.kind === 'map') {
            for (const a of added)
                body += `${pad}${this.yamlMember(a.name, a.value, pad)}${this.eol}`;
        }
        else {
            const second = children[1];
            const spaced = second !== undefined &&
                /\n[ \t]*\r?\n/.test(text.slice(this.lines(anchor.start, anchor.end).start, this.lineStart(second.start) + 1));
            const dash = /-[ \t]*$/.test(prefix) ? prefix : `${pad.slice(2)}- `;
            for (const a of added) {
                body += `${spaced ? this.eol : ''}${dash}id: ${quote('yaml', a.name)}${this.eol}${pad}${this.yamlMember('translation', a.value, pad)}${this.eol}`;
            }
        }
        this.edits.push({ start: at, end: at, text: lead + body });
    }
    yamlMember(name, written, pad) {
        const key = keyText('yaml', name);
        if (typeof written === 'string')
            return `${key}: ${this.quoted(written)}`;
        const inner = pad + this.unit;
        return `${key}:${[...written].map(([f, t]) => `${this.eol}${inner}${f}: ${this.quoted(t)}`).join('')}`;
    }
    addToml(map, last, added) {
        const { text } = this.doc;
        const root = this.doc.root === map;
        const tables = root && map.members.some((m) => m.value.kind === 'map' && m.value.header);
        if (tables) {
            // Keys after a table belong to it: new messages go at the end, each a table of its own.
            const lead = (0,lines/* endsWithNewline */.Df)(text) ? '' : this.eol;
            const body = added
                .map((a) => {
                const forms = typeof a.value === 'string' ? new Map([['other', a.value]]) : a.value;
                const lines = [...forms].map(([f, t]) => `${f} = ${this.quoted(t)}`).join(this.eol);
                return `${this.eol}[${keyText('toml', a.name)}]${this.eol}${lines}${this.eol}`;
            })
                .join('');
            this.edits.push({ start: text.length, end: text.length, text: lead + body, last: true });
            return;
        }
        const anchor = last ?? map.members[0];
        const pad = anchor ? text.slice(this.lineStart(anchor.start), anchor.start).replace(/\S.*$/s, '') : '';
        const at = last
            ? this.lines(last.start, last.end).end
            : map.header
                ? this.lines(map.header.start, map.header.end).end
                : anchor
                    ? this.lineStart(anchor.start)
                    : text.length;
        const lead = at === text.length && !(0,lines/* endsWithNewline */.Df)(text) ? this.eol : '';
        const body = added
            .map((a) => {
            const value = typeof a.value === 'string' ? this.quoted(a.value) : inlineForms('toml', a.value);
            return `${pad}${keyText('toml', a.name)} = ${value}${this.eol}`;
        })
            .join('');
        this.edits.push({ start: at, end: at, text: lead + body });
    }
}
/**
 * Whether `line`, its quoted texts taken out, holds `{` or `[`. A scan, not a regular expression:
 * V8 tries `"(?:[^"\\]|\\.)*"` again from every quote of a line whose first quote never closes,
 * which is quadratic on a long flow mapping of keys holding `\"`.
 */
function opensFlow(line) {
    // Once a quote of a kind never closes, no later quote of that kind does: skip them.
    let doubleOpen = true;
    let singleOpen = true;
    for (let i = 0; i < line.length;) {
        const c = line[i];
        if (c === '{' || c === '[')
            return true;
        const end = c === '"' && doubleOpen
            ? (0,quoted/* quotedEnd */.c)(line, i)
            : c === "'" && singleOpen
                ? line.indexOf("'", i + 1) + 1
                : i + 1;
        if (end > 0) {
            i = end;
        }
        else {
            if (c === '"')
                doubleOpen = false;
            else
                singleOpen = false;
            i++;
        }
    }
    return false;
}
const COLON = /[ \t]*:[ \t]*/y;
/** The spacing around the colon of a JSON file's first member (`"id": …`, `"id" : …`). */
function jsonColonOf(text) {
    // String to string, as JSON reads them: a text of millions of characters is scanned once.
    for (let start = text.indexOf('"'); start !== -1;) {
        const end = (0,quoted/* quotedEnd */.c)(text, start);
        if (end === -1)
            break;
        COLON.lastIndex = end;
        const colon = COLON.exec(text)?.[0];
        if (colon !== undefined)
            return colon;
        start = text.indexOf('"', end);
    }
    return ': ';
}

;// CONCATENATED MODULE: ../../packages/formats/src/formats/go-i18n/index.ts




function detectStyle(content) {
    return {
        structure: 'flat',
        indent: (0,lines/* detectIndent */.oF)(content),
        trailingNewline: (0,lines/* endsWithNewline */.Df)(content),
        keyOrder: [...parseGoI18n(content).keys()],
    };
}
/**
 * go-i18n message files (Go, Hugo): JSON, YAML or TOML, v2 maps (`id: {description, one, other}`
 * or `id: text`) and v1 lists (`- id: … translation: …`). `.toml` is go-i18n's own; a `.json` or
 * `.yaml` file is read as go-i18n when the project's config names the format.
 */
const goI18n = {
    name: 'go-i18n',
    extensions: ['.toml'],
    structures: ['flat'],
    parse: (content, options) => parseGoI18n(content, options),
    serialize: (entries, options) => {
        const { style, path, template } = options;
        const syntax = path === undefined ? 'toml' : syntaxOf('', path);
        // A new file follows the source's shape (a v1 list of `id`/`translation` items, as Hugo themes
        // keep, or a v2 map; its comments, order and quoting): its messages with this locale's texts.
        if (template !== undefined && syntaxOf(template) === syntax && messagesIn(template)) {
            return endingAs(template, rewriteGoI18n(entries, template, options));
        }
        return serializeGoI18n(entries, {
            syntax,
            ...(style?.indent !== undefined && { indent: style.indent }),
            ...(style?.trailingNewline !== undefined && { trailingNewline: style.trailingNewline }),
        });
    },
    detectStyle,
    serializeOver: rewriteGoI18n,
    needsTemplate: true,
};
/** Whether `text` is a go-i18n file with at least one message, whose shape a new file can take. */
function messagesIn(text) {
    try {
        return parseGoI18n(text).size > 0;
    }
    catch {
        return false;
    }
}
/**
 * `text` ending as `model` does: the source's last messages, untranslated, leave the blank line that
 * stood before them, which a new file does not keep.
 */
function endingAs(model, text) {
    const ending = (t) => /\s*$/.exec(t)?.[0] ?? '';
    return text.slice(0, text.length - ending(text).length) + ending(model);
}


/***/ }),

/***/ 9536:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H6: () => (/* binding */ buildTree),
/* harmony export */   TN: () => (/* binding */ keyOf),
/* harmony export */   ax: () => (/* binding */ rawAfterIndicator),
/* harmony export */   dG: () => (/* binding */ flattenTree),
/* harmony export */   xv: () => (/* binding */ VERSION)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3015);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5460);
/* harmony import */ var _shared_item_keys_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(220);




/**
 * YAML is read as YAML 1.1, the version Ruby's Psych (and so Rails) speaks, and which plain scalars
 * are texts is decided as Psych decides it (see `psychReadsAsText`).
 */
const VERSION = '1.1';
/** A key path as an entry key: names joined with dots, indexes as `[i]` (`date.day_names[0]`). */
function keyOf(path) {
    return (0,_shared_item_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .keyOfPath */ .yt)(path, '.');
}
/** The path an entry key is written at when nested: `a.b[1]` is `a`, `b`, 1. */
function pathOfKey(key) {
    const path = (0,_shared_item_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .pathOfParts */ .z8)(key, key.split('.'), 'list');
    if (path.length > _limits_js__WEBPACK_IMPORTED_MODULE_1__/* .LIMITS */ .b.maxKeySegments) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .FormatError */ .I(`key "${key.slice(0, 60)}…" has ${path.length} parts, more than ${_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .LIMITS */ .b.maxKeySegments} (LIMITS.maxKeySegments); write it flat or shorten it`, { key });
    }
    return path;
}
/** A value that is not a text after its indicator (`-`, `key:`) in block style, as the file writes it. */
function rawAfterIndicator(raw) {
    if (raw.source === '')
        return raw.spaced === true ? ' ' : '';
    return ` ${raw.source}`;
}
function collision(a, b) {
    return new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .FormatError */ .I(`keys "${a}" and "${b}" cannot both be written nested: one would be both a text and a mapping or list; pull with structure "flat" or rename one key`, { key: a });
}
/** The tree `entries` are written as; refuses keys that cannot be written together, naming both. */
function buildTree(entries, structure, 
/** The path of a key written nested, when the file's own names say it (see names-as-written.ts). */
pathOf = pathOfKey) {
    const top = { kind: 'map', items: new Map() };
    // The first key under each branch, to name it in a collision; a leaf's key is its own path.
    const owners = new Map();
    const owner = (existing, path) => typeof existing === 'string' ? keyOf(path) : (owners.get(existing) ?? keyOf(path));
    for (const [key, value] of entries) {
        const path = structure === 'nested' ? pathOf(key) : [key];
        let node = top;
        for (let i = 0; i < path.length; i++) {
            const segment = path[i];
            const last = i === path.length - 1;
            const items = node.items;
            const existing = items.get(segment);
            if (last) {
                if (existing !== undefined)
                    throw collision(owner(existing, path), key);
                items.set(segment, value);
                break;
            }
            const wanted = typeof path[i + 1] === 'number' ? 'seq' : 'map';
            if (existing === undefined) {
                const child = wanted === 'seq' ? { kind: 'seq', items: new Map() } : { kind: 'map', items: new Map() };
                items.set(segment, child);
                owners.set(child, key);
                node = child;
            }
            else if (typeof existing === 'object' && existing.kind === wanted) {
                node = existing;
            }
            else {
                throw collision(owner(existing, path.slice(0, i + 1)), key);
            }
        }
    }
    return top;
}
/** The texts under a tree, keyed by their path below it. */
function flattenTree(tree, path, out) {
    if (typeof tree === 'string')
        out.set(keyOf(path), tree);
    else if (tree.kind !== 'raw') {
        for (const [segment, child] of tree.items) {
            flattenTree(child, [...path, segment], out);
        }
    }
    return out;
}


/***/ }),

/***/ 7122:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ depthError),
/* harmony export */   I: () => (/* binding */ parseYamlDocument)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3483);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3015);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5460);
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9536);
// The YAML parse both YAML readers start from (Rails YAML, go-i18n's YAML): YAML 1.1 as Psych and
// go-yaml read it, duplicate keys left to the reader, and the parser's errors as FormatErrors.




/** The FormatError for nesting deeper than LIMITS.maxDepth, at `line` when known. */
function depthError(line) {
    return new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .FormatError */ .I(`the file nests mappings and lists deeper than ${_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .LIMITS */ .b.maxDepth} levels (LIMITS.maxDepth); translation files need a few levels`, line === undefined ? {} : { line });
}
/**
 * Parses YAML text into a document and the line of each offset. Throws a FormatError at the first
 * syntax error, and depthError where the parser runs out of stack on very deep nesting.
 */
function parseYamlDocument(text) {
    const lineCounter = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .LineCounter */ .HN();
    let doc;
    try {
        // Duplicate keys are each reader's business (the last one counts, as in Psych and go-yaml); the
        // yaml package's own check compares every pair with every other one.
        doc = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseDocument */ .Tp)(text, { version: _model_js__WEBPACK_IMPORTED_MODULE_3__/* .VERSION */ .xv, lineCounter, uniqueKeys: false });
    }
    catch (error) {
        if (error instanceof RangeError)
            throw depthError(undefined);
        throw error;
    }
    const lineOf = (offset) => lineCounter.linePos(offset).line;
    const error = doc.errors[0];
    // The yaml package turns its own stack overflow on very deep nesting into a parse error.
    if (error && /call stack/i.test(error.message))
        throw depthError(error.linePos?.[0].line);
    if (error) {
        const line = error.linePos?.[0].line;
        const column = error.linePos?.[0].col;
        const message = error.message.split('\n')[0] ?? error.message;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .FormatError */ .I(`invalid YAML: ${message}`, { line, column });
    }
    return { doc, lineOf };
}


/***/ }),

/***/ 9953:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LF: () => (/* binding */ read),
/* harmony export */   _B: () => (/* binding */ psychReadsAsText),
/* harmony export */   b6: () => (/* binding */ textOf),
/* harmony export */   hN: () => (/* binding */ parseYaml),
/* harmony export */   sF: () => (/* binding */ livePairs),
/* harmony export */   xT: () => (/* binding */ keyName)
/* harmony export */ });
/* unused harmony export isLanguageCode */
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3483);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3015);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5460);
/* harmony import */ var _shared_hints_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6196);
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9536);
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(220);
/* harmony import */ var _parse_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7122);






// ---------------------------------------------------------------------------------------------
// What is a text: Ruby's Psych, not the YAML 1.1 schema, decides what Rails sees.
const PSYCH_STRING = /^[^\d.:-]?[\p{Alphabetic}_\s!@#$%^&*(){}<>|/\\~;=]+/u;
const PSYCH_TIME = /^-?\d{4}-\d{1,2}-\d{1,2}(?:[Tt]|\s+)\d{1,2}:\d\d:\d\d(?:\.\d*)?(?:\s*(?:Z|[-+]\d{1,2}:?(?:\d\d)?))?$/;
const PSYCH_DATE = /^\d{4}-(?:1[012]|0\d|\d)-(?:[12]\d|3[01]|0\d|\d)$/;
const PSYCH_SEXAGESIMAL = /^[-+]?[0-9][0-9_]*(:[0-5]?[0-9]){1,2}(\.[0-9_]*)?$/;
const PSYCH_FLOAT = /^[-+]?([0-9][0-9_,]*)?\.[0-9]*([eE][-+][0-9]+)?$/;
const PSYCH_INTEGER = /^(?:[-+]?0b[0-1_,]+|[-+]?0[0-7_,]+|[-+]?(?:0|[1-9](?:[0-9]|,[0-9]|_[0-9])*)|[-+]?0x[0-9a-fA-F_,]+)$/;
/**
 * Whether Psych (Psych::ScalarScanner#tokenize) reads an untagged plain scalar as a String: not
 * nil (`~`, `null`, empty), a boolean (`yes`, `Off`, any case), a number, a date or time, or a
 * Symbol (`:year`). It differs from the YAML 1.1 schema: `y` and `n` are texts, `yEs` is not.
 */
function psychReadsAsText(plain) {
    if (plain === '')
        return false;
    if (PSYCH_STRING.test(plain) || plain.includes('\n')) {
        if (plain.length > 5 || /^[^ytonf~]/i.test(plain))
            return true;
        return !/^(?:~|null|yes|true|on|no|false|off)$/i.test(plain);
    }
    if (PSYCH_TIME.test(plain) || PSYCH_DATE.test(plain))
        return false;
    if (/^[-+]?\.inf$/i.test(plain) || /^\.nan$/i.test(plain) || /^:./.test(plain))
        return false;
    if (PSYCH_SEXAGESIMAL.test(plain))
        return false;
    if (PSYCH_FLOAT.test(plain))
        return /^[-+]?\.$/.test(plain);
    return !PSYCH_INTEGER.test(plain);
}
const STR_TAG = 'tag:yaml.org,2002:str';
/** A scalar's text, or undefined when it is not a text (nil, a number, a boolean, a date, a symbol). */
function textOf(node) {
    if (node === null)
        return undefined;
    if (node.tag !== undefined)
        return node.tag === STR_TAG ? String(node.value) : undefined;
    if (node.type === 'PLAIN' || node.type === undefined) {
        const plain = typeof node.value === 'string' ? node.value : (node.source ?? String(node.value));
        if (node.value === null && node.source === undefined)
            return undefined;
        return psychReadsAsText(plain) ? plain : undefined;
    }
    return String(node.value);
}
/**
 * A key's text. A key such as `no:`, `on:` or `1:` keeps the text it was written as, not the
 * boolean or number YAML 1.1 reads.
 */
function keyName(node) {
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(node))
        return undefined;
    return typeof node.value === 'string' ? node.value : (node.source ?? String(node.value));
}
/**
 * Binds every alias to the node its anchor names, the last such anchor before it in the file, and
 * refuses an alias with no anchor before it. Also holds the depth budget before anything recurses
 * further: the yaml package's own resolution of an alias walks the whole document each time.
 */
function bindAliases(doc, lineOf) {
    const anchors = new Map();
    const targets = new Map();
    const visit = (node, depth) => {
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isAlias */ .Vj)(node)) {
            const target = anchors.get(node.source);
            if (target === undefined) {
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .FormatError */ .I(`invalid YAML: alias *${node.source} has no anchor &${node.source} before it`, node.range ? { line: lineOf(node.range[0]) } : {});
            }
            targets.set(node, target);
            return;
        }
        if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(node) && !(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(node)) {
            if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(node) && node.anchor)
                anchors.set(node.anchor, node);
            return;
        }
        if (depth >= _limits_js__WEBPACK_IMPORTED_MODULE_2__/* .LIMITS */ .b.maxDepth)
            throw (0,_parse_js__WEBPACK_IMPORTED_MODULE_3__/* .depthError */ .C)(node.range ? lineOf(node.range[0]) : undefined);
        if (node.anchor)
            anchors.set(node.anchor, node);
        for (const item of node.items) {
            if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(node)) {
                visit(item.key, depth + 1);
                visit(item.value, depth + 1);
            }
            else {
                visit(item, depth + 1);
            }
        }
    };
    visit(doc.contents, 0);
    return targets;
}
/**
 * The pairs of a mapping that count, by name: when a name is defined twice the last definition
 * counts, as in Psych (YAML 1.2 calls it an error, Rails reads the last value).
 */
function livePairs(map) {
    const live = new Map();
    for (const pair of map.items) {
        const name = keyName(pair.key);
        if (name === undefined)
            continue;
        live.delete(name);
        live.set(name, pair);
    }
    return live;
}
/** Reads a YAML file: every check and budget of the parse, and what a rewrite needs. */
function read(content, options) {
    const { doc, lineOf } = (0,_parse_js__WEBPACK_IMPORTED_MODULE_3__/* .parseYamlDocument */ .I)(content);
    const nodeLine = (node) => node?.range ? lineOf(node.range[0]) : undefined;
    const empty = () => ({
        doc,
        targets: new Map(),
        root: undefined,
        top: undefined,
        file: { entries: new Map(), locale: undefined, structure: 'flat', dottedNames: false },
        lineOf,
    });
    if (doc.contents === null)
        return empty();
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(doc.contents)) {
        const goI18n = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(doc.contents) && opensWithId(content);
        const message = 'the file must hold a YAML mapping of keys to texts';
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .FormatError */ .I(goI18n ? `${message}; ${_shared_hints_js__WEBPACK_IMPORTED_MODULE_4__/* .GO_I18N_HINT */ .Q}` : message, {
            line: nodeLine(doc.contents),
        });
    }
    const targets = bindAliases(doc, lineOf);
    const root = localeRoot(doc.contents, options.locale);
    const top = root ? root.value : doc.contents;
    const entries = new Map();
    let nested = false;
    let dottedNames = false;
    let expanded = 0;
    const add = (path, text, at) => {
        const key = (0,_model_js__WEBPACK_IMPORTED_MODULE_5__/* .keyOf */ .TN)(path);
        if (key.length > _limits_js__WEBPACK_IMPORTED_MODULE_2__/* .LIMITS */ .b.maxKeyLength) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .FormatError */ .I(`key "${key.slice(0, 60)}…" is ${key.length} characters long, over the limit of ${_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .LIMITS */ .b.maxKeyLength} (LIMITS.maxKeyLength); shorten the key`, { key: key.slice(0, 60), line: nodeLine(at) });
        }
        if (entries.has(key)) {
            options.warn?.({
                message: `key "${key}" is written twice (once with a dot in its name); the later text counts`,
                line: nodeLine(at),
                key,
            });
            entries.delete(key);
        }
        else if (entries.size >= _limits_js__WEBPACK_IMPORTED_MODULE_2__/* .LIMITS */ .b.maxEntries) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .FormatError */ .I(`the file holds more than ${_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .LIMITS */ .b.maxEntries} entries (LIMITS.maxEntries); split it into several files`, { line: nodeLine(at) });
        }
        entries.set(key, text);
        if (options.styles !== undefined && (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(at))
            options.styles.set(key, at.type);
    };
    const walk = (value, path, depth, aliased) => {
        let node = value;
        if (aliased && ++expanded > _limits_js__WEBPACK_IMPORTED_MODULE_2__/* .LIMITS */ .b.maxAliasExpansion) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .FormatError */ .I(`aliases (*name) in the file expand to more than ${_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .LIMITS */ .b.maxAliasExpansion} nodes (LIMITS.maxAliasExpansion); write the texts out instead of nesting aliases`, { line: nodeLine(value) });
        }
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isAlias */ .Vj)(node)) {
            node = targets.get(node) ?? null;
            aliased = true;
        }
        if (node === null || (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(node)) {
            const text = textOf(node);
            if (text !== undefined && node)
                add(path, text, value ?? node);
            return;
        }
        if (depth >= _limits_js__WEBPACK_IMPORTED_MODULE_2__/* .LIMITS */ .b.maxDepth)
            throw (0,_parse_js__WEBPACK_IMPORTED_MODULE_3__/* .depthError */ .C)(nodeLine(node));
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(node)) {
            nested = true;
            node.items.forEach((item, index) => {
                walk(item, [...path, index], depth + 1, aliased);
            });
            return;
        }
        if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(node))
            return;
        if (path.length > 0)
            nested = true;
        const live = livePairs(node);
        for (const pair of node.items) {
            const keyNode = pair.key;
            const name = keyName(keyNode);
            if (name === undefined || name === '' || name === '<<') {
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .FormatError */ .I(name === '<<'
                    ? 'merge keys (<<) are not supported in translation files; write the keys out'
                    : `a key under "${(0,_model_js__WEBPACK_IMPORTED_MODULE_5__/* .keyOf */ .TN)(path) || '(root)'}" is empty or not a plain text`, { line: nodeLine(keyNode) });
            }
            if (live.get(name) !== pair) {
                if (!aliased) {
                    const key = (0,_model_js__WEBPACK_IMPORTED_MODULE_5__/* .keyOf */ .TN)([...path, name]);
                    const later = live.get(name)?.key;
                    options.warn?.({
                        message: `key "${key}" is defined twice in one mapping (lines ${nodeLine(keyNode)} and ${nodeLine(later)}); the last one counts, as in Rails`,
                        line: nodeLine(later),
                        key,
                    });
                }
                continue;
            }
            if (name.includes('.') || _model_js__WEBPACK_IMPORTED_MODULE_6__/* .INDEXED_NAME */ .ei.test(name))
                dottedNames = true;
            walk(pair.value, [...path, name], depth + 1, aliased);
        }
    };
    walk(top, [], 0, false);
    return {
        doc,
        targets,
        root,
        top,
        file: {
            entries,
            locale: root ? keyName(root.key) : undefined,
            structure: nested ? 'nested' : 'flat',
            dottedNames,
        },
        lineOf,
    };
}
/**
 * Parses a YAML translation file. A file whose root mapping has exactly one key that is a known
 * language code (`en`, `pt-BR`, `zh_Hant`), holding a mapping, is Rails-style: that key is the locale
 * and is not part of the keys. Pass `locale` to require that root key instead of guessing.
 */
function parseYaml(content, options = {}) {
    return read(content, options).file;
}
/** The root pair of a Rails-style file, or undefined for a plain one. */
function localeRoot(map, locale) {
    if (map.items.length !== 1)
        return undefined;
    const pair = map.items[0];
    if (!pair || !(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(pair.key) || !(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(pair.value))
        return undefined;
    const name = keyName(pair.key);
    if (locale !== undefined)
        return name === locale ? pair : undefined;
    return isLanguageCode(name) ? pair : undefined;
}
const languageNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
/** Whether `name` is a language CLDR knows (`en`, `pt-BR`, `zh_Hant`), not just any short word. */
function isLanguageCode(name) {
    if (!/^[a-zA-Z]{2,3}([-_][a-zA-Z0-9]{2,8})*$/.test(name))
        return false;
    try {
        const language = new Intl.Locale(name.replace(/_/g, '-')).language;
        return languageNames.of(language) !== undefined;
    }
    catch {
        // BCP 47's extended language form, which Intl.Locale refuses: rails-i18n's `zh-YUE:` (`yue`).
        const extended = /^[a-zA-Z]{2,3}[-_]([a-zA-Z]{3})$/.exec(name)?.[1]?.toLowerCase();
        return extended !== undefined && languageNames.of(extended) !== undefined;
    }
}
const LEADING = /\s+|#[^\n]*/y;
const ID_ITEM = /-\s+id\s*:/y;
/**
 * Whether a YAML text's first item, after blank lines and comments, opens with `id:` (go-i18n's v1
 * list). A loop over the lead: `^(?:\s|#[^\n]*)*` keeps a backtracking entry per character, and V8
 * overflows its stack on ten million blank lines.
 */
function opensWithId(content) {
    let at = 0;
    for (LEADING.lastIndex = 0; LEADING.exec(content) !== null; LEADING.lastIndex = at)
        at = LEADING.lastIndex;
    ID_ITEM.lastIndex = at;
    return ID_ITEM.test(content);
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
