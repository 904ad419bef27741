export { CATALOGUE_EN, type MessageId, type SourceCatalogue } from './catalogue.en';
export { CATALOGUE_FR } from './catalogue.fr';
export { COMPILED_EN } from './compiled.en';
export { COMPILED_FR } from './compiled.fr';
export {
  createMessages,
  getDefaultMessages,
  loadMessages,
  type MessageDescriptor,
  type Messages,
  type MessagesOptions,
} from './createMessages';
export type { CompiledCatalogue, MessageAst, MessageValues } from './types';
