// Generated from ./catalogue.platform.en.ts by compileCatalogue.ts. Do not edit by hand.
import type { CompiledCatalogue } from './types';

/** Pre-parsed ICU ASTs of `catalogue.platform.en.ts`. */
export const COMPILED_PLATFORM_EN: CompiledCatalogue = {
  'comments.count': [
    {
      type: 6,
      value: 'count',
      options: {
        '=0': {
          value: [
            {
              type: 0,
              value: 'No Comments',
            },
          ],
        },
        one: {
          value: [
            {
              type: 0,
              value: '1 Comment',
            },
          ],
        },
        other: {
          value: [
            {
              type: 7,
            },
            {
              type: 0,
              value: ' Comments',
            },
          ],
        },
      },
      offset: 0,
      pluralType: 'cardinal',
    },
  ],
  'time.now': [
    {
      type: 0,
      value: 'less than a minute ago',
    },
  ],
  'time.about': [
    {
      type: 0,
      value: 'about ',
    },
    {
      type: 1,
      value: 'amount',
    },
    {
      type: 0,
      value: ' ago',
    },
  ],
  'likert.stronglyDisagree': [
    {
      type: 0,
      value: 'Strongly Disagree',
    },
  ],
  'likert.disagree': [
    {
      type: 0,
      value: 'Disagree',
    },
  ],
  'likert.neutral': [
    {
      type: 0,
      value: 'Neutral',
    },
  ],
  'likert.agree': [
    {
      type: 0,
      value: 'Agree',
    },
  ],
  'likert.stronglyAgree': [
    {
      type: 0,
      value: 'Strongly Agree',
    },
  ],
  'form.emptyAnswer': [
    {
      type: 0,
      value: 'N/A',
    },
  ],
  'subscription.every': [
    {
      type: 5,
      value: 'unit',
      options: {
        week: {
          value: [
            {
              type: 6,
              value: 'count',
              options: {
                one: {
                  value: [
                    {
                      type: 0,
                      value: 'every week',
                    },
                  ],
                },
                other: {
                  value: [
                    {
                      type: 0,
                      value: 'every ',
                    },
                    {
                      type: 7,
                    },
                    {
                      type: 0,
                      value: ' weeks',
                    },
                  ],
                },
              },
              offset: 0,
              pluralType: 'cardinal',
            },
          ],
        },
        month: {
          value: [
            {
              type: 6,
              value: 'count',
              options: {
                one: {
                  value: [
                    {
                      type: 0,
                      value: 'every month',
                    },
                  ],
                },
                other: {
                  value: [
                    {
                      type: 0,
                      value: 'every ',
                    },
                    {
                      type: 7,
                    },
                    {
                      type: 0,
                      value: ' months',
                    },
                  ],
                },
              },
              offset: 0,
              pluralType: 'cardinal',
            },
          ],
        },
        other: {
          value: [
            {
              type: 6,
              value: 'count',
              options: {
                one: {
                  value: [
                    {
                      type: 0,
                      value: 'every year',
                    },
                  ],
                },
                other: {
                  value: [
                    {
                      type: 0,
                      value: 'every ',
                    },
                    {
                      type: 7,
                    },
                    {
                      type: 0,
                      value: ' years',
                    },
                  ],
                },
              },
              offset: 0,
              pluralType: 'cardinal',
            },
          ],
        },
      },
    },
  ],
  'subscription.duration': [
    {
      type: 5,
      value: 'unit',
      options: {
        week: {
          value: [
            {
              type: 6,
              value: 'count',
              options: {
                one: {
                  value: [
                    {
                      type: 7,
                    },
                    {
                      type: 0,
                      value: ' week',
                    },
                  ],
                },
                other: {
                  value: [
                    {
                      type: 7,
                    },
                    {
                      type: 0,
                      value: ' weeks',
                    },
                  ],
                },
              },
              offset: 0,
              pluralType: 'cardinal',
            },
          ],
        },
        month: {
          value: [
            {
              type: 6,
              value: 'count',
              options: {
                one: {
                  value: [
                    {
                      type: 7,
                    },
                    {
                      type: 0,
                      value: ' month',
                    },
                  ],
                },
                other: {
                  value: [
                    {
                      type: 7,
                    },
                    {
                      type: 0,
                      value: ' months',
                    },
                  ],
                },
              },
              offset: 0,
              pluralType: 'cardinal',
            },
          ],
        },
        other: {
          value: [
            {
              type: 6,
              value: 'count',
              options: {
                one: {
                  value: [
                    {
                      type: 7,
                    },
                    {
                      type: 0,
                      value: ' year',
                    },
                  ],
                },
                other: {
                  value: [
                    {
                      type: 7,
                    },
                    {
                      type: 0,
                      value: ' years',
                    },
                  ],
                },
              },
              offset: 0,
              pluralType: 'cardinal',
            },
          ],
        },
      },
    },
  ],
  'subscription.everyFor': [
    {
      type: 1,
      value: 'every',
    },
    {
      type: 0,
      value: ' for ',
    },
    {
      type: 1,
      value: 'duration',
    },
  ],
  'subscription.price': [
    {
      type: 1,
      value: 'price',
    },
    {
      type: 0,
      value: ' ',
    },
    {
      type: 1,
      value: 'plan',
    },
  ],
  'subscription.unavailable': [
    {
      type: 0,
      value: 'Unavailable',
    },
  ],
  'link.orderNow': [
    {
      type: 0,
      value: 'Order Now',
    },
  ],
  'status.scheduled': [
    {
      type: 0,
      value: 'Scheduled',
    },
  ],
  'status.needsReview': [
    {
      type: 0,
      value: 'Needs Review',
    },
  ],
  'status.draft': [
    {
      type: 0,
      value: 'Draft',
    },
  ],
  'status.private': [
    {
      type: 0,
      value: 'Private',
    },
  ],
  'validation.email': [
    {
      type: 0,
      value: 'Please enter a valid email',
    },
  ],
  'validation.emailFormat': [
    {
      type: 0,
      value: 'Emails must be formatted as ',
    },
    {
      type: 1,
      value: 'email',
    },
  ],
  'validation.linkFormat': [
    {
      type: 0,
      value: 'Links must be formatted as ',
    },
    {
      type: 1,
      value: 'host',
    },
    {
      type: 0,
      value: ' or ',
    },
    {
      type: 1,
      value: 'otherHost',
    },
  ],
  'validation.pageUrl': [
    {
      type: 1,
      value: 'val',
    },
    {
      type: 0,
      value: ' is not a valid page URL',
    },
  ],
  'validation.fileName': [
    {
      type: 0,
      value: 'Please enter a file name',
    },
  ],
  'validation.list': [
    {
      type: 0,
      value: 'A List must be selected',
    },
  ],
  'validation.datasetColumn': [
    {
      type: 0,
      value: 'Your dataset must have at least one column',
    },
  ],
  'validation.datasetRow': [
    {
      type: 0,
      value: 'Your dataset must have at least one row',
    },
  ],
  'validation.tagExists': [
    {
      type: 0,
      value: 'This ',
    },
    {
      type: 1,
      value: 'tagType',
    },
    {
      type: 0,
      value: ' already exists',
    },
  ],
  'navigation.notFound': [
    {
      type: 0,
      value: 'Unable to find site main navigation',
    },
  ],
  'captcha.notSetUp': [
    {
      type: 0,
      value: 'ReCaptcha has not been set up!',
    },
  ],
  'captcha.destroyed': [
    {
      type: 0,
      value: 'Document was destroyed',
    },
  ],
  'load.results': [
    {
      type: 0,
      value: 'Unable to load results',
    },
  ],
  'load.retry': [
    {
      type: 0,
      value: 'Unable to load. Try again.',
    },
  ],
  'error.generic': [
    {
      type: 0,
      value: 'Something went wrong',
    },
  ],
  'error.network': [
    {
      type: 0,
      value: 'Network error',
    },
  ],
  'file.uploadIncomplete': [
    {
      type: 0,
      value: 'File upload failed to complete',
    },
  ],
  'file.processingIncomplete': [
    {
      type: 0,
      value: 'File processing failed to complete',
    },
  ],
  'file.processingFailed': [
    {
      type: 0,
      value: 'File processing failed',
    },
  ],
  'file.processingCancelled': [
    {
      type: 0,
      value: 'File processing cancelled',
    },
  ],
  'file.noResponse': [
    {
      type: 0,
      value: 'No response data from job request',
    },
  ],
  'file.tooLarge': [
    {
      type: 0,
      value: 'The file ',
    },
    {
      type: 1,
      value: 'fileName',
    },
    {
      type: 0,
      value: ' is too large. The maximum allowed file size is ',
    },
    {
      type: 1,
      value: 'maxSize',
    },
    {
      type: 0,
      value: '.',
    },
  ],
  'file.unsupported': [
    {
      type: 0,
      value: 'The file ',
    },
    {
      type: 1,
      value: 'fileName',
    },
    {
      type: 0,
      value: ' does not appear to be a supported ',
    },
    {
      type: 1,
      value: 'fileTypeMessage',
    },
    {
      type: 0,
      value: 'file.',
    },
  ],
  'connect.retry': [
    {
      type: 0,
      value: 'Unable to connect. Please try again',
    },
  ],
  'video.vimeoBasic': [
    {
      type: 0,
      value: 'Vimeo Basic accounts are unsupported. Please share a video from a different account.',
    },
  ],
  'code.android': [
    {
      type: 0,
      value: 'Code editing is not available on Android.',
    },
  ],
  'load.fonts': [
    {
      type: 0,
      value: 'Unable to load fonts',
    },
  ],
  'load.collections': [
    {
      type: 0,
      value: 'Unable to load collections',
    },
  ],
  'file.rename': [
    {
      type: 0,
      value: 'Unable to Rename File',
    },
  ],
  'file.upload': [
    {
      type: 0,
      value: 'Unable to Upload File',
    },
  ],
  'content.notFound': [
    {
      type: 0,
      value: 'Unable to locate content',
    },
  ],
  'restockPanel.title': [
    {
      type: 0,
      value: 'Restock sign-ups',
    },
  ],
  'restockPanel.loading': [
    {
      type: 0,
      value: 'Loading sign-ups…',
    },
  ],
  'restockPanel.retry': [
    {
      type: 0,
      value: 'Try again',
    },
  ],
  'restockPanel.empty': [
    {
      type: 0,
      value: 'No restock sign-ups yet.',
    },
  ],
  'restockPanel.product': [
    {
      type: 0,
      value: 'Product',
    },
  ],
  'restockPanel.variant': [
    {
      type: 0,
      value: 'Variant',
    },
  ],
  'restockPanel.waiting': [
    {
      type: 0,
      value: 'Waiting',
    },
  ],
  'restockPanel.notified': [
    {
      type: 0,
      value: 'Notified',
    },
  ],
  'restockPanel.actions': [
    {
      type: 0,
      value: 'Actions',
    },
  ],
  'restockPanel.send': [
    {
      type: 0,
      value: 'Send',
    },
  ],
  'restockPanel.sending': [
    {
      type: 0,
      value: 'Sending…',
    },
  ],
  'restockPanel.sendGroup': [
    {
      type: 0,
      value: 'Send to ',
    },
    {
      type: 1,
      value: 'count',
    },
    {
      type: 0,
      value: ' waiting for ',
    },
    {
      type: 1,
      value: 'product',
    },
    {
      type: 0,
      value: ', ',
    },
    {
      type: 1,
      value: 'variant',
    },
  ],
  'restockPanel.loadMore': [
    {
      type: 0,
      value: 'Load more',
    },
  ],
  'restockPanel.loadingMore': [
    {
      type: 0,
      value: 'Loading…',
    },
  ],
  'restockPanel.loadedMore': [
    {
      type: 1,
      value: 'count',
    },
    {
      type: 0,
      value: ' more loaded',
    },
  ],
  'restockPanel.sendAll': [
    {
      type: 0,
      value: 'Send all',
    },
  ],
  'restockPanel.confirmTitle': [
    {
      type: 0,
      value: 'Send all notifications?',
    },
  ],
  'restockPanel.confirmMessage': [
    {
      type: 1,
      value: 'count',
    },
    {
      type: 0,
      value: ' waiting sign-ups will be emailed that their item is back in stock.',
    },
  ],
  'restockPanel.notifiedGroup': [
    {
      type: 0,
      value: 'Notified ',
    },
    {
      type: 1,
      value: 'count',
    },
    {
      type: 0,
      value: ' for ',
    },
    {
      type: 1,
      value: 'product',
    },
    {
      type: 0,
      value: ', ',
    },
    {
      type: 1,
      value: 'variant',
    },
  ],
  'restockPanel.notifiedAll': [
    {
      type: 0,
      value: 'Notified ',
    },
    {
      type: 1,
      value: 'count',
    },
  ],
  'log.trackingStatus': [
    {
      type: 0,
      value: 'Error tracking event: HTTP Status ',
    },
    {
      type: 1,
      value: 'code',
    },
  ],
  'log.analyticsIdStorage': [
    {
      type: 0,
      value: 'Unable to store analyticsId',
    },
  ],
  'log.storage': [
    {
      type: 0,
      value: 'Unable access local/session storage.',
    },
  ],
  'log.genericContext': [
    {
      type: 0,
      value: 'useGenericContext must be used within a Provider',
    },
  ],
};
