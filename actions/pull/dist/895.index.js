export const id = 895;
export const ids = [895];
export const modules = {

/***/ 2895:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  csv: () => (/* binding */ csv),
  parseCsv: () => (/* binding */ parseCsv)
});

// EXTERNAL MODULE: ../../packages/formats/src/shared/lines.ts
var lines = __webpack_require__(3953);
// EXTERNAL MODULE: ../../packages/formats/src/model.ts
var model = __webpack_require__(4555);
;// CONCATENATED MODULE: ../../packages/formats/src/formats/csv/read.ts

// Spaces PHP's fgetcsv passes over before an opening quote (isspace, within the line).
const LEADING_SPACE = new Set([' ', '\t', '\v', '\f', '\r']);
// What ends a run of plain text inside quotes.
const SPECIAL = /["\\\n]/g;
/**
 * Splits a CSV file into rows as PHP's `fgetcsv($handle, 0, ',', '"')` does: a row ends at `\n`
 * (a `\r` before it is no part of the last field); a field starting with `"` (after spaces) is quoted,
 * `""` in it is one `"`, `\` keeps the next character as written (PHP's escape: `\"` does not close
 * the field), it may span lines, and what follows its closing quote up to the next `,` is part of it;
 * any other field is its bytes as written; a blank line is no row. A quote never closed takes the
 * rest of the file, as `fgetcsv` reads it (Elasticsuite's thesaurus `fr_FR.csv` ends so).
 */
function scanCsv(content) {
    const bom = content.startsWith('\uFEFF');
    const rows = [];
    const n = content.length;
    let at = bom ? 1 : 0;
    let line = 1;
    let unclosed;
    while (at < n) {
        const newline = content.indexOf('\n', at);
        const lineEnd = newline === -1 ? n : newline;
        if (content.slice(at, lineEnd).replace(/\r$/, '') === '') {
            at = lineEnd + 1;
            line++;
            continue;
        }
        const row = { start: at, end: at, next: n, line, fields: [] };
        for (;;) {
            const fieldStart = at;
            let p = at;
            while (p < n && LEADING_SPACE.has(content[p]))
                p++;
            let field;
            if (content[p] === '"') {
                const opened = line;
                let q = p + 1;
                let value = '';
                for (;;) {
                    if (q >= n) {
                        // As fgetcsv: the rest of the file is the field (without its last line end).
                        value = value.replace(/\r?\n$/, '');
                        unclosed = opened;
                        break;
                    }
                    // Plain text up to the next quote, backslash or line break is taken in one piece.
                    SPECIAL.lastIndex = q;
                    const special = SPECIAL.exec(content);
                    const to = special === null ? n : special.index;
                    value += content.slice(q, to);
                    q = to;
                    if (q >= n)
                        continue;
                    const c = content[q];
                    if (c === '\\' && q + 1 < n) {
                        const next = content[q + 1];
                        if (next === '\n')
                            line++;
                        value += c + next;
                        q += 2;
                    }
                    else if (c === '"') {
                        if (content[q + 1] !== '"') {
                            q++;
                            break;
                        }
                        value += '"';
                        q += 2;
                    }
                    else {
                        if (c === '\n')
                            line++;
                        value += c;
                        q++;
                    }
                }
                const stop = fieldEnd(content, q);
                value += content.slice(q, stop);
                field = { start: p, end: stop, quoted: true, value, ...(stop > q && { trailing: true }) };
                at = stop;
            }
            else {
                const stop = fieldEnd(content, at);
                field = { start: fieldStart, end: stop, quoted: false, value: content.slice(at, stop) };
                at = stop;
            }
            row.fields.push(field);
            if (content[at] === ',') {
                at++;
                continue;
            }
            break;
        }
        row.end = at;
        while (at < n && content[at] !== '\n')
            at++;
        row.next = at < n ? at + 1 : n;
        rows.push(row);
        at = row.next;
        line++;
    }
    const first = rows[0];
    const eol = first !== undefined && content[first.next - 2] === '\r' && content[first.next - 1] === '\n'
        ? '\r\n'
        : '\n';
    return { content, bom, rows, eol, ...(unclosed !== undefined && { unclosed }) };
}
/** Where a field that starts (or goes on) at `from` stops: the next `,`, or the line end without its `\r`. */
function fieldEnd(content, from) {
    let stop = from;
    while (stop < content.length && content[stop] !== ',' && content[stop] !== '\n')
        stop++;
    if (content[stop] !== ',' && stop > from && content[stop - 1] === '\r')
        stop--;
    return stop;
}
/**
 * A field as Magento's `Translate::_addData` takes it after `fgetcsv`: `""` once more as `"` (a row
 * written `"Say """"hi"""""` is the phrase `Say "hi"`).
 */
function magentoText(value) {
    return value.replaceAll('""', '"');
}
/**
 * The rows of a file as Magento reads them (`Csv::getDataPairs`, then `Translate::_addData`): the
 * first field is the key, the second the text; a key written again is read from its last row, with a
 * warning naming both lines. A row with one field is an empty text to Magento, read so with a
 * warning; a row whose first field is empty is no text. A BOM is read past, with a warning: PHP keeps
 * it in the first row's key, which then matches no phrase.
 */
function readCsvMessages(doc, options = {}) {
    const messages = [];
    const byKey = new Map();
    if (doc.bom && doc.rows[0] !== undefined) {
        options.warn?.({
            message: `the file starts with a byte order mark, which Magento reads as part of the first row's text, so that row never matches its phrase; save the file as UTF-8 without BOM`,
            line: 1,
        });
    }
    if (doc.unclosed !== undefined) {
        options.warn?.({
            message: `a quoted field is never closed, so Magento reads the rest of the file into it; add the closing " (and write a " inside a field as "")`,
            line: doc.unclosed,
        });
    }
    for (const row of doc.rows) {
        const [first, second] = row.fields;
        if (row.fields.some((f) => f.trailing)) {
            options.warn?.({
                message: `a " inside a quoted field ends it, and fgetcsv (Magento) reads what follows up to the next comma as written, so this row's fields are not what they seem; write a " inside a field as ""`,
                line: row.line,
            });
        }
        if (first === undefined || first.value === '') {
            options.warn?.({
                message: `a row whose first field is empty holds no text; it is kept as written`,
                line: row.line,
            });
            continue;
        }
        const key = magentoText(first.value);
        (0,model/* checkKeyLength */.Ob)(key, row.line);
        if (second === undefined) {
            options.warn?.({
                message: `"${key}" has no second field, so Magento shows it as an empty text; add its translation after a comma`,
                line: row.line,
                key,
            });
        }
        const message = { key, text: magentoText(second?.value ?? ''), row, effective: true };
        const earlier = byKey.get(key);
        if (earlier) {
            earlier.effective = false;
            options.warn?.({
                message: `"${key}" is written twice (lines ${earlier.row.line} and ${row.line}); Magento reads the last`,
                line: row.line,
                key,
            });
        }
        byKey.set(key, message);
        messages.push(message);
        (0,model/* checkEntryCount */.Q1)(byKey.size, row.line);
    }
    return messages;
}

// EXTERNAL MODULE: ../../packages/formats/src/errors.ts
var errors = __webpack_require__(3015);
;// CONCATENATED MODULE: ../../packages/formats/src/formats/csv/write.ts

// What makes PHP's fputcsv quote a field: the delimiter, the quote, the escape, line breaks, tab, space.
const NEEDS_QUOTES = /[,"\\\n\r\t ]/;
/**
 * One field as PHP's `fputcsv($handle, $fields, ',', '"')` writes it: bare when nothing in it needs
 * quotes (unless `quote`), else in quotes with each `"` doubled, except one right after a `\`, which
 * PHP's reader keeps as written (`\` and the character after it are taken as a pair, as `fgetcsv`
 * takes them). A text ending in `\` is refused: in quotes, `fgetcsv` would read that `\` as escaping
 * the closing quote.
 */
function encodeField(text, quote) {
    if (!quote && text !== '' && !NEEDS_QUOTES.test(text))
        return text;
    if (!quote && text === '')
        return '';
    if (text.endsWith('\\')) {
        throw new errors/* FormatError */.I(`the text "${text.slice(0, 60)}" ends in a backslash, which PHP's fgetcsv (Magento) reads as escaping the closing quote; end it otherwise`);
    }
    let out = '"';
    for (let i = 0; i < text.length; i++) {
        const c = text[i];
        if (c === '\\') {
            // fgetcsv keeps `\` and the character after it as written, a quote included.
            out += c + text[i + 1];
            i++;
        }
        else {
            out += c === '"' ? '""' : c;
        }
    }
    return `${out}"`;
}
/** A text as a file quoting `all` or only as `needed` writes it. */
function fieldOf(text, quoting) {
    return encodeField(text, quoting === 'all');
}
/**
 * Writes a file from nothing: one `key,text` row per entry, in the order given, each field quoted as
 * Magento's `bin/magento i18n:collect-phrases` (PHP's fputcsv) quotes it: `Back,Zurück`,
 * `"Add to Cart","In den Warenkorb"`.
 */
function serializeCsv(entries, options = {}) {
    const quoting = options.quoting ?? 'needed';
    const eol = options.eol ?? '\n';
    const rows = [...entries].map(([key, text]) => `${fieldOf(key, quoting)},${fieldOf(text, quoting)}`);
    if (rows.length === 0)
        return '';
    return rows.join(eol) + (options.trailingNewline === false ? '' : eol);
}

;// CONCATENATED MODULE: ../../packages/formats/src/formats/csv/rewrite.ts


/**
 * `all` when every non-empty field of the file is quoted (PAYONE's `i18n/de_DE.csv`, Elasticsuite's `de_DE.csv`), else
 * `needed`, as PHP's fputcsv quotes (Magento's own files); `needed` for a file without fields.
 */
function quotingOf(doc) {
    let quoted = false;
    for (const row of doc.rows) {
        for (const field of row.fields) {
            if (field.quoted)
                quoted = true;
            else if (field.value !== '')
                return 'needed';
        }
    }
    return quoted ? 'all' : 'needed';
}
/**
 * A changed text in place of a field: quoted if the field was, else quoted only where PHP's fputcsv
 * (Magento's writer) quotes.
 */
function replaceField(field, text) {
    return encodeField(text, field.quoted);
}
/**
 * Writes texts over an existing file in place: a changed text replaces only the second field of its
 * row (the last row of a key written twice), quoted as that field was; a removed key's rows go whole;
 * new keys follow the last row, as the `template`'s row of that key (its further columns kept) or as
 * `key,text`, quoted as the file quotes. Every other byte stays: BOM, blank lines, line ends, further
 * columns, rows that hold no text.
 */
function rewriteCsv(entries, existing, template) {
    const doc = scanCsv(existing);
    const messages = readCsvMessages(doc);
    const quoting = quotingOf(doc);
    const known = new Set(messages.map((m) => m.key));
    const edits = [];
    for (const message of messages) {
        const text = entries.get(message.key);
        if (text === undefined) {
            edits.push(removal(doc, message.row));
        }
        else if (message.effective && text !== message.text) {
            edits.push(textEdit(message, text, quoting));
        }
    }
    const templateRows = template === undefined ? undefined : templateMessages(template);
    const added = [];
    for (const [key, text] of entries) {
        if (known.has(key))
            continue;
        const row = templateRows?.get(key);
        added.push(row ? rowWithText(row, text, quoting) : `${fieldOf(key, quoting)},${fieldOf(text, quoting)}`);
    }
    let out = '';
    let at = 0;
    for (const edit of edits.sort((a, b) => a.start - b.start)) {
        out += existing.slice(at, edit.start) + edit.text;
        at = Math.max(at, edit.end);
    }
    out += existing.slice(at);
    if (added.length === 0)
        return out;
    // A quoted field left open at the end (fgetcsv reads the rest of the file into it) is closed first,
    // unless an edit rewrote or removed it, so that the new rows are rows of their own.
    if (doc.unclosed !== undefined && !edits.some((e) => e.end === existing.length)) {
        out = out.replace(/(\r?\n)?$/, (eol) => `"${eol}`);
    }
    const body = out.slice(doc.bom ? 1 : 0);
    if (body === '' || /\n$/.test(out))
        return out + added.map((row) => row + doc.eol).join('');
    return out + doc.eol + added.join(doc.eol);
}
/** The edit that writes `text` as the second field of a message's row (adding it when missing). */
function textEdit(message, text, quoting) {
    const [first, second] = message.row.fields;
    if (second === undefined) {
        const at = first.end;
        return { start: at, end: at, text: `,${fieldOf(text, quoting)}` };
    }
    return { start: second.start, end: second.end, text: replaceField(second, text) };
}
/** The edit that removes a row with its line end (the one before it, for a last row without one). */
function removal(doc, row) {
    if (row.next > row.end)
        return { start: row.start, end: row.next, text: '' };
    const index = doc.rows.indexOf(row);
    const before = doc.rows[index - 1];
    return { start: before ? before.end : row.start, end: row.next, text: '' };
}
/** The source rows by key (the last row of a key written twice), their bytes kept. */
function templateMessages(template) {
    const doc = scanCsv(template);
    const rows = new Map();
    for (const message of readCsvMessages(doc))
        rows.set(message.key, { content: template, row: message.row });
    return rows;
}
/** A source row with `text` as its second field; its other fields as the source writes them. */
function rowWithText(source, text, quoting) {
    const { content, row } = source;
    const [first, second] = row.fields;
    const key = content.slice(first.start, first.end);
    if (second === undefined)
        return `${key},${fieldOf(text, quoting)}`;
    const rest = content.slice(second.end, row.end);
    return `${key},${encodeField(text, second.quoted || quoting === 'all')}${rest}`;
}

;// CONCATENATED MODULE: ../../packages/formats/src/formats/csv/index.ts




/** The texts of a CSV file by key, each key's text from its last row, in the order of first rows. */
function parseCsv(content, options = {}) {
    const entries = new Map();
    for (const message of readCsvMessages(scanCsv(content), options)) {
        if (!entries.has(message.key) || message.effective)
            entries.set(message.key, message.text);
    }
    return entries;
}
function detectStyle(content) {
    return {
        structure: 'flat',
        indent: '',
        trailingNewline: (0,lines/* endsWithNewline */.Df)(content),
        keyOrder: [...parseCsv(content).keys()],
    };
}
/**
 * Two-column CSV as Magento 2 reads its `i18n/<locale>.csv` (PHP's fgetcsv, then
 * `Translate::_addData`): the first field is the key (the phrase as the code writes it), the second
 * the text; further columns are kept as written.
 */
const csv = {
    name: 'csv',
    extensions: ['.csv'],
    structures: ['flat'],
    parse: parseCsv,
    // A new file is the source file's rows with the translations in their second field, as a Magento
    // translator copies en_US.csv: its quoting, line ends and further columns kept.
    serialize: (entries, options) => options.template === undefined
        ? serializeCsv(entries, {
            ...(options.style?.trailingNewline !== undefined && {
                trailingNewline: options.style.trailingNewline,
            }),
        })
        : rewriteCsv(entries, options.template, options.template),
    needsTemplate: true,
    detectStyle,
    serializeOver: (entries, existing, options) => rewriteCsv(entries, existing, options.template),
};


/***/ })

};
