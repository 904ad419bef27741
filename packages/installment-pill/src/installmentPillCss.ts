/** Styles of the installment pill. */
export const installmentPillCss = `
.sf-installment-pill{display:flex;flex-wrap:wrap;align-items:center;gap:4px;margin:8px 0;font-size:.875em}
.sf-installment-pill--out-of-range .sf-installment-pill-text{opacity:.8}
.sf-installment-pill-info{border:0;background:none;padding:2px 4px;cursor:pointer;font-size:1em;line-height:1}
.sf-installment-pill-info:focus-visible{outline:2px solid #4d90fe;outline-offset:2px}
.sf-installment-pill-end{white-space:nowrap}
.sf-installment-modal h3{font-size:1.125rem}
.sf-installment-modal h4,.sf-installment-modal h5,.sf-installment-modal h6{font-size:1rem}
`;
