export { validateDataset } from './validateDataset';
export { EXAMPLE_EMAIL, emailFormatHint, validateEmailAddress } from './validateEmailAddress';
export { isValidLink, LINK_EXAMPLES, validateLink } from './validateLink';
export { validatePageUrl } from './validatePageUrl';
export { validateFileName, validateListSelected } from './validateRequired';
export { validateUniqueTag } from './validateUniqueTag';
