export const id = 897;
export const ids = [897];
export const modules = {

/***/ 8897:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  enforceCoverage: () => (/* binding */ enforceCoverage),
  fillMissing: () => (/* reexport */ fillMissing)
});

// EXTERNAL MODULE: ../../packages/formats/src/checks/plurals.ts + 1 modules
var plurals = __webpack_require__(5259);
// EXTERNAL MODULE: ../../packages/formats/src/checks/shapes.ts
var shapes = __webpack_require__(9242);
;// CONCATENATED MODULE: ../../packages/formats/src/checks/coverage.ts


/**
 * The share of source keys a translation has. Keys only the translation has are not counted; a source
 * key whose message the translation holds in another shape (`items` as `items.one`, `items.other`)
 * counts as translated when one of those keys has a text.
 */
function coverage(source, translation, options = {}) {
    const otherShape = translatedInOtherShape(source, translation, options.countEmpty ?? false);
    const missing = [...source.keys()].filter((key) => !otherShape.has(key) && !covered(key, source, translation, options));
    const total = source.size;
    const present = total - missing.length;
    return { total, present, missing, percent: total === 0 ? 100 : (present * 100) / total };
}
/** Coverage of each locale's translation, in the order given. */
function coverageByLocale(source, translations, options = {}) {
    return [...translations].map(([locale, translation]) => ({
        locale,
        ...coverage(source, translation, { ...options, locale }),
    }));
}
/** The source keys of the messages the translation holds, with a text, in another shape than the source. */
function translatedInOtherShape(source, translation, countEmpty) {
    const keys = new Set();
    for (const conflict of (0,shapes/* shapeConflicts */.V)(translation, source).values()) {
        if (!conflict.ours.some((key) => has(translation, key, countEmpty)))
            continue;
        for (const key of conflict.theirs)
            keys.add(key);
    }
    return keys;
}
function has(translation, key, countEmpty) {
    const text = translation.get(key);
    return text !== undefined && (countEmpty || text !== '');
}
function covered(key, source, translation, options) {
    const countEmpty = options.countEmpty ?? false;
    if (has(translation, key, countEmpty))
        return true;
    return options.locale !== undefined && notNeeded(key, source, options.locale) !== undefined
        ? has(translation, notNeeded(key, source, options.locale), countEmpty)
        : false;
}
/** For a source plural form the locale has no category for, the group's `other` key; else undefined. */
function notNeeded(key, source, locale) {
    const group = (0,plurals/* pluralGroupOf */.jY)(key, source);
    if (!group || key === group.otherKey)
        return undefined;
    const rule = (0,plurals/* groupRule */.sE)(group, locale);
    return rule === undefined || rule.forms.includes(group.category) ? undefined : group.otherKey;
}
/**
 * The translation completed for writing: `omit` leaves gaps out, `source` fills them with the source
 * text, `empty` with `""`. Keys come in source order; keys only the translation has (a plural form
 * the source language lacks, such as `items_few`) follow the last key of their plural group, or go
 * at the end. With `locale`, source plural forms the locale has no category for are not filled.
 * A message the translation holds in another shape than the source (`items.one`, `items.other` for
 * the source's `items`) keeps the translation's keys, in the source key's place, and is not filled.
 * Empty translations count as gaps unless `countEmpty` is set. Pure: the inputs are not changed.
 */
