export const id = 29;
export const ids = [29];
export const modules = {

/***/ 4029:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ini: () => (/* binding */ ini),
  parseIni: () => (/* binding */ parseIni)
});

// EXTERNAL MODULE: ../../packages/formats/src/shared/lines.ts
var lines = __webpack_require__(3953);
// EXTERNAL MODULE: ../../packages/formats/src/errors.ts
var errors = __webpack_require__(3015);
// EXTERNAL MODULE: ../../packages/formats/src/model.ts
var model = __webpack_require__(4555);
// EXTERNAL MODULE: ../../packages/formats/src/shared/blocks.ts
var blocks = __webpack_require__(574);
;// CONCATENATED MODULE: ../../packages/formats/src/formats/ini/model.ts
/** The key of `name` in `section`. */
function iniKey(section, name) {
    return section === '' ? name : `${section}.${name}`;
}

;// CONCATENATED MODULE: ../../packages/formats/src/formats/ini/read.ts




/**
 * Reads an INI file the way go-ini (gopkg.in/ini.v1, used by Gogs and Gitea for their locales) loads
 * it with its default options: `;` and `#` comment lines, `[section]` headers, `=` or `:` between key
 * and value, values trimmed; a value in backquotes or `"""` taken as written (over several lines
 * until the closing quote), else cut at its first `#` or `;` (an inline comment), a trailing `\`
 * continuing it on the next line, and one pair of surrounding `"` or `'` removed. A key defined twice
 * reads its last value, as go-ini does, with a warning.
 */
