export const id = 366;
export const ids = [366];
export const modules = {

/***/ 1366:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ini: () => (/* binding */ ini),
  parseIni: () => (/* binding */ parseIni)
});

// EXTERNAL MODULE: ../../packages/formats/src/shared/blocks.ts
var blocks = __webpack_require__(574);
// EXTERNAL MODULE: ../../packages/formats/src/shared/header.ts
var header = __webpack_require__(2557);
// EXTERNAL MODULE: ../../packages/formats/src/shared/lines.ts
var lines = __webpack_require__(3953);
// EXTERNAL MODULE: ../../packages/formats/src/errors.ts
var errors = __webpack_require__(3015);
// EXTERNAL MODULE: ../../packages/formats/src/model.ts
var model = __webpack_require__(4555);
// EXTERNAL MODULE: ../../packages/formats/src/shared/excerpt.ts
var excerpt = __webpack_require__(2891);
;// CONCATENATED MODULE: ../../packages/formats/src/formats/ini/model.ts
/** The key of `name` in `section`. */
function iniKey(section, name) {
    return section === '' ? name : `${section}.${name}`;
}

;// CONCATENATED MODULE: ../../packages/formats/src/formats/ini/quoted.ts
// The dialect of INI files that wrap every value in double quotes: Joomla's language files
// (`COM_CONTENT_ARTICLE_HITS="Hits: %s"`, read by PHP's parse_ini_string in INI_SCANNER_RAW mode, then
// `\"` turned into `"` by Joomla's LanguageHelper::parseIniFile; Joomla 3's files write a quote inside
// a value as `"_QQ_"`, which its loader replaced by `"\""` before parsing) and OBS Studio's locales
// (`Apply="Apply"`, libobs's text-lookup.c). go-ini would cut such a value at its first `;` (an
// `&nbsp;` in Joomla's HTML) and keep `\"` as written, so these files are read the way their loaders do.

/** Joomla 3's way to write a quote inside a value. */
const QQ = '"_QQ_"';
/** The value part of a key line (after its separator), when it is one quoted value: `"Hits: %s"`. */
function isQuotedValue(rest) {
    const value = rest.trim();
    return value.length >= 2 && value.startsWith('"') && value.endsWith('"') && !value.endsWith('\\"');
}
/**
 * True when every key line of the file (`lines`, each with its line break) holds one value in double
 * quotes and there is at least one: the file is read as Joomla and OBS read theirs.
 */
function isQuotedDialect(lines) {
    let keys = 0;
    for (const line of lines) {
        const body = line.trim();
        if (body === '' || body.startsWith(';') || body.startsWith('#') || body.startsWith('['))
            continue;
        const eq = body.indexOf('=');
        if (eq <= 0 || !isQuotedValue(body.slice(eq + 1)))
            return false;
        keys++;
    }
    return keys > 0;
}
/** The text of a quoted value as written (`"Click \"Save\""`): its quotes off, `\"` and `"_QQ_"` read as `"`. */
function decodeQuoted(rest) {
    const value = rest.trim();
    return value.slice(1, -1).replaceAll(QQ, '"').replaceAll('\\"', '"');
}
/** True when the file writes a quote inside a value as Joomla 3 did, `"_QQ_"`. */
function usesQq(content) {
    return content.includes(QQ);
}
/**
 * A text written as a quoted value, its quotes as the file writes them (`\"`, or `"_QQ_"` in a file
 * that uses it). Refused, naming the key: a line break (Joomla joins a value's lines with a space) and
 * a text ending in `\` (its closing quote would read as `\"`, an escaped quote).
 */
function encodeQuoted(key, value, qq) {
    if (/[\r\n]/.test(value)) {
        throw new errors/* FormatError */.I(`the text of "${key}" holds a line break, which a quoted INI value cannot hold (Joomla reads the next line as more of the text, joined with a space): write it as HTML (<br>) or as \\n`, { key });
    }
    if (value.endsWith('\\')) {
        throw new errors/* FormatError */.I(`the text of "${key}" ends in "\\", which would escape the closing quote of its INI value: remove it or add a space after it`, { key });
    }
    return `"${value.replaceAll('"', qq ? QQ : '\\"')}"`;
}

;// CONCATENATED MODULE: ../../packages/formats/src/formats/ini/read.ts






