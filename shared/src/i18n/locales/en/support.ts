/** English texts of the Support page (public): contact, response times, service status, FAQ, glossary and methodology. */
export const enSupport = {
  intro:
    'Questions about a project, a payment or a number in your results: here is how to reach us, how fast we answer, and what the terms mean.',
  contactTitle: 'Contact us',
  contactBody: 'Write to us with the project’s name and, for a payment, the invoice number.',
  contactEmail: 'Write to {{email}}',
  contactNone: 'Use the Help panel’s topics, or ask your account manager for the support address.',
  timesTitle: 'Response times',
  timesProduct: 'Questions about results or the product: within one working day.',
  timesPayment: 'Payments, invoices and access: within four working hours.',
  timesFieldwork: 'A project that stopped in the field: the same working day.',
  timesHours: 'Working hours: Monday to Friday, 9:00–18:00 (CET).',
  statusTitle: 'Service status',
  statusChecking: 'Checking the service…',
  statusOk: 'The service is working (checked at {{time}}).',
  statusDown:
    'The service cannot be reached right now. Your projects and data are safe; try again in a few minutes.',
  statusRetry: 'Check again',
  faqTitle: 'Frequently asked questions',
  faqSimulatedQ: 'Why do some results say “Simulated”?',
  faqSimulatedA:
    'Demo projects and tests are answered by simulated respondents, made by the product’s model. Their numbers show how the product works, not a real audience; every screen and export says so.',
  faqWhenQ: 'When do the results arrive?',
  faqWhenA:
    'Live results appear while the fieldwork runs; the final analysis comes when the sample is reached or the fieldwork time ends.',
  faqSeparableQ: 'What does “not separable at 95%” mean?',
  faqSeparableA:
    'Two ads whose probability of being better than each other stays under 95% share a rank range: the sample cannot tell them apart yet.',
  faqPriceQ: 'How is the price of a project made?',
  faqPriceA:
    'A set-up fee plus a fee per respondent, so it follows the sample (50, 150 or 300). The checkout shows the breakdown before you pay.',
  readTitle: 'Read more',
  glossaryLink: 'Glossary',
  methodologyLink: 'Methodology of every KPI',
  apiLink: 'API reference',
  glossaryTitle: 'Glossary',
  methodologyTitle: 'Methodology',
  methodologyIntro:
    'How each number is made, as in the PDF report. The full formulas, with every constant, are in the AdPulse methodology.',
  // the contact form (POST /support/messages)
  formTitle: 'Write to us',
  formIntro:
    'Your message goes to our support team with your account, so we can find your projects. We answer at your sign-in e-mail.',
  formSubject: 'Subject',
  formBody: 'Message',
  formBodyHint: 'Name the project and, for a payment, the invoice number. Up to 5,000 characters.',
  formSend: 'Send message',
  formSending: 'Sending…',
  formSent: 'Thank you: your message reached support at {{time}}. We will answer at {{email}}.',
  formAnother: 'Write another message',
  formFailed: 'The message could not be sent. Your text is kept: try again in a moment.',
  formSignIn: 'Sign in to write to us from this page, or use the address above.',
  formSignInLink: 'Sign in',
};
