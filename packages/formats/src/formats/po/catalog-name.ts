// How gettext's msginit names a catalog's language (its `Language` header): the locale with `_`,
// without the territory where the language is mainly spoken there (`de_DE` is `de`, because that
// catalog serves every `de_XX`), and a script as gettext's modifier (`sr@latin`).

/**
 * msginit's `locales_with_principal_territory` (gettext 0.21, msginit.c): a locale listed here is
 * written without its territory.
 */
const PRINCIPAL_TERRITORY = new Set(
  (
    'ace_ID af_ZA ak_GH am_ET an_ES ang_GB arn_CL as_IN ast_ES av_RU awa_IN az_AZ ban_ID be_BY bej_SD ' +
    'bem_ZM bg_BG bho_IN bi_VU bik_PH bin_NG bm_ML bn_IN bo_CN br_FR bs_BA bug_ID ca_ES ce_RU ceb_PH ' +
    'co_FR cr_CA cs_CZ csb_PL cy_GB da_DK de_DE din_SD doi_IN dsb_DE dv_MV dz_BT ee_GH el_GR es_ES ' +
    'et_EE fa_IR fi_FI fil_PH fj_FJ fo_FO fon_BJ fr_FR fur_IT fy_NL ga_IE gd_GB gon_IN gsw_CH gu_IN ' +
    'he_IL hi_IN hil_PH hr_HR hsb_DE ht_HT hu_HU hy_AM id_ID ig_NG ii_CN ilo_PH is_IS it_IT ja_JP ' +
    'jab_NG jv_ID ka_GE kab_DZ kaj_NG kam_KE kmb_AO kcg_NG kdm_NG kg_CD kk_KZ kl_GL km_KH kn_IN ko_KR ' +
    'kok_IN kr_NG kru_IN ky_KG lg_UG li_BE lo_LA lt_LT lu_CD lua_CD luo_KE lv_LV mad_ID mag_IN mai_IN ' +
    'mak_ID man_ML men_SL mfe_MU mg_MG mi_NZ min_ID mk_MK ml_IN mn_MN mni_IN mos_BF mr_IN ms_MY mt_MT ' +
    'mwr_IN my_MM na_NR nah_MX nap_IT nb_NO nds_DE ne_NP nl_NL nn_NO no_NO nr_ZA nso_ZA ny_MW nym_TZ ' +
    'nyn_UG oc_FR oj_CA or_IN pa_IN pag_PH pam_PH pap_AN pbb_CO pl_PL ps_AF pt_PT raj_IN rm_CH rn_BI ' +
    'ro_RO ru_RU rw_RW sa_IN sah_RU sas_ID sat_IN sc_IT scn_IT sg_CF shn_MM si_LK sid_ET sk_SK sl_SI ' +
    'smn_FI sms_FI so_SO sq_AL sr_RS srr_SN suk_TZ sus_GN sv_SE te_IN tem_SL tet_ID tg_TJ th_TH tiv_NG ' +
    'tk_TM tl_PH to_TO tpi_PG tr_TR tum_MW ug_CN uk_UA umb_AO ur_PK uz_UZ ve_ZA vi_VN wa_BE wal_ET ' +
    'war_PH wen_DE yao_MW zap_MX'
  ).split(' '),
);

/** Scripts gettext writes as a locale modifier (`sr@latin`, `uz@cyrillic`). */
const SCRIPT_MODIFIERS = new Map([
  ['latn', 'latin'],
  ['cyrl', 'cyrillic'],
]);

/**
 * The gettext catalog name of a locale (`de`, `de-DE`, `pt_BR`, `sr-Latn`): `de`, `de`, `pt_BR`,
 * `sr@latin`, as `msginit -l` writes it in the `Language` header. A script other than Latin or
 * Cyrillic stays a part of its own (`zh_Hant`), as a file name with it spells it.
 */
export function catalogName(locale: string): string {
  if (locale.includes('@')) return locale.replaceAll('-', '_');
  const parts = locale.split(/[-_]/);
  const language = parts[0] ?? locale;
  let modifier: string | undefined;
  const rest: string[] = [];
  for (const part of parts.slice(1)) {
    const script = /^[A-Za-z]{4}$/.test(part) ? SCRIPT_MODIFIERS.get(part.toLowerCase()) : undefined;
    if (script !== undefined && modifier === undefined) modifier = script;
    else rest.push(part);
  }
  let name = [language, ...rest].join('_');
  if (PRINCIPAL_TERRITORY.has(name)) name = language;
  return modifier === undefined ? name : `${name}@${modifier}`;
}

/** The language of a catalog name (`pt` of `pt_BR`, `sr` of `sr@latin`), as msginit reads it. */
export function languageOf(name: string): string {
  return name.split(/[_.@]/)[0] ?? name;
}
