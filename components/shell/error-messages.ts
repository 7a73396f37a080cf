export const ERROR_MESSAGES = {
  heading: 'Something went wrong',
  text: 'We hit a snag loading this page. Please try again; if it keeps happening, come back in a few minutes.',
  retry: 'Try again',
  home: 'Go to the home page',
  loading: 'Loading…',
} as const;
