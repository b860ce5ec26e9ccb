/** English texts. Sections 5 and 8 of the product spec are verbatim; other locales translate these keys. */
export const en = {
  errors: {
    default: 'An error occurred. Please try again later.',
    unauthorized: 'Not authorized: your session expired, sign in again',
    loginFailed: 'Access not allowed: check that email and password are correct.',
    pageNotFound: 'Page not found: check that the address is correct.',
    emailNotAvailable: 'The email is not available',
    maxAllowanceExceeded: 'Max allowance exceeded: delete one or more videos and try again.',
    payment: 'Sorry, something went wrong. Please try again.',
    noSubscription: 'You need to have a subscription to create an analysis.',
    subscriptionExpired: 'Your subscription has expired, please contact us to renew it.',
    cannotBuy: 'Sorry, you are not able to buy this project. Please check our help page or contact us.',
    createProject: 'Sorry, you are not able to create a new project right now. Please try again later.',
    forbidden: 'Page not found: check that the address is correct.',
    notFound: 'Page not found: check that the address is correct.',
    methodNotAllowed: 'An error occurred. Please try again later.',
    rateLimited: 'Too many attempts: wait a few minutes and try again.',
    payloadTooLarge: 'The request is too large.',
  },
  validation: {
    required: '{{field}} is required.',
    email: 'Email is not valid.',
    integer: '{{field}} must be an integer.',
    length: 'Invalid {{field}}.',
    phone: '{{field}} is not a valid.',
    password:
      'Password must be at least 8 characters and needs to include lower and uppercase letters and numbers..',
    passwordConfirmation: 'Password confirmation does not match.',
    checkbox: 'Must be checked.',
    vat: 'Invalid {{field}}.',
    invalid: 'Invalid {{field}}.',
  },
  fields: {
    body: 'Request',
  },
} as const;

/** The shape every locale follows: the same keys as English, each with its own string. */
type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type Messages = Widen<typeof en>;