function readIni(content, warn) {
    const bom = content.startsWith('\uFEFF') ? '\uFEFF' : '';
    const lines = content.slice(bom.length).split(/(?<=\n)/);
    const entries = [];
    const sections = [];
    const last = new Map();
    let section = '';
    let leading = bom;
    let i = 0;
    while (i < lines.length) {
        const first = lines[i];
        const body = first.trim();
        const line = i + 1;
        i++;
        if (body === '' || body.startsWith(';') || body.startsWith('#')) {
            leading += first;
            continue;
        }
        if (body.startsWith('[')) {
            const close = body.indexOf(']');
            if (close === -1) {
                throw new errors/* FormatError */.I(`line ${line}: section header "${body}" has no closing "]" (go-ini refuses it)`, {
                    line,
                });
            }
            section = body.slice(1, close).trim();
            if (!sections.includes(section))
                sections.push(section);
            leading += first;
            continue;
        }
        const { name, valueStart } = readKeyName(first, line);
        const prefix = first.slice(0, valueStart);
        let rest = first.slice(valueStart).replace(/^\s+/, '');
        let raw = first;
        let value;
        const quote = rest.startsWith('"""') && rest.length > 3 ? '"""' : rest.startsWith('`') ? '`' : '';
        if (quote) {
            rest = rest.slice(quote.length);
            let close = rest.lastIndexOf(quote);
            value = '';
            while (close === -1) {
                value += rest;
                if (i >= lines.length) {
                    throw new errors/* FormatError */.I(`line ${line}: the value of "${name}" opens ${quote} and never closes it`, {
                        line,
                        key: iniKey(section, name),
                    });
                }
                rest = lines[i];
                raw += rest;
                i++;
                close = rest.lastIndexOf(quote);
            }
            value += rest.slice(0, close);
        }
        else {
            value = rest.trim();
            if (value.endsWith('\\')) {
                value = value.slice(0, -1);
                while (i < lines.length) {
                    const next = lines[i].trim();
                    if (next === '')
                        break;
                    raw += lines[i];
                    i++;
                    if (!next.endsWith('\\')) {
                        value += next;
                        break;
                    }
                    value += next.slice(0, -1);
                }
            }
            else {
                const comment = value.search(/[#;]/);
                if (comment !== -1)
                    value = value.slice(0, comment).trim();
                if (surrounded(value, "'") || surrounded(value, '"'))
                    value = value.slice(1, -1);
            }
        }
        const key = iniKey(section, name);
        (0,model/* checkKeyLength */.Ob)(key, line);
        const entry = { key, section, value, leading, prefix, raw, line, effective: true };
        const earlier = last.get(key);
        if (earlier) {
            earlier.effective = false;
            warn?.({
                message: `"${key}" is defined twice (lines ${earlier.line} and ${line}); the last is read, as go-ini reads it: remove the other`,
                key,
                line,
            });
        }
        last.set(key, entry);
        entries.push(entry);
        (0,model/* checkEntryCount */.Q1)(last.size, line);
        leading = '';
    }
    return { entries, trailing: leading, sections, eol: (0,blocks/* detectEol */.eD)(content) };
}
/** go-ini's hasSurroundedQuote: the quote at both ends and nowhere else. */
function surrounded(text, quote) {
    return text.length >= 2 && text.startsWith(quote) && text.endsWith(quote) && text.split(quote).length === 3;
}
/** The key name of a line (quoted in `"` or backquotes, or up to `=` or `:`) and where its value starts. */
function readKeyName(text, line) {
    const start = text.length - text.trimStart().length;
    const quote = text[start] === '"' || text[start] === '`' ? text[start] : '';
    let end;
    let name;
    if (quote) {
        end = text.indexOf(quote, start + 1);
        if (end === -1)
            throw new errors/* FormatError */.I(`line ${line}: the key opens ${quote} and never closes it`, { line });
        name = text.slice(start + 1, end);
        end++;
    }
    else {
        const match = /[=:]/.exec(text.slice(start));
        if (!match) {
            throw new errors/* FormatError */.I(`line ${line}: "${text.trim()}" has no "=" or ":": go-ini refuses a key without a value; write "${text.trim()} ="`, { line });
        }
        end = start + match.index;
        name = text.slice(start, end).trim();
    }
    const delimiter = /^\s*[=:]/.exec(text.slice(end));
    if (!delimiter)
        throw new errors/* FormatError */.I(`line ${line}: no "=" or ":" after the key "${name}"`, { line });
    return { name, valueStart: end + delimiter[0].length };
}

;// CONCATENATED MODULE: ../../packages/formats/src/formats/ini/write.ts

/**
 * A value as go-ini reads it back: plain when that is exact; in backquotes when it holds `#` or `;`,
 * surrounding quotes, spaces at its ends or ends in `\`; in `"""` when it holds a line break or a
 * backquote. A value holding both a backquote and `"""` cannot be written, and is refused.
 */
function encodeIniValue(key, value) {
    const plainSafe = !/[#;\n\r`]/.test(value) &&
        value === value.trim() &&
        !value.endsWith('\\') &&
        !/^["']|^"""/.test(value) &&
        !/["']$/.test(value);
    if (plainSafe)
        return value;
    if (!/[`\n\r]/.test(value))
        return `\`${value}\``;
    if (!value.includes('"""'))
        return `"""${value}"""`;
    throw new errors/* FormatError */.I(`the text of "${key}" holds both a backquote and """: go-ini cannot read such a value back`, {
        key,
    });
}
/** Splits a key into its section and name, preferring the longest section `known` has. */
function splitIniKey(key, known) {
    const section = known
        .filter((name) => name !== '' && key.startsWith(`${name}.`))
        .sort((a, b) => b.length - a.length)[0];
    if (section !== undefined)
        return { section, name: key.slice(section.length + 1) };
    const dot = key.indexOf('.');
    return dot === -1 ? { section: '', name: key } : { section: key.slice(0, dot), name: key.slice(dot + 1) };
}
/** A key name as written: plain unless it holds what would end it. */
function encodeName(name) {
    if (!/[=:"`#;[]/.test(name) && name === name.trim() && name !== '')
        return name;
    if (!name.includes('`'))
        return `\`${name}\``;
    return `"${name}"`;
}
/** One `name = value` line (without line break). */
function iniLine(key, name, value, separator = ' = ') {
    return `${encodeName(name)}${separator}${encodeIniValue(key, value)}`;
}
/** Writes entries as an INI file from nothing: keys without a section first, then one section each. */
function serializeIni(entries, eol = '\n') {
    const bySection = new Map();
    for (const [key, value] of entries) {
        const { section, name } = splitIniKey(key, []);
        const lines = bySection.get(section) ?? [];
        lines.push(iniLine(key, name, value));
        bySection.set(section, lines);
    }
    const parts = [];
    const plain = bySection.get('');
    if (plain)
        parts.push(plain.join(eol) + eol);
    for (const [section, lines] of bySection) {
        if (section !== '')
            parts.push(`[${section}]${eol}${lines.join(eol)}${eol}`);
    }
    return parts.join(eol);
}

;// CONCATENATED MODULE: ../../packages/formats/src/formats/ini/rewrite.ts


/** The part of a comment run separated from its entry by a blank line (a header), kept on removal. */
function detached(leading) {
    const lines = leading.split(/(?<=\n)/);
    // Section headers in the run stay whatever happens to the entry below them.
    let cut = 0;
    for (let i = 0; i < lines.length; i++) {
        const line = lines[i].trim();
        if (line === '' || line.startsWith('['))
            cut = i + 1;
    }
    return lines.slice(0, cut).join('');
}
/**
 * Writes `entries` over an existing INI file: unchanged entries keep their bytes, a changed one keeps
 * its key and separator as written and gets a new value, a removed one takes its comment lines with
 * it (not a section header or a comment parted from it by a blank line), a new one follows the last
 * entry of its section, and a new section follows the file. An earlier definition of a key defined
 * twice is kept as written.
 */
function rewriteIni(entries, existing) {
    const file = readIni(existing);
    const pieces = [];
    const lastOfSection = new Map();
    for (const entry of file.entries) {
        const value = entries.get(entry.key);
        if (entry.effective && value === undefined) {
            pieces.push(detached(entry.leading));
            continue;
        }
        pieces.push(entry.leading);
        if (!entry.effective || value === entry.value) {
            pieces.push(entry.raw);
        }
        else {
            const lineBreak = entry.raw.endsWith('\r\n') ? '\r\n' : entry.raw.endsWith('\n') ? '\n' : '';
            pieces.push(entry.prefix + encodeIniValue(entry.key, value) + lineBreak);
        }
        lastOfSection.set(entry.section, pieces.length - 1);
    }
    const known = new Set(file.entries.map((entry) => entry.key));
    // New lines take the separator of the file's last entry (`a=b`, `a = b`, `a: b`).
    const separator = separatorOf(file.entries.at(-1));
    const bySection = new Map();
    const newSections = new Map();
    for (const [key, value] of entries) {
        if (known.has(key))
            continue;
        const { section, name } = splitIniKey(key, file.sections);
        if (section === '' || file.sections.includes(section)) {
            const lines = bySection.get(section) ?? [];
            lines.push(iniLine(key, name, value, separator) + file.eol);
            bySection.set(section, lines);
        }
        else {
            newSections.set(key, value);
        }
    }
    let atEnd = '';
    for (const [section, lines] of bySection) {
        const at = lastOfSection.get(section);
        if (at === undefined) {
            // A section with no entry yet (or keys before the first section): they go at the end of the file
            // when the section is last, else after the section's header.
            if (section === '' && file.sections.length > 0)
                pieces.unshift(lines.join(''));
            else if (section === '' || section === file.sections.at(-1))
                atEnd += lines.join('');
            else {
                const header = pieces.findIndex((piece) => new RegExp(`^\\s*\\[\\s*${escapeRegExp(section)}\\s*\\]`, 'm').test(piece));
                if (header === -1)
                    atEnd += `[${section}]${file.eol}${lines.join('')}`;
                else
                    pieces[header] = insertAfterHeader(pieces[header], section, lines.join(''));
            }
            continue;
        }
        const piece = pieces[at];
        pieces[at] = (piece.endsWith('\n') || piece === '' ? piece : piece + file.eol) + lines.join('');
    }
    let out = pieces.join('') + file.trailing;
    if (atEnd !== '' || newSections.size > 0) {
        if (out !== '' && !out.endsWith('\n'))
            out += file.eol;
        out += atEnd;
        if (newSections.size > 0)
            out += (out === '' ? '' : file.eol) + serializeIni(newSections, file.eol);
    }
    return out;
}
function escapeRegExp(text) {
    return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
function insertAfterHeader(piece, section, lines) {
    const match = new RegExp(`^\\s*\\[\\s*${escapeRegExp(section)}\\s*\\][^\\n]*\\n?`, 'm').exec(piece);
    if (!match)
        return piece + lines;
    const end = match.index + match[0].length;
    return piece.slice(0, end) + lines + piece.slice(end);
}
/** What stands between an entry's name and its value, spaces on both sides included. */
function separatorOf(entry) {
    if (entry === undefined)
        return ' = ';
    const name = entry.prefix.replace(/[ \t]*[=:][ \t]*$/, '');
    return /^[ \t]*[=:][ \t]*/.exec(entry.raw.slice(name.length))?.[0] ?? ' = ';
}

;// CONCATENATED MODULE: ../../packages/formats/src/formats/ini/index.ts




/** Parses an INI file into entries `section.key` (plain `key` before the first section). */
function parseIni(content, options = {}) {
    const entries = new Map();
    for (const entry of readIni(content, options.warn).entries) {
        // A key defined twice: go-ini reads the last value, at the place of the first.
        if (entry.effective || !entries.has(entry.key))
            entries.set(entry.key, entry.value);
        if (entry.effective)
            entries.set(entry.key, entry.value);
    }
    return entries;
}
function detectStyle(content) {
    return {
        structure: 'flat',
        indent: '',
        trailingNewline: (0,lines/* endsWithNewline */.Df)(content),
        keyOrder: [...parseIni(content).keys()],
    };
}
/** INI as go-ini reads it (Gogs, Gitea): sections as key prefixes, comments and layout kept. */
const ini = {
    name: 'ini',
    extensions: ['.ini'],
    structures: ['flat'],
    parse: parseIni,
    serialize: (entries) => serializeIni(entries),
    detectStyle,
    serializeOver: (entries, existing) => rewriteIni(entries, existing),
};


/***/ })

};
