export const id = 132;
export const ids = [132];
export const modules = {

/***/ 132:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  xcstrings: () => (/* binding */ xcstrings)
});

// EXTERNAL MODULE: ../../packages/formats/src/shared/lines.ts
var lines = __webpack_require__(3953);
// EXTERNAL MODULE: ../../packages/formats/src/errors.ts
var errors = __webpack_require__(3015);
// EXTERNAL MODULE: ../../packages/formats/src/model.ts
var model = __webpack_require__(4555);
// EXTERNAL MODULE: ../../packages/formats/src/formats/json/read.ts
var read = __webpack_require__(8798);
;// CONCATENATED MODULE: ../../packages/formats/src/formats/xcstrings/model.ts
/**
 * The model of an Xcode String Catalog (`.xcstrings`): one JSON file holding every locale. A string
 * (`strings.<key>`) has, per locale, a `localizations.<locale>` object holding a `stringUnit`
 * (`state`, `value`), `variations` by `plural` category or by `device`, and `substitutions` (named
 * arguments `%#@name@` whose own plural variations are texts too). Each text is one unit, and each
 * unit is one key of the key → text model (see `unitKey`).
 */
/** CLDR plural categories, the names Xcode uses for `variations.plural`. */
const PLURAL_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'];
/** The bracket that spells a segment in a key: `[one]`, `[device:iphone]`, `[@name]`. */
function segmentText(segment) {
    if (segment.kind === 'plural')
        return `[${segment.form}]`;
    if (segment.kind === 'device')
        return `[device:${segment.device}]`;
    return `[@${segment.name}]`;
}
/**
 * The key of a unit: the string's key, then one bracket per step. `items[one]` is a plural form (the
 * spelling the checks read as a plural group, as Android's), `label[device:ipad]` a device variation,
 * `count[@files][one]` a plural form of the substitution `%#@files@`.
 */
function unitKey(key, segments) {
    return key + segments.map(segmentText).join('');
}
/** One bracketed step at the end of a key. */
const TRAILING_SEGMENT = /\[(zero|one|two|few|many|other|device:[^[\]]+|@[^[\]]+)\]$/;
/** The step a bracket's inside spells. */
function segmentOf(inner) {
    if (inner.startsWith('device:'))
        return { kind: 'device', device: inner.slice('device:'.length) };
    if (inner.startsWith('@'))
        return { kind: 'substitution', name: inner.slice(1) };
    return { kind: 'plural', form: inner };
}
/**
 * The string and steps a key names, reading brackets off its end until what is left is a key
 * `isString` accepts (the longest such key wins, so a catalog key that itself ends in `[one]` is
 * read as written). Undefined when no prefix is a string.
 */
function splitKey(key, isString) {
    const segments = [];
    let rest = key;
    for (;;) {
        if (isString(rest))
            return { key: rest, segments };
        const match = TRAILING_SEGMENT.exec(rest);
        if (!match)
            return undefined;
        segments.unshift(segmentOf(match[1]));
        rest = rest.slice(0, match.index);
    }
}
/**
 * Whether a list of steps has a shape Xcode writes: none, a plural form, a device, a device's plural
 * form, or a substitution's plural form (substitutions belong to the localization, not to a device).
 */
function validPath(segments) {
    const kinds = segments.map((segment) => segment.kind).join(',');
    return ['', 'plural', 'device', 'device,plural', 'substitution,plural'].includes(kinds);
}

;// CONCATENATED MODULE: ../../packages/formats/src/formats/xcstrings/read.ts




/**
 * Reads an Xcode String Catalog. Refuses what Xcode refuses to open: a file that is not a JSON
 * object, no `sourceLanguage`, no `strings` object, a text that is not a string. Unknown members
 * (Xcode's future ones) are left alone: they are kept byte for byte by a rewrite.
 */
