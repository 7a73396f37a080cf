// No imports: the pool, the forms' schemas, the mail queue and the browser all use this.

/**
 * The one spelling of an email address that the user pool, the limits and the mail use: trimmed,
 * in lower case, and without the trailing dot of a fully qualified domain. `Victim@Example.COM.`
 * reaches the same mailbox as `victim@example.com`, so it is the same account, the same limit
 * and the same recipient; otherwise each spelling would get an account and a code cap of its own.
 */
export function normalizeEmail(address: string): string {
  return address.trim().toLowerCase().replace(/\.+$/, '');
}
