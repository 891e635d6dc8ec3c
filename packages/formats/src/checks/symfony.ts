// Symfony's translator reads a file by its name, `<domain>.<locale>.<loader>` in a `translations/`
// folder (`translations/messages.de.xlf`, a bundle's `Resources/translations/validators.fr.yaml`),
// and its texts by the domain: a `+intl-icu` domain's with PHP's ICU MessageFormatter, any other's
// with `strtr` over the parameters the code passes (`%name%` by convention, `{{ name }}` in the
// Validator's messages), after picking a plural form by Symfony's interval syntax
// (`{0} none|{1} one|]1,Inf[ %count% more`: symfony/translation-contracts TranslatorTrait::trans).

/** How Symfony's translator reads a file's texts: `strtr` parameters, or ICU MessageFormat. */
export type SymfonyReading = 'parameters' | 'icu';

/** The loaders whose files the checks read as Symfony's: XLIFF, YAML and PHP arrays. */
const SYMFONY_FILE = /^[^./\\]+\.[A-Za-z]{2,3}(?:[_-][A-Za-z0-9]+)*\.(?:xlf|xliff|ya?ml|php)$/;

/**
 * How Symfony reads the texts of the file at `path`: `icu` for a `+intl-icu` domain, `parameters`
 * for any other domain, undefined when the path is no Symfony translation resource (a file named
 * `<domain>.<locale>.<xlf|xliff|yaml|yml|php>` in a folder named `translations`, as Symfony's
 * framework bundle looks for them). Laravel's `lang/de/auth.php` and Rails' `config/locales/de.yml`
 * are not.
 */
export function symfonyReadingOf(path: string | undefined): SymfonyReading | undefined {
  if (path === undefined) return undefined;
  const segments = path.split(/[/\\]/);
  const name = segments.pop() ?? '';
  if (!segments.includes('translations') || !SYMFONY_FILE.test(name)) return undefined;
  return name.slice(0, name.indexOf('.')).endsWith('+intl-icu') ? 'icu' : 'parameters';
}

/**
 * A parameter as Symfony's documentation writes it, `%name%`: `%`, a name (letters, digits, `_`,
 * `.`, `-`, starting with a letter or `_`), `%`. A `%` next to a space or a digit is prose
 * ("50 % of", "10%–20%"), and `%percent%%` is the parameter `%percent%` then a percent sign.
 */
const PARAMETER = /%[\p{L}_][\p{L}\p{N}_.-]*%/gu;

/**
 * An explicit interval opening a plural form, as Symfony's `TranslatorTrait` matches it after
 * splitting the text at each `|` (`||` is an escaped pipe) and trimming the form: `{0}`, `{1,2,3}`,
 * `[2,Inf[`, `]1,Inf]`, `[-Inf,0]`. Its braces are no placeholder. Written without overlapping
 * repeats, so a long run of digits or spaces is read once.
 */
const INTERVAL =
  /(^|(?<!\|)\|(?!\|))\s*(?:\{\s*-?\d[\s,.*+?()\d-]*\}|[[\]]\s*(?:-Inf|-?\d+(?:\.\d+)?)\s*,\s*(?:\+?Inf|-?\d+(?:\.\d+)?)\s*[[\]])/g;

/**
 * Reads Symfony's parameters out of `text` into `found` (as written) and returns the rest of the
 * text, with the explicit intervals of its plural forms blanked, for the other syntaxes
 * (`{{ name }}`, printf when the source has it) to be read in. `known` (a translation's source's
 * parameters) are read first as `strtr` replaces them: at each place, the longest that starts there,
 * so `%用户%user%` has `%user%` (the `%用户` before it is text); any other `%name%` left is read too,
 * so a parameter whose name was translated (`%szűrő%` for `%filter%`) shows as one the source lacks.
 */
export function takeSymfonyParameters(text: string, found: string[], known: readonly string[] = []): string {
  let rest =
    text.includes('{') || text.includes('[') || text.includes(']') ? text.replace(INTERVAL, '$1 ') : text;
  if (!rest.includes('%')) return rest;
  if (known.length > 0) rest = takeKnown(rest, known, found);
  return rest.replace(PARAMETER, (parameter) => {
    found.push(parameter);
    return ' ';
  });
}

/** Whether a placeholder as `takeSymfonyParameters` gives it is a Symfony parameter `%name%`. */
export function isSymfonyParameter(placeholder: string): boolean {
  return placeholder.length > 2 && placeholder.startsWith('%') && placeholder.endsWith('%');
}

/** `known` parameters taken out of `text` into `found` as `strtr` finds them (longest first at each `%`). */
function takeKnown(text: string, known: readonly string[], found: string[]): string {
  const longestFirst = [...new Set(known)].sort((a, b) => b.length - a.length);
  let rest = '';
  let copied = 0;
  for (let at = text.indexOf('%'); at !== -1; ) {
    const parameter = longestFirst.find((key) => text.startsWith(key, at));
    if (parameter === undefined) {
      at = text.indexOf('%', at + 1);
      continue;
    }
    found.push(parameter);
    rest += `${text.slice(copied, at)} `;
    copied = at + parameter.length;
    at = text.indexOf('%', copied);
  }
  return rest + text.slice(copied);
}
