export const id = 328;
export const ids = [328];
export const modules = {

/***/ 7947:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  properties: () => (/* binding */ properties)
});

// EXTERNAL MODULE: ../../packages/formats/src/shared/escaping.ts
var escaping = __webpack_require__(8260);
// EXTERNAL MODULE: ../../packages/formats/src/shared/header.ts
var header = __webpack_require__(2557);
// EXTERNAL MODULE: ../../packages/formats/src/shared/lines.ts
var shared_lines = __webpack_require__(3953);
// EXTERNAL MODULE: ../../packages/formats/src/errors.ts
var errors = __webpack_require__(3015);
// EXTERNAL MODULE: ../../packages/formats/src/model.ts
var model = __webpack_require__(4555);
// EXTERNAL MODULE: ../../packages/formats/src/shared/blocks.ts
var shared_blocks = __webpack_require__(574);
;// CONCATENATED MODULE: ../../packages/formats/src/formats/properties/read.ts



/**
 * Java `.properties`, read the way `java.util.Properties.load` reads it: `#` and `!` comments, `=`,
 * `:` or white space between key and value, lines continued by a trailing backslash, escapes
 * `\t \n \r \f \uXXXX` and `\` before any other character. Hand-written: no maintained npm parser
 * keeps comments and positions.
 */
function readProperties(content, options = {}) {
    // A byte order mark is not part of the first key; it stays in the file as leading text.
    const bom = content.startsWith('\uFEFF') ? '\uFEFF' : '';
    const lines = content.slice(bom.length).split(/(?<=\r\n|\n|\r(?!\n))/);
    const blocks = [];
    const seen = new Map();
    let leading = bom;
    let i = 0;
    while (i < lines.length) {
        const first = lines[i];
        const body = stripBreak(first).replace(/^[ \t\f]+/, '');
        if (body === '' || body.startsWith('#') || body.startsWith('!')) {
            leading += first;
            i++;
            continue;
        }
        const line = i + 1;
        let raw = first;
        let logical = body;
        i++;
        while (endsInContinuation(logical) && i < lines.length) {
            const next = lines[i];
            logical = logical.slice(0, -1) + stripBreak(next).replace(/^[ \t\f]+/, '');
            raw += next;
            i++;
        }
        if (endsInContinuation(logical))
            logical = logical.slice(0, -1);
        const { key, value } = splitEntry(logical, line);
        const earlier = seen.get(key);
        if (earlier !== undefined) {
            // Marked whether or not anyone listens: a rewrite edits the last definition only.
            const warning = (0,shared_blocks/* duplicateKey */.Ve)(earlier, key, line);
            options.warn?.(warning);
        }
        (0,model/* checkKeyLength */.Ob)(key, line);
        const block = { key, value, leading, raw, line };
        seen.set(key, block);
        blocks.push(block);
        (0,model/* checkEntryCount */.Q1)(blocks.length, line);
        leading = '';
    }
    return { blocks, trailing: leading, eol: (0,shared_blocks/* detectEol */.eD)(content) };
}
/**
 * Parses a `.properties` file into entries in file order. A key defined twice has its last value,
 * as `Properties.load` (a `put` per line) leaves it, with a warning naming both lines.
 */
function parseProperties(content, options = {}) {
    return new Map(readProperties(content, options).blocks.map((block) => [block.key, block.value]));
}
function stripBreak(line) {
    return line.replace(/\r?\n$|\r$/, '');
}
/** An odd number of trailing backslashes continues the line; an even number is escaped backslashes. */
function endsInContinuation(text) {
    const match = /\\+$/.exec(text);
    return match !== null && match[0].length % 2 === 1;
}
function splitEntry(logical, line) {
    let i = 0;
    while (i < logical.length) {
        const char = logical[i];
        if (char === '\\') {
            i += 2;
            continue;
        }
        if ('=: \t\f'.includes(char))
            break;
        i++;
    }
    const rawKey = logical.slice(0, i);
    while (i < logical.length && ' \t\f'.includes(logical[i]))
        i++;
    if (i < logical.length && '=:'.includes(logical[i]))
        i++;
    while (i < logical.length && ' \t\f'.includes(logical[i]))
        i++;
    const key = unescapeProperties(rawKey, line);
    return { key, value: unescapeProperties(logical.slice(i), line, key) };
}
function unescapeProperties(text, line, key) {
    let out = '';
    for (let i = 0; i < text.length; i++) {
        const char = text[i];
        if (char !== '\\') {
            out += char;
            continue;
        }
        const next = text[++i];
        if (next === undefined)
            break;
        if (next === 'u') {
            const hex = text.slice(i + 1, i + 5);
            if (!/^[0-9a-fA-F]{4}$/.test(hex)) {
                throw new errors/* FormatError */.I(`malformed \\uXXXX escape "\\u${hex}" at line ${line}: \\u must be followed by four hex digits`, { line, ...(key !== undefined && { key }) });
            }
            out += String.fromCharCode(Number.parseInt(hex, 16));
            i += 4;
        }
        else {
            out += PROPERTIES_ESCAPES.get(next) ?? next;
        }
    }
    return out;
}
/** The one-letter escapes of `.properties` and what they stand for. */
const PROPERTIES_ESCAPES = new Map([
    ['t', '\t'],
    ['n', '\n'],
    ['r', '\r'],
    ['f', '\f'],
]);

