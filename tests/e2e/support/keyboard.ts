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
export async function tabTo(
  page: Page,
  match: (f: Focused) => boolean,
  { max = 120, back = false } = {},
): Promise<Focused> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const now = await focused(page);
    if (match(now)) return now;
  }
  throw new Error('the element was not reached by Tab');
}

export const named = (text: string | RegExp) => (f: Focused) =>
  typeof text === 'string' ? f.name.toLowerCase().startsWith(text.toLowerCase()) : text.test(f.name);

/**
 * The focused element shows a focus indicator: an outline or a box shadow on it, or on a close
 * ancestor that styles :focus-within (a card whose link fills it).
 */
export async function expectVisibleFocus(page: Page): Promise<void> {
  const result = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const shows = (node: Element) => {
      const s = getComputedStyle(node);
      return (
        (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 1) || (s.boxShadow !== 'none' && s.boxShadow !== '')
      );
    };
    let visible = shows(el);
    for (let node = el.parentElement, depth = 0; !visible && node && depth < 4; node = node.parentElement, depth++) {
      visible = node.matches(':focus-within') && shows(node);
    }
    return { visible, tag: el.tagName, text: el.textContent?.slice(0, 40) };
  });
  expect(result.visible, `visible focus on <${result.tag}> "${result.text}"`).toBe(true);
}
