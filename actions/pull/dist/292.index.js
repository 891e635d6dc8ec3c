export const id = 292;
export const ids = [292];
export const modules = {

/***/ 9292:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  godotCsv: () => (/* binding */ godotCsv)
});

// EXTERNAL MODULE: ../../packages/formats/src/shared/lines.ts
var lines = __webpack_require__(3953);
// EXTERNAL MODULE: ../../packages/formats/src/errors.ts
var errors = __webpack_require__(3015);
// EXTERNAL MODULE: ../../packages/formats/src/model.ts
var model = __webpack_require__(4555);
// EXTERNAL MODULE: ../../packages/formats/src/gettext.ts
var gettext = __webpack_require__(6441);
;// CONCATENATED MODULE: ../../packages/formats/src/formats/godot-csv/model.ts

/** A message's key: its msgid, after its context and gettext's separator when it has one (as PO's). */
function messageKey(msgid, context) {
    return context === '' ? msgid : `${context}${gettext/* PO_CONTEXT_SEPARATOR */.MJ}${msgid}`;
}
/** The key of a plural message's form `index` (`msgid[0]`, `msgid[1]`…), gettext's index style. */
function formKey(key, index) {
    return `${key}[${index}]`;
}
/**
 * A header Godot reads as a locale (`TranslationServer::standardize_locale` gives it a language):
 * a language of two or three letters, then script, country or variant parts after `_` or `-`.
 */
const LOCALE_HEADER = /^[A-Za-z]{2,3}(?:[_-][A-Za-z0-9]{2,8})*$/;

// EXTERNAL MODULE: ../../packages/formats/src/limits.ts
var limits = __webpack_require__(5460);
;// CONCATENATED MODULE: ../../packages/formats/src/formats/godot-csv/scan.ts
// Godot's CSV reading (`FileAccess::get_csv_line`), with where each field is written so that a
// rewrite edits only the cells that change.


/** Godot's importer reads comma-separated files unless its `.import` file sets another delimiter. */
const DELIMITER = ',';
/**
 * Splits a file into records as Godot's `get_csv_line(",")` does: a record is a line, joined with the
 * next ones while it holds an odd number of `"`; `\r` is dropped wherever it is (`get_line`); a `"`
 * anywhere toggles quoting, `""` inside quotes is one `"`; a `,` outside quotes ends a field. The
 * file's last line break ends no record of its own.
 */
function scanGodotCsv(content) {
    const records = [];
    const n = content.length;
    let at = content.startsWith('\uFEFF') ? 1 : 0;
    let line = 1;
    while (at < n) {
        // The record's extent: whole lines while the quotes so far are odd.
        let end = at;
        let quotes = 0;
        let lines = 0;
        for (;;) {
            const newline = content.indexOf('\n', end);
            const lineEnd = newline === -1 ? n : newline;
            for (let i = end; i < lineEnd; i++)
                if (content.charCodeAt(i) === 34)
                    quotes++;
            lines++;
            end = lineEnd;
            if (quotes % 2 === 0 || lineEnd >= n)
                break;
            end = lineEnd + 1;
        }
        const fields = [];
        let value = '';
        let start = at;
        let inQuote = false;
        for (let i = at; i < end; i++) {
            const c = content[i];
            if (!inQuote && c === DELIMITER) {
                fields.push({ value, start, end: i });
                value = '';
                start = i + 1;
            }
            else if (c === '"') {
                if (inQuote && content[i + 1] === '"' && i + 1 < end) {
                    value += '"';
                    i++;
                }
                else {
                    inQuote = !inQuote;
                }
            }
            else if (c !== '\r') {
                value += c;
            }
        }
        fields.push({ value, start, end });
        records.push({ fields, line, start: at, end });
        if (records.length > limits/* LIMITS */.b.maxEntries) {
            throw new errors/* FormatError */.I(`the file holds more than ${limits/* LIMITS */.b.maxEntries} rows (LIMITS.maxEntries); split it into several files`, { line });
        }
        line += lines;
        at = end + 1;
    }
    return records;
}
/**
 * Godot's `String::c_unescape`, which its importer applies to every translation (`unescape_translations`,
 * on by default): each escape replaced over the whole text in turn, `\\` last, so `\\n` reads as a
 * backslash and a line break, as Godot reads it.
 */
