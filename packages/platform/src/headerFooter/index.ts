export { createHeaderFooterApi, HEADER_FOOTER_PATH, type HeaderFooterApi } from './createHeaderFooterApi';
