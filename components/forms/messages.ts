// Every string the newsletter and vacation-guide forms show. SPEC sections 5 and 8 fix the quoted
// ones word for word; the guide-order wording is ours (SPEC: "their wording is not shown").
import { ADDRESS_MAX_LENGTH } from '@/lib/constants';

/** SPEC 5 (Email, Newsletter modal) and SPEC 8 (Newsletter). */
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

/** SPEC 5 (Footer newsletter form): yes, a malformed address shows the "required" text. */
export const FOOTER_NEWSLETTER = {
  formLabel: 'Newsletter sign-up',
  label: 'Email address',
  placeholder: 'Your email address',
  submit: 'Sign Up',
  submitting: 'Signing up...',
  emailRequired: 'We will need to know your email address',
  emailInvalid: 'Your email address is required.',
} as const;

export const GUIDE_TABS = {
  info: 'Your Info',
  address: 'Address',
  misc: 'Misc',
} as const;

export const GUIDE = {
  formLabel: 'Order a free Alabama Vacation Guide',
  intro: 'We mail the printed guide free of charge to addresses in the United States.',
  tabsLabel: 'Order form steps',
  next: 'Next',
  back: 'Back',
  submit: 'Order My Free Guide',
  submitting: 'Sending your order...',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  company: 'Company (optional)',
  address: 'Street address',
  address2: 'Suite or apartment (optional)',
  city: 'City',
  state: 'State',
  statePlaceholder: 'Choose a state',
  zip: 'ZIP code',
  zipHelp: 'Five digits, or ZIP+4 such as 36104-1234. We can mail only to addresses in the United States.',
  interestsLegend: 'What interests you in Alabama?',
  newsletter: 'Send me the Alabama newsletter',
  map: 'Send me the official Alabama highway map',
  messagesHeading: 'Please fix the following:',
  firstNameRequired: 'Please enter your first name.',
  lastNameRequired: 'Please enter your last name.',
  emailRequired: 'Your email address is required.',
  emailInvalid: 'Double check your email address.',
  addressRequired: 'Please enter your street address.',
  addressTooLong: `The street address can be at most ${ADDRESS_MAX_LENGTH} characters.`,
  address2TooLong: `The suite or apartment can be at most ${ADDRESS_MAX_LENGTH} characters.`,
  companyTooLong: `The company name can be at most ${ADDRESS_MAX_LENGTH} characters.`,
  cityRequired: 'Please enter your city.',
  stateRequired: 'Please choose your state.',
  stateInvalid: 'We can mail the guide only to an address in the United States.',
  zipRequired: 'Please enter your ZIP code.',
  zipInvalid: 'Enter a five-digit ZIP code, or ZIP+4 such as 36104-1234.',
  statesFailed: 'The list of states could not be loaded. Please reload the page to try again.',
} as const;

export const GUIDE_INTEREST_LABELS: Record<string, string> = {
  Arts: 'Arts & Culture',
  Beaches: 'Beaches',
  CivilRights: 'Civil Rights',
  Food: 'Food & Drink',
  History: 'History',
  Music: 'Music',
  Outdoor: 'Outdoors',
  Science: 'Science & Discovery',
  Sports: 'Sports',
  Golf: 'Golf',
};

/** The success view after an order (SPEC 2.5, 8). */
export const GUIDE_SUCCESS = {
  heading: 'Thank you! Your guide is on its way.',
  text: 'The printed Alabama Vacation Guide usually arrives within two to three weeks. Until then, you can read it online.',
  viewOnline: 'Read the guide online',
  secondChanceHeading: 'While you are here',
  newsletterOffer: 'Get festivals, road trips and seasonal ideas in our monthly newsletter.',
  newsletterButton: 'Sign me up for the newsletter',
  mapOffer: 'Add the official Alabama highway map to your order.',
  mapButton: 'Send me the map',
  mapSuccess: '(Successful signup)',
  mapFailure: '(Request failed!)',
  pageTitle: 'Thank You for Ordering',
  noOrder: 'Thank you for your interest in Alabama. Your order details are not available in this browser window.',
} as const;

export const VACATION_GUIDE_SIGNUP = {
  title: 'Your Vacation Guide',
  lede: 'You are signed in, so we have filled in your email. Order the printed guide, or read it online now.',
} as const;

/** The newsletter pages. */
export const NEWSLETTER_PAGES = {
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

/** The show/hide toggle of every password field. */
export const PASSWORD_TOGGLE = {
  show: 'Show',
  hide: 'Hide',
  showLabel: 'Show password',
  hideLabel: 'Hide password',
} as const;
