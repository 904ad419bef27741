export { getPlatformMessages } from './getPlatformMessages';