function cUnescape(text) {
    if (!text.includes('\\'))
        return text;
    let out = text;
    for (const [sequence, character] of C_ESCAPES)
        out = out.replaceAll(sequence, character);
    return out;
}
const C_ESCAPES = [
    ['\\a', '\u0007'],
    ['\\b', '\b'],
    ['\\f', '\f'],
    ['\\n', '\n'],
    ['\\r', '\r'],
    ['\\t', '\t'],
    ['\\v', '\v'],
    ["\\'", "'"],
    ['\\"', '"'],
    ['\\?', '?'],
    ['\\\\', '\\'],
];
/**
 * A text written as a cell Godot reads back as that text: a carriage return as `\r` (Godot drops a
 * raw one), quoted as `store_csv_line` quotes (a `"`, `,` or line break in it), `""` for `"`. Undefined
 * for a text no cell gives back (a backslash before `n`, `t`, `\`… that `c_unescape` would turn into
 * something else).
 */
function encodeCell(text) {
    const literal = text.replaceAll('\r', '\\r');
    if (cUnescape(literal) !== text)
        return undefined;
    return /[",\n]/.test(literal) ? `"${literal.replaceAll('"', '""')}"` : literal;
}

;// CONCATENATED MODULE: ../../packages/formats/src/formats/godot-csv/read.ts




/**
 * Reads a Godot CSV translation file as Godot 4's `ResourceImporterCSVTranslation` does: the first
 * row is the header (its first field any name; a header starting with `_` is a column Godot skips,
 * `?context` and `?plural` special columns, every other a locale); a blank row and the `?pluralrule`
 * row are no messages; a row with an empty first field is skipped, unless it continues a plural
 * message (a row whose `?plural` is set starts one, and the rows after it with empty key, context and
 * plural hold its further forms).
 */
function readGodotCsv(content, options = {}) {
    const records = scanGodotCsv(content);
    const header = records[0];
    if (header === undefined || header.fields.length < 2) {
        throw new errors/* FormatError */.I('a Godot CSV translation file starts with a header row: a first field, then a locale per column (keys,en,de)', { line: 1 });
    }
    const columns = [{ kind: 'skipped' }];
    const locales = new Map();
    let context = -1;
    let plural = -1;
    for (const [i, field] of header.fields.entries()) {
        if (i === 0)
            continue;
        const name = field.value;
        const lower = name.toLowerCase();
        if (name.startsWith('_'))
            columns.push({ kind: 'skipped' });
        else if (lower === '?context' && context === -1) {
            context = i;
            columns.push({ kind: 'context' });
        }
        else if (lower === '?plural' && plural === -1) {
            plural = i;
            columns.push({ kind: 'plural' });
        }
        else if (LOCALE_HEADER.test(name) && !locales.has(name)) {
            locales.set(name, i);
            columns.push({ kind: 'locale', spelling: name });
        }
        else {
            options.warn?.({
                message: `column ${i + 1} ("${name}") is no locale Godot reads, nor a column it skips (_name) or a special one (?context, ?plural): Godot ignores it, and so does the sync`,
                line: 1,
            });
            columns.push({ kind: 'skipped' });
        }
    }
    if (locales.size === 0) {
        throw new errors/* FormatError */.I('the header names no locale column (keys,en,de): Godot reads no translation from it', {
            line: 1,
        });
    }
    const messages = [];
    const cell = (record, column) => column === -1 ? '' : (record.fields[column]?.value ?? '');
    let open;
    for (const record of records.slice(1)) {
        const first = record.fields[0]?.value ?? '';
        if (record.fields.length === 1 && first === '')
            continue;
        if (first.toLowerCase() === '?pluralrule')
            continue;
        const msgctxt = cell(record, context);
        const msgidPlural = cell(record, plural);
        if (open !== undefined && first === '' && msgctxt === '' && msgidPlural === '') {
            open.records.push(record);
            continue;
        }
        open = undefined;
        if (first === '')
            continue;
        const key = messageKey(first, msgctxt);
        (0,model/* checkKeyLength */.Ob)(key, record.line);
        const message = { key, records: [record], plural: msgidPlural !== '' };
        messages.push(message);
        (0,model/* checkEntryCount */.Q1)(messages.length, record.line);
        if (message.plural)
            open = message;
    }
    return { header, columns, locales, messages };
}
/**
 * The texts of one locale column, as Godot adds them: each cell unescaped (`c_unescape`), an empty
 * cell no text; a plural message's non-empty cells its forms `key[0]`, `key[1]`… in row order. A key
 * written twice keeps its last texts, with a warning, as Godot's `add_message` replaces them.
 */
function localeEntries(file, column, options = {}) {
    const entries = new Map();
    const seen = new Map();
    for (const message of file.messages) {
        const line = message.records[0]?.line;
        const earlier = seen.get(message.key);
        if (earlier !== undefined && earlier !== line) {
            options.warn?.({
                message: `key "${message.key}" is also on line ${earlier}; Godot keeps the last row's texts`,
                line,
                key: message.key,
            });
            for (const key of [...entries.keys()]) {
                if (key === message.key || key.startsWith(`${message.key}[`))
                    entries.delete(key);
            }
        }
        seen.set(message.key, line);
        const texts = message.records
            .map((record) => cUnescape(record.fields[column]?.value ?? ''))
            .filter((text) => text !== '');
        if (!message.plural) {
            if (texts[0] !== undefined)
                entries.set(message.key, texts[0]);
            continue;
        }
        for (const [index, text] of texts.entries())
            entries.set(formKey(message.key, index), text);
    }
    return entries;
}
/** Every locale's texts, by the header's spelling, in column order (the first is read as the source). */
function parseGodotLocales(content, options = {}) {
    const file = readGodotCsv(content, options);
    return new Map([...file.locales].map(([spelling, column]) => [spelling, localeEntries(file, column, options)]));
}

// EXTERNAL MODULE: ../../packages/formats/src/shared/xml.ts + 3 modules
var xml = __webpack_require__(1702);
;// CONCATENATED MODULE: ../../packages/formats/src/formats/godot-csv/rewrite.ts





/**
 * Writes the texts of `byLocale` (locale as the header spells it → key → text) into an existing
 * Godot CSV file, editing only the cells that change: a message's cell in the locale's column, a
 * plural message's cells row by row (rows added after its last when a locale needs more forms than
 * it has rows, as Godot reads them). A locale the header lacks becomes a new last column. A key the
 * file has no row for is not added (the game's own file lists its strings), and a key absent from a
 * locale's texts keeps its cell. Every other byte stays as written.
 */
function rewriteGodotLocales(existing, byLocale) {
    const file = readGodotCsv(existing);
    const eol = existing.includes('\r\n') ? '\r\n' : '\n';
    const cells = new Map();
    const extraRows = new Map();
    let nextColumn = file.header.fields.length;
    const newHeaders = [];
    // The message that counts for each key: the last row of that key, as Godot keeps it.
    const byKey = new Map();
    for (const message of file.messages)
        byKey.set(message.key, message);
    for (const [spelling, entries] of byLocale) {
        let column = file.locales.get(spelling);
        if (column === undefined) {
            column = nextColumn++;
            newHeaders.push(spelling);
        }
        const before = file.locales.has(spelling) ? localeEntries(file, column) : new Map();
        for (const message of byKey.values()) {
            if (message.plural) {
                writeForms(message, column, spelling, entries, before, cells, extraRows);
                continue;
            }
            const text = entries.get(message.key);
            const record = message.records[0];
            if (text === undefined || text === cUnescape(record.fields[column]?.value ?? ''))
                continue;
            setCell(cells, record, column, encoded(text, message.key, spelling));
        }
    }
    const edits = [];
    if (newHeaders.length > 0) {
        const header = file.header;
        edits.push({
            start: header.end,
            end: header.end,
            text: newHeaders.map((h) => DELIMITER + (encodeCell(h) ?? h)).join(''),
        });
    }
    for (const [record, changed] of cells)
        edits.push(...recordEdits(record, changed));
    for (const [record, rows] of extraRows) {
        edits.push({ start: record.end, end: record.end, text: rows.map((row) => eol + row).join('') });
    }
    return (0,xml/* applyEdits */.ct)(existing, edits);
}
/** A plural message's forms in one column: rewritten row by row when they differ from the file's. */
function writeForms(message, column, spelling, entries, before, cells, extraRows) {
    const forms = [];
    const old = [];
    for (let index = 0;; index++) {
        const key = formKey(message.key, index);
        const given = entries.get(key);
        const was = before.get(key);
        if (given === undefined && was === undefined)
            break;
        forms.push(given ?? was);
        if (was !== undefined)
            old.push(was);
    }
    if (forms.length === old.length && forms.every((form, i) => form === old[i]))
        return;
    const { records } = message;
    const added = [];
    for (const [row, form] of forms.entries()) {
        const text = encoded(form, formKey(message.key, row), spelling);
        const record = records[row];
        if (record === undefined) {
            added.push(DELIMITER.repeat(column) + text);
            continue;
        }
        if (form !== cUnescape(record.fields[column]?.value ?? ''))
            setCell(cells, record, column, text);
    }
    for (const record of records.slice(forms.length)) {
        if ((record.fields[column]?.value ?? '') !== '')
            setCell(cells, record, column, '');
    }
    if (added.length > 0)
        extraRows.set(records[records.length - 1], [
            ...(extraRows.get(records[records.length - 1]) ?? []),
            ...added,
        ]);
}
function setCell(cells, record, column, text) {
    let changed = cells.get(record);
    if (changed === undefined) {
        changed = new Map();
        cells.set(record, changed);
    }
    changed.set(column, text);
}
/** A text as a cell, or a FormatError naming the key and locale when Godot could not read it back. */
function encoded(text, key, spelling) {
    const cell = encodeCell(text);
    if (cell !== undefined)
        return cell;
    throw new errors/* FormatError */.I(`the ${spelling} text of "${key}" cannot be written so that Godot reads it back: its importer turns a backslash before a, b, f, n, r, t, v, ', ", ? or \\ into another character (c_unescape); write that backslash differently`, { key });
}
/** The edits of one record: changed cells in place, cells past its last field appended after it. */
function recordEdits(record, changed) {
    const edits = [];
    const count = record.fields.length;
    let last = count - 1;
    for (const [column, text] of changed) {
        const field = record.fields[column];
        if (field !== undefined)
            edits.push({ start: field.start, end: field.end, text });
        else
            last = Math.max(last, column);
    }
    if (last >= count) {
        let tail = '';
        for (let column = count; column <= last; column++)
            tail += DELIMITER + (changed.get(column) ?? '');
        edits.push({ start: record.end, end: record.end, text: tail });
    }
    return edits;
}
/** The locale a single-locale reading or writing of the file means: the one asked for (as the header spells it), else the first column. */
function localeOf(file, locale) {
    if (locale !== undefined && file.locales.has(locale))
        return locale;
    if (locale !== undefined) {
        const spelled = [...file.locales.keys()].find((s) => s.replaceAll('-', '_').toLowerCase() === locale.replaceAll('-', '_').toLowerCase());
        if (spelled !== undefined)
            return spelled;
        // A locale the table lacks: written, it becomes a new column; read, it has no texts.
        return locale;
    }
    return [...file.locales.keys()][0];
}

;// CONCATENATED MODULE: ../../packages/formats/src/formats/godot-csv/write.ts



/** A plural form's key: the message's key and the form's index (`msgid[1]`). */
const FORM_KEY = /^(.*)\[(\d+)\]$/s;
/**
 * Writes a new file of one locale as Godot's editor writes a translation table
 * (`store_csv_line`, a header `key` with `?context` and `?plural` columns only when used): a row per
 * message, a plural message (`msgid[0]`, `msgid[1]`…) as a row whose `?plural` holds its msgid and
 * one row per further form.
 */
function serializeGodotCsv(entries, locale) {
    const plurals = new Set();
    for (const key of entries.keys()) {
        const form = FORM_KEY.exec(key);
        if (form !== null && form[2] === '0')
            plurals.add(form[1]);
    }
    const hasContext = [...entries.keys()].some((key) => key.includes(gettext/* PO_CONTEXT_SEPARATOR */.MJ));
    const header = [
        'key',
        ...(hasContext ? ['?context'] : []),
        ...(plurals.size > 0 ? ['?plural'] : []),
        locale,
    ];
    const lines = [header.map(cell).join(DELIMITER)];
    const row = (key, plural, text) => {
        const at = key.indexOf(gettext/* PO_CONTEXT_SEPARATOR */.MJ);
        const msgid = at === -1 ? key : key.slice(at + 1);
        const fields = [msgid, ...(hasContext ? [at === -1 ? '' : key.slice(0, at)] : [])];
        if (plurals.size > 0)
            fields.push(plural);
        return [...fields.map(cell), text].join(DELIMITER);
    };
    const done = new Set();
    for (const [key, text] of entries) {
        if (done.has(key))
            continue;
        const form = FORM_KEY.exec(key);
        const base = form?.[1];
        if (base === undefined || !plurals.has(base)) {
            lines.push(row(key, '', encodedText(text, key)));
            continue;
        }
        const at = base.indexOf(gettext/* PO_CONTEXT_SEPARATOR */.MJ);
        const msgid = at === -1 ? base : base.slice(at + 1);
        for (let index = 0; entries.has(`${base}[${index}]`); index++) {
            const formKey = `${base}[${index}]`;
            const value = encodedText(entries.get(formKey), formKey);
            lines.push(index === 0 ? row(base, msgid, value) : DELIMITER.repeat(header.length - 1) + value);
            done.add(formKey);
        }
    }
    return `${lines.join('\n')}\n`;
}
/** A key or header cell, quoted as `store_csv_line` quotes (keys are not unescaped by Godot). */
function cell(text) {
    if (text.includes('\r')) {
        throw new errors/* FormatError */.I(`"${text.slice(0, 40)}" holds a carriage return, which Godot drops from every line it reads`);
    }
    return /[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
function encodedText(text, key) {
    const encoded = encodeCell(text);
    if (encoded !== undefined)
        return encoded;
    throw new errors/* FormatError */.I(`the text of "${key}" cannot be written so that Godot reads it back: its importer turns a backslash before a, b, f, n, r, t, v, ', ", ? or \\ into another character (c_unescape)`, { key });
}

;// CONCATENATED MODULE: ../../packages/formats/src/formats/godot-csv/index.ts




function detectStyle(content) {
    const file = readGodotCsv(content);
    return {
        structure: 'flat',
        indent: '',
        trailingNewline: (0,lines/* endsWithNewline */.Df)(content),
        keyOrder: [...localeEntries(file, file.locales.get(localeOf(file, undefined))).keys()],
    };
}
/**
 * Godot's CSV translations (`keys,en,de,…`): every locale a column of one file, read as Godot 4's
 * importer reads it. Its single-locale view is the locale asked for, else the first locale column;
 * `parseLocales` and `rewriteLocales` read and write every locale at once.
 */
const godotCsv = {
    name: 'godot-csv',
    extensions: ['.csv'],
    structures: ['flat'],
    parse: (content, options) => {
        const file = readGodotCsv(content, options);
        const column = file.locales.get(localeOf(file, options?.locale));
        return column === undefined ? new Map() : localeEntries(file, column, options);
    },
    serialize: (entries, { locale }) => serializeGodotCsv(entries, locale ?? 'en'),
    detectStyle,
    serializeOver: (entries, existing, { locale }) => rewriteGodotLocales(existing, new Map([[localeOf(readGodotCsv(existing), locale), entries]])),
    parseLocales: parseGodotLocales,
    rewriteLocales: (existing, byLocale) => rewriteGodotLocales(existing, byLocale),
};


/***/ }),

/***/ 6441:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D6: () => (/* binding */ compileGettextPlural),
/* harmony export */   MJ: () => (/* binding */ PO_CONTEXT_SEPARATOR),
/* harmony export */   Pr: () => (/* binding */ PLURAL_SOURCE),
/* harmony export */   RS: () => (/* binding */ poPluralForms),
/* harmony export */   _V: () => (/* binding */ isPoTemplate),
/* harmony export */   ek: () => (/* binding */ nplurals),
/* harmony export */   h4: () => (/* binding */ jedPluralForms),
/* harmony export */   jE: () => (/* binding */ poKey),
/* harmony export */   pE: () => (/* binding */ gettextPluralForms)
/* harmony export */ });
/* harmony import */ var _shared_quoted_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5596);

