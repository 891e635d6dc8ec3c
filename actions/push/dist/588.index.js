export const id = 588;
export const ids = [588];
export const modules = {

/***/ 9588:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  twine: () => (/* binding */ twine)
});

// EXTERNAL MODULE: ../../packages/formats/src/shared/lines.ts
var lines = __webpack_require__(3953);
// EXTERNAL MODULE: ../../packages/formats/src/errors.ts
var errors = __webpack_require__(3015);
// EXTERNAL MODULE: ../../packages/formats/src/model.ts
var model = __webpack_require__(4555);
;// CONCATENATED MODULE: ../../packages/formats/src/formats/twine/model.ts
/** Members of a definition that are no translation (`comment`, `tags`, `ref`). */
const NOT_LANGUAGES = new Set(['comment', 'tags', 'ref']);

;// CONCATENATED MODULE: ../../packages/formats/src/formats/twine/read.ts



/**
 * `text` without Ruby's `String#strip` white space at either end: spaces, tabs, line breaks,
 * vertical tab, form feed and NUL. A loop: V8 ran `[\s\0]+$` from every character of a long run of
 * spaces inside a line, quadratic in its length.
 */
function strip(text) {
    const stripped = (c) => c !== undefined && (c === '\0' || /\s/.test(c));
    let start = 0;
    let end = text.length;
    while (start < end && stripped(text[start]))
        start++;
    while (end > start && stripped(text[end - 1]))
        end--;
    return text.slice(start, end);
}
const SECTION = /^\[\[(.+)\]\]$/s;
const KEY = /^\[(.+)\]$/s;
const ASSIGNMENT = /^([^=]+)=(.*)$/s;
/**
 * Reads a Twine file as twine's `TwineFile#read` does, line by line, each stripped: a blank line is
 * nothing, `[[name]]` a section, `[key]` a definition, `name = value` a member of the definition
 * (`comment`, `tags`, `ref`, else the translation of the language `name`, its value stripped and
 * without the backticks around it). Any other line is refused, naming it, as twine refuses it. The
 * developer language is the first one the file names; the others follow sorted, as twine keeps them.
 */
