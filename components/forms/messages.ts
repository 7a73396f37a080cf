// The strings the newsletter and guide forms show live with their domains (lib/newsletter/messages.ts,
// lib/guide-orders/messages.ts), where the server's checks read them too; re-exported here for the forms.
export { FOOTER_NEWSLETTER, NEWSLETTER, NEWSLETTER_PAGES } from '@/lib/newsletter/messages';
export {
  GUIDE,
  GUIDE_INTEREST_LABELS,
  GUIDE_SUCCESS,
  GUIDE_TABS,
  VACATION_GUIDE_SIGNUP,
} from '@/lib/guide-orders/messages';

/** The show/hide toggle of every password field. */
export const PASSWORD_TOGGLE = {
  show: 'Show',
  hide: 'Hide',
  showLabel: 'Show password',
  hideLabel: 'Hide password',
} as const;