;// CONCATENATED MODULE: ../../packages/formats/src/formats/properties/write.ts

/** Writes entries as `.properties`, one `key=value` line each, in the order given. */
function serializeProperties(entries, options = {}) {
    const eol = options.eol ?? '\n';
    const lines = [...entries].map(([key, value]) => propertiesLine(key, value, options));
    const text = lines.join(eol);
    return lines.length === 0
        ? ''
        : (0,shared_lines/* withTrailingNewline */.Tu)(text, options.trailingNewline ?? true).replace(/\n$/, eol);
}
function propertiesLine(key, value, options) {
    const ascii = options.asciiOnly ?? false;
    return (escapeProperties(key, true, ascii) + (options.separator ?? '=') + escapeProperties(value, false, ascii));
}
function escapeProperties(text, isKey, asciiOnly) {
    let out = '';
    for (const [index, char] of [...text].entries()) {
        const code = char.codePointAt(0);
        if (char === '\\')
            out += '\\\\';
        else if (char === '\t')
            out += '\\t';
        else if (char === '\n')
            out += '\\n';
        else if (char === '\r')
            out += '\\r';
        else if (char === '\f')
            out += '\\f';
        // In a key, these would end it; at the start of a value, a space would be skipped as padding.
        else if (char === ' ' && (isKey || index === 0))
            out += '\\ ';
        else if (isKey && '=:#!'.includes(char))
            out += `\\${char}`;
        else if (code < 0x20 || (asciiOnly && code > 0x7e))
            out += unicodeEscape(char);
        else
            out += char;
    }
    return out;
}
function unicodeEscape(char) {
    // \uXXXX holds one UTF-16 unit: a character outside the BMP is written as its surrogate pair.
    let out = '';
    for (let i = 0; i < char.length; i++) {
        out += `\\u${char.charCodeAt(i).toString(16).toUpperCase().padStart(4, '0')}`;
    }
    return out;
}

;// CONCATENATED MODULE: ../../packages/formats/src/formats/properties/rewrite.ts





/** The separator, escaping of non-ASCII text and line break an existing file uses. */
function detectPropertiesStyle(content, file) {
    const first = file.blocks[0];
    let separator = '=';
    if (first) {
        const body = stripBreak(first.raw).replace(/^[ \t\f]+/, '');
        SEPARATOR.lastIndex = keyEnd(body);
        const match = SEPARATOR.exec(body)?.[0];
        if (match)
            separator = match;
    }
    return { separator, asciiOnly: (0,escaping/* escapesNonAscii */.Z)(content) ?? false, eol: file.eol };
}
const SEPARATOR = /[ \t\f]*[=:]?[ \t\f]*/y;
/**
 * Where the key opening `line` ends: at its first unescaped `=`, `:` or white space, or at a
 * backslash before a line break. A loop, as `quotedEnd` is: V8 matches `(?:[^\\=:\s]|\\.)*` with
 * one backtracking entry per character.
 */
function keyEnd(line) {
    let i = 0;
    while (i < line.length) {
        const c = line[i];
        if (c === '\\') {
            const next = line[i + 1];
            if (next === undefined || /[\n\r\u2028\u2029]/.test(next))
                break;
            i += 2;
        }
        else if (c === '=' || c === ':' || /\s/.test(c)) {
            break;
        }
        else {
            i++;
        }
    }
    return i;
}
/**
 * Writes `entries` over an existing bundle. For a new bundle written over its source (`options.sibling`
 * set), the escaping of non-ASCII text is the sibling translation's when the source cannot tell:
 * Keycloak's English messages are ASCII, its translations escape `ü` as `\u00FC`.
 */
