export { CATALOGUE_EN, type MessageId, type SourceCatalogue } from './catalogue.en';
export { CATALOGUE_FR } from './catalogue.fr';
export { PLATFORM_CATALOGUE_EN, type PlatformMessageId } from './catalogue.platform.en';
export { COMPILED_EN } from './compiled.en';
export { COMPILED_FR } from './compiled.fr';
export { COMPILED_PLATFORM_EN } from './compiled.platform.en';
export {
  createMessages,
  getDefaultMessages,
  loadMessages,
  type MessageDescriptor,
  type Messages,
  type MessagesOptions,
} from './createMessages';
export type { CompiledCatalogue, CompiledMessage, MessagePart, MessageValues } from './types';
