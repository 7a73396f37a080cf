/**
 * What the trips API answers a request from a page not in English (header `x-site-locale`): one
 * plain sentence per kind of refusal, which the editor shows after its own. An English request keeps
 * the API's field-by-field messages ("name: is required"), which the Main API's clients read.
 */
export const TRIP_API_MESSAGES = {
  name: 'Give the trip a name.',
  dates: 'The last day cannot be before the first day.',
  stops: 'One of the stops is not a place we know.',
  notFound: 'This trip no longer exists, or you can no longer see it.',
  signIn: 'Sign in to keep trips and favorites.',
  notOwner: 'Only the person who created the trip can do this.',
  invalid: 'Some of the trip’s details are not valid.',
} as const;
