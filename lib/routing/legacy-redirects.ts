/** Legacy short paths and their permanent targets (SPEC 2.2). Filled in by the site work. */
export function legacyRedirectTarget(pathname: string): string | null {
  void pathname;
  return null;
}
