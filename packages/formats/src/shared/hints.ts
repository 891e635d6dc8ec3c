/** What to do with a WordPress JED file (`locale_data`) read as plain JSON. */
export const JED_HINT =
  'this looks like a WordPress JED file ("locale_data" of gettext messages): name its format "jed" in the files entry of .locale/config.json';

/** What to do with a go-i18n v1 file (a list of `id`/`translation` messages) read as plain JSON or YAML. */
export const GO_I18N_HINT =
  'this looks like a go-i18n file (a list of messages with "id" and "translation"): name its format "go-i18n" in the files entry of .locale/config.json';
