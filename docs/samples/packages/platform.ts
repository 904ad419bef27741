import { recordTypes } from '@storefront-widgets/platform/catalogues';
import { isDarkColor } from '@storefront-widgets/platform/colors';
import { formatFileSize } from '@storefront-widgets/platform/files';

recordTypes.slugOf(11); // 'store-item'
isDarkColor('#1f3a5f'); // true
formatFileSize(1536); // '1.5 KB'
