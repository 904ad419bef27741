export { addMessagePart } from './addMessagePart';
export { CATALOGUE_EN, type MessageId, type SourceCatalogue, type Translation } from './catalogue.en';
export { CATALOGUE_FR } from './catalogue.fr';
export { PLATFORM_CATALOGUE_EN, type PlatformMessageId } from './catalogue.platform.en';
export { COMPILED_EN } from './compiled.en';
export { COMPILED_EN_ADD_TO_CART } from './compiled.en.addToCart';
export { COMPILED_EN_CART_PAGE } from './compiled.en.cartPage';
export { COMPILED_EN_FORMS } from './compiled.en.forms';
export { COMPILED_EN_INITIAL } from './compiled.en.initial';
export { COMPILED_EN_INSTALLMENTS } from './compiled.en.installments';
export { COMPILED_EN_INTERACTIVE } from './compiled.en.interactive';
export { COMPILED_EN_RESTOCK } from './compiled.en.restock';
export { COMPILED_FR } from './compiled.fr';
export { COMPILED_PLATFORM_EN } from './compiled.platform.en';
export { createIcuMessageFormatter } from './createIcuMessageFormatter';
export {
  createLazyMessages,
  type LazyMessages,
  type LazyMessagesLoad,
  type LazyMessagesOptions,
} from './createLazyMessages';
export { createMessages, getDefaultMessages, loadMessages } from './createMessages';
export { ADD_TO_CART_MESSAGE_IDS, INITIAL_MESSAGE_IDS, isCartPageMessageId } from './initialMessageIds';
export { type MessagePart, messagePartOf } from './messagePartOf';
export {
  loadTranslation,
  TRANSLATIONS,
  type TranslatedLanguage,
  translationLanguageOf,
} from './translations';
export type {
  CompiledCatalogue,
  IcuMessageFormatter,
  MessageAst,
  MessageDescriptor,
  Messages,
  MessagesOptions,
  MessageValues,
} from './types';
