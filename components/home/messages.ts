// Every string the home page shows, in one place; tests import the same values.
export const HOME_MESSAGES = {
  pageHeading: 'Sweet Home Alabama',
  heroHeading: 'take it all in',
  heroLabel: 'Featured places in Alabama',
  credit: (credit: string) => `by ${credit}`,
  playVideo: 'Play Video',
  previous: 'Previous slide',
  next: 'Next slide',
  pause: 'Pause slideshow',
  play: 'Play slideshow',
  slideLabel: (n: number, total: number) => `${n} of ${total}`,
  youtubeTitle: (description: string) => `Video: ${description}`,
  experiencesHeading: 'Experience Alabama',
  experiencesIntro: 'Ten ways to see the state, from the Gulf Coast to the Tennessee Valley.',
  aroundHeading: 'Around Alabama',
  notFoundHeading: 'Page not found',
  notFoundText:
    "We couldn't find the page you were looking for. It may have moved, or the link may be out of date. Here is our home page instead.",
  notFoundSearch: 'Search the site',
  missingText: "We couldn't find what you were looking for. It may have moved, closed, or no longer be listed.",
  missingHome: 'Go to the home page',
} as const;