function fillMissing(source, translation, mode, options = {}) {
    const countEmpty = options.countEmpty ?? false;
    const out = new Map();
    const extras = [...translation.keys()].filter((key) => !source.has(key));
    // Forms only the translation has, by plural group, to place them next to their group.
    const extrasByGroup = new Map();
    for (const extra of extras) {
        const group = (0,plurals/* pluralGroupOf */.jY)(extra, translation, source);
        if (!group)
            continue;
        const id = `${group.style}:${group.base}`;
        extrasByGroup.set(id, [...(extrasByGroup.get(id) ?? []), extra]);
    }
    const placeExtras = (id) => {
        for (const extra of extrasByGroup.get(id) ?? []) {
            if (!out.has(extra) && has(translation, extra, countEmpty))
                out.set(extra, translation.get(extra));
        }
    };
    // A message the translation holds in another shape (a plural where the source has a plain text) is
    // translated: its keys take the place of the source's, which are not filled beside them.
    const otherShape = new Map();
    for (const conflict of (0,shapes/* shapeConflicts */.V)(translation, source).values()) {
        for (const key of conflict.theirs)
            otherShape.set(key, conflict.ours);
    }
    for (const [key, sourceText] of source) {
        const translated = otherShape.get(key);
        if (translated !== undefined) {
            for (const own of translated)
                if (has(translation, own, countEmpty))
                    out.set(own, translation.get(own));
        }
        else if (has(translation, key, countEmpty)) {
            out.set(key, translation.get(key));
        }
        else if (mode !== 'omit' && !(options.locale !== undefined && notNeeded(key, source, options.locale))) {
            out.set(key, mode === 'source' ? sourceText : '');
        }
        const group = (0,plurals/* pluralGroupOf */.jY)(key, source, translation);
        if (group)
            placeExtras(`${group.style}:${group.base}`);
    }
    for (const extra of extras) {
        if (!out.has(extra) && has(translation, extra, countEmpty))
            out.set(extra, translation.get(extra));
    }
    return out;
}

// EXTERNAL MODULE: ../../packages/sync/src/errors.ts
var errors = __webpack_require__(3124);
;// CONCATENATED MODULE: ../../packages/sync/src/pull/coverage.ts


// The pull loads this module on demand (plan.ts), with the gap filler, which shares its code.

/**
 * Fails the pull when a locale has less than `minCoverage` percent of the source keys, naming every
 * such locale and how many keys it lacks. Logs each locale's coverage. With several resources a
 * locale's figure counts the source keys of every resource of the pull (each file measured against its
 * own resource's source), and the failure names the locale's files that lack keys.
 */
function enforceCoverage(files, sources, sourceLocale, minCoverage, logger) {
    const measured = coverage_coverageByLocale(files, sources, sourceLocale);
    for (const m of measured) {
        logger.info(`${m.locale}: ${formatPercent(m.percent)} of ${m.total} source keys translated`);
    }
    const below = measured.filter((m) => m.percent < minCoverage);
    if (below.length === 0)
        return;
    const list = below
        .map((g) => {
        const where = g.gaps.length === 0 ? '' : `: ${g.gaps.map((f) => `${f.path} ${f.missing}`).join(', ')}`;
        return `${g.locale} ${formatPercent(g.percent)} (${g.missing} of ${g.total} keys missing${where})`;
    })
        .join(', ');
    throw new errors/* SyncError */.S(`${below.length} locale${below.length === 1 ? ' is' : 's are'} below the minimum coverage of ${formatPercent(minCoverage)}: ${list}; nothing was written`);
}
/**
 * Each locale's coverage, in the order locales first appear: every resource the pull has a file of
 * counts for every locale, so a resource a locale has no file of counts as wholly missing.
 */
function coverage_coverageByLocale(files, sources, sourceLocale) {
    const resources = [...new Set(files.map((f) => f.resource ?? ''))];
    const several = resources.some((r) => r !== '');
    const byLocale = new Map();
    for (const file of files) {
        if (file.locale === sourceLocale)
            continue;
        byLocale.set(file.locale, [...(byLocale.get(file.locale) ?? []), file]);
    }
    return [...byLocale].map(([locale, own]) => {
        let total = 0;
        let missing = 0;
        const gaps = [];
        for (const resource of resources) {
            const source = sources.get(resource) ?? new Map();
            const file = own.find((f) => (f.resource ?? '') === resource);
            const measured = coverage(source, file?.entries ?? new Map(), { locale });
            total += measured.total;
            missing += measured.missing.length;
            if (several && measured.missing.length > 0) {
                gaps.push({ path: file?.path ?? resource, missing: measured.missing.length });
            }
        }
        gaps.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
        return { locale, total, missing, percent: total === 0 ? 100 : ((total - missing) * 100) / total, gaps };
    });
}
/** `87.5%`, `100%`: one decimal at most, never rounded up to the threshold. */
function formatPercent(value) {
    return `${Math.floor(value * 10) / 10}%`;
}


/***/ })

};