function readCatalog(content, options = {}) {
    const doc = (0,read/* readJsonDocument */.E_)(content, 'not an Xcode String Catalog: the file must hold a JSON object');
    const top = (0,read/* membersOf */.lS)(doc.root);
    const source = top.get('sourceLanguage')?.value;
    if (source?.type !== 'string' || source.value === '') {
        throw new errors/* FormatError */.I('not an Xcode String Catalog: "sourceLanguage" is missing or not a locale (Xcode writes e.g. "sourceLanguage" : "en")', { line: 1 });
    }
    const stringsNode = top.get('strings')?.value;
    if (stringsNode?.type !== 'object') {
        throw new errors/* FormatError */.I('not an Xcode String Catalog: "strings" is missing or not an object', { line: 1 });
    }
    const strings = [];
    const byKey = new Map();
    for (const { name, value } of (0,read/* membersOf */.lS)(stringsNode).values()) {
        (0,model/* checkKeyLength */.Ob)(name, doc.lineOf(value.offset));
        if (value.type !== 'object')
            throw notObject(doc, value, `the string "${name}"`);
        const members = (0,read/* membersOf */.lS)(value);
        const translatable = members.get('shouldTranslate')?.value.value !== false;
        const units = new Map();
        const localizations = members.get('localizations')?.value;
        if (localizations?.type === 'object') {
            for (const { name: locale, value: localization } of (0,read/* membersOf */.lS)(localizations).values()) {
                if (localization.type !== 'object')
                    throw notObject(doc, localization, `"${name}" in ${locale}`);
                const found = [];
                collectUnits(doc, name, localization, [], found, options, true);
                units.set(locale, found);
            }
        }
        const entry = { key: name, node: value, translatable, units };
        strings.push(entry);
        byKey.set(name, entry);
    }
    return { doc, sourceLanguage: source.value, strings, byKey };
}
function notObject(doc, node, what) {
    const line = doc.lineOf(node.offset);
    return new errors/* FormatError */.I(`invalid Xcode String Catalog at line ${line}: ${what} must be a JSON object`, {
        line,
    });
}
/** Adds the units under a localization (or one of its variations) in file order. */
function collectUnits(doc, key, node, segments, found, options, atLocalization) {
    for (const { name, value } of (0,read/* membersOf */.lS)(node).values()) {
        if (name === 'stringUnit') {
            found.push(readUnit(doc, key, value, segments));
        }
        else if (name === 'variations' && value.type === 'object') {
            for (const { name: kind, value: byName } of (0,read/* membersOf */.lS)(value).values()) {
                if ((kind !== 'plural' && kind !== 'device') || byName.type !== 'object') {
                    options.warn?.({
                        message: `"${key}" has variations by "${kind}", which locale-sync does not read; they are kept as written`,
                        line: doc.lineOf(byName.offset),
                        key,
                    });
                    continue;
                }
                for (const { name: variant, value: child } of (0,read/* membersOf */.lS)(byName).values()) {
                    if (child.type !== 'object')
                        throw notObject(doc, child, `variation "${variant}" of "${key}"`);
                    if (kind === 'plural' && !PLURAL_FORMS.includes(variant)) {
                        throw new errors/* FormatError */.I(`invalid Xcode String Catalog at line ${doc.lineOf(child.offset)}: "${key}" has the plural variation "${variant}"; expected one of ${PLURAL_FORMS.join(', ')}`, { line: doc.lineOf(child.offset), key });
                    }
                    const segment = kind === 'plural' ? { kind: 'plural', form: variant } : { kind: 'device', device: variant };
                    collectUnits(doc, key, child, [...segments, segment], found, options, false);
                }
            }
        }
        else if (name === 'substitutions' && atLocalization && value.type === 'object') {
            for (const { name: argument, value: substitution } of (0,read/* membersOf */.lS)(value).values()) {
                if (substitution.type !== 'object')
                    throw notObject(doc, substitution, `substitution "${argument}" of "${key}"`);
                collectUnits(doc, key, substitution, [...segments, { kind: 'substitution', name: argument }], found, options, false);
            }
        }
    }
}
function readUnit(doc, key, node, segments) {
    if (node.type !== 'object')
        throw notObject(doc, node, `a stringUnit of "${key}"`);
    const members = (0,read/* membersOf */.lS)(node);
    const valueNode = members.get('value')?.value;
    const line = doc.lineOf(node.offset);
    if (valueNode?.type !== 'string') {
        throw new errors/* FormatError */.I(`invalid Xcode String Catalog at line ${line}: a stringUnit of "${key}" has no string "value"`, { line, key });
    }
    const stateNode = members.get('state')?.value;
    const state = stateNode?.type === 'string' ? stateNode.value : undefined;
    return {
        key: unitKey(key, segments),
        segments,
        value: valueNode.value,
        state,
        valueNode,
        stateNode: stateNode?.type === 'string' ? stateNode : undefined,
    };
}
/**
 * The texts of one locale, keys in file order. The source locale's text of a string with no
 * localization of its own is its key, as Xcode builds it. A string marked `shouldTranslate: false`
 * and the empty key (which no service stores) are not entries; a translation whose state is `new`
 * (added, not translated) is not one either.
 */
