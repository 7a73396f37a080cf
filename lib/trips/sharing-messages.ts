// No imports: the invite API and the invite page's client component both read it.

/** What an unknown, expired, withdrawn or used-up invite answers, by the API and on the page. */
export const INVITE_NOT_VALID = 'This invitation is not valid or has expired.';
