// What the newsletter forms and pages say. docs/SPEC.md sections 5 and 8 fix the quoted
// strings word for word; the server's checks and the forms read the same ones.

/** docs/SPEC.md section 5 (Email, Newsletter modal) and docs/SPEC.md section 8 (Newsletter). */
export const NEWSLETTER = {
  heading: 'Sign up for the Alabama newsletter',
  intro: 'Festivals, road trips, new places to eat and the best of the season, in your inbox about once a month.',
  openButton: 'Sign up for our newsletter',
  close: 'Close',
  email: 'Email',
  firstName: 'First name',
  lastName: 'Last name',
  submit: 'Submit',
  submitting: 'Submitting...',
  emailRequired: 'Your email address is required.',
  emailInvalid: 'Double check your email address.',
  firstNameRequired: 'Please enter your first name.',
  lastNameRequired: 'Please enter your last name.',
  failure: 'There was an error. There seems to be some missing information. Please check the form before submitting',
  success: 'Thank You! Your subscription has been created.',
} as const;

/** docs/SPEC.md section 5 (Footer newsletter form): yes, a malformed address shows the "required" text. */
export const FOOTER_NEWSLETTER = {
  formLabel: 'Newsletter sign-up',
  label: 'Email address',
  placeholder: 'Your email address',
  submit: 'Sign Up',
  submitting: 'Signing up...',
  emailRequired: 'We will need to know your email address',
  emailInvalid: 'Your email address is required.',
} as const;

/** The newsletter pages. */
export const NEWSLETTER_PAGES = {
  newsletterCrumb: 'Newsletter',
  subscribeCrumb: 'Subscribe',
  thanksCrumb: 'Thank you',
  subscribeTitle: 'Subscribe to the Alabama Newsletter',
  subscribeLede:
    'Once a month: festivals and events, road trips, new places to eat and stay, and ideas for the season. Unsubscribe at any time from any issue.',
  newsletterTitle: 'The Alabama Travel Newsletter',
  newsletterLede:
    'Our free monthly email brings you the best of Alabama: what is on this month, where to eat, and a road trip to try.',
  newsletterWhatHeading: 'What you will get',
  newsletterWhat: [
    'A calendar of the month’s festivals and events, from Mardi Gras in Mobile to the W.C. Handy Music Festival in the Shoals.',
    'A featured road trip with stops, maps and where to eat along the way.',
    'New restaurants, makers and places to stay, and the stories behind them.',
    'First word on Alabama Restaurant Week and seasonal travel deals.',
  ],
  newsletterPageLink: 'Or sign up on its own page',
  thanksTitle: 'Thank You for Subscribing',
  thanksNext: 'While you wait for the first issue, plan your next visit:',
  thanksLinks: [
    { href: '/festivals-and-events', label: 'Festivals and events' },
    { href: '/road-trips', label: 'Road trips' },
    { href: '/vacation-guide', label: 'Order the free vacation guide' },
  ],
} as const;
