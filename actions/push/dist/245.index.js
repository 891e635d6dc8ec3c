export const id = 245;
export const ids = [245];
export const modules = {

/***/ 6245:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  strings: () => (/* binding */ strings)
});

// EXTERNAL MODULE: ../../packages/formats/src/shared/header.ts
var header = __webpack_require__(2557);
// EXTERNAL MODULE: ../../packages/formats/src/shared/lines.ts
var lines = __webpack_require__(3953);
// EXTERNAL MODULE: ../../packages/formats/src/errors.ts
var errors = __webpack_require__(3015);
// EXTERNAL MODULE: ../../packages/formats/src/model.ts
var model = __webpack_require__(4555);
// EXTERNAL MODULE: ../../packages/formats/src/shared/blocks.ts
var shared_blocks = __webpack_require__(574);
// EXTERNAL MODULE: ../../packages/formats/src/shared/excerpt.ts
var excerpt = __webpack_require__(2891);
;// CONCATENATED MODULE: ../../packages/formats/src/formats/strings/read.ts





/**
 * Apple `.strings` (the old-style property list Xcode writes for `Localizable.strings`):
 * `"key" = "value";` entries, `/* … *\/` and `//` comments, escapes `\" \\ \n \t \r \0` and `\Uxxxx`
 * (also `\uxxxx`). Keys may be unquoted words. `"key";` alone means the value is the key.
 * Hand-written: the npm parsers for it are unmaintained and drop comments.
 */
function readStrings(content, options = {}) {
    const text = content.replace(/^\uFEFF/, '');
    const bom = content.length - text.length;
    const blocks = [];
    const seen = new Map();
    let pos = 0;
    let blockStart = 0;
    const locate = (0,lines/* lineLocator */.hl)(text);
    const fail = (message, at = pos) => {
        const { line, column } = locate(at);
        throw new errors/* FormatError */.I(`invalid .strings at line ${line}, column ${column}: ${message}`, { line, column });
    };
    // Sticky patterns match at `pos` without copying the rest of the file at every step.
    const matchAt = (pattern) => {
        pattern.lastIndex = pos;
        return pattern.exec(text)?.[0];
    };
    const skipTrivia = () => {
        for (;;) {
            const space = matchAt(/\s+/y);
            if (space) {
                pos += space.length;
            }
            else if (text.startsWith('/*', pos)) {
                const close = text.indexOf('*/', pos + 2);
                if (close < 0)
                    fail('the comment is never closed with */');
                pos = close + 2;
            }
            else if (text.startsWith('//', pos)) {
                const newline = text.indexOf('\n', pos);
                pos = newline < 0 ? text.length : newline + 1;
            }
            else {
                return;
            }
        }
    };
    const readString = (what) => {
        if (text[pos] === '"')
            return readQuoted();
        const word = matchAt(/[A-Za-z0-9_$+/:.-]+/y);
        if (word === undefined) {
            return fail(`expected ${what} in double quotes, found ${JSON.stringify(text.slice(pos, pos + 12))}`);
        }
        pos += word.length;
        return word;
    };
    const readQuoted = () => {
        const start = pos;
        pos++;
        let out = '';
        while (pos < text.length) {
            const char = text[pos];
            if (char === '"') {
                pos++;
                return out;
            }
            if (char !== '\\') {
                out += char;
                pos++;
                continue;
            }
            const next = text[pos + 1];
            if (next === 'U' || next === 'u') {
                const hex = text.slice(pos + 2, pos + 6);
                if (!/^[0-9a-fA-F]{4}$/.test(hex))
                    fail(`malformed \\${next}xxxx escape: expected four hex digits`);
                out += String.fromCharCode(Number.parseInt(hex, 16));
                pos += 6;
                continue;
            }
            out += next === undefined ? '' : (STRINGS_ESCAPES.get(next) ?? next);
            pos += 2;
        }
        return fail('the string is never closed with "', start);
    };
    for (;;) {
        skipTrivia();
        if (pos >= text.length)
            break;
        const keyStart = pos;
        const key = readString('a key');
        skipTrivia();
        let value = key;
        if (text[pos] === '=') {
            pos++;
            skipTrivia();
            value = readString('a value');
            skipTrivia();
        }
        if (text[pos] !== ';')
            fail(`expected ";" after the entry "${(0,excerpt/* excerpt */.K)(key)}"`);
        pos++;
        // The rest of the line, when it holds only white space, belongs to the entry.
        const lineEnd = matchAt(/[ \t]*(\r?\n|$)/y);
        if (lineEnd !== undefined)
            pos += lineEnd.length;
        const { line } = locate(keyStart);
        const earlier = seen.get(key);
        if (earlier !== undefined) {
            // Marked whether or not anyone listens: a rewrite edits the last definition only.
            const warning = (0,shared_blocks/* duplicateKey */.Ve)(earlier, key, line);
            options.warn?.(warning);
        }
        (0,model/* checkKeyLength */.Ob)(key, line);
        (0,model/* checkEntryCount */.Q1)(blocks.length + 1, line);
        const block = {
            key,
            value,
            leading: content.slice(blockStart + (blocks.length === 0 ? 0 : bom), keyStart + bom),
            raw: text.slice(keyStart, pos),
            line,
        };
        seen.set(key, block);
        blocks.push(block);
        blockStart = pos;
    }
    return { blocks, trailing: text.slice(blockStart), eol: (0,shared_blocks/* detectEol */.eD)(text) };
}
/** The one-letter escapes of `.strings` and what they stand for. */
const STRINGS_ESCAPES = new Map([
    ['n', '\n'],
    ['t', '\t'],
    ['r', '\r'],
    ['0', '\0'],
    ['a', '\x07'],
    ['b', '\b'],
    ['f', '\f'],
    ['v', '\v'],
]);
/**
 * Parses a `.strings` file into entries in file order. A key defined twice has its last value, as
 * Apple's reader leaves it, with a warning naming both lines.
 */
