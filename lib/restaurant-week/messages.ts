// A Restaurant Week entry said in a sentence (page description, structured data); SPEC's English
// wording is lib/seo/entity-structured-data's restaurantWeekDescription, which English pages keep.
export const RESTAURANT_WEEK_ENTRY_MESSAGES = {
  eventName: 'Alabama Restaurant Week {year} at {name}',
  intro: '{name} in {city} takes part in Alabama Restaurant Week {year}.',
  withMenu: '{intro} Its menu for the week: {menu}',
};