function localeEntries(catalog, locale, options = {}) {
    const entries = new Map();
    const isSource = locale === catalog.sourceLanguage;
    for (const string of catalog.strings) {
        if (!string.translatable)
            continue;
        const units = string.units.get(locale);
        if (string.key === '') {
            if (isSource) {
                options.warn?.({
                    message: 'the empty key "" is not synchronised (no service stores an empty key); it is kept as written',
                    line: catalog.doc.lineOf(string.node.offset),
                    key: '',
                });
            }
            continue;
        }
        const texts = units === undefined
            ? isSource
                ? [{ key: string.key, value: string.key }]
                : []
            : units.filter((unit) => isSource || unit.state !== 'new');
        for (const { key, value } of texts) {
            if (entries.has(key)) {
                options.warn?.({
                    message: `"${key}" is both a key of the catalog and a variation of another; the first is used, the other kept as written`,
                    line: catalog.doc.lineOf(string.node.offset),
                    key,
                });
                continue;
            }
            (0,model/* checkEntryCount */.Q1)(entries.size + 1, catalog.doc.lineOf(string.node.offset));
            entries.set(key, value);
        }
    }
    return entries;
}
/** Every locale the catalog holds texts for (the source first), as the file spells them. */
function catalogLocales(catalog) {
    const locales = new Set([catalog.sourceLanguage]);
    for (const string of catalog.strings)
        for (const locale of string.units.keys())
            locales.add(locale);
    return [...locales];
}
/** The texts of every locale the catalog holds, by locale as the file spells it (the source first). */
function parseLocales(content, options = {}) {
    const catalog = readCatalog(content, options);
    return new Map(catalogLocales(catalog).map((locale) => [locale, localeEntries(catalog, locale, options)]));
}
/** The texts of the source locale: the single-locale view of a catalog. */
function parseCatalog(content, options = {}) {
    const catalog = readCatalog(content, options);
    return localeEntries(catalog, catalog.sourceLanguage, options);
}

// EXTERNAL MODULE: ../../node_modules/jsonc-parser/lib/umd/main.js
var main = __webpack_require__(7415);
// EXTERNAL MODULE: ../../packages/formats/src/shared/xml.ts + 3 modules
var xml = __webpack_require__(1702);
;// CONCATENATED MODULE: ../../packages/formats/src/formats/xcstrings/write.ts


/** Xcode orders a dictionary's names by code point (locales, plural forms, `state` before `value`). */
function xcodeOrder(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}
/**
 * A value as Xcode writes a catalog: two spaces a level, `" : "` between a name and its value, names
 * sorted, an empty object as `{`, an empty line and `}`; strings as `JSON.stringify` escapes them
 * (Xcode too leaves non-ASCII and `/` as they are).
 */
