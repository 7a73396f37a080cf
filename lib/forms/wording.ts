/** The messages a form's rules give, in the page's language: each key read through next-intl's `t`. */
export function wordingOf<K extends string>(keys: readonly K[], t: (key: K) => string): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, t(key)])) as Record<K, string>;
}
