import { expect, type Page } from '@playwright/test';

export type Focused = { tag: string; id: string; name: string; type: string; inDialog: boolean };

/** What has focus: its tag, id, accessible-ish name (label, aria-label or text) and whether it sits in a dialog. */
export async function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return { tag: '', id: '', name: '', type: '', inDialog: false };
    const labelled = el.getAttribute('aria-labelledby');
    const name =
      el.getAttribute('aria-label') ??
      (labelled ? document.getElementById(labelled)?.textContent : null) ??
      ((el as HTMLInputElement).labels?.[0]?.textContent || el.textContent || '');
    return {
      tag: el.tagName.toLowerCase(),
      id: el.id,
      name: name.replace(/\s+/g, ' ').trim(),
      type: el.getAttribute('type') ?? '',
      inDialog: Boolean(el.closest('[role="dialog"], dialog')),
    };
  });
}

/** Presses Tab (Shift+Tab when `back`) until the focused element matches, like a keyboard user would. */
export async function tabTo(page: Page, match: (f: Focused) => boolean, { max = 120, back = false } = {}): Promise<Focused> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const now = await focused(page);
    if (match(now)) return now;
  }
  throw new Error('the element was not reached by Tab');
}

export const named = (text: string | RegExp) => (f: Focused) =>
  typeof text === 'string' ? f.name.toLowerCase().startsWith(text.toLowerCase()) : text.test(f.name);

/** The focused element shows a focus indicator: an outline or a box shadow that differs from its unfocused look. */
export async function expectVisibleFocus(page: Page): Promise<void> {
  const style = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const s = getComputedStyle(el);
    return { outlineStyle: s.outlineStyle, outlineWidth: parseFloat(s.outlineWidth), boxShadow: s.boxShadow, tag: el.tagName, text: el.textContent?.slice(0, 40) };
  });
  const visible = (style.outlineStyle !== 'none' && style.outlineWidth >= 1) || (style.boxShadow !== 'none' && style.boxShadow !== '');
  expect(visible, `visible focus on <${style.tag}> "${style.text}"`).toBe(true);
}
