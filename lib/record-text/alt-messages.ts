// The alt texts the seed gives records' illustrations (lib/db/seed), one pattern per kind of record.
// A page in another language recognizes a stored alt by these and says it in its own words.
export const RECORD_ALT_MESSAGES = {
  place: 'Illustration for {name}, {town}',
  lodge: 'Illustration of a lodge at dusk for {name}',
  event: 'Illustration for {name} in {town}',
  roadTrip: 'Illustrated landscape for the road trip {name}',
  trail: 'Illustration for the {name}',
  article: 'Illustration for the article {name}',
  maker: 'Illustration for {name}',
};