function renderXcodeJson(value, indent) {
    if (value === null || typeof value !== 'object')
        return JSON.stringify(value);
    const inner = `${indent}  `;
    if (Array.isArray(value)) {
        if (value.length === 0)
            return `[\n\n${indent}]`;
        return `[\n${value.map((item) => inner + renderXcodeJson(item, inner)).join(',\n')}\n${indent}]`;
    }
    const names = Object.keys(value).sort(xcodeOrder);
    if (names.length === 0)
        return `{\n\n${indent}}`;
    const members = names.map((name) => `${inner}${JSON.stringify(name)} : ${renderXcodeJson(value[name], inner)}`);
    return `{\n${members.join(',\n')}\n${indent}}`;
}
/** A `stringUnit` holding a translated text. */
function stringUnit(value) {
    return { state: 'translated', value };
}
/** The object path from a localization to a unit's `stringUnit` object. */
function unitPath(segments) {
    const path = [];
    for (const segment of segments) {
        if (segment.kind === 'plural')
            path.push('variations', 'plural', segment.form);
        else if (segment.kind === 'device')
            path.push('variations', 'device', segment.device);
        else
            path.push('substitutions', segment.name);
    }
    path.push('stringUnit');
    return path;
}
/** Sets `value` at `path` in a tree of plain objects, creating the objects on the way. */
function setPath(tree, path, value) {
    let node = tree;
    for (const name of path.slice(0, -1)) {
        const next = node[name];
        if (next === undefined || next === null || typeof next !== 'object' || Array.isArray(next)) {
            const created = {};
            node[name] = created;
            node = created;
        }
        else {
            node = next;
        }
    }
    node[path.at(-1)] = value;
}
/** Xcode lists a catalog's strings in the order of a collation (`•` before `a`, `a` before `B`). */
const STRINGS_ORDER = new Intl.Collator('en', { sensitivity: 'variant', numeric: false });
/**
 * Where a key goes in a new catalog: `items[one]` is the plural form `one` of `items` when
 * `items[other]` is there too and `items` is not a key of its own; `label[device:mac]` a device
 * variation of `label` under the same condition; any other key is a string of its own.
 */
function place(key, entries) {
    const parts = [];
    let rest = key;
    for (let match = TRAILING_SEGMENT.exec(rest); match; match = TRAILING_SEGMENT.exec(rest)) {
        parts.unshift(segmentOf(match[1]));
        rest = rest.slice(0, match.index);
    }
    for (let kept = 0; kept < parts.length; kept++) {
        const segments = parts.slice(kept);
        const name = rest + parts.slice(0, kept).map(segmentText).join('');
        if (!validPath(segments) || entries.has(name))
            continue;
        const last = segments.at(-1);
        const group = name + segments.slice(0, -1).map(segmentText).join('');
        if (last.kind === 'plural' && !entries.has(`${group}[other]`))
            continue;
        if (segments.some((segment) => segment.kind === 'substitution')) {
            throw new errors/* FormatError */.I(`"${key}" is a plural form of a substitution, whose argument number and format only an existing catalog holds; write it over the catalog that defines "${name}"`, { key });
        }
        return { name, segments };
    }
    return { name: key, segments: [] };
}
/**
 * Writes a new catalog holding one locale as its source, formatted as Xcode writes catalogs (no
 * final line break). Plural forms and device variations become `variations`.
 */
function serializeCatalog(entries, locale = 'en') {
    const strings = new Map();
    for (const [key, value] of entries) {
        const { name, segments } = place(key, entries);
        let entry = strings.get(name);
        if (!entry) {
            entry = {};
            strings.set(name, entry);
        }
        setPath(entry, ['localizations', locale, ...unitPath(segments)], stringUnit(value));
    }
    const names = [...strings.keys()].sort((a, b) => STRINGS_ORDER.compare(a, b) || xcodeOrder(a, b));
    const body = names.length === 0
        ? '\n'
        : `${names.map((name) => `    ${JSON.stringify(name)} : ${renderXcodeJson(strings.get(name), '    ')}`).join(',\n')}\n`;
    return `{\n  "sourceLanguage" : ${JSON.stringify(locale)},\n  "strings" : {\n${body}  },\n  "version" : "1.0"\n}`;
}

