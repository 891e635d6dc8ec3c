export const id = 705;
export const ids = [705];
export const modules = {

/***/ 9705:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  vscode: () => (/* binding */ vscode)
});

// EXTERNAL MODULE: ../../packages/formats/src/shared/lines.ts
var lines = __webpack_require__(3953);
// EXTERNAL MODULE: ../../packages/formats/src/formats/json/write.ts
var write = __webpack_require__(6111);
// EXTERNAL MODULE: ../../packages/formats/src/formats/vscode/model.ts
var model = __webpack_require__(5609);
// EXTERNAL MODULE: ../../packages/formats/src/errors.ts
var errors = __webpack_require__(3015);
// EXTERNAL MODULE: ../../packages/formats/src/model.ts
var src_model = __webpack_require__(4555);
// EXTERNAL MODULE: ../../packages/formats/src/formats/json/read.ts
var read = __webpack_require__(8798);
;// CONCATENATED MODULE: ../../packages/formats/src/formats/vscode/read.ts




/**
 * Reads an NLS file as VS Code does (`replaceNLStrings` for `package.nls.json`, `@vscode/l10n` for
 * bundles): every member of the root is a text, a string or an object whose string `message` is the
 * text and whose `comment` (a string or a list of strings) is a note to translators, not a text. A
 * key written twice keeps its last value, as `JSON.parse` does, with a warning. Comments before the
 * root object (vscode-nls-dev's header) are passed over; anywhere else they are refused, as in JSON.
 */
function readVscode(content, options = {}) {
    return readVscodeDocument((0,read/* readJsonDocument */.E_)((0,model/* splitHeader */.GP)(content).blanked, model/* VSCODE_ROOT */.A7), options);
}
function readVscodeDocument(doc, options = {}) {
    const messages = [];
    const members = (0,read/* membersOf */.lS)(doc.root, (name, first, repeat) => options.warn?.((0,read/* duplicateWarning */.CB)(doc, name, first, repeat)));
    for (const { name, property, value } of members.values()) {
        const line = doc.lineOf(property.offset);
        (0,src_model/* checkKeyLength */.Ob)(name, line);
        if (value.type === 'string') {
            messages.push({ key: name, message: value.value, commented: false, line });
        }
        else if (value.type === 'object') {
            const fields = (0,read/* membersOf */.lS)(value);
            const text = fields.get('message')?.value;
            if (text?.type !== 'string')
                throw fail(name, line, 'is an object without a string "message"');
            const comment = fields.get('comment')?.value;
            const commentIsText = comment === undefined ||
                comment.type === 'string' ||
                (comment.type === 'array' && (comment.children ?? []).every((c) => c.type === 'string'));
            if (!commentIsText)
                throw fail(name, line, 'has a "comment" that is not a string or a list of strings');
            messages.push({ key: name, message: text.value, commented: true, line });
        }
        else {
            throw fail(name, line, `is a${value.type === 'array' ? 'n' : ''} ${value.type}, not a text or {"message": "…"}`);
        }
        (0,src_model/* checkEntryCount */.Q1)(messages.length, line);
    }
    return messages;
}
function fail(key, line, why) {
    return new errors/* FormatError */.I(`line ${line}: key "${key}" ${why} (VS Code reads a text or {"message": "…", "comment": […]})`, {
        key,
        line,
    });
}
/** The texts of an NLS file by key. */
function vscodeEntries(messages) {
    return new Map(messages.map((m) => [m.key, m.message]));
}

// EXTERNAL MODULE: ../../packages/formats/src/formats/json/rewrite.ts
var rewrite = __webpack_require__(5284);
;// CONCATENATED MODULE: ../../packages/formats/src/formats/vscode/rewrite.ts




/**
 * Writes texts over an existing NLS file in place: a changed text replaces only its string (or the
 * `message` of its object, the `comment` kept), a removed key goes whole, new ones follow the last as
 * strings; the bytes of everything else stay as written, a comment header (vscode-nls-dev's) too.
 */
function rewriteVscode(entries, existing) {
    // The comment header is read as spaces and put back as written (the edit only touches the root object).
    const { header, blanked, at } = (0,model/* splitHeader */.GP)(existing);
    const doc = (0,read/* readJsonDocument */.E_)(blanked, model/* VSCODE_ROOT */.A7);
    const known = new Set(readVscodeDocument(doc).map((m) => m.key));
    const added = new Map();
    for (const [key, text] of entries)
        if (!known.has(key))
            added.set(key, text);
    const edited = (0,rewrite/* editJson */.pn)(doc, {
        change: (path, { name, value }) => {
            const key = path[0];
            if (key === undefined) {
                const text = entries.get(name);
                if (text === undefined)
                    return { kind: 'drop' };
                if (value.type === 'object')
                    return { kind: 'descend' };
                return text === value.value ? { kind: 'keep' } : { kind: 'value', value: text };
            }
            if (path.length > 1 || name !== 'message')
                return { kind: 'keep' };
            const text = entries.get(key);
            return text === value.value ? { kind: 'keep' } : { kind: 'value', value: text };
        },
        additions: (path) => (path.length === 0 ? added : undefined),
    });
    return edited.slice(0, at) + header + edited.slice(at + header.length);
}

;// CONCATENATED MODULE: ../../packages/formats/src/formats/vscode/write.ts

/**
 * Writes an NLS file from nothing: one `"key": "text"` member per entry, in the order given. A
 * translation is plain strings: the `comment` of the source's `{"message", "comment"}` objects is a
 * note for translators of the source (`package.nls.de.json` of VS Code's own language packs and
 * `@vscode/l10n`'s translated bundles hold strings only).
 */
function serializeVscode(entries, options = {}) {
    const tree = new Map(entries);
    const text = (0,write/* renderTree */.B6)(tree, { indent: options.indent ?? '  ', eol: '\n', colon: ': ', escape: JSON.stringify }, '');
    return options.trailingNewline === false ? text : `${text}\n`;
}

;// CONCATENATED MODULE: ../../packages/formats/src/formats/vscode/index.ts






function detectStyle(content) {
    const { header, at } = (0,model/* splitHeader */.GP)(content);
    return {
        structure: 'flat',
        indent: (0,write/* indentOf */._j)(content.slice(at + header.length)),
        trailingNewline: (0,lines/* endsWithNewline */.Df)(content),
        keyOrder: readVscode(content).map((m) => m.key),
    };
}
/**
 * VS Code extensions' NLS files (`package.nls.{locale}.json`, `l10n/bundle.l10n.{locale}.json`): each
 * key's text is its string, or the `message` of a `{"message", "comment"}` object whose comment is
 * kept as written.
 */
const vscode = {
    name: 'vscode',
    extensions: ['.json'],
    structures: ['flat'],
    parse: (content, options) => vscodeEntries(readVscode(content, options)),
    serialize: (entries, { style }) => serializeVscode(entries, {
        ...(style?.indent !== undefined && { indent: style.indent }),
        ...(style?.trailingNewline !== undefined && { trailingNewline: style.trailingNewline }),
    }),
    detectStyle,
    serializeOver: (entries, existing) => rewriteVscode(entries, existing),
};


/***/ })

};
