export const id = 43;
export const ids = [43];
export const modules = {

/***/ 9043:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  structuredJson: () => (/* binding */ structuredJson)
});

// EXTERNAL MODULE: ../../packages/formats/src/shared/lines.ts
var lines = __webpack_require__(3953);
// EXTERNAL MODULE: ../../packages/formats/src/formats/json/write.ts
var write = __webpack_require__(6111);
// EXTERNAL MODULE: ../../packages/formats/src/errors.ts
var errors = __webpack_require__(3015);
// EXTERNAL MODULE: ../../packages/formats/src/model.ts
var model = __webpack_require__(4555);
// EXTERNAL MODULE: ../../packages/formats/src/formats/json/read.ts
var read = __webpack_require__(8798);
;// CONCATENATED MODULE: ../../packages/formats/src/formats/structured-json/model.ts
/** What the root of a Transifex structured JSON file must be. */
const STRUCTURED_ROOT = 'a Transifex structured JSON file must hold a JSON object of keys to {"string": "…"} objects (or to groups of them)';
/** The member of a message object that holds its text; `context`, `developer_comment`, `character_limit` are notes. */
const STRING_FIELD = 'string';
/** Notes a new translation copies from its source message, as Transifex writes them into translation files. */
const COPIED_FIELDS = ['context', 'developer_comment'];

;// CONCATENATED MODULE: ../../packages/formats/src/formats/structured-json/read.ts




/**
 * Reads Transifex's structured JSON: an object whose member holding a `string` is a message (its
 * `context`, `developer_comment` and `character_limit` are notes, not texts), and whose member holding
 * no `string` is a group of messages, its name joined to theirs with `.` (`{"a": {"b": {"string":
 * "…"}}}` is the key `a.b`). A name written twice keeps its last value, with a warning.
 */
function readStructured(content, options = {}) {
    return readStructuredDocument((0,read/* readJsonDocument */.E_)(content, STRUCTURED_ROOT), options);
}
function readStructuredDocument(doc, options = {}) {
    const messages = [];
    const seen = new Map();
    const walk = (object, prefix) => {
        const members = (0,read/* membersOf */.lS)(object, (name, first, repeat) => options.warn?.((0,read/* duplicateWarning */.CB)(doc, prefix + name, first, repeat)));
        for (const { name, property, value } of members.values()) {
            const key = prefix + name;
            const line = doc.lineOf(property.offset);
            if (value.type !== 'object') {
                throw fail(key, line, `is a${value.type === 'array' ? 'n' : ''} ${value.type}, not {"string": "…"} or a group of them`);
            }
            const text = (0,read/* membersOf */.lS)(value).get(STRING_FIELD)?.value;
            if (text === undefined) {
                walk(value, `${key}.`);
                continue;
            }
            if (text.type !== 'string')
                throw fail(key, line, 'has a "string" that is not a text');
            (0,model/* checkKeyLength */.Ob)(key, line);
            const earlier = seen.get(key);
            if (earlier !== undefined) {
                throw fail(key, line, `is also the key of line ${earlier} (a name with "." and a group spell the same key); rename one`);
            }
            seen.set(key, line);
            messages.push({ key, text: text.value, line });
            (0,model/* checkEntryCount */.Q1)(messages.length, line);
        }
    };
    walk(doc.root, '');
    return messages;
}
function fail(key, line, why) {
    return new errors/* FormatError */.I(`line ${line}: key "${key}" ${why} (Transifex structured JSON: {"key": {"string": "…", "context": "…"}})`, { key, line });
}
/** The texts of a structured JSON file by key. */
function structuredEntries(messages) {
    return new Map(messages.map((m) => [m.key, m.text]));
}

// EXTERNAL MODULE: ../../packages/formats/src/formats/json/rewrite.ts
var rewrite = __webpack_require__(5284);
;// CONCATENATED MODULE: ../../packages/formats/src/formats/structured-json/rewrite.ts




/**
 * Writes texts over an existing structured JSON file in place: a changed text replaces only its
 * `string` (its `context`, `developer_comment`, `character_limit` kept), a removed key's message goes
 * whole (and a group left empty with it), new keys follow the root's last member as
 * `{"string": "…"}`, with the `context` and `developer_comment` of the `template`'s message of that
 * key. Every other byte stays as written.
 */