;// CONCATENATED MODULE: ../../packages/formats/src/formats/xcstrings/rewrite.ts






/**
 * Writes the texts of `byLocale` (locale as the file spells it → key → text) into an existing
 * catalog, editing only what changed: a changed text's `value` (and, in a translation, a `state`
 * other than `translated` becomes `translated`, as Xcode marks a text someone translated); a text
 * the locale lacks is added where Xcode would put it (a new localization, variation or substitution,
 * in sorted place, formatted as Xcode formats). Locales and keys not given, comments,
 * `extractionState`, other members and every untouched byte are kept. A key that names no string
 * of the catalog is not added (Xcode adds strings when it extracts them from code), nor one whose
 * shape the locale holds otherwise (plural forms beside its `stringUnit`, or the reverse), and a key
 * absent from a locale's texts is not removed.
 */
function rewriteLocales(existing, byLocale) {
    const catalog = readCatalog(existing);
    const offset = catalog.doc.bom.length;
    const edits = [];
    const additions = new Map();
    for (const [locale, entries] of byLocale) {
        const isSource = locale === catalog.sourceLanguage;
        const units = new Map();
        for (const string of catalog.strings) {
            for (const unit of string.units.get(locale) ?? [])
                if (!units.has(unit.key))
                    units.set(unit.key, unit);
        }
        for (const [key, value] of entries) {
            const unit = units.get(key);
            if (unit) {
                if (unit.value === value)
                    continue;
                edits.push(replace(unit.valueNode, JSON.stringify(value), offset));
                if (!isSource && unit.stateNode && unit.state !== 'translated') {
                    edits.push(replace(unit.stateNode, '"translated"', offset));
                }
                continue;
            }
            const string = catalog.byKey.get(key);
            // The source text of a string without a source localization is its key.
            if (isSource && string && !string.units.has(locale) && value === key)
                continue;
            const place = splitKey(key, (candidate) => catalog.byKey.has(candidate));
            if (!place || place.key === '' || !validPath(place.segments))
                continue;
            const target = catalog.byKey.get(place.key);
            if (!target?.translatable)
                continue;
            add(catalog, additions, target.node, locale, place.segments, value);
        }
    }
    for (const [node, members] of additions)
        edits.push(...insertMembers(catalog.doc.text, node, members, offset));
    return (0,xml/* applyEdits */.ct)(existing, edits);
}
function replace(node, text, offset) {
    return { start: offset + node.offset, end: offset + node.offset + node.length, text };
}
/** Records a new `stringUnit` under the deepest object of its path the file already has. */
function add(catalog, additions, stringNode, locale, segments, value) {
    const path = ['localizations', locale, ...unitPath(segments)];
    let node = stringNode;
    let depth = 0;
    for (; depth < path.length; depth++) {
        const member = (0,read/* membersOf */.lS)(node).get(path[depth]);
        if (!member)
            break;
        // A member of another type where an object belongs: not a place Xcode would write to.
        if (member.value.type !== 'object')
            return;
        node = member.value;
    }
    if (depth === path.length)
        return;
    // Xcode gives a localization (or a device's variation) either one `stringUnit` or `variations`,
    // never both: a text in the other shape than the locale holds (plural forms pulled for Korean's
    // one text, a plain text for German's plural forms) leaves the locale's own as it is.
    const members = (0,read/* membersOf */.lS)(node);
    const next = path[depth];
    if (next === 'variations' && members.has('stringUnit'))
        return;
    if (next === 'stringUnit' && members.has('variations'))
        return;
    let pending = additions.get(node);
    if (!pending) {
        pending = {};
        additions.set(node, pending);
    }
    const rest = path.slice(depth);
    setPath(pending, rest, stringUnit(value));
    // A new substitution needs its argument's number and format: taken from another locale's.
    const at = path.indexOf('substitutions');
    if (at >= 0 && depth <= at + 1) {
        const name = path[at + 1];
        const created = rest
            .slice(0, at + 2 - depth)
            .reduce((tree, step) => tree[step], pending);
        for (const [field, fieldValue] of Object.entries(substitutionTemplate(catalog, stringNode, name))) {
            if (!(field in created))
                created[field] = fieldValue;
        }
    }
}
/** The members other than `variations` of substitution `name` in a locale that has it (the source first). */
function substitutionTemplate(catalog, stringNode, name) {
    const localizations = (0,read/* membersOf */.lS)(stringNode).get('localizations')?.value;
    if (localizations?.type !== 'object')
        return {};
    const byLocale = (0,read/* membersOf */.lS)(localizations);
    const order = [catalog.sourceLanguage, ...[...byLocale.keys()].filter((l) => l !== catalog.sourceLanguage)];
    for (const locale of order) {
        const localization = byLocale.get(locale)?.value;
        const substitutions = localization?.type === 'object' ? (0,read/* membersOf */.lS)(localization).get('substitutions')?.value : undefined;
        const substitution = substitutions?.type === 'object' ? (0,read/* membersOf */.lS)(substitutions).get(name)?.value : undefined;
        if (substitution?.type !== 'object')
            continue;
        const template = {};
        for (const member of (0,read/* membersOf */.lS)(substitution).values()) {
            if (member.name !== 'variations')
                template[member.name] = (0,main.getNodeValue)(member.value);
        }
        return template;
    }
    return {};
}
/** The leading white space of the line `offset` is on. */
function lineIndent(text, offset) {
    const start = text.lastIndexOf('\n', offset - 1) + 1;
    return /^[ \t]*/.exec(text.slice(start, offset))?.[0] ?? '';
}
/** Edits adding `members` to an object, each in its sorted place, indented like its siblings. */
function insertMembers(text, node, members, offset) {
    const children = node.children ?? [];
    const parentIndent = lineIndent(text, node.offset);
    const first = children[0];
    const indent = (first && (0,xml/* indentationAt */.pi)(text, first.offset)) ?? `${parentIndent}  `;
    const names = Object.keys(members).sort(xcodeOrder);
    const render = (name) => `${JSON.stringify(name)} : ${renderXcodeJson(members[name], indent)}`;
    if (children.length === 0) {
        const body = names.map((name) => indent + render(name)).join(',\n');
        return [replace(node, `{\n${body}\n${parentIndent}}`, offset)];
    }
    const last = children.at(-1);
    return names.map((name) => {
        const before = children.find((child) => xcodeOrder(child.children?.[0]?.value, name) > 0);
        if (before)
            return {
                start: offset + before.offset,
                end: offset + before.offset,
                text: `${render(name)},\n${indent}`,
            };
        const end = offset + last.offset + last.length;
        return { start: end, end, text: `,\n${indent}${render(name)}` };
    });
}

;// CONCATENATED MODULE: ../../packages/formats/src/formats/xcstrings/index.ts




/** Writes one locale's texts over a catalog: `options.locale`, else the catalog's source language. */
function serializeOver(entries, existing, options) {
    const locale = options.locale ?? readCatalog(existing).sourceLanguage;
    return rewriteLocales(existing, new Map([[locale, entries]]));
}
function detectStyle(content) {
    return {
        structure: 'flat',
        indent: '  ',
        trailingNewline: (0,lines/* endsWithNewline */.Df)(content),
        keyOrder: [...parseCatalog(content).keys()],
    };
}
/**
 * Xcode String Catalog (`.xcstrings`): every locale in one JSON file. Its single-locale view is the
 * source language; `parseLocales` and `rewriteLocales` read and write every locale at once.
 */
const xcstrings = {
    name: 'xcstrings',
    extensions: ['.xcstrings'],
    structures: ['flat'],
    parse: parseCatalog,
    serialize: (entries, { locale }) => serializeCatalog(entries, locale),
    detectStyle,
    serializeOver,
    parseLocales: parseLocales,
    rewriteLocales: (existing, byLocale) => rewriteLocales(existing, byLocale),
};


/***/ })

};
