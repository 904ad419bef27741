/**
 * Styles of the store owner's restock sign-ups panel: a padded table with each header over its
 * column's text (left, the counts right-aligned under theirs), as wide as its content so each
 * Send stays next to its row's figures, and 'Send all' under the rows it sends rather than at
 * the far edge.
 */
export const restockSignupsPanelCss = `
.sf-restock-table{max-width:100%;border-collapse:collapse;background:#fff}
.sf-restock-table th,.sf-restock-table td{text-align:left;vertical-align:middle;padding:.6rem .75rem;border-bottom:1px solid #ddd}
.sf-restock-table thead th{font-weight:600;border-bottom-width:2px}
.sf-restock-table th:nth-child(3),.sf-restock-table th:nth-child(4),.sf-restock-table td:nth-child(3),.sf-restock-table td:nth-child(4){text-align:right;font-variant-numeric:tabular-nums}
.sf-restock-table td:last-child{white-space:nowrap}
.sf-restock-panel .sf-dialog-actions{justify-content:flex-start}
@media (max-width:700px){.sf-restock-table th,.sf-restock-table td{padding:.5rem .3rem}}
`;
