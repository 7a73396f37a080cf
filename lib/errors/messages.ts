import { UNAVAILABLE_MESSAGES } from '@/lib/main-api/messages';

// The wording of the error page, the outage page and the not-found notice. Spanish in messages.es.ts.
export const ERROR_MESSAGES = {
  heading: 'Something went wrong',
  text: 'We hit a snag loading this page. Please try again; if it keeps happening, come back in a few minutes.',
  retry: 'Try again',
  home: 'Go to the home page',
  loading: 'Loading…',
  unavailableHeading: UNAVAILABLE_MESSAGES.heading,
  unavailableText: UNAVAILABLE_MESSAGES.text,
  notFoundHeading: 'Page not found',
  notFoundText: "We couldn't find what you were looking for. It may have moved, closed, or no longer be listed.",
  notFoundSearch: 'Search the site',
};
