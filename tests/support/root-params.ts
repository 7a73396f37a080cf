// Next's compiler replaces next/root-params with the page's root segments; under jest there is no
// page, so the language is English unless a test names one (tests of the Spanish site).
let current: string | undefined;

export async function locale(): Promise<string | undefined> {
  return current;
}

/** The [locale] root param that server components see until the next call. */
export function setRootLocale(value: string | undefined): void {
  current = value;
}
