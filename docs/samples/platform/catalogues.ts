import { blockTypes, recordTypes } from '@storefront-widgets/platform/catalogues';

recordTypes.slugOf(11); // 'store-item'
recordTypes.codeOf('store-item'); // 11
blockTypes.nameOf(1337); // 'WEBSITE_COMPONENT'
