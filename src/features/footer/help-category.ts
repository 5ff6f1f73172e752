/** The article category whose help articles the footer lists (帮助中心), asked for by the footer and at boot. */
export const FOOTER_HELP_CATEGORY_ID = 3;
