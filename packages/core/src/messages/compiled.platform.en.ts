// Generated from ./catalogue.platform.en.ts by compileCatalogue.ts. Do not edit by hand.
import type { CompiledCatalogue } from './types';

/** Pre-parsed ICU messages of `catalogue.platform.en.ts`. */
export const COMPILED_PLATFORM_EN: CompiledCatalogue = {
  'comments.count': [
    [
      'count',
      'plural',
      {
        '=0': 'No Comments',
        one: '1 Comment',
        other: [0, ' Comments'],
      },
      0,
    ],
  ],
  'time.now': 'less than a minute ago',
  'time.about': ['about ', ['amount'], ' ago'],
  'likert.stronglyDisagree': 'Strongly Disagree',
  'likert.disagree': 'Disagree',
  'likert.neutral': 'Neutral',
  'likert.agree': 'Agree',
  'likert.stronglyAgree': 'Strongly Agree',
  'form.emptyAnswer': 'N/A',
  'subscription.every': [
    [
      'unit',
      'select',
      {
        week: [
          [
            'count',
            'plural',
            {
              one: 'every week',
              other: ['every ', 0, ' weeks'],
            },
            0,
          ],
        ],
        month: [
          [
            'count',
            'plural',
            {
              one: 'every month',
              other: ['every ', 0, ' months'],
            },
            0,
          ],
        ],
        other: [
          [
            'count',
            'plural',
            {
              one: 'every year',
              other: ['every ', 0, ' years'],
            },
            0,
          ],
        ],
      },
    ],
  ],
  'subscription.duration': [
    [
      'unit',
      'select',
      {
        week: [
          [
            'count',
            'plural',
            {
              one: [0, ' week'],
              other: [0, ' weeks'],
            },
            0,
          ],
        ],
        month: [
          [
            'count',
            'plural',
            {
              one: [0, ' month'],
              other: [0, ' months'],
            },
            0,
          ],
        ],
        other: [
          [
            'count',
            'plural',
            {
              one: [0, ' year'],
              other: [0, ' years'],
            },
            0,
          ],
        ],
      },
    ],
  ],
  'subscription.everyFor': [['every'], ' for ', ['duration']],
  'subscription.price': [['price'], ' ', ['plan']],
  'subscription.unavailable': 'Unavailable',
  'link.orderNow': 'Order Now',
  'status.scheduled': 'Scheduled',
  'status.needsReview': 'Needs Review',
  'status.draft': 'Draft',
  'status.private': 'Private',
  'validation.email': 'Please enter a valid email',
  'validation.emailFormat': ['Emails must be formatted as ', ['email']],
  'validation.linkFormat': ['Links must be formatted as ', ['host'], ' or ', ['otherHost']],
  'validation.pageUrl': [['val'], ' is not a valid page URL'],
  'validation.fileName': 'Please enter a file name',
  'validation.list': 'A List must be selected',
  'validation.datasetColumn': 'Your dataset must have at least one column',
  'validation.datasetRow': 'Your dataset must have at least one row',
  'validation.tagExists': ['This ', ['tagType'], ' already exists'],
  'navigation.notFound': 'Unable to find site main navigation',
  'captcha.notSetUp': 'ReCaptcha has not been set up!',
  'captcha.destroyed': 'Document was destroyed',
  'load.results': 'Unable to load results',
  'load.retry': 'Unable to load. Try again.',
  'error.generic': 'Something went wrong',
  'error.network': 'Network error',
  'file.uploadIncomplete': 'File upload failed to complete',
  'file.processingIncomplete': 'File processing failed to complete',
  'file.processingFailed': 'File processing failed',
  'file.processingCancelled': 'File processing cancelled',
  'file.noResponse': 'No response data from job request',
  'file.tooLarge': [
    'The file ',
    ['fileName'],
    ' is too large. The maximum allowed file size is ',
    ['maxSize'],
    '.',
  ],
  'file.unsupported': [
    'The file ',
    ['fileName'],
    ' does not appear to be a supported ',
    ['fileTypeMessage'],
    'file.',
  ],
  'connect.retry': 'Unable to connect. Please try again',
  'video.vimeoBasic': 'Vimeo Basic accounts are unsupported. Please share a video from a different account.',
  'code.android': 'Code editing is not available on Android.',
  'load.fonts': 'Unable to load fonts',
  'load.collections': 'Unable to load collections',
  'file.rename': 'Unable to Rename File',
  'file.upload': 'Unable to Upload File',
  'content.notFound': 'Unable to locate content',
  'log.trackingStatus': ['Error tracking event: HTTP Status ', ['code']],
  'log.analyticsIdStorage': 'Unable to store analyticsId',
  'log.storage': 'Unable access local/session storage.',
  'log.genericContext': 'useGenericContext must be used within a Provider',
};