/**
 * gettext keys. A message is keyed by its msgid; with a context, by `msgctxt + "\u0004" + msgid`
 * (the separator gettext itself uses in .mo files). A plural message becomes `<key>[msgid_plural]`
 * holding its msgid_plural and `<key>[0]`, `<key>[1]`, … holding msgstr[0], msgstr[1], …. In a
 * `.pot` template the texts are the msgids: `<key>` (or `<key>[0]`) holds the msgid and `<key>[1]`
 * the msgid_plural, so a translation and its template have the same keys.
 */
const PO_CONTEXT_SEPARATOR = '\u0004';
const PLURAL_SOURCE = '[msgid_plural]';
/** The key of a message: its msgid, after its context and the separator when it has one. */
function poKey(msgid, msgctxt) {
    return msgctxt === undefined ? msgid : `${msgctxt}${PO_CONTEXT_SEPARATOR}${msgid}`;
}
/** Whether a path names a gettext template (`.pot`, any case), whose texts are the msgids. */
function isPoTemplate(path) {
    return path !== undefined && /\.pot$/i.test(path);
}
// ---------------------------------------------------------------------------------------------
// Writing a new file
/**
 * `Plural-Forms` headers by language: gettext's own table (gettext 0.21's plural-table.c, what
 * `msginit` writes: checked against it for every two-letter code), and for languages that table lacks,
 * the formulas in common use (Chinese, Indonesian, Thai, Catalan, Bosnian, Arabic). A language not
 * listed gets none (gettext tools then assume two forms): write over a file that has it.
 */