function readTwine(content, options = {}) {
    const definitions = [];
    const seen = new Set();
    const order = [];
    let current;
    let at = content.startsWith('\uFEFF') ? 1 : 0;
    let line = 0;
    while (at <= content.length) {
        const newline = content.indexOf('\n', at);
        const lineEnd = newline === -1 ? content.length : newline;
        line++;
        const raw = content.slice(at, lineEnd);
        // The line's end before a `\r` of its line break.
        const end = raw.endsWith('\r') ? lineEnd - 1 : lineEnd;
        const text = strip(raw);
        if (text.length > 0) {
            if (text.length > 4 && text.startsWith('[[')) {
                if (!SECTION.test(text))
                    throw unparsable(line, text);
                current = undefined;
            }
            else if (text.length > 2 && text.startsWith('[')) {
                const key = KEY.exec(text)?.[1];
                if (key === undefined)
                    throw unparsable(line, text);
                (0,model/* checkKeyLength */.Ob)(key, line);
                current = { key, line, end, translations: [] };
                definitions.push(current);
                (0,model/* checkEntryCount */.Q1)(definitions.length, line);
            }
            else {
                const match = ASSIGNMENT.exec(text);
                if (match === null)
                    throw unparsable(line, text);
                const name = strip(match[1]);
                if (current === undefined) {
                    throw new errors/* FormatError */.I(`line ${line}: "${text}" belongs to no definition: put a [key] line before it`, {
                        line,
                    });
                }
                current.end = end;
                if (!NOT_LANGUAGES.has(name)) {
                    const equals = at + raw.indexOf('=');
                    let valueStart = equals + 1;
                    let valueEnd = end;
                    while (valueStart < valueEnd && /[\s\0]/.test(content[valueStart]))
                        valueStart++;
                    while (valueEnd > valueStart && /[\s\0]/.test(content[valueEnd - 1]))
                        valueEnd--;
                    let value = content.slice(valueStart, valueEnd);
                    if (value.length >= 1 && value.startsWith('`') && value.endsWith('`'))
                        value = value.slice(1, -1);
                    current.translations.push({
                        language: name,
                        text: value,
                        line,
                        valueStart,
                        valueEnd,
                        lineStart: at,
                        lineEnd: end,
                    });
                    if (!seen.has(name)) {
                        seen.add(name);
                        order.push(name);
                    }
                }
            }
        }
        if (newline === -1)
            break;
        at = newline + 1;
    }
    const [developer, ...rest] = order;
    const languages = developer === undefined ? [] : [developer, ...rest.sort()];
    warnDuplicates(definitions, options);
    return { definitions, languages };
}
function unparsable(line, text) {
    return new errors/* FormatError */.I(`line ${line}: "${text.slice(0, 80)}" is no [[section]], [key] or "name = value" line, which twine refuses ("Unable to parse line ${line}")`, { line });
}
function warnDuplicates(definitions, options) {
    const lines = new Map();
    for (const definition of definitions) {
        const earlier = lines.get(definition.key);
        if (earlier !== undefined) {
            options.warn?.({
                message: `[${definition.key}] is also defined on line ${earlier}; twine keeps the last definition`,
                line: definition.line,
                key: definition.key,
            });
        }
        lines.set(definition.key, definition.line);
    }
}
/** The definition of each key that counts (the last, as twine's `definitions_by_key` keeps it). */
function definitionsByKey(file) {
    return new Map(file.definitions.map((d) => [d.key, d]));
}
/** One language's texts: each definition's own translation (a `ref` is not followed). */
function languageEntries(file, language) {
    const entries = new Map();
    for (const definition of definitionsByKey(file).values()) {
        // A language named twice in one definition: its last line, as twine's hash keeps it.
        const translation = definition.translations.findLast((t) => t.language === language);
        if (translation !== undefined)
            entries.set(definition.key, translation.text);
    }
    return entries;
}
/** Every language's texts, the developer language first. */
function parseTwineLocales(content, options = {}) {
    const file = readTwine(content, options);
    return new Map(file.languages.map((language) => [language, languageEntries(file, language)]));
}

// EXTERNAL MODULE: ../../packages/formats/src/shared/xml.ts + 3 modules
var xml = __webpack_require__(1702);
;// CONCATENATED MODULE: ../../packages/formats/src/formats/twine/rewrite.ts



/**
 * Writes the texts of `byLocale` (language as the file names it → key → text) into an existing Twine
 * file, editing only what changed: a changed translation's value in place; a translation a definition
 * lacks as a new `lang = value` line, where twine's own `write` puts it (after the developer
 * language's line, the other languages sorted), indented as the definition's lines are. A key the
 * file has no definition for is not added (the file's authors add strings), and a key a language's
 * texts lack keeps its line. Every other byte stays as written.
 */
function rewriteTwineLocales(existing, byLocale) {
    const file = readTwine(existing);
    const eol = existing.includes('\r\n') ? '\r\n' : '\n';
    const edits = [];
    const definitions = definitionsByKey(file);
    for (const [language, entries] of byLocale) {
        for (const [key, text] of entries) {
            const definition = definitions.get(key);
            if (definition === undefined)
                continue;
            const translation = definition.translations.findLast((t) => t.language === language);
            if (translation?.text === text)
                continue;
            const value = encodeValue(text, key, language);
            if (translation !== undefined) {
                edits.push({ start: translation.valueStart, end: translation.valueEnd, text: value });
                continue;
            }
            edits.push(insertion(existing, file, definition, `${language} = ${value}`, language, eol));
        }
    }
    return (0,xml/* applyEdits */.ct)(existing, edits);
}
/**
 * A new translation line, where twine's own `write` puts it: the developer language first, then
 * `ref`, `tags`, `comment`, then the other languages sorted. So it goes before the definition's first
 * translation of a language sorted after it, else after the definition's last line; indented as the
 * definition's translation lines are (twine writes two tabs).
 */
