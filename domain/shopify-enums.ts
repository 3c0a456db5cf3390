/**
 * The language and country enums in full, as the official schema has them: a client may send any
 * language or country in @inContext, and one we do not translate into must fall back to Romanian
 * rather than fail validation. The REST routes check an address's country against the same list, so it lives
 * below both. (Untagged so the formatter keeps the values packed.)
 */
export const localizationEnumsSdl = `
  enum LanguageCode {
    AF AK AM AR AS AZ BE BG BM BN BO BR BS CA CE CKB CS CU CY DA DE DZ EE EL EN EO ES ET EU FA FF FI FIL FO FR FY
    GA GD GL GU GV HA HE HI HR HU HY IA ID IG II IS IT JA JV KA KI KK KL KM KN KO KS KU KW KY LA LB LG LN LO LT
    LU LV MG MI MK ML MN MO MR MS MT MY NB ND NE NL NN NO OM OR OS PA PL PS PT PT_BR PT_PT QU RM RN RO RU RW SA
    SC SD SE SG SH SI SK SL SN SO SQ SR SU SV SW TA TE TG TH TI TK TO TR TT UG UK UR UZ VI VO WO XH YI YO ZH
    ZH_CN ZH_TW ZU
  }

  enum CountryCode {
    AC AD AE AF AG AI AL AM AN AO AR AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY
    BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK
    FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT
    JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MK ML MM MN
    MO MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PS PT PY
    QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TA TC TD TF TG TH TJ TK TL
    TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VN VU WF WS XK YE YT ZA ZM ZW ZZ
  }
`;
