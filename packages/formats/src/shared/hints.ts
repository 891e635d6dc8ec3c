/** What to do with a go-i18n v1 file (a list of `id`/`translation` messages) read as plain JSON or YAML. */
export const GO_I18N_HINT =
  'this looks like a go-i18n file (a list of messages with "id" and "translation"): name its format "go-i18n" in the files entry of .locale/config.json';