/**
 * Reads an INI file the way go-ini (gopkg.in/ini.v1, used by Gogs and Gitea for their locales) loads
 * it with its default options: `;` and `#` comment lines, `[section]` headers, `=` or `:` between key
 * and value, values trimmed; a value in backquotes or `"""` taken as written (over several lines
 * until the closing quote), else cut at its first `#` or `;` (an inline comment), a trailing `\`
 * continuing it on the next line, and one pair of surrounding `"` or `'` removed. A key defined twice
 * reads its last value, as go-ini does, with a warning. A file whose every value is in double quotes
 * (Joomla, OBS Studio) is read as their loaders read it instead: each value is what its quotes hold,
 * `\"` (and Joomla 3's `"_QQ_"`) a quote, nothing cut at `;` or `#` (see quoted.ts).
 */
function readIni(content, warn) {
    const bom = content.startsWith('\uFEFF') ? '\uFEFF' : '';
    const lines = content.slice(bom.length).split(/(?<=\n)/);
    const quoted = isQuotedDialect(lines);
    const separator = everyKeyHasEquals(lines) ? /=/ : /[=:]/;
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
                throw new errors/* FormatError */.I(`line ${line}: section header "${(0,excerpt/* excerpt */.K)(body)}" has no closing "]" (go-ini refuses it)`, {
                    line,
                });
            }
            section = body.slice(1, close).trim();
            if (!sections.includes(section))
                sections.push(section);
            leading += first;
            continue;
        }
        const { name, valueStart } = readKeyName(first, line, separator);
        // The separator's spaces belong to the prefix, so a changed value keeps `key = value` spaced.
        const prefix = first.slice(0, valueStart) + (/^[ \t]*/.exec(first.slice(valueStart))?.[0] ?? '');
        let rest = first.slice(valueStart).replace(/^\s+/, '');
        let raw = first;
        let value;
        const quote = quoted
            ? ''
            : rest.startsWith('"""') && rest.length > 3
                ? '"""'
                : rest.startsWith('`')
                    ? '`'
                    : '';
        if (quoted) {
            value = decodeQuoted(rest);
        }
        else if (quote) {
            rest = rest.slice(quote.length);
            let close = rest.lastIndexOf(quote);
            value = '';
            while (close === -1) {
                value += rest;
                if (i >= lines.length) {
                    throw new errors/* FormatError */.I(`line ${line}: the value of "${(0,excerpt/* excerpt */.K)(name)}" opens ${quote} and never closes it`, {
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
    return {
        entries,
        trailing: leading,
        sections,
        eol: (0,blocks/* detectEol */.eD)(content),
        quoted,
        qq: quoted && usesQq(content),
    };
}
/** go-ini's hasSurroundedQuote: the quote at both ends and nowhere else. */
function surrounded(text, quote) {
    return text.length >= 2 && text.startsWith(quote) && text.endsWith(quote) && text.split(quote).length === 3;
}
/** The key name of a line (quoted in `"` or backquotes, or up to `=` or `:`) and where its value starts. */
/**
 * Whether every line that is no comment, blank or section header holds an `=`: such a file separates
 * its keys with `=` alone, and a `:` before it is part of the key, as PPSSPP's own IniFile (and PHP's
 * `parse_ini_string`) read `%1: Attempt started = …`, where go-ini would read the key `%1`. A file
 * with a `key: value` line, or a value continued on lines of its own, is read as go-ini reads it.
 */
function everyKeyHasEquals(lines) {
    for (const line of lines) {
        const body = line.trim();
        if (body === '' || body.startsWith(';') || body.startsWith('#') || body.startsWith('['))
            continue;
        if (!body.includes('='))
            return false;
    }
    return true;
}
function readKeyName(text, line, separator) {
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
        const match = separator.exec(text.slice(start));
        if (!match) {
            throw new errors/* FormatError */.I(`line ${line}: "${(0,excerpt/* excerpt */.K)(text.trim())}" has no "=" or ":": go-ini refuses a key without a value; write "${(0,excerpt/* excerpt */.K)(text.trim())} ="`, { line });
        }
        end = start + match.index;
        name = text.slice(start, end).trim();
    }
    const delimiter = (separator.source === '=' ? /^\s*=/ : /^\s*[=:]/).exec(text.slice(end));
    if (!delimiter)
        throw new errors/* FormatError */.I(`line ${line}: no "=" or ":" after the key "${(0,excerpt/* excerpt */.K)(name)}"`, { line });
    return { name, valueStart: end + delimiter[0].length };
}

;// CONCATENATED MODULE: ../../packages/formats/src/formats/ini/write.ts


/** A value in the file's style: `style.quoted` wraps it in double quotes, else as go-ini reads it back. */
function encodeValueIn(style, key, value) {
    return style.quoted ? encodeQuoted(key, value, style.qq) : encodeIniValue(key, value);
}
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
/** One `name = value` line (without line break), its value in `style`. */
function iniLine(key, name, value, separator = ' = ', style = { quoted: false, qq: false }) {
    return `${encodeName(name)}${separator}${encodeValueIn(style, key, value)}`;
}
/** Writes entries as an INI file from nothing: keys without a section first, then one section each. */
function serializeIni(entries, eol = '\n', style = { quoted: false, qq: false }) {
    const bySection = new Map();
    for (const [key, value] of entries) {
        const { section, name } = splitIniKey(key, []);
        const lines = bySection.get(section) ?? [];
        lines.push(iniLine(key, name, value, ' = ', style));
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
 * twice is kept as written. Values are written in the file's style: in double quotes in a file whose
 * every value is quoted (Joomla, OBS Studio), else as go-ini reads them back.
 */
function rewriteIni(entries, existing, 
/**
 * Written from the source file for a new locale: a key the source defines twice is written once,
 * at its first place, with its text (not the earlier definition kept in the source's language).
 */
newFile = false) {
    const file = readIni(existing);
    const pieces = [];
    const lastOfSection = new Map();
    const written = new Set();
    for (const entry of file.entries) {
        // In a new file every definition counts: the first is written, the later ones go.
        const counts = entry.effective || newFile;
        const value = newFile && written.has(entry.key) ? undefined : entries.get(entry.key);
        written.add(entry.key);
        if (counts && value === undefined) {
            pieces.push(detached(entry.leading));
            continue;
        }
        pieces.push(entry.leading);
        if (!counts || value === entry.value) {
            pieces.push(entry.raw);
        }
        else {
            const lineBreak = entry.raw.endsWith('\r\n') ? '\r\n' : entry.raw.endsWith('\n') ? '\n' : '';
            pieces.push(entry.prefix + encodeValueIn(file, entry.key, value) + lineBreak);
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
        // A file without sections keeps none: OBS's `Auth.AuthFailure.Text` is one name, not a section.
        const { section, name } = file.sections.length === 0 && file.entries.length > 0
            ? { section: '', name: key }
            : splitIniKey(key, file.sections);
        if (section === '' || file.sections.includes(section)) {
            const lines = bySection.get(section) ?? [];
            lines.push(iniLine(key, name, value, separator, file) + file.eol);
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
            out += (out === '' ? '' : file.eol) + serializeIni(newSections, file.eol, file);
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
/**
 * The comment lines and blank lines an INI file starts with, as the leading text of one entry: what
 * `withSiblingHeader` reads a header from. A section header ends it, so no section is ever taken for
 * part of a header.
 */
function openingComments(content) {
    const opening = /^\uFEFF?(?:[ \t]*(?:[;#][^\n]*)?\r?\n)*/.exec(content)?.[0] ?? '';
    return {
        blocks: [{ key: '', value: '', leading: opening, raw: '', line: 1 }],
        trailing: '',
        eol: (0,blocks/* detectEol */.eD)(content),
    };
}
function detectStyle(content) {
    return {
        structure: 'flat',
        indent: '',
        trailingNewline: (0,lines/* endsWithNewline */.Df)(content),
        keyOrder: [...parseIni(content).keys()],
    };
}
/**
 * INI as go-ini reads it (Gogs, Gitea), or with every value quoted as Joomla and OBS Studio read theirs:
 * sections as key prefixes, comments and layout kept.
 */
const ini = {
    name: 'ini',
    extensions: ['.ini'],
    structures: ['flat'],
    parse: parseIni,
    // A new file takes the shape of its source file (sections, comments, separators, quoted values),
    // and its header comment where its sibling translation has it too.
    serialize: (entries, options) => options.template === undefined
        ? serializeIni(entries)
        : (0,header/* withSiblingHeader */.w)(rewriteIni(entries, options.template, true), options.sibling, openingComments),
    needsTemplate: true,
    detectStyle,
    serializeOver: (entries, existing) => rewriteIni(entries, existing),
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
