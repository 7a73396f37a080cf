/** The flag the guide order form sets once a guide is ordered (localStorage or cookie). */
export const GUIDE_ORDERED_KEY = 'guideOrdered';

export function hasOrderedGuide(): boolean {
  try {
    if (window.localStorage.getItem(GUIDE_ORDERED_KEY)) return true;
  } catch {
    // storage may be blocked; the cookie is the fallback
  }
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${GUIDE_ORDERED_KEY}=`));
}
