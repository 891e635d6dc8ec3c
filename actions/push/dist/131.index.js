export const id = 131;
export const ids = [131];
export const modules = {

/***/ 6131:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  smartling: () => (/* binding */ smartling)
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
;// CONCATENATED MODULE: ../../packages/formats/src/formats/smartling/model.ts

/** The member of a Smartling JSON file that holds its directives (Smartling reads it, never as a text). */
const DIRECTIVES_MEMBER = 'smartling';
/** What the root of a Smartling JSON file must be. */
const SMARTLING_ROOT = 'a Smartling JSON file must hold a JSON object: a "smartling" member of directives, then the messages it names';
/**
 * The custom placeholder pattern locale-sync checks (Signal Desktop's `placeholder_format_custom`):
 * `$name$`, a `$`, the shortest run of characters, a `$`. Any other custom pattern is refused.
 */
const DOLLAR_PLACEHOLDER = '(\\$.+?\\$)';
/** Refuses an entry keyed `smartling`: that member holds the directives, never a message. */
function checkNoDirectivesKey(entries) {
    if (!entries.has(DIRECTIVES_MEMBER))
        return;
    throw new errors/* FormatError */.I(`the key "${DIRECTIVES_MEMBER}" cannot be a message of a Smartling JSON file: that member holds the file's directives; rename the key`, { key: DIRECTIVES_MEMBER });
}

;// CONCATENATED MODULE: ../../packages/formats/src/formats/smartling/directives.ts



/** A path naming one member of every root member: `*\/field` (a leading `/` allowed). */
const WILDCARD_FIELD = /^\/?\*\/([^/*{}[\]]+)$/;
/** A key that is the root member's name: `{*}/field`. */
const NAMED_KEY = /^\/?\{\*\}\/([^/*{}[\]]+)$/;
/**
 * The directives of a Smartling JSON file, from its leading `smartling` member. A file without one is
 * refused: without directives Smartling reads every value as a text (descriptions included), which
 * is plain JSON, not this format.
 */
function readDirectives(doc) {
    const member = (0,read/* membersOf */.lS)(doc.root).get(DIRECTIVES_MEMBER);
    if (member === undefined) {
        throw new errors/* FormatError */.I('a Smartling JSON file opens with a "smartling" member of directives (its "translate_paths" name the texts); this file has none: read it in the json format', { line: 1 });
    }
    const at = doc.lineOf(member.property.offset);
    if (member.value.type !== 'object')
        throw fail(at, '"smartling" must be an object of directives');
    let paths;
    let placeholders;
    let icu;
    let keyPaths;
    for (const { name, value, property } of (0,read/* membersOf */.lS)(member.value).values()) {
        const line = doc.lineOf(property.offset);
        switch (name) {
            case 'translate_paths':
                paths = translatePaths(doc, value);
                break;
            case 'string_format_paths':
                icu = icuPaths(line, value);
                break;
            case 'placeholder_format_custom':
                placeholders = placeholderPattern(line, value);
                break;
            case 'variants_enabled':
                // Variants are Smartling's metadata beside a key: they change no text of the file.
                if (value.type !== 'boolean' && !(value.type === 'string' && /^(?:true|false)$/i.test(value.value)))
                    throw fail(line, '"variants_enabled" must be true or false');
                break;
            case 'source_key_paths':
                keyPaths = stringList(line, name, value);
                break;
            default:
                throw fail(line, `the directive "${name}" is not supported (locale-sync reads translate_paths, string_format_paths, placeholder_format_custom, variants_enabled and source_key_paths, as Signal Desktop writes them); remove it or sync this file with Smartling's own tools`);
        }
    }
    if (paths === undefined || paths.length === 0) {
        throw fail(at, '"smartling" names no "translate_paths": nothing in the file would be a text');
    }
    const fields = new Set(paths.map((p) => p.field));
    for (const path of icu ?? []) {
        const field = WILDCARD_FIELD.exec(path)?.[1];
        if (field === undefined || !fields.has(field)) {
            throw fail(at, `"string_format_paths" names "${path}" as ICU, which is none of the translate_paths (${[...fields].map((f) => `*/${f}`).join(', ')})`);
        }
    }
    for (const path of keyPaths ?? []) {
        const field = NAMED_KEY.exec(path)?.[1];
        if (field === undefined || !fields.has(field)) {
            throw fail(at, `"source_key_paths" "${path}" is not supported: locale-sync keys each message by its member's name ({*}/field of a translate path)`);
        }
    }
    return { paths, ...(placeholders !== undefined && { placeholders }) };
}
/** `translate_paths`: one block or a list of them, each `*\/field` keyed `{*}/field`. */
function translatePaths(doc, value) {
    const blocks = value.type === 'array' ? (value.children ?? []) : [value];
    return blocks.map((block) => {
        const line = doc.lineOf(block.offset);
        if (block.type !== 'object')
            throw fail(line, 'each "translate_paths" block must be an object');
        const members = (0,read/* membersOf */.lS)(block);
        let field;
        let instruction;
        let key;
        for (const { name, value: v } of members.values()) {
            if (v.type !== 'string') {
                throw fail(line, `"translate_paths" "${name}" must be one path (a list of paths, a compound key, is not supported)`);
            }
            const text = v.value;
            if (name === 'path') {
                field = WILDCARD_FIELD.exec(text)?.[1];
                if (field === undefined) {
                    throw fail(line, `the translate path "${text}" is not supported: locale-sync reads paths of the form */field (each member of the root a message, its field the text)`);
                }
            }
            else if (name === 'key') {
                key = text;
            }
            else if (name === 'instruction') {
                instruction = WILDCARD_FIELD.exec(text)?.[1];
                if (instruction === undefined)
                    throw fail(line, `the instruction path "${text}" is not supported: give it as */field`);
            }
            else {
                throw fail(line, `"${name}" in "translate_paths" is not supported (path, key, instruction are)`);
            }
        }
        if (field === undefined)
            throw fail(line, 'a "translate_paths" block has no "path"');
        if (key === undefined || NAMED_KEY.exec(key)?.[1] !== field) {
            throw fail(line, `the translate path "*/${field}" must be keyed by its member's name ("key": "{*}/${field}"); ${key === undefined ? 'it has no key, and Smartling would key it by its whole path' : `"${key}" is not supported`}`);
        }
        if (instruction === field)
            throw fail(line, `"*/${field}" cannot be both the text and its instruction`);
        return { field, ...(instruction !== undefined && { instruction }) };
    });
}
/** `string_format_paths`: only `icu: [paths]`, naming translate paths. */
function icuPaths(line, value) {
    const list = value.type === 'string' ? icuListOf(value.value) : undefined;
    if (list === undefined) {
        throw fail(line, `"string_format_paths" ${JSON.stringify(value.value ?? value.type)} is not supported: locale-sync reads "icu: [*/field]" (each text an ICU message)`);
    }
    return list
        .split(',')
        .map((p) => p.trim())
        .filter((p) => p !== '');
}
/**
 * The list of `icu: [*\/messageformat, *\/other]` (or of one path without brackets), or undefined
 * when `text` is not of that form. Read by hand: the pattern it replaced,
 * `^\s*icu\s*:\s*\[?([^\]]*)\]?\s*$`, backtracked over a run of spaces at every space of it.
 */
function icuListOf(text) {
    const start = text.trimStart();
    if (start.slice(0, 3).toLowerCase() !== 'icu')
        return undefined;
    const afterName = start.slice(3).trimStart();
    if (!afterName.startsWith(':'))
        return undefined;
    let rest = afterName.slice(1).trimStart();
    if (rest.startsWith('['))
        rest = rest.slice(1);
    const close = rest.indexOf(']');
    if (close < 0)
        return rest;
    return rest.slice(close + 1).trim() === '' ? rest.slice(0, close) : undefined;
}
/** `placeholder_format_custom`: `NONE`, or Signal's `$name$` pattern. */
function placeholderPattern(line, value) {
    const pattern = value.type === 'string' ? value.value : undefined;
    if (pattern === 'NONE')
        return undefined;
    if (pattern === DOLLAR_PLACEHOLDER || pattern === DOLLAR_PLACEHOLDER.slice(1, -1))
        return DOLLAR_PLACEHOLDER;
    throw fail(line, `"placeholder_format_custom" ${JSON.stringify(pattern ?? value.type)} is not supported: the placeholder checks read ICU arguments and $name$ (${DOLLAR_PLACEHOLDER}); any other pattern would go unchecked`);
}
function stringList(line, name, value) {
    if (value.type === 'string')
        return [value.value];
    if (value.type === 'array' && (value.children ?? []).every((c) => c.type === 'string'))
        return (value.children ?? []).map((c) => c.value);
    throw fail(line, `"${name}" must be a path or a list of paths`);
}
function fail(line, why) {
    return new errors/* FormatError */.I(`line ${line}: ${why} (Smartling JSON directives)`, { line });
}

;// CONCATENATED MODULE: ../../packages/formats/src/formats/smartling/read.ts





/**
 * Reads a Smartling JSON file as Smartling does with its directives: each member of the root (but
 * `smartling`) holding a translate path's field is a message keyed by its name, the field's value its
 * text; its instruction (`description`) and any other member are not texts. A member holding none of
 * the fields is no message (Smartling captures nothing there) and stays as written.
 */
function readSmartling(content, options = {}) {
    return readSmartlingDocument((0,read/* readJsonDocument */.E_)(content, SMARTLING_ROOT), options);
}
function readSmartlingDocument(doc, options = {}) {
    const directives = readDirectives(doc);
    const fields = directives.paths.map((p) => p.field);
    const messages = [];
    const members = (0,read/* membersOf */.lS)(doc.root, (name, first, repeat) => options.warn?.((0,read/* duplicateWarning */.CB)(doc, name, first, repeat)));
    for (const { name, property, value } of members.values()) {
        if (name === DIRECTIVES_MEMBER || value.type !== 'object')
            continue;
        const line = doc.lineOf(property.offset);
        const own = (0,read/* membersOf */.lS)(value);
        const held = fields.filter((f) => own.has(f));
        if (held.length === 0)
            continue;
        if (held.length > 1) {
            throw new errors/* FormatError */.I(`line ${line}: message "${name}" holds both "${held[0]}" and "${held[1]}", which translate_paths both read as its text under one key; keep one`, { key: name, line });
        }
        const field = held[0];
        const text = own.get(field).value;
        if (text.type !== 'string') {
            throw new errors/* FormatError */.I(`line ${line}: message "${name}" has a "${field}" that is not a text`, {
                key: name,
                line,
            });
        }
        (0,model/* checkKeyLength */.Ob)(name, line);
        messages.push({ key: name, field, text: text.value, line });
        (0,model/* checkEntryCount */.Q1)(messages.length, line);
    }
    return { doc, directives, messages };
}
/** The texts of a Smartling JSON file by key. */
function smartlingEntries(file) {
    return new Map(file.messages.map((m) => [m.key, m.text]));
}

// EXTERNAL MODULE: ../../packages/formats/src/formats/json/rewrite.ts
var rewrite = __webpack_require__(5284);
;// CONCATENATED MODULE: ../../packages/formats/src/formats/smartling/rewrite.ts




/**
 * Writes texts over an existing Smartling JSON file in place: a changed text replaces only its field
 * (its `description` and other members kept), a removed key's message goes whole, new keys follow the
 * root's last member. A new message is the `template`'s message of that key (the source file's) with
 * the text replaced: its instruction comes along, as Smartling delivers a translated file; without a
 * template it is `{"<field>": "…"}` in the first translate path's field. The directives and every
 * other byte stay as written.
 */
function rewriteSmartling(entries, existing, template) {
    checkNoDirectivesKey(entries);
    const doc = (0,read/* readJsonDocument */.E_)(existing, SMARTLING_ROOT);
    const file = readSmartlingDocument(doc);
    const fieldOf = new Map(file.messages.map((m) => [m.key, m.field]));
    const models = template === undefined ? undefined : templateMessages(template);
    const firstField = file.directives.paths[0].field;
    const added = new Map();
    for (const [key, text] of entries) {
        if (fieldOf.has(key))
            continue;
        const model = models?.get(key);
        const field = model?.field ?? firstField;
        const message = new Map();
        for (const [name, value] of model?.members ?? [[field, text]])
            message.set(name, name === field ? text : value);
        added.set(key, message);
    }
    return (0,rewrite/* editJson */.pn)(doc, {
        change: (path, { name, value }) => {
            if (path.length === 0) {
                if (name === DIRECTIVES_MEMBER || !fieldOf.has(name))
                    return { kind: 'keep' };
                return entries.has(name) ? { kind: 'descend' } : { kind: 'drop' };
            }
            const key = path[0];
            if (path.length > 1 || name !== fieldOf.get(key))
                return { kind: 'keep' };
            const text = entries.get(key);
            return text === value.value ? { kind: 'keep' } : { kind: 'value', value: text };
        },
        additions: (path) => (path.length === 0 && added.size > 0 ? added : undefined),
    });
}
/** Each message of the source file: its text's field and its members that are texts, in order. */
function templateMessages(template) {
    const file = readSmartling(template);
    const root = (0,read/* membersOf */.lS)(file.doc.root);
    const out = new Map();
    for (const message of file.messages) {
        const object = root.get(message.key)?.value;
        if (object === undefined)
            continue;
        const members = new Map();
        for (const { name, value } of (0,read/* membersOf */.lS)(object).values()) {
            if (value.type === 'string')
                members.set(name, value.value);
        }
        out.set(message.key, { field: message.field, members });
    }
    return out;
}

;// CONCATENATED MODULE: ../../packages/formats/src/formats/smartling/write.ts


/** The field a file written from nothing keeps its texts in (Signal Desktop's). */
const FIELD = 'messageformat';
/**
 * Writes a file from nothing, with no source file to copy directives from: the directives Signal
 * Desktop's files open with (each member's `messageformat` its text, an ICU message, its
 * `description` the translator's instruction), then one `{"messageformat": "…"}` per entry.
 */
function serializeSmartling(entries, options = {}) {
    checkNoDirectivesKey(entries);
    const block = new Map([
        ['path', `*/${FIELD}`],
        ['key', `{*}/${FIELD}`],
        ['instruction', '*/description'],
    ]);
    const directives = new Map([
        ['string_format_paths', `icu: [*/${FIELD}]`],
        ['translate_paths', { kind: 'list', items: new Map([[0, block]]) }],
    ]);
    const tree = new Map([[DIRECTIVES_MEMBER, directives]]);
    for (const [key, text] of entries)
        tree.set(key, new Map([[FIELD, text]]));
    const text = (0,write/* renderTree */.B6)(tree, { indent: options.indent ?? '  ', eol: '\n', colon: ': ', escape: JSON.stringify }, '');
    return options.trailingNewline === false ? text : `${text}\n`;
}

;// CONCATENATED MODULE: ../../packages/formats/src/formats/smartling/index.ts





function detectStyle(content) {
    return {
        structure: 'flat',
        indent: (0,write/* indentOf */._j)(content),
        trailingNewline: (0,lines/* endsWithNewline */.Df)(content),
        keyOrder: readSmartling(content).messages.map((m) => m.key),
    };
}
/**
 * Smartling's JSON with inline directives (Signal Desktop's `_locales/<locale>/messages.json`): a
 * leading `"smartling"` member whose `translate_paths` name each message's text (`*\/messageformat`,
 * an ICU message) and instruction (`*\/description`). The directives and descriptions are kept and
 * never sent as texts; a new translation is the source file with the translations as its texts.
 */
const smartling = {
    name: 'smartling',
    extensions: ['.json'],
    structures: ['flat'],
    parse: (content, options) => smartlingEntries(readSmartling(content, options)),
    serialize: (entries, options) => options.template === undefined
        ? serializeSmartling(entries, {
            ...(options.style?.indent !== undefined && { indent: options.style.indent }),
            ...(options.style?.trailingNewline !== undefined && {
                trailingNewline: options.style.trailingNewline,
            }),
        })
        : rewriteSmartling(entries, options.template, options.template),
    needsTemplate: true,
    detectStyle,
    serializeOver: (entries, existing, options) => rewriteSmartling(entries, existing, options.template),
};


/***/ })

};