const PLURAL_FORMS = [
    [['ja', 'ko', 'vi', 'th', 'zh', 'id'], 'nplurals=1; plural=0;'],
    [
        [
            'en',
            'de',
            'nl',
            'sv',
            'da',
            'no',
            'nb',
            'nn',
            'fo',
            'fi',
            'et',
            'el',
            'he',
            'it',
            'es',
            'eo',
            'bg',
            'ca',
            'hu',
            'tr',
            'pt',
        ],
        'nplurals=2; plural=(n != 1);',
    ],
    [['fr', 'pt_BR'], 'nplurals=2; plural=(n > 1);'],
    [['ga'], 'nplurals=3; plural=n==1 ? 0 : n==2 ? 1 : 2;'],
    [['lv'], 'nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n != 0 ? 1 : 2);'],
    [['lt'], 'nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && (n%100<10 || n%100>=20) ? 1 : 2);'],
    [
        ['ru', 'uk', 'be', 'sr', 'hr', 'bs'],
        'nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);',
    ],
    [['cs', 'sk'], 'nplurals=3; plural=(n==1) ? 0 : (n>=2 && n<=4) ? 1 : 2;'],
    [['pl'], 'nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);'],
    [['ro'], 'nplurals=3; plural=n==1 ? 0 : (n==0 || (n%100 > 0 && n%100 < 20)) ? 1 : 2;'],
    [['sl'], 'nplurals=4; plural=(n%100==1 ? 0 : n%100==2 ? 1 : n%100==3 || n%100==4 ? 2 : 3);'],
    [
        ['ar'],
        'nplurals=6; plural=(n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5);',
    ],
];
/**
 * The usual gettext `Plural-Forms` header for a locale, when `PLURAL_FORMS` has it: looked up by
 * language and territory first (`pt_BR`), then by language, as msginit looks it up.
 */