function insertion(content, file, definition, line, language, eol) {
    const developer = file.languages[0];
    const rank = (name) => (name === developer ? '' : `\u0001${name}`);
    const model = definition.translations[0];
    const indent = model === undefined ? '\t\t' : (/^[ \t]*/.exec(content.slice(model.lineStart, model.lineEnd))?.[0] ?? '');
    const next = definition.translations.find((t) => t.language !== developer && rank(t.language) > rank(language));
    if (next !== undefined)
        return { start: next.lineStart, end: next.lineStart, text: `${indent}${line}${eol}` };
    return { start: definition.end, end: definition.end, text: `${eol}${indent}${line}` };
}
/**
 * A text as twine's `write_value` writes it: in backticks when it starts or ends with a space or is
 * itself in backticks. A line break cannot be written (twine reads a value to its line's end), nor
 * white space twine's strip would take off outside the backticks.
 */
function encodeValue(text, key, language) {
    if (/[\r\n]/.test(text)) {
        throw new errors/* FormatError */.I(`the ${language} text of "${key}" holds a line break, which a Twine value cannot (twine reads a value to its line's end); write it as \\n`, { key });
    }
    const spaced = text.startsWith(' ') || text.endsWith(' ') || (text.startsWith('`') && text.endsWith('`'));
    if (spaced || /^[\s\0]|[\s\0]$/.test(text))
        return `\`${text}\``;
    return text;
}

;// CONCATENATED MODULE: ../../packages/formats/src/formats/twine/write.ts

/**
 * Writes a new Twine file of one language as twine's `write` does: one `[[Strings]]` section (twine
 * names no default), each definition `\\t[key]` with its value `\\t\\tlang = value`.
 */
function serializeTwine(entries, language) {
    const lines = ['[[Strings]]'];
    for (const [key, text] of entries)
        lines.push(`\t[${key}]`, `\t\t${language} = ${encodeValue(text, key, language)}`);
    return `${lines.join('\n')}\n`;
}

;// CONCATENATED MODULE: ../../packages/formats/src/formats/twine/index.ts




/** The language a single-locale reading or writing means: the one asked for when the file has it, else the developer language. */
function languageOf(content, locale) {
    const { languages } = readTwine(content);
    if (locale !== undefined && languages.includes(locale))
        return locale;
    return locale ?? languages[0] ?? 'en';
}
function detectStyle(content) {
    const file = readTwine(content);
    return {
        structure: 'flat',
        indent: '',
        trailingNewline: (0,lines/* endsWithNewline */.Df)(content),
        keyOrder: [...languageEntries(file, file.languages[0] ?? 'en').keys()],
    };
}
/**
 * Twine's strings file (scelis/twine; Organic Maps's `data/strings/strings.txt`): every language of
 * each key in one text file, read as twine reads it. Its single-locale view is the language asked for,
 * else the developer language (the first the file names); `parseLocales` and `rewriteLocales` read and
 * write every language at once.
 */
const twine = {
    name: 'twine',
    extensions: ['.txt'],
    structures: ['flat'],
    parse: (content, options) => languageEntries(readTwine(content, options), languageOf(content, options?.locale)),
    serialize: (entries, { locale }) => serializeTwine(entries, locale ?? 'en'),
    detectStyle,
    serializeOver: (entries, existing, { locale }) => rewriteTwineLocales(existing, new Map([[languageOf(existing, locale), entries]])),
    parseLocales: parseTwineLocales,
    rewriteLocales: (existing, byLocale) => rewriteTwineLocales(existing, byLocale),
};


/***/ })

};
