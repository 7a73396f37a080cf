// What the vacation-guide order form and its success view say. Its field messages are ours
// (docs/SPEC.md section 5: "their wording is not shown"); the server's checks and the form read the same ones.
import { ADDRESS_MAX_LENGTH, type GUIDE_INTERESTS } from '@/lib/constants';

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

export const GUIDE_INTEREST_LABELS = {
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
} as const satisfies Record<(typeof GUIDE_INTERESTS)[number], string>;

/** The success view after an order (docs/SPEC.md section 2.5, 8). */
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
