export const id = 278;
export const ids = [278];
export const modules = {

/***/ 3278:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  xliff: () => (/* binding */ xliff)
});

// EXTERNAL MODULE: ../../packages/formats/src/shared/lines.ts
var lines = __webpack_require__(3953);
// EXTERNAL MODULE: ../../packages/formats/src/shared/xml.ts + 3 modules
var shared_xml = __webpack_require__(1702);
// EXTERNAL MODULE: ../../packages/formats/src/errors.ts
var errors = __webpack_require__(3015);
// EXTERNAL MODULE: ../../packages/formats/src/limits.ts
var limits = __webpack_require__(5460);
;// CONCATENATED MODULE: ../../packages/formats/src/formats/xliff/read.ts




const INLINE_ELEMENTS = new Set([
    'x',
    'g',
    'bx',
    'ex',
    'ph',
    'bpt',
    'ept',
    'it',
    'sub',
    'mrk',
    'pc',
    'sc',
    'ec',
    'sm',
    'em',
    'cp',
]);
/** A file Angular's `ng extract-i18n` wrote (1.2 `ng2.template`, 2.0 `ng.template`). */
const ANGULAR_FILE = /<file\b[^>]*\boriginal\s*=\s*["']ng2?\.template["']/;
const START_TAG = /<[A-Za-z_][^<>]*>/g;
/** An attribute value in typographic quotes (`equiv-text=“x”`), which translators' tools write. */
const TYPOGRAPHIC_VALUE = /(\s)([^\s=/<>"']+)=([“”„])([^\s<>"'=“”„/]*)([“”])/g;
/**
 * What Angular's own reader accepts and XML does not. Angular's lexer reads an unquoted attribute
 * value up to white space, `/` or `>`, so `equiv-text=“status.filename”` (Paperless-ngx's Turkish
 * file) is the value `“status.filename”` and the file loads. For an Angular file such values are
 * read so, with a warning naming the line; the text to validate and scan has ASCII quotes in their
 * place (same offsets). Any other file is left to the XML check, as Symfony's libxml refuses it.
 */
function angularQuirks(text, locate, options) {
    const attributes = new Map();
    if (!ANGULAR_FILE.test(text) || !/=[“”„]/.test(text))
        return { text, attributes };
    const repaired = text.replace(START_TAG, (tag, start) => tag.replace(TYPOGRAPHIC_VALUE, (_all, space, name, open, value, close) => {
        const values = attributes.get(start) ?? new Map();
        values.set(name, `${open}${value}${close}`);
        attributes.set(start, values);
        options.warn?.({
            message: `attribute ${name} at line ${locate(start).line} has its value in typographic quotes (${open}${value}${close}), which XML does not allow; read as Angular reads it, quotes included`,
            line: locate(start).line,
        });
        return `${space}${name}="${value}"`;
    }));
    return { text: repaired, attributes };
}
/** How the tool that wrote `files` keys their units; see `XliffKeying`. */
function keyingOf(version, files, targetLanguage) {
    const originals = new Set(files.map((file) => file.attributes.get('original')));
    if (originals.has(version === '1.2' ? 'ng2.template' : 'ng.template'))
        return 'id';
    if (version === '2.0') {
        // Symfony's 2.0 dumper names the file `<domain>.<locale>`, the locale as PHP spells it (fr_FR).
        const locale = targetLanguage?.replace(/-/g, '_');
        const symfony = locale !== undefined &&
            files.some((file) => !file.attributes.has('original') && file.attributes.get('id')?.endsWith(`.${locale}`));
        return symfony ? 'source' : 'resname';
    }
    const symfonyTool = (0,shared_xml/* descendants */.DG)(files, ['tool']).some((tool) => tool.attributes.get('tool-id') === 'symfony');
    return originals.has('file.ext') || symfonyTool ? 'source' : 'resname';
}
function read(content, options = {}) {
    const text = content;
    const locate = (0,lines/* lineLocator */.hl)(text);
    // What is validated and scanned; offsets are the text's, and texts are read from the text itself.
    const checked = angularQuirks(text, locate, options);
    (0,shared_xml/* validateXml */.Qz)((0,lines/* stripBom */.F8)(checked.text), 'XLIFF');
    const roots = (0,shared_xml/* scanElements */.d8)(checked.text, 'XLIFF');
    if (checked.attributes.size > 0) {
        const pending = [...roots];
        for (let element = pending.pop(); element !== undefined; element = pending.pop()) {
            for (const [name, value] of checked.attributes.get(element.start) ?? [])
                element.attributes.set(name, value);
            pending.push(...element.children);
        }
    }
    const root = roots.find((element) => element.name === 'xliff');
    if (!root)
        throw new errors/* FormatError */.I('not an XLIFF file: the root element must be <xliff>', { line: 1 });
    const versionAttribute = root.attributes.get('version') ?? '';
    if (versionAttribute !== '1.2' && !versionAttribute.startsWith('2.')) {
        throw new errors/* FormatError */.I(`unsupported XLIFF version "${versionAttribute}"; supported: 1.2 and 2.0`, {
            line: locate(root.start).line,
        });
    }
    const version = versionAttribute === '1.2' ? '1.2' : '2.0';
    const files = (0,shared_xml/* descendants */.DG)([root], ['file']);
    const sourceLanguage = version === '1.2' ? files[0]?.attributes.get('source-language') : root.attributes.get('srcLang');
    const targetLanguage = version === '1.2' ? files[0]?.attributes.get('target-language') : root.attributes.get('trgLang');
    const keying = keyingOf(version, files, targetLanguage);
    const units = [];
    /** Units whose id another unit has, and which do not count. */
    const shadowed = [];
    const seen = new Map();
    const unitElements = (0,shared_xml/* descendants */.DG)([root], [version === '1.2' ? 'trans-unit' : 'unit']);
    if (unitElements.length > limits/* LIMITS */.b.maxEntries) {
        throw new errors/* FormatError */.I(`XLIFF file has ${unitElements.length} units, over the limit of ${limits/* LIMITS */.b.maxEntries} (LIMITS.maxEntries): split it into several files`);
    }
    for (const element of unitElements) {
        const line = locate(element.start).line;
        const name = element.attributes.get(version === '1.2' ? 'resname' : 'name') || undefined;
        const unitId = element.attributes.get('id') || undefined;
        const label = name ?? unitId ?? `at line ${line}`;
        let holder = element;
        if (version === '2.0') {
            const segments = element.children.filter((child) => child.name === 'segment');
            if (segments.length !== 1) {
                throw new errors/* FormatError */.I(`unit "${label}" at line ${line} has ${segments.length} segments; only units with one segment are supported`, { key: label, line });
            }
            holder = segments[0];
        }
        const source = holder.children.find((child) => child.name === 'source');
        const target = holder.children.find((child) => child.name === 'target');
        let id;
        if (keying === 'id')
            id = unitId;
        else if (keying === 'resname')
            id = name ?? unitId;
        else
            id = name ?? (source ? contentText(text, source) || undefined : undefined);
        if (id === undefined) {
            if (keying === 'source') {
                // Symfony's loader skips such a unit; so does the sync, and a rewrite leaves it as it is.
                options.warn?.({
                    message: `the unit at line ${line} has neither a resname nor a source text, so it has no key (Symfony skips it too)`,
                    line,
                });
                continue;
            }
            throw new errors/* FormatError */.I(`a unit at line ${line} has no ${keying === 'id' ? 'id' : 'id or resname'}: give it one`, { line });
        }
        if (id.length > limits/* LIMITS */.b.maxKeyLength) {
            throw new errors/* FormatError */.I(`the key of the unit at line ${line} has ${id.length} characters, over the limit of ${limits/* LIMITS */.b.maxKeyLength} (LIMITS.maxKeyLength)`, { line });
        }
        const unit = { id, element, source, target };
        const earlier = seen.get(id);
        if (earlier !== undefined) {
            // Each tool loads such a file: Angular's translation parsers keep the first unit of an id (the
            // CLI drops their "Duplicated translations" diagnostic), Symfony's loader sets each unit in
            // turn, so the last one counts. The one that does not count is kept as written.
            const what = keying === 'source' && !name ? 'source text' : 'unit id';
            const first = units[earlier.index];
            if (keying === 'id') {
                shadowed.push(unit);
            }
            else {
                shadowed.push(first);
                units[earlier.index] = unit;
            }
            options.warn?.({
                message: `${what} "${id}" is used twice (lines ${earlier.line} and ${line}); ${keying === 'id' ? `the first unit is used, as Angular reads it` : `the last unit is used, as Symfony reads it`}`,
                key: id,
                line,
            });
            continue;
        }
        seen.set(id, { line, index: units.length });
        units.push(unit);
    }
    const translation = targetLanguage !== undefined || units.some((unit) => unit.target !== undefined);
    const entries = new Map();
    const sources = new Map();
    for (const unit of units) {
        sources.set(unit.id, unit.source ? contentText(text, unit.source) : '');
        const holder = textElement(unit, translation, keying);
        if (holder)
            entries.set(unit.id, contentText(text, holder));
    }
    return {
        file: { version, keying, sourceLanguage, targetLanguage, translation, entries, sources },
        units,
        shadowed,
        roots,
    };
}
/** The element whose content is the unit's text: see `XliffFile.entries`. */
function textElement(unit, translation, keying) {
    if (keying === 'source')
        return unit.target ?? unit.source;
    return translation ? unit.target : unit.source;
}
/** Parses an XLIFF 1.2 or 2.0 file: its languages, its key → text entries and the sources. */
function readXliff(content, options = {}) {
    return read(content, options).file;
}
/** Text-only content decoded; content with inline elements as written. */
function contentText(content, element) {
    const inner = (0,shared_xml/* innerXml */.QB)(content, element);
    const withoutCdata = inner.replace(/<!\[CDATA\[[\s\S]*?\]\]>/g, '');
    if (withoutCdata.includes('<'))
        return inner;
    return inner
        .split(/(<!\[CDATA\[[\s\S]*?\]\]>)/)
        .map((part) => (part.startsWith('<![CDATA[') ? part.slice(9, -3) : (0,shared_xml/* decodeXmlEntities */.zo)(part)))
        .join('');
}
function isWellFormed(xml) {
    try {
        (0,shared_xml/* validateXml */.Qz)(xml, 'fragment');
        return true;
    }
    catch {
        return false;
    }
}

// EXTERNAL MODULE: ../../packages/formats/src/shared/open-tag.ts
var open_tag = __webpack_require__(8841);
;// CONCATENATED MODULE: ../../packages/formats/src/formats/xliff/write.ts


/** The text as element content: markup made only of XLIFF inline elements is kept, all else escaped. */
function contentXml(value) {
    const tags = [...value.matchAll(/<\/?([A-Za-z_][\w:.-]*)[^>]*>/g)];
    const inline = tags.length > 0 &&
        tags.every((tag) => INLINE_ELEMENTS.has(tag[1])) &&
        isWellFormed(`<r>${value}</r>`);
    return inline ? value : (0,shared_xml/* escapeXmlText */.IR)(value);
}
/**
 * Writes a new XLIFF file. Without a target language the texts are the sources (a file of one
 * language); with one they are targets, next to `sources`.
 */
function serializeXliff(entries, options = {}) {
    const version = options.version ?? '1.2';
    const source = (0,shared_xml/* escapeXmlAttribute */.R0)(options.sourceLanguage ?? 'und');
    const target = options.targetLanguage === undefined ? undefined : (0,shared_xml/* escapeXmlAttribute */.R0)(options.targetLanguage);
    const lines = ['<?xml version="1.0" encoding="UTF-8"?>'];
    const unitLines = (key, value, indent) => {
        const sourceText = target === undefined ? value : (options.sources?.get(key) ?? '');
        return [
            `${indent}<source>${contentXml(sourceText)}</source>`,
            ...(target === undefined ? [] : [`${indent}<target>${contentXml(value)}</target>`]),
        ];
    };
    if (version === '1.2') {
        lines.push('<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">');
        lines.push(`  <file source-language="${source}"${target === undefined ? '' : ` target-language="${target}"`} datatype="plaintext" original="messages">`);
        lines.push('    <body>');
        for (const [key, value] of entries) {
            lines.push(`      <trans-unit id="${(0,shared_xml/* escapeXmlAttribute */.R0)(key)}">`, ...unitLines(key, value, '        '));
            lines.push('      </trans-unit>');
        }
        lines.push('    </body>', '  </file>', '</xliff>');
    }
    else {
        lines.push(`<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="${source}"${target === undefined ? '' : ` trgLang="${target}"`}>`);
        lines.push('  <file id="f1">');
        for (const [key, value] of entries) {
            lines.push(`    <unit id="${(0,shared_xml/* escapeXmlAttribute */.R0)(key)}">`, '      <segment>', ...unitLines(key, value, '        '));
            lines.push('      </segment>', '    </unit>');
        }
        lines.push('  </file>', '</xliff>');
    }
    return `${lines.join('\n')}\n`;
}

;// CONCATENATED MODULE: ../../packages/formats/src/formats/xliff/rewrite.ts





/**
 * Writes over an existing XLIFF file by editing only what changed: the text element of each changed
 * unit, the units that are gone (removed with their line), new units after the last one (shaped
 * like it), and the target language when a locale is given. Notes, attributes, sources, comments
 * and layout stay byte for byte.
 */
function serializeOver(entries, existing, options) {
    const { file, units, shadowed, roots } = read(existing);
    const translation = file.translation || (options.locale !== undefined && options.locale !== file.sourceLanguage);
    const edits = [];
    const known = new Set();
    for (const unit of units) {
        known.add(unit.id);
        const value = entries.get(unit.id);
        if (value === undefined) {
            // A removed key goes with every unit of its id, so that none comes back on the next read.
            for (const gone of [unit, ...shadowed.filter((s) => s.id === unit.id)]) {
                edits.push((0,shared_xml/* removalOf */.c6)(existing, gone.element));
            }
            continue;
        }
        const current = textElement(unit, translation, file.keying);
        if (current && contentText(existing, current) === value)
            continue;
        // A unit keyed by its source text keeps that text: its value lives in the target.
        const name = translation || file.keying === 'source' ? 'target' : 'source';
        const replaced = name === 'target' ? unit.target : unit.source;
        if (replaced) {
            const open = replaced.selfClosing
                ? (0,open_tag/* openingTag */.p)(existing.slice(replaced.start, replaced.openEnd))
                : existing.slice(replaced.start, replaced.openEnd);
            // A text written as CDATA (Symfony's targets holding HTML) stays CDATA, as its author wrote it.
            const xml = (0,shared_xml/* holdsCdata */.Sz)(existing, replaced) ? (0,shared_xml/* asCdata */.U4)((0,shared_xml/* escapeXmlText */.IR)(value)) : contentXml(value);
            edits.push({ start: replaced.start, end: replaced.end, text: `${open}${xml}</${name}>` });
        }
        else if (unit.source) {
            const indent = (0,shared_xml/* indentationAt */.pi)(existing, unit.source.start);
            const separator = indent === undefined ? '' : `\n${indent}`;
            edits.push({
                start: unit.source.end,
                end: unit.source.end,
                text: `${separator}<target>${contentXml(value)}</target>`,
            });
        }
    }
    const added = [...entries].filter(([key]) => !known.has(key));
    if (added.length > 0)
        edits.push(addUnits(existing, file, units, roots, added, translation));
    if (options.locale !== undefined && translation)
        edits.push(...languageEdits(existing, file, roots, options.locale));
    return (0,shared_xml/* applyEdits */.ct)(existing, edits);
}
function addUnits(existing, file, units, roots, added, translation) {
    const last = units.at(-1);
    const container = last?.element.parent ??
        (0,shared_xml/* descendants */.DG)(roots, [file.version === '1.2' ? 'body' : 'file'])[0] ??
        (() => {
            throw new errors/* FormatError */.I('the XLIFF file has no <body> or <file> to add units to');
        })();
    const containerIndent = (0,shared_xml/* indentationAt */.pi)(existing, container.start) ?? '';
    const unitIndent = last ? ((0,shared_xml/* indentationAt */.pi)(existing, last.element.start) ?? '') : `${containerIndent}  `;
    const step = unitIndent.slice(containerIndent.length) || '  ';
    const inner = `${unitIndent}${step}`;
    const ids = newUnitIds(file.keying, units, added);
    const text = added
        .map(([key, value], index) => {
        const keyedBySource = file.keying === 'source';
        const source = keyedBySource ? key : translation ? (file.sources.get(key) ?? '') : value;
        const body = [
            `${inner}<source>${contentXml(source)}</source>`,
            ...(translation || keyedBySource ? [`${inner}<target>${contentXml(value)}</target>`] : []),
        ];
        const id = (0,shared_xml/* escapeXmlAttribute */.R0)(ids[index]);
        const lines = file.version === '1.2'
            ? [`${unitIndent}<trans-unit id="${id}">`, ...body, `${unitIndent}</trans-unit>`]
            : [
                `${unitIndent}<unit id="${id}">`,
                `${inner}<segment>`,
                ...body.map((line) => step + line),
                `${inner}</segment>`,
                `${unitIndent}</unit>`,
            ];
        return `\n${lines.join('\n')}`;
    })
        .join('');
    const at = last ? last.element.end : (0,shared_xml/* whitespaceBefore */.Hy)(existing, container.closeStart);
    return { start: at, end: at, text };
}
/**
 * The ids of new units. Where the id is the key, the key; where the source text is the key (Symfony),
 * the next numbers after the file's when its ids are all numbers (as Symfony's own files count them),
 * else a short hash of the key (as Symfony's dumper does; a token, which XLIFF 2.0 ids must be).
 */
function newUnitIds(keying, units, added) {
    if (keying !== 'source')
        return added.map(([key]) => key);
    const taken = new Set(units.map((unit) => unit.element.attributes.get('id') ?? ''));
    if (units.length > 0 && [...taken].every((id) => /^\d{1,15}$/.test(id))) {
        let next = 0;
        for (const id of taken)
            next = Math.max(next, Number(id) + 1);
        return added.map((_, index) => String(next + index));
    }
    return added.map(([key]) => {
        const hash = fnv1a(key).toString(36);
        let id = hash;
        for (let n = 2; taken.has(id); n++)
            id = `${hash}-${n}`;
        taken.add(id);
        return id;
    });
}
/** The 32-bit FNV-1a hash of a text's UTF-16 code units: short, stable ids without a crypto module. */
function fnv1a(text) {
    let hash = 0x811c9dc5;
    for (let i = 0; i < text.length; i++) {
        hash ^= text.charCodeAt(i);
        hash = Math.imul(hash, 0x01000193) >>> 0;
    }
    return hash;
}
/** Sets `target-language` (1.2, on every file) or `trgLang` (2.0, on the root) to `locale`. */
function languageEdits(existing, file, roots, locale) {
    const attribute = file.version === '1.2' ? 'target-language' : 'trgLang';
    const elements = file.version === '1.2' ? (0,shared_xml/* descendants */.DG)(roots, ['file']) : (0,shared_xml/* descendants */.DG)(roots, ['xliff']).slice(0, 1);
    return elements.map((element) => {
        const tag = existing.slice(element.start, element.openEnd);
        const value = (0,shared_xml/* escapeXmlAttribute */.R0)(locale);
        const present = new RegExp(`(\\s${attribute}\\s*=\\s*)("[^"]*"|'[^']*')`);
        // A new target language follows the source language, as Angular's, Symfony's and Okapi's
        // tools write it (Ghostfolio's `source-language="en" target-language="fr"`).
        const sourceAttribute = file.version === '1.2' ? 'source-language' : 'srcLang';
        const after = new RegExp(`^(<[\\w:.-]+[^>]*?\\s${sourceAttribute}\\s*=\\s*(?:"[^"]*"|'[^']*'))`);
        const text = present.test(tag)
            ? tag.replace(present, `$1"${value}"`)
            : after.test(tag)
                ? tag.replace(after, `$1 ${attribute}="${value}"`)
                : tag.replace(/^(<[\w:.-]+)/, `$1 ${attribute}="${value}"`);
        return { start: element.start, end: element.openEnd, text };
    });
}

;// CONCATENATED MODULE: ../../packages/formats/src/formats/xliff/index.ts





function detectStyle(content) {
    return {
        structure: 'flat',
        indent: (0,shared_xml/* xmlIndentOf */.vp)(content, '  '),
        trailingNewline: (0,lines/* endsWithNewline */.Df)(content),
        keyOrder: [...readXliff(content).entries.keys()],
    };
}
/**
 * XLIFF 1.2 and 2.0. A new translation file is the source locale's file (the template) with the
 * texts as targets and the locale as target language, so it keeps the units' keys as the file's own
 * tool reads them (Symfony keys a unit by its `<source>`: a file of one language whose sources are the
 * translations would be keyed by them). Without a template: a 1.2 file of one language.
 */
const xliff = {
    name: 'xliff',
    extensions: ['.xlf', '.xliff'],
    structures: ['flat'],
    parse: (content, options) => readXliff(content, options).entries,
    serialize: (entries, options) => options.template !== undefined && options.locale !== undefined
        ? serializeOver(entries, options.template, { structure: 'flat', locale: options.locale })
        : serializeXliff(entries, options.locale === undefined ? {} : { sourceLanguage: options.locale }),
    detectStyle,
    serializeOver: serializeOver,
    needsTemplate: true,
};


/***/ }),

/***/ 8841:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p: () => (/* binding */ openingTag)
/* harmony export */ });
/**
 * The opening tag of a self-closing element's tag (`<string name="a"/>` → `<string name="a">`), or
 * `tag` as it is. Not `replace(/\s*\/>$/, '>')`: V8 tries that pattern from every character of a
 * long run of spaces between attributes, quadratic in its length.
 */
function openingTag(tag) {
    return tag.endsWith('/>') ? `${tag.slice(0, -2).trimEnd()}>` : tag;
}


/***/ })

};