function rewriteStructured(entries, existing, template) {
    const doc = (0,read/* readJsonDocument */.E_)(existing, STRUCTURED_ROOT);
    const known = new Set(readStructuredDocument(doc).map((m) => m.key));
    const notes = template === undefined ? undefined : templateNotes(template);
    const added = new Map();
    for (const [key, text] of entries) {
        if (known.has(key))
            continue;
        // The notes first, as Transifex writes them (`{"context": "…", "string": "…"}`).
        const message = new Map(notes?.get(key) ?? []);
        message.set(STRING_FIELD, text);
        added.set(key, message);
    }
    return (0,rewrite/* editJson */.pn)(doc, {
        change: (path, { name, value }) => {
            const parent = path.join('.');
            // Inside a message: only its `string` is a text.
            if (path.length > 0 && known.has(parent)) {
                if (name !== STRING_FIELD)
                    return { kind: 'keep' };
                const text = entries.get(parent);
                return text === value.value ? { kind: 'keep' } : { kind: 'value', value: text };
            }
            const key = path.length > 0 ? `${parent}.${name}` : name;
            if (known.has(key))
                return entries.has(key) ? { kind: 'descend' } : { kind: 'drop' };
            return { kind: 'descend' };
        },
        additions: (path) => (path.length === 0 && added.size > 0 ? added : undefined),
    });
}
/** The `context` and `developer_comment` of each message of the source file, by key. */
function templateNotes(template) {
    const doc = (0,read/* readJsonDocument */.E_)(template, STRUCTURED_ROOT);
    const keys = new Set(readStructuredDocument(doc).map((m) => m.key));
    const notes = new Map();
    const walk = (object, prefix) => {
        for (const { name, value } of (0,read/* membersOf */.lS)(object).values()) {
            const key = prefix + name;
            if (value.type !== 'object')
                continue;
            if (!keys.has(key)) {
                walk(value, `${key}.`);
                continue;
            }
            const fields = (0,read/* membersOf */.lS)(value);
            const copied = new Map();
            for (const field of COPIED_FIELDS) {
                const note = fields.get(field)?.value;
                if (note?.type === 'string')
                    copied.set(field, note.value);
            }
            notes.set(key, copied);
        }
    };
    walk(doc.root, '');
    return notes;
}

;// CONCATENATED MODULE: ../../packages/formats/src/formats/structured-json/write.ts


/**
 * Writes a file from nothing, with no source file to copy notes from: one `"key": {"string": "…"}`
 * member per entry, in the order given, a dotted key as one name.
 */
function serializeStructured(entries, options = {}) {
    const tree = new Map([...entries].map(([key, text]) => [key, new Map([[STRING_FIELD, text]])]));
    const text = (0,write/* renderTree */.B6)(tree, { indent: options.indent ?? '  ', eol: '\n', colon: ': ', escape: JSON.stringify }, '');
    return options.trailingNewline === false ? text : `${text}\n`;
}

;// CONCATENATED MODULE: ../../packages/formats/src/formats/structured-json/index.ts





function detectStyle(content) {
    return {
        structure: 'flat',
        indent: (0,write/* indentOf */._j)(content),
        trailingNewline: (0,lines/* endsWithNewline */.Df)(content),
        keyOrder: readStructured(content).map((m) => m.key),
    };
}
/**
 * Transifex's structured JSON (`{"key": {"string": "…", "context": "…", "developer_comment": "…",
 * "character_limit": 40}}`, nested groups allowed): each message's text is its `string`.
 */
const structuredJson = {
    name: 'structured-json',
    extensions: ['.json'],
    structures: ['flat'],
    parse: (content, options) => structuredEntries(readStructured(content, options)),
    // A new translation is the source file's messages with the translations as their strings, their
    // notes kept, as Transifex writes a translation file.
    serialize: (entries, options) => options.template === undefined
        ? serializeStructured(entries, {
            ...(options.style?.indent !== undefined && { indent: options.style.indent }),
            ...(options.style?.trailingNewline !== undefined && {
                trailingNewline: options.style.trailingNewline,
            }),
        })
        : rewriteStructured(entries, options.template, options.template),
    needsTemplate: true,
    detectStyle,
    serializeOver: (entries, existing, options) => rewriteStructured(entries, existing, options.template),
};


/***/ })

};
