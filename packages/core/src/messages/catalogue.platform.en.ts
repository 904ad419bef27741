/**
 * The platform layer's user-visible English strings, the other
 * half of the one English catalogue. Kept in a module of its own so the storefront widgets do not
 * ship them: format them with `createMessages({ catalogue: COMPILED_PLATFORM_EN })`.
 * Developer-facing errors (template parser, colour, image-prop validation) live with the code
 * that throws them. Regenerate `compiled.platform.en.ts` like the storefront catalogue.
 */
export const PLATFORM_CATALOGUE_EN = {
  // Comment counts (platform §9).
  'comments.count': '{count, plural, =0 {No Comments} one {1 Comment} other {# Comments}}',
  // Relative time (platform §9).
  'time.now': 'less than a minute ago',
  'time.about': 'about {amount} ago',
  // Likert answers and empty form answers (platform §9).
  'likert.stronglyDisagree': 'Strongly Disagree',
  'likert.disagree': 'Disagree',
  'likert.neutral': 'Neutral',
  'likert.agree': 'Agree',
  'likert.stronglyAgree': 'Strongly Agree',
  'form.emptyAnswer': 'N/A',
  // Subscription price wording (platform §5, §8, §9): '{price} every 2 weeks for 6 months'.
  'subscription.every':
    '{unit, select, week {{count, plural, one {every week} other {every # weeks}}} month {{count, plural, one {every month} other {every # months}}} other {{count, plural, one {every year} other {every # years}}}}',
  'subscription.duration':
    '{unit, select, week {{count, plural, one {# week} other {# weeks}}} month {{count, plural, one {# month} other {# months}}} other {{count, plural, one {# year} other {# years}}}}',
  'subscription.everyFor': '{every} for {duration}',
  'subscription.price': '{price} {plan}',
  'subscription.unavailable': 'Unavailable',
  // Connected account link (platform §3).
  'link.orderNow': 'Order Now',
  // Content status labels (platform §4).
  'status.scheduled': 'Scheduled',
  'status.needsReview': 'Needs Review',
  'status.draft': 'Draft',
  'status.private': 'Private',
  // Texts seen (platform §5).
  'validation.email': 'Please enter a valid email',
  'validation.emailFormat': 'Emails must be formatted as {email}',
  'validation.linkFormat': 'Links must be formatted as {host} or {otherHost}',
  'validation.pageUrl': '{val} is not a valid page URL',
  'validation.fileName': 'Please enter a file name',
  'validation.list': 'A List must be selected',
  'validation.datasetColumn': 'Your dataset must have at least one column',
  'validation.datasetRow': 'Your dataset must have at least one row',
  'validation.tagExists': 'This {tagType} already exists',
  // Utilities (platform §8).
  'navigation.notFound': 'Unable to find site main navigation',
  'captcha.notSetUp': 'ReCaptcha has not been set up!',
  'captcha.destroyed': 'Document was destroyed',
  // Translation strings seen (platform §8).
  'load.results': 'Unable to load results',
  'load.retry': 'Unable to load. Try again.',
  'error.generic': 'Something went wrong',
  'error.network': 'Network error',
  'file.uploadIncomplete': 'File upload failed to complete',
  'file.processingIncomplete': 'File processing failed to complete',
  'file.processingFailed': 'File processing failed',
  'file.processingCancelled': 'File processing cancelled',
  'file.noResponse': 'No response data from job request',
  'file.tooLarge': 'The file {fileName} is too large. The maximum allowed file size is {maxSize}.',
  'file.unsupported': 'The file {fileName} does not appear to be a supported {fileTypeMessage}file.',
  'connect.retry': 'Unable to connect. Please try again',
  'video.vimeoBasic': 'Vimeo Basic accounts are unsupported. Please share a video from a different account.',
  'code.android': 'Code editing is not available on Android.',
  'load.fonts': 'Unable to load fonts',
  'load.collections': 'Unable to load collections',
  'file.rename': 'Unable to Rename File',
  'file.upload': 'Unable to Upload File',
  'content.notFound': 'Unable to locate content',
  // The store owner's restock sign-ups panel (storefront §1, §7; wording ours).
  'restockPanel.title': 'Restock sign-ups',
  'restockPanel.loading': 'Loading sign-ups…',
  'restockPanel.retry': 'Try again',
  'restockPanel.empty': 'No restock sign-ups yet.',
  'restockPanel.product': 'Product',
  'restockPanel.variant': 'Variant',
  'restockPanel.waiting': 'Waiting',
  'restockPanel.notified': 'Notified',
  'restockPanel.actions': 'Actions',
  'restockPanel.send': 'Send',
  'restockPanel.sending': 'Sending…',
  'restockPanel.sendGroup': 'Send to {count} waiting for {product}, {variant}',
  'restockPanel.loadMore': 'Load more',
  'restockPanel.loadingMore': 'Loading…',
  'restockPanel.loadedMore': '{count} more loaded',
  'restockPanel.sendAll': 'Send all',
  'restockPanel.confirmTitle': 'Send all notifications?',
  'restockPanel.confirmMessage': '{count} waiting sign-ups will be emailed that their item is back in stock.',
  'restockPanel.notifiedGroup': 'Notified {count} for {product}, {variant}',
  'restockPanel.notifiedAll': 'Notified {count}',
  // Logged warnings (platform §8): shown to developers in the console, worded once here.
  'log.trackingStatus': 'Error tracking event: HTTP Status {code}',
  'log.analyticsIdStorage': 'Unable to store analyticsId',
  'log.storage': 'Unable access local/session storage.',
  'log.genericContext': 'useGenericContext must be used within a Provider',
} as const;

/** Id of a platform message. */
export type PlatformMessageId = keyof typeof PLATFORM_CATALOGUE_EN;
