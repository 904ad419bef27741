/**
 * Styles of the shared primitives (lightbox, dialogs, captcha, and the layout the site form and the
 * restock form share: field titles, errors, the form's message, success). Plain `sf-` classes.
 * A dialog's 50px margin is `MODAL_SCROLL_MARGIN`.
 */
export const primitivesCss = `
.sf-visually-hidden{position:absolute!important;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
.sf-modal-overlay{position:fixed;inset:0;z-index:10000;display:flex;align-items:flex-start;justify-content:center;overflow-y:auto;background:rgba(0,0,0,.6)}
.sf-modal{position:relative;box-sizing:border-box;max-width:min(640px,calc(100% - 32px));width:100%;margin:50px 0;background:#fff;color:#111;border-radius:4px;padding:24px;outline:none}
.sf-modal-header{display:flex;align-items:flex-start;justify-content:space-between;gap:16px}
.sf-modal-title{margin:0 0 12px;font-size:1.25rem}
.sf-modal-close{border:0;background:none;font-size:1.75rem;line-height:1;cursor:pointer;padding:0 4px}
.sf-dialog-actions{display:flex;justify-content:flex-end;gap:8px;margin-top:16px}
.sf-button{cursor:pointer;padding:8px 16px}
.sf-button--danger{background:#b00020;color:#fff}
.sf-captcha[hidden]{display:none}
.sf-captcha[data-badge-visible="false"]{visibility:hidden}
.sf-form-error{color:var(--sf-error,#b3261e)}
.sf-form-error:not(.sf-form-error--empty){margin:12px 0 16px}
.sf-field-error{color:var(--sf-error,#b3261e);font-size:.875em;margin:0 0 4px}
.sf-field-title{display:block;font-weight:600;margin-bottom:4px}
.sf-form-success{border-left:4px solid #1b6e3a;background:#eef7f0;color:#14281b;padding:12px 16px;border-radius:4px}
.sf-form-success>p{margin:0}
.sf-form-success>p+*{margin-top:4px}
.sf-form-success-title{font-weight:600}
`;
