// The strings the newsletter and guide forms show live with their domains (lib/newsletter/messages.ts,
// lib/guide-orders/messages.ts), where the server's checks read them too; re-exported here for the pages
// and tests that quote them. The forms themselves read them through next-intl (lib/i18n/catalog.ts).
export { FOOTER_NEWSLETTER, NEWSLETTER, NEWSLETTER_PAGES } from '@/lib/newsletter/messages';
export {
  GUIDE,
  GUIDE_INTEREST_LABELS,
  GUIDE_SUCCESS,
  GUIDE_TABS,
  VACATION_GUIDE_SIGNUP,
} from '@/lib/guide-orders/messages';
export { PASSWORD_TOGGLE } from '@/lib/forms/messages';
