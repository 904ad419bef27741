export { assertImageProps, type ImageProps, validateImageProps } from './validateImageProps';
