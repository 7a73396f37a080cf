import Cookies from 'js-cookie';
import { GUIDE_ORDERED_KEY } from '@/components/shell/guide-ordered';

/** Who ordered, kept for the success view on /vacation_guide_orders/thanks (this tab only). */
export type GuideOrderContact = {
  first_name: string;
  last_name: string;
  email: string;
  state: string;
  interests: string[];
  newsletter: boolean;
  map: boolean;
};

const CONTACT_KEY = 'guideOrderContact';
const ORDERED_COOKIE_DAYS = 365;

/** Records that a guide was ordered, for the footer's promotion (docs/SPEC.md section 2.5); a year long. */
export function markGuideOrdered(): void {
  try {
    window.localStorage.setItem(GUIDE_ORDERED_KEY, '1');
  } catch {
    // storage may be blocked; the cookie still carries the flag
  }
  Cookies.set(GUIDE_ORDERED_KEY, '1', { expires: ORDERED_COOKIE_DAYS, sameSite: 'lax', path: '/' });
}

export function saveOrderContact(contact: GuideOrderContact): void {
  try {
    window.sessionStorage.setItem(CONTACT_KEY, JSON.stringify(contact));
  } catch {
    // without storage the thanks page shows its general text
  }
}

export function readOrderContact(): GuideOrderContact | null {
  try {
    const raw = window.sessionStorage.getItem(CONTACT_KEY);
    const value: unknown = raw ? JSON.parse(raw) : null;
    if (value && typeof value === 'object' && typeof (value as GuideOrderContact).email === 'string')
      return value as GuideOrderContact;
  } catch {
    // unreadable: treated as no order
  }
  return null;
}