function gettextPluralForms(locale) {
    const parts = locale.split(/[-_@.]/);
    const language = parts[0]?.toLowerCase() ?? '';
    const territory = parts.slice(1).find((part) => /^[A-Za-z]{2}$|^\d{3}$/.test(part));
    const full = territory === undefined ? undefined : `${language}_${territory.toUpperCase()}`;
    const find = (code) => code === undefined ? undefined : PLURAL_FORMS.find(([codes]) => codes.includes(code))?.[1];
    return find(full) ?? find(language);
}
/** The `nplurals` of a `Plural-Forms` header (or of the header block's whole text). */
function nplurals(pluralForms) {
    const match = pluralForms === undefined ? null : /nplurals\s*=\s*(\d+)/.exec(pluralForms);
    return match ? Number(match[1]) : 0;
}
/**
 * Reads a gettext `Plural-Forms` value (`nplurals=3; plural=(n==1 ? 0 : n%10>=2 ? 1 : 2);`) into a
 * rule whose forms are the msgstr indices `'0'` … `'nplurals-1'`. The expression is C as gettext
 * reads it (`?:`, `||`, `&&`, comparisons, `+ - * / %`, `!`, parentheses, `n`, integers); it is
 * parsed here, never evaluated as code. Undefined when the value cannot be read.
 */
