// What the fields shared by several forms say. The Spanish twin is messages.es.ts.

/** The show/hide toggle of every password field. */
export const PASSWORD_TOGGLE = {
  show: 'Show',
  hide: 'Hide',
  showLabel: 'Show password',
  hideLabel: 'Hide password',
} as const;
