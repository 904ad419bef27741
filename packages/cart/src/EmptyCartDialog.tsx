// The 'Empty cart' question, loaded when asked: the imperative confirm() would pull the dialog
// into the page's shared runtime, since every provider hosts its queue.
export { ConfirmDialog as default } from '@storefront-widgets/react';
