/**
 * Styles of the site form (the field title, errors and success it shares with the restock form are
 * in the primitives). The Likert scale is one row of five equal columns where it fits and one
 * answer a line where it does not, never a row that leaves one answer alone. A native checkbox or
 * radio draws no CSS border, so an invalid one is marked by an outline in the same red (the focus
 * ring replaces it while focused).
 */
export const siteFormCss = `
.sf-site-form .sf-field{margin:0 0 16px}
.sf-site-form .sf-fieldset{border:0;margin:0;padding:0}
.sf-site-form .sf-field-title--required::after{content:' *'}
.sf-site-form .sf-field-description{margin:0 0 4px;font-size:.875em;opacity:.8}
.sf-site-form input:not([type=radio]):not([type=checkbox]),.sf-site-form select,.sf-site-form textarea{box-sizing:border-box;width:100%;padding:8px}
.sf-site-form [aria-invalid=true]{border-color:var(--sf-error,#b3261e)}
.sf-site-form :is([type=checkbox],[type=radio])[aria-invalid=true]:not(:focus-visible){outline:2px solid var(--sf-error,#b3261e);outline-offset:2px;box-shadow:none}
.sf-site-form [type=radio]{border-radius:50%}
.sf-site-form .sf-parts{display:flex;flex-wrap:wrap;gap:8px}
.sf-site-form .sf-part{flex:1 1 120px}
.sf-site-form .sf-part-label{display:block;font-size:.875em}
.sf-site-form .sf-choice{display:flex;gap:6px;align-items:center}
.sf-site-form .sf-counter{display:block;text-align:right;font-size:.75em}
.sf-site-form .sf-counter--over{color:var(--sf-error,#b3261e);font-weight:600}
.sf-site-form .sf-currency{display:flex;align-items:center;gap:4px}
.sf-site-form .sf-section{margin:0 0 16px}
.sf-site-form .sf-section--underline{border-bottom:1px solid currentColor}
.sf-site-form .sf-likert{container-type:inline-size}
.sf-site-form .sf-likert-question{border:0;padding:0;margin:0 0 8px;display:grid;grid-template-columns:1fr;gap:0 8px}
.sf-site-form .sf-likert-question>legend{padding:0;margin-bottom:4px}
@container (min-width:36rem){.sf-site-form .sf-likert-question{grid-template-columns:repeat(5,minmax(0,1fr))}}
`;
