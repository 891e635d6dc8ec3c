export const id = 858;
export const ids = [858];
export const modules = {

/***/ 6858:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  arb: () => (/* binding */ arb)
});

// EXTERNAL MODULE: ../../packages/formats/src/shared/lines.ts
var lines = __webpack_require__(3953);
// EXTERNAL MODULE: ../../packages/formats/src/errors.ts
var errors = __webpack_require__(3015);
// EXTERNAL MODULE: ../../packages/formats/src/model.ts
var model = __webpack_require__(4555);
// EXTERNAL MODULE: ../../packages/formats/src/formats/json/read.ts
var read = __webpack_require__(8798);
;// CONCATENATED MODULE: ../../packages/formats/src/formats/arb/read.ts



/**
 * Reads a Flutter ARB file. Messages are the string values whose names do not start with `@`;
 * `@@locale`-style globals and `@key` descriptions and placeholders are metadata, not keys. A name
 * written twice keeps its last value, as Dart's JSON decoder (and so gen-l10n) reads it, with a
 * warning naming both lines.
 */
function readArb(content, options = {}) {
    return readArbDocument((0,read/* readJsonDocument */.E_)(content, ARB_ROOT), options);
}
const ARB_ROOT = 'an ARB file must hold a JSON object of message names to texts';
function readArbDocument(doc, options = {}) {
    const entries = new Map();
    const metadata = new Map();
    const members = (0,read/* membersOf */.lS)(doc.root, (name, first, repeat) => options.warn?.((0,read/* duplicateWarning */.CB)(doc, name, first, repeat)));
    for (const { name, property, value } of members.values()) {
        const line = doc.lineOf(property.offset);
        if (name.startsWith('@')) {
            metadata.set(name, plainValue(value));
        }
        else if (value.type === 'string') {
            (0,model/* checkKeyLength */.Ob)(name, line);
            entries.set(name, value.value);
            (0,model/* checkEntryCount */.Q1)(entries.size, line);
        }
        else {
            throw new errors/* FormatError */.I(`message "${name}" has a${value.type === 'array' ? 'n' : ''} ${value.type} value; ARB messages are strings`, { key: name, line });
        }
    }
    return { entries, metadata, order: [...members.keys()] };
}
/** The value of a node, objects without a prototype (so `__proto__` in a file is only a name). */
function plainValue(node) {
    if (node.type === 'object') {
        const object = Object.create(null);
        // Recursion is bounded by LIMITS.maxDepth, checked when the document was read.
        for (const { name, value } of (0,read/* membersOf */.lS)(node).values())
            object[name] = plainValue(value);
        return object;
    }
    if (node.type === 'array')
        return (node.children ?? []).map(plainValue);
    return node.value;
}

// EXTERNAL MODULE: ../../packages/formats/src/formats/json/rewrite.ts
var rewrite = __webpack_require__(5284);
;// CONCATENATED MODULE: ../../packages/formats/src/formats/arb/rewrite.ts



/**
 * Writes messages over an existing ARB file in place: a changed message is replaced where it
 * stands, a removed one goes with its `@key` block, new ones follow the last member; globals and
 * the metadata of kept messages stay as written (`@@locale` is updated when a locale is given).
 */
function serializeOver(entries, existing, options) {
    return writeOver(entries, existing, options, false);
}
/**
 * A new locale's file written from the source file as Weblate writes one (FluffyChat's
 * `intl_la.arb`): each translated message with the source's `@key` block after it, in the source's
 * order and spacing, and `@@locale` the new locale's where the source has one. Its
 * `@@last_modified` is not copied: it dates the source's last edit, not this file's.
 */
function serializeFromSource(entries, source, options) {
    return writeOver(entries, source, options, true);
}
function writeOver(entries, existing, options, fresh) {
    const doc = (0,read/* readJsonDocument */.E_)(existing, ARB_ROOT);
    const file = readArbDocument(doc);
    const added = new Map();
    for (const [key, value] of entries) {
        if (!file.entries.has(key))
            added.set(key, value);
    }
    return (0,rewrite/* editJson */.pn)(doc, {
        change: (_path, { name, value }) => {
            if (name === '@@locale' && options.locale !== undefined && value.value !== options.locale) {
                return { kind: 'value', value: options.locale };
            }
            if (name.startsWith('@@'))
                return fresh && name === '@@last_modified' ? { kind: 'drop' } : { kind: 'keep' };
            if (name.startsWith('@')) {
                const message = name.slice(1);
                return file.entries.has(message) && !entries.has(message) ? { kind: 'drop' } : { kind: 'keep' };
            }
            const text = entries.get(name);
            if (text === undefined)
                return { kind: 'drop' };
            return text === value.value ? { kind: 'keep' } : { kind: 'value', value: text };
        },
        additions: (path) => (path.length === 0 ? added : undefined),
    });
}

;// CONCATENATED MODULE: ../../packages/formats/src/formats/arb/write.ts

/** Writes an ARB file: `@@locale` (when given) and other globals, then each message and its `@key`. */
function serializeArb(entries, options = {}) {
    const indent = options.indent ?? '  ';
    const metadata = new Map(options.metadata);
    if (options.locale !== undefined)
        metadata.set('@@locale', options.locale);
    const pairs = [];
    const globals = [...metadata].filter(([name]) => name.startsWith('@@'));
    // `@@locale` leads, as Flutter's gen-l10n writes it.
    globals.sort(([a], [b]) => Number(b === '@@locale') - Number(a === '@@locale'));
    pairs.push(...globals);
    for (const [key, value] of entries) {
        pairs.push([key, value]);
        if (metadata.has(`@${key}`))
            pairs.push([`@${key}`, metadata.get(`@${key}`)]);
    }
    // Written by hand, not JSON.stringify on an object: an object would move number-like names first.
    const body = pairs
        .map(([name, value]) => `${indent}${JSON.stringify(name)}: ${JSON.stringify(value, null, indent).replace(/\n/g, `\n${indent}`)}`)
        .join(',\n');
    const text = pairs.length === 0 ? '{}' : `{\n${body}\n}`;
    return (0,lines/* withTrailingNewline */.Tu)(text, options.trailingNewline ?? true);
}

;// CONCATENATED MODULE: ../../packages/formats/src/formats/arb/index.ts




function detectStyle(content) {
    return {
        structure: 'flat',
        indent: (0,lines/* detectIndent */.oF)(content),
        trailingNewline: (0,lines/* endsWithNewline */.Df)(content),
        keyOrder: [...readArb(content).entries.keys()],
    };
}
/** Flutter ARB: flat JSON of ICU messages; `@@locale` and `@key` metadata kept over existing files. */
const arb = {
    name: 'arb',
    extensions: ['.arb'],
    structures: ['flat'],
    parse: (content, options) => readArb(content, options).entries,
    serialize: (entries, options) => options.template === undefined
        ? serializeArb(entries, {
            ...(options.locale !== undefined && { locale: options.locale }),
            ...(options.style?.indent !== undefined && { indent: options.style.indent }),
            ...(options.style?.trailingNewline !== undefined && {
                trailingNewline: options.style.trailingNewline,
            }),
        })
        : serializeFromSource(entries, options.template, options),
    detectStyle,
    serializeOver: serializeOver,
    needsTemplate: true,
};


/***/ })

};