function compileGettextPlural(pluralForms) {
    const nplurals = /nplurals\s*=\s*(\d+)/.exec(pluralForms);
    const plural = /plural\s*=\s*([^;]*)/.exec(pluralForms);
    if (!nplurals || !plural)
        return undefined;
    const count = Number(nplurals[1]);
    if (count < 1 || count > 10)
        return undefined;
    let expression;
    try {
        expression = new Parser(plural[1]).parse();
    }
    catch {
        return undefined;
    }
    const forms = Array.from({ length: count }, (_, i) => String(i));
    return {
        forms,
        // An index past nplurals is what msgfmt rejects; it is returned as is so a check can name it.
        select: (n) => String(expression(Math.trunc(n))),
        integers: true,
    };
}
/**
 * The `Plural-Forms` value in the header of a PO file's text, or undefined. The header is the
 * first `msgid ""` entry; its `msgstr` may be split over several quoted lines.
 */
function poPluralForms(content) {
    const start = /^msgid ""[ \t\r]*\n(?:[ \t\r]*\n)*msgstr[ \t]*(?=")/m.exec(content);
    if (!start)
        return undefined;
    // The quoted lines are scanned, not matched by a regular expression: V8 runs `(?:[^"\\]|\\.)*`
    // with one backtracking entry per character and overflows its stack on a header of ten million.
    const parts = [];
    let pos = start.index + start[0].length;
    for (;;) {
        const end = (0,_shared_quoted_js__WEBPACK_IMPORTED_MODULE_0__/* .quotedEnd */ .c)(content, pos);
        const newline = content.indexOf('\n', pos);
        if (end === -1 || (newline !== -1 && newline < end))
            break;
        parts.push(content.slice(pos + 1, end - 1));
        const next = /[ \t\r]*\n?[ \t]*/y;
        next.lastIndex = end;
        next.exec(content);
        pos = next.lastIndex;
        if (content[pos] !== '"')
            break;
    }
    if (parts.length === 0)
        return undefined;
    const text = parts.join('').replace(/\\n/g, '\n').replace(/\\(.)/g, '$1');
    return /^Plural-Forms:\s*(.*)$/im.exec(text)?.[1]?.trim();
}
/**
 * The `plural-forms` of a JED file's header (`"plural-forms": "nplurals=2; plural=(n != 1);"`), or
 * undefined: the first such member, read as a JSON string.
 */
function jedPluralForms(content) {
    // The string is scanned with `quotedEnd`, for the reason `poPluralForms` gives.
    const name = /"plural-forms"\s*:\s*(?=")/g;
    for (let member = name.exec(content); member !== null; member = name.exec(content)) {
        const start = name.lastIndex;
        const end = (0,_shared_quoted_js__WEBPACK_IMPORTED_MODULE_0__/* .quotedEnd */ .c)(content, start);
        // A string never closed, or one that goes over a line break, is not the member sought.
        const literal = end === -1 ? undefined : content.slice(start, end);
        if (literal === undefined || literal.includes('\n'))
            continue;
        try {
            const value = JSON.parse(literal);
            return typeof value === 'string' ? value : undefined;
        }
        catch {
            return undefined;
        }
    }
    return undefined;
}
const TOKEN = /\s*(\d+|n|\|\||&&|==|!=|<=|>=|[-+*/%<>!?:()])/y;
/** A recursive-descent reader of C's expression grammar, limited to what plural formulas use. */
class Parser {
    tokens = [];
    at = 0;
    constructor(source) {
        TOKEN.lastIndex = 0;
        let match = TOKEN.exec(source);
        let end = 0;
        while (match) {
            this.tokens.push(match[1]);
            end = TOKEN.lastIndex;
            match = TOKEN.exec(source);
        }
        if (source.slice(end).trim() !== '')
            throw new Error(`unexpected "${source.slice(end).trim()}"`);
    }
    parse() {
        const expression = this.ternary();
        if (this.at !== this.tokens.length)
            throw new Error(`unexpected "${this.tokens[this.at]}"`);
        return expression;
    }
    peek() {
        return this.tokens[this.at];
    }
    take(token) {
        if (this.tokens[this.at] !== token)
            return false;
        this.at++;
        return true;
    }
    ternary() {
        const test = this.binary(0);
        if (!this.take('?'))
            return test;
        const yes = this.ternary();
        if (!this.take(':'))
            throw new Error('expected ":"');
        const no = this.ternary();
        return (n) => (test(n) !== 0 ? yes(n) : no(n));
    }
    binary(level) {
        const operators = LEVELS[level];
        if (operators === undefined)
            return this.unary();
        let left = this.binary(level + 1);
        for (let op = this.peek(); op !== undefined && operators.includes(op); op = this.peek()) {
            this.at++;
            const right = this.binary(level + 1);
            const l = left;
            left = (n) => apply(op, l(n), right(n));
        }
        return left;
    }
    unary() {
        if (this.take('!')) {
            const operand = this.unary();
            return (n) => (operand(n) === 0 ? 1 : 0);
        }
        if (this.take('-')) {
            const operand = this.unary();
            return (n) => -operand(n);
        }
        if (this.take('(')) {
            const inner = this.ternary();
            if (!this.take(')'))
                throw new Error('expected ")"');
            return inner;
        }
        const token = this.tokens[this.at++];
        if (token === 'n')
            return (n) => n;
        if (token !== undefined && /^\d+$/.test(token)) {
            const value = Number(token);
            return () => value;
        }
        throw new Error(`unexpected ${token === undefined ? 'end' : `"${token}"`}`);
    }
}
/** Binary operators by precedence, loosest first, as in C. */
const LEVELS = [
    ['||'],
    ['&&'],
    ['==', '!='],
    ['<', '>', '<=', '>='],
    ['+', '-'],
    ['*', '/', '%'],
];
function apply(op, a, b) {
    switch (op) {
        case '||':
            return a !== 0 || b !== 0 ? 1 : 0;
        case '&&':
            return a !== 0 && b !== 0 ? 1 : 0;
        case '==':
            return a === b ? 1 : 0;
        case '!=':
            return a !== b ? 1 : 0;
        case '<':
            return a < b ? 1 : 0;
        case '>':
            return a > b ? 1 : 0;
        case '<=':
            return a <= b ? 1 : 0;
        case '>=':
            return a >= b ? 1 : 0;
        case '+':
            return a + b;
        case '-':
            return a - b;
        case '*':
            return a * b;
        // Division by zero has no value in C; 0 keeps the rule total instead of throwing mid-check.
        case '/':
            return b === 0 ? 0 : Math.trunc(a / b);
        default:
            return b === 0 ? 0 : a % b;
    }
}


/***/ })

};