function serializeOver(entries, existing, options, 
/** Written from the source bundle for a new locale: a key defined twice is written once, the keys sorted when `options.sortKeys`. */
newFile = false) {
    const read = readProperties(existing);
    const file = newFile && options.sortKeys === true ? (0,shared_blocks/* sortedBlocks */.cS)(read) : read;
    const style = {
        ...detectPropertiesStyle(existing, read),
        asciiOnly: (0,escaping/* newFileEscapes */.F)(existing, options.sibling),
    };
    if (file.blocks.length === 0 && file.trailing.trim() === '') {
        return serializeProperties(entries, {
            ...style,
            trailingNewline: (0,shared_lines/* endsWithNewline */.Df)(existing) || existing === '',
        });
    }
    return (0,shared_blocks/* rewriteBlocks */.lW)(file, entries, (key, value) => propertiesLine(key, value, style), newFile);
}

;// CONCATENATED MODULE: ../../packages/formats/src/formats/properties/separator.ts
// A new bundle's separator (`key=value`, `key = value`, `key: value`) is its sibling translations'
// when they share one the source does not: the tool that wrote them (Crowdin, Weblate, an IDE) writes
// the next one too, while the source bundle is written by hand.


/** The key, then the separator: `=` or `:` with the white space around it, or white space alone. */
const KEY_AND_SEPARATOR = /^(?:[^\\=:\s]|\\.)*([ \t\f]*[=:]?[ \t\f]*)/;
/** The separator after the first key of `content`, or undefined when it has no property. */
function separatorOf(content) {
    const first = readProperties(content).blocks[0];
    if (!first)
        return undefined;
    const body = stripBreak(first.raw).replace(/^[ \t\f]+/, '');
    return KEY_AND_SEPARATOR.exec(body)?.[1] || undefined;
}
/**
 * `template` with each property's separator written as `separator`; `template` itself when that would
 * read as other texts (a text starting with `=` after a separator of white space alone).
 */
function withSeparator(template, separator) {
    const file = readProperties(template);
    let out = '';
    for (const block of file.blocks) {
        const lead = /^[ \t\f]*/.exec(block.raw)?.[0] ?? '';
        const body = block.raw.slice(lead.length);
        const match = KEY_AND_SEPARATOR.exec(body);
        if (!match)
            return template;
        const keyEnd = match[0].length - match[1].length;
        out += `${block.leading}${lead}${body.slice(0, keyEnd)}${separator}${body.slice(match[0].length)}`;
    }
    out += file.trailing;
    if (out === template)
        return template;
    try {
        return (0,model/* sameEntries */.lq)(parseProperties(out), parseProperties(template)) ? out : template;
    }
    catch {
        return template;
    }
}

;// CONCATENATED MODULE: ../../packages/formats/src/formats/properties/index.ts







function detectStyle(content) {
    return {
        structure: 'flat',
        indent: '',
        trailingNewline: (0,shared_lines/* endsWithNewline */.Df)(content),
        keyOrder: readProperties(content).blocks.map((block) => block.key),
    };
}
/** Java `.properties`: flat keys, comments and layout kept when writing over an existing file. */
const properties = {
    name: 'properties',
    extensions: ['.properties'],
    structures: ['flat'],
    parse: parseProperties,
    // A new locale's bundle is the source bundle with the texts written over it, as Crowdin writes one:
    // its header comment block, and each kept property's comment; non-ASCII text is escaped as its
    // sibling translations escape it.
    // Its separator is the sibling's where the sibling has one (separator.ts).
    serialize: (entries, options) => {
        const separator = options.sibling === undefined ? undefined : separatorOf(options.sibling);
        if (options.template === undefined)
            return serializeProperties(entries, {
                ...(options.style?.trailingNewline !== undefined && {
                    trailingNewline: options.style.trailingNewline,
                }),
                ...(separator !== undefined && { separator }),
                asciiOnly: (0,escaping/* newFileEscapes */.F)(undefined, options.sibling),
            });
        const template = separator === undefined ? options.template : withSeparator(options.template, separator);
        return (0,header/* withSiblingHeader */.w)(serializeOver(entries, template, options, true), options.sibling, readProperties);
    },
    detectStyle,
    serializeOver: (entries, existing, options) => serializeOver(entries, existing, options),
    needsTemplate: true,
};


/***/ })

};
