/** Styles of the installment pill. The info button's focus ring is the site's `--sf-focus`. */
export const installmentPillCss = `
.sf-installment-pill{display:flex;flex-wrap:wrap;align-items:center;gap:4px;margin:8px 0;font-size:.875em}
.sf-installment-pill--out-of-range .sf-installment-pill-text{opacity:.8}
.sf-installment-pill-info{border:0;background:none;padding:2px 4px;cursor:pointer;font-size:1em;line-height:1}
.sf-installment-pill-info:focus-visible{outline:none;box-shadow:var(--sf-focus,0 0 0 2px #fff,0 0 0 4px #1f3a5f)}
.sf-installment-pill-end{white-space:nowrap}
.sf-installment-modal h3{font-size:1.125rem}
.sf-installment-modal h4,.sf-installment-modal h5,.sf-installment-modal h6{font-size:1rem}
`;