function parseStrings(content, options = {}) {
    return new Map(readStrings(content, options).blocks.map((block) => [block.key, block.value]));
}

// EXTERNAL MODULE: ../../packages/formats/src/shared/quoted.ts
var quoted = __webpack_require__(5596);
;// CONCATENATED MODULE: ../../packages/formats/src/formats/strings/write.ts
/** One `"key" = "value";` line, with `equals` between key and value (` = ` unless the file differs). */
function stringsLine(key, value, equals = ' = ') {
    return `${quote(key)}${equals}${quote(value)};`;
}
function quote(text) {
    let out = '"';
    for (const char of text) {
        const code = char.charCodeAt(0);
        if (char === '"' || char === '\\')
            out += `\\${char}`;
        else if (char === '\n')
            out += '\\n';
        else if (char === '\t')
            out += '\\t';
        else if (char === '\r')
            out += '\\r';
        else if (code < 0x20)
            out += `\\U${code.toString(16).toUpperCase().padStart(4, '0')}`;
        else
            out += char;
    }
    return `${out}"`;
}
/** Writes entries as a `.strings` file, one entry a line, in the order given. */
function serializeStrings(entries, options = {}) {
    const text = [...entries].map(([key, value]) => stringsLine(key, value)).join('\n');
    return text === '' || options.trailingNewline === false ? text : `${text}\n`;
}

;// CONCATENATED MODULE: ../../packages/formats/src/formats/strings/rewrite.ts




/** Writes `entries` over an existing `.strings` file, or over the source file for a new locale (`newFile`). */
function serializeOver(entries, existing, options, 
/** Written from the source file for a new locale: a key defined twice is written once, the keys sorted when `options.sortKeys`. */
newFile = false) {
    const read = readStrings(existing);
    const file = newFile && options.sortKeys === true ? (0,shared_blocks/* sortedBlocks */.cS)(read) : read;
    if (file.blocks.length === 0 && file.trailing.trim() === '')
        return serializeStrings(entries);
    const equals = equalsOf(file);
    return (0,shared_blocks/* rewriteBlocks */.lW)(file, entries, (key, value) => stringsLine(key, value, equals), newFile);
}
/** The spacing around `=` of the file's last entry line (`"k"="v";` or `"k" = "v";`). */
function equalsOf(file) {
    for (let i = file.blocks.length - 1; i >= 0; i--) {
        const equals = quotedKeyEquals(file.blocks[i]?.raw ?? '');
        if (equals !== undefined)
            return equals;
    }
    return ' = ';
}
const EQUALS = /[ \t]*=[ \t]*(?=")/y;
/**
 * The spacing around `=` after the first line of `raw` that opens with a quoted key followed by `=`
 * and a quoted value. Scanned with `quotedEnd`: a comment line between key and value may open a
 * quote, and V8 overflows its stack matching a quoted string of millions of characters.
 */
function quotedKeyEquals(raw) {
    for (let at = 0; at < raw.length;) {
        let start = at;
        while (raw[start] === ' ' || raw[start] === '\t')
            start++;
        if (raw[start] === '"') {
            const end = (0,quoted/* quotedEnd */.c)(raw, start);
            if (end === -1)
                return undefined;
            EQUALS.lastIndex = end;
            const equals = EQUALS.exec(raw)?.[0];
            if (equals !== undefined)
                return equals;
        }
        const newline = raw.indexOf('\n', start);
        if (newline === -1)
            return undefined;
        at = newline + 1;
    }
    return undefined;
}

;// CONCATENATED MODULE: ../../packages/formats/src/formats/strings/index.ts





function detectStyle(content) {
    return {
        structure: 'flat',
        indent: '',
        trailingNewline: (0,lines/* endsWithNewline */.Df)(content),
        keyOrder: readStrings(content).blocks.map((block) => block.key),
    };
}
/** Apple `.strings`: flat keys, comments kept when writing over an existing file. */
const strings = {
    name: 'strings',
    extensions: ['.strings'],
    structures: ['flat'],
    parse: parseStrings,
    // A new locale's file is the source file with the texts written over it, as Crowdin writes one:
    // its header comment (where the sibling translations have it), and each kept string's comment
    // (which Xcode's import writes too).
    serialize: (entries, options) => options.template === undefined
        ? serializeStrings(entries, options.style?.trailingNewline === undefined
            ? {}
            : { trailingNewline: options.style.trailingNewline })
        : (0,header/* withSiblingHeader */.w)(serializeOver(entries, options.template, options, true), options.sibling, readStrings),
    detectStyle,
    serializeOver: (entries, existing, options) => serializeOver(entries, existing, options),
    needsTemplate: true,
};


/***/ }),

/***/ 2891:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ excerpt)
/* harmony export */ });
/** Characters of file text an error message quotes at most. */
const EXCERPT_LENGTH = 80;
/**
 * `text` as an error message quotes it: whole when short, else its first 80 characters and "…". A
 * message quoting a hostile file's ten-megabyte line whole would carry it into every log and
 * annotation that repeats the error.
 */
function excerpt(text) {
    return text.length <= EXCERPT_LENGTH ? text : `${text.slice(0, EXCERPT_LENGTH)}…`;
}


/***/ })

};
