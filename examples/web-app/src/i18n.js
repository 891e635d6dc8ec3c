// A minimal i18n helper: nested keys, {name} and {{count}} placeholders, i18next-style plurals.
const catalogs = {};

export async function loadLocale(locale) {
  const response = await fetch(`/locales/${locale}.json`);
  catalogs[locale] = await response.json();
}

export function t(locale, key, values = {}) {
  const pluralKey =
    values.count === undefined ? key : `${key}_${new Intl.PluralRules(locale).select(values.count)}`;
  const text =
    lookup(catalogs[locale], pluralKey) ?? lookup(catalogs[locale], key) ?? lookup(catalogs.en, key) ?? key;
  return text.replace(/\{\{?(\w+)\}?\}/g, (_, name) => String(values[name] ?? ''));
}

function lookup(catalog, key) {
  return key.split('.').reduce((node, part) => (node == null ? undefined : node[part]), catalog);
}
