// Laravel's translator (Illuminate\Translation\Translator) loads `lang/<locale>/<group>.php` arrays
// and `lang/<locale>.json` files (under `resources/lang/` before Laravel 9), and replaces the
// parameters the code passes in both alike: `makeReplacements` builds `:key`, `:Key` (ucfirst) and
// `:KEY` (upper) for each and runs `strtr` over the text, after `choice()` has picked a plural form
// by its `{0}`, `[1,19]`, `[20,*]` intervals or by position (`apples|apple`).

/** A JSON file Laravel loads: `<locale>.json` right inside a folder named `lang`. */
const LARAVEL_JSON = /(?:^|[/\\])lang[/\\][A-Za-z]{2,3}(?:[_-][A-Za-z0-9]+)*\.json$/;

/**
 * Whether the JSON file at `path` is one Laravel's translator loads (`lang/de.json`,
 * `resources/lang/pt_BR.json`), whose texts it reads with `:name` parameters, not ICU.
 */
export function isLaravelJson(path: string | undefined): boolean {
  return path !== undefined && LARAVEL_JSON.test(path);
}
