export const id = 65;
export const ids = [65];
export const modules = {

/***/ 2065:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  chrome: () => (/* binding */ chrome)
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
// EXTERNAL MODULE: ../../packages/formats/src/formats/chrome/model.ts
var chrome_model = __webpack_require__(2321);
;// CONCATENATED MODULE: ../../packages/formats/src/formats/chrome/read.ts




/**
 * Reads a Chrome extension's messages.json as `chrome.i18n` loads it: every member of the root is a
 * message, an object with a string `message`, an optional string `description` and an optional
 * `placeholders` object whose members have a string `content` (and an optional `example`). Names are
 * ASCII letters, digits, `_` and `@` (Chrome refuses the extension otherwise). A name written twice
 * keeps its last value, as Chrome's JSON reader does, with a warning.
 */
function readChrome(content, options = {}) {
    return readChromeDocument((0,read/* readJsonDocument */.E_)(content, chrome_model/* CHROME_ROOT */.Og), options);
}
function readChromeDocument(doc, options = {}) {
    const messages = [];
    const members = (0,read/* membersOf */.lS)(doc.root, (name, first, repeat) => options.warn?.((0,read/* duplicateWarning */.CB)(doc, name, first, repeat)));
    for (const { name, property, value } of members.values()) {
        const line = doc.lineOf(property.offset);
        const fail = (why) => new errors/* FormatError */.I(`line ${line}: message "${name}" ${why} (Chrome refuses such a messages.json)`, {
            key: name,
            line,
        });
        if (!chrome_model/* CHROME_NAME */.rY.test(name)) {
            throw fail('has a name Chrome does not allow: only ASCII letters, digits, "_" and "@"');
        }
        (0,model/* checkKeyLength */.Ob)(name, line);
        if (value.type !== 'object')
            throw fail(`is a${value.type === 'array' ? 'n' : ''} ${value.type}, not an object like {"message": "…"}`);
        const fields = (0,read/* membersOf */.lS)(value);
        const text = fields.get('message')?.value;
        if (text?.type !== 'string')
            throw fail('has no string "message"');
        const description = fields.get('description')?.value;
        if (description !== undefined && description.type !== 'string')
            throw fail('has a "description" that is not a string');
        const placeholders = fields.get('placeholders')?.value;
        if (placeholders !== undefined)
            checkPlaceholders(placeholders, fail);
        messages.push({
            name,
            message: text.value,
            members: doc.text.slice(value.offset, value.offset + value.length),
            line,
        });
        (0,model/* checkEntryCount */.Q1)(messages.length, line);
    }
    return messages;
}
function checkPlaceholders(node, fail) {
    if (node.type !== 'object')
        throw fail('has "placeholders" that are not an object');
    for (const { name, value } of (0,read/* membersOf */.lS)(node).values()) {
        const content = value.type === 'object' ? (0,read/* membersOf */.lS)(value).get('content')?.value : undefined;
        if (content?.type !== 'string')
            throw fail(`has a placeholder "${name}" without a string "content"`);
    }
}
/** The texts of a messages.json by message name. */
function chromeEntries(messages) {
    return new Map(messages.map((m) => [m.name, m.message]));
}

// EXTERNAL MODULE: ../../packages/formats/src/formats/json/rewrite.ts
var rewrite = __webpack_require__(5284);
;// CONCATENATED MODULE: ../../packages/formats/src/formats/chrome/write.ts




/**
 * The members of each message of a template messages.json other than its text (`description`,
 * `placeholders`, as trees, in the order written), by message name. Chrome refuses a message whose
 * `$NAME$` has no placeholder of that name in the same file, so a message written for another locale
 * takes the source's placeholders; and it takes the source's `description` too, as the translation
 * services that write these files export them (Crowdin's and Transifex's files of uBlock Origin,
 * Bitwarden and Privacy Badger carry the English descriptions in every locale).
 */
function templateMembers(template) {
    const found = new Map();
    if (template === undefined)
        return found;
    let messages;
    try {
        messages = readChrome(template);
    }
    catch {
        // A source file Chrome would refuse has been reported when it was read; it lends nothing.
        return found;
    }
    for (const message of messages) {
        const members = toTree(JSON.parse(message.members));
        members.delete('message');
        if (members.size > 0)
            found.set(message.name, members);
    }
    return found;
}
/** A parsed JSON object as a tree of its string and object members (messages hold only those). */
function toTree(value) {
    const tree = new Map();
    if (typeof value !== 'object' || value === null)
        return tree;
    for (const [name, member] of Object.entries(value)) {
        if (typeof member === 'string')
            tree.set(name, member);
        else if (typeof member === 'object' && member !== null && !Array.isArray(member))
            tree.set(name, toTree(member));
    }
    return tree;
}
/**
 * One message as a tree: its text, then the source message's other members (`description`,
 * `placeholders`) when it has some.
 */
function messageTree(text, members) {
    const tree = new Map([['message', text]]);
    for (const [name, value] of members ?? [])
        tree.set(name, value);
    return tree;
}
/**
 * Refuses a key Chrome would refuse as a message name: a file written with it would not load (and
 * would not be read back here either).
 */
function checkWritableName(name) {
    if (!chrome_model/* CHROME_NAME */.rY.test(name)) {
        throw new errors/* FormatError */.I(`key "${name}" cannot be a Chrome message name: only ASCII letters, digits, "_" and "@" (Chrome refuses such a messages.json)`, { key: name });
    }
}
/** Writes a messages.json from nothing: one `{"message": …}` object per entry, in the order given. */
function serializeChrome(entries, options = {}) {
    const members = templateMembers(options.template);
    const tree = new Map();
    for (const [name, text] of entries) {
        checkWritableName(name);
        tree.set(name, messageTree(text, members.get(name)));
    }
    const text = (0,write/* renderTree */.B6)(tree, { indent: options.indent ?? '  ', eol: '\n', colon: ': ', escape: JSON.stringify }, '');
    return options.trailingNewline === false ? text : `${text}\n`;
}

;// CONCATENATED MODULE: ../../packages/formats/src/formats/chrome/rewrite.ts





/**
 * Writes texts over an existing messages.json in place: a changed text replaces only its `message`
 * value, a removed message goes whole, new ones follow the last (with the source's description and placeholders);
 * descriptions, placeholders and the bytes of everything else stay as written.
 */
function rewriteChrome(entries, existing, options) {
    const doc = (0,read/* readJsonDocument */.E_)(existing, chrome_model/* CHROME_ROOT */.Og);
    const known = new Set(readChromeDocument(doc).map((m) => m.name));
    const members = templateMembers(options.template);
    const added = new Map();
    for (const [name, text] of entries) {
        if (known.has(name))
            continue;
        checkWritableName(name);
        added.set(name, messageTree(text, members.get(name)));
    }
    return (0,rewrite/* editJson */.pn)(doc, {
        change: (path, { name, value }) => {
            if (path.length === 0)
                return entries.has(name) ? { kind: 'descend' } : { kind: 'drop' };
            if (path.length > 1 || name !== 'message')
                return { kind: 'keep' };
            const text = entries.get(path[0]);
            return text === value.value ? { kind: 'keep' } : { kind: 'value', value: text };
        },
        additions: (path) => (path.length === 0 ? added : undefined),
    });
}

;// CONCATENATED MODULE: ../../packages/formats/src/formats/chrome/index.ts





function detectStyle(content) {
    return {
        structure: 'flat',
        indent: (0,write/* indentOf */._j)(content),
        trailingNewline: (0,lines/* endsWithNewline */.Df)(content),
        keyOrder: readChrome(content).map((m) => m.name),
    };
}
/**
 * Chrome extension messages (`_locales/{locale_}/messages.json`): each message's `message` is its
 * text; descriptions and placeholders are kept as written, and a new message takes the source's
 * description and placeholders.
 */
const chrome = {
    name: 'chrome',
    extensions: ['.json'],
    structures: ['flat'],
    parse: (content, options) => chromeEntries(readChrome(content, options)),
    serialize: (entries, { style, template }) => serializeChrome(entries, {
        ...(style?.indent !== undefined && { indent: style.indent }),
        ...(style?.trailingNewline !== undefined && { trailingNewline: style.trailingNewline }),
        ...(template !== undefined && { template }),
    }),
    detectStyle,
    serializeOver: rewriteChrome,
    needsTemplate: true,
};


/***/ })

};
