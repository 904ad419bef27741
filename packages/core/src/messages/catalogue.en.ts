/**
 * The English source catalogue: every user-visible string of the storefront widgets
 * (the platform default labels), in ICU MessageFormat, keyed by stable ids.
 * Edit this file, then regenerate `compiled.en.ts` (see `compileCatalogue.ts`); a test fails while it is stale.
 */
export const CATALOGUE_EN = {
  // Add-to-cart button and product labels (storefront §4, platform §9).
  'addToCart.label': 'Add To Cart',
  'addToCart.subscribe': 'Subscribe',
  'addToCart.adding': 'Adding…',
  'addToCart.added': 'Added!',
  'addToCart.quantity': 'Quantity',
  'addToCart.quickView': 'Quick View',
  'product.soldOut': 'sold out',
  'product.sale': 'sale',
  'variant.selectValue': 'Select Value',
  'variant.selectName': 'Select {variantName}',
  // Add-to-cart validation (storefront §5).
  'addToCart.selectOption': 'Please select the {option} option.',
  'addToCart.selectOptions': 'Please select the {options} options.',
  'list.and': '{head} and {last}',
  'addToCart.variantUnavailable': 'Sorry, that item variant is unavailable. Please select another variant.',
  'addToCart.notEnoughStock': 'Sorry, we do not have enough of that item available.',
  'addToCart.quantityNotNumber': 'Quantity must be a number.',
  'addToCart.quantityNotWhole': 'Quantity must be a whole number',
  // Not in the spec: the spec fixes the range 1–9999 (§9) but names no message for leaving it.
  'addToCart.quantityOutOfRange': 'Quantity must be between {min} and {max}.',
  'addToCart.giftCardDenomination': 'Select a denomination for the Gift Card',
  // Add-to-cart alert titles (storefront §8).
  'addToCart.errorTitle': 'Unable to Add Item',
  'addToCart.expressErrorTitle': 'Unable to Purchase Item',
  'addToCart.giftCardErrorTitle': 'Unable to purchase Gift Card',
  // Not in the spec: the dialogs' buttons (closing one, declining a question) and a dialog's
  // content while it loads. (The alert's 'OK' reads the same in every catalogue language.)
  'dialog.close': 'Close',
  'dialog.cancel': 'Cancel',
  'dialog.loading': 'Loading…',
  // Cart pill / cart indicator (storefront §9, platform §4).
  'cart.label': 'Cart',
  'cart.itemCount': '{count, plural, one {One item in cart} other {# items in cart}}',
  'cart.moreThan100': 'More than 100 items in cart',
  'cart.quantityOverflow': '100+',
  // Not in the spec: the pill's confirmation of an add (what was added, a way to the cart) and
  // its one announcement, the item count after the add included.
  'cartPill.added': 'Added to cart',
  'cartPill.option': '{name}: {value}',
  'cartPill.quantity': 'Quantity: {quantity}',
  'cartPill.viewCart': 'View cart',
  'cartPill.announcement': 'Added to cart: {item}, quantity {quantity}. {itemCount}',
  // Other cart strings (storefront §8).
  'cart.unableToUpdateQuantity': 'Unable to update quantity',
  'cart.unableToRemoveItem': 'Unable to remove item',
  'cart.unableToUpdateForm': 'Unable to update form',
  'cart.unableToOpenForm': 'Unable to open form',
  'cart.empty': 'You have nothing in your shopping cart.',
  'cart.minimumSubtotal': 'To check out, your order subtotal must be {subtotal} or more.',
  // Not in the spec: the way out of a cart in another currency (the add-to-cart alert's button).
  'cart.emptyCart': 'Empty cart',
  // The cart page's labels (storefront §3 totals); not worded by the spec. They load with the
  // cart widget's chunk (CART_PAGE_MESSAGE_IDS), so product pages never download them.
  'cartPage.subtotal': 'Subtotal',
  'cartPage.tax': 'Tax',
  'cartPage.shipping': 'Shipping',
  'cartPage.discount': 'Discount',
  'cartPage.total': 'Total',
  'cartPage.price': 'Price',
  'cartPage.checkout': 'Checkout',
  'cartPage.remove': 'Remove',
  'cartPage.removeItem': 'Remove {title}',
  'cartPage.editAnswers': 'Edit answers',
  'cartPage.saveAnswers': 'Save answers',
  'cartPage.emptyConfirm': 'Remove every item from your cart?',
  'cartPage.updating': 'Updating your cart…',
  'cartPage.updated': 'Cart updated.',
  'cartPage.decrease': 'Decrease quantity of {title}',
  'cartPage.increase': 'Increase quantity of {title}',
  'cartPage.subtotalUnavailable': 'Subtotal shown once the quantity is valid',
  'cartPage.couponLabel': 'Coupon code',
  'cartPage.applyCoupon': 'Apply',
  'cartPage.couponRequired': 'Enter a coupon code.',
  'cartPage.couponRefused': 'This coupon cannot be applied.',
  'cartPage.unableToApplyCoupon': 'Unable to apply coupon',
  'cartPage.unableToRemoveCoupon': 'Unable to remove coupon',
  'cartPage.appliedCoupons': 'Applied coupons',
  'cartPage.refusedCoupons': 'Coupons not applied',
  'cartPage.removeCoupon': 'Remove coupon {code}',
  'cartPage.continueShopping': 'Continue shopping',
  // Session, rate limit and network (storefront §8).
  'http.sessionExpired': 'Your session has expired. Please reload the page and try again.',
  'http.enableCookies': 'Please enable cookies in your browser, reload the page, and try again.',
  'http.rateLimited': 'Please try again in a few seconds.',
  'http.noConnection': 'Please check your internet connection.',
  'http.unknownError': 'Unknown error, please try again later.',
  // Forms (storefront §4, §5, §8).
  'form.required': 'Required',
  'form.characterLimit': 'You have exceeded the character limit.',
  // Not in the spec: a date that does not exist (13/45/20).
  'form.dateInvalid': 'This date does not exist.',
  'form.characterCounter': '{count} / {max}',
  // Not in the spec: the parts of a time, a phone number and a number field's limits.
  'form.timeInvalid': 'This time does not exist. Use hours 0–23 (1–12 with AM/PM) and minutes 0–59.',
  'form.phoneInvalid': 'Enter the phone number in digits (a country code may start with +).',
  'form.numberInvalid': 'Enter a number, such as 12 or 3.5.',
  'form.numberMin': 'Enter {min} or more.',
  'form.numberMax': 'Enter {max} or less.',
  'form.numberWhole': 'Enter a whole number.',
  'form.numberStep': 'Enter a multiple of {step}.',
  'form.emailInvalid':
    'Email is not valid. Email addresses should follow the format user@domain.com (a local part, an @ sign, then a domain).',
  'form.submit': 'Submit',
  'form.submitting': 'Submitting…',
  'form.saving': 'Saving…',
  'form.processingError': 'Error processing form submission. Please reload and try again.',
  'form.unknownError': 'Unknown error, please try again later.',
  'form.captchaIncomplete': 'Complete CAPTCHA before submitting.',
  'form.recaptchaFailed': 'reCAPTCHA failed. Refresh this page and try again.',
  'form.keyFailed': 'Could not get a form submission key, please try again later.',
  'form.parseFailed': 'Could not parse the form fields, please check your entries.',
  'form.invalidFields': 'One or more fields is invalid, please check your entries.',
  'form.reviewBelow': 'Your form has encountered a problem. Please scroll down to review.',
  'form.reviewAbove': 'Your form has encountered a problem. Please scroll up to review.',
  'form.unauthorized': 'Unable to submit form. Please try again later.',
  'form.notConfigured': 'This form has not been configured yet.',
  'form.rateLimited': 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
  'form.serverError': 'Unable to send form. Please try again later.',
  'form.emptyAnswer': 'N/A',
  'likert.stronglyDisagree': 'Strongly Disagree',
  'likert.disagree': 'Disagree',
  'likert.neutral': 'Neutral',
  'likert.agree': 'Agree',
  'likert.stronglyAgree': 'Strongly Agree',
  // Restock (storefront §4, §5, §8).
  'restock.emailBlank': 'Email cannot be blank',
  'restock.emailInvalid': 'Email is invalid',
  'restock.success': 'Signed up!',
  // Not in the spec: the success line that repeats the address the notice goes to.
  'restock.successEmail': 'We will email {email} when it is back in stock.',
  'restock.failed': 'Unable to submit form. Please try again later.',
  'restock.siteKeyMissing': 'Enterprise V3 ReCaptcha site key not found',
  // Restock form labels (ours: the spec names the fields, not their wording).
  'restock.emailLabel': 'Email Address',
  'restock.joinMailingList': 'Join our mailing list',
  'restock.signUp': 'Sign Up',
  // Installments (storefront §5, §9).
  'installments.over': 'available for orders over {amount}',
  'installments.upTo': 'available for orders up to {amount}',
  'installments.payments': 'or {count} interest-free payments of {amount} with {brand}',
  // Not in the spec: the accessible name of the pill's info button.
  'installments.learnMore': 'Learn more about {brand}',
  // Sub-inputs of multi-part form fields (ours: the spec names none).
  'form.part.firstName': 'First Name',
  'form.part.lastName': 'Last Name',
  'form.part.address1': 'Address 1',
  'form.part.address2': 'Address 2',
  'form.part.city': 'City',
  'form.part.region': 'State/Province',
  'form.part.postalCode': 'Zip/Postal Code',
  'form.part.country': 'Country',
  'form.part.month': 'Month',
  'form.part.day': 'Day',
  'form.part.year': 'Year',
  'form.part.hour': 'Hour',
  'form.part.minute': 'Minute',
  'form.part.second': 'Second',
  'form.part.meridiem': 'AM/PM',
  'form.part.countryCode': 'Country Code',
  'form.part.areaCode': 'Area Code',
  'form.part.prefix': 'Prefix',
  'form.part.line': 'Line',
} as const;

/** A stable message id of the catalogue. */
export type MessageId = keyof typeof CATALOGUE_EN;

/** A source catalogue: ICU message text per id. */
export type SourceCatalogue = Readonly<Partial<Record<MessageId, string>>>;

/**
 * A language's translation of the catalogue: every id, so a page in that language never shows an
 * English message among its own.
 */
export type Translation = Readonly<Record<MessageId, string>>;
