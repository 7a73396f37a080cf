import { WONDERS_BADGE_ID } from '@/lib/constants';
import type { Locale } from '@/lib/i18n/locales';
import { filterLocations, type Location } from '@/lib/locations';
import { OUTDOOR_TOPICS_ES } from './outdoor.es';
import { getPlacesMentioning } from './places';

export type OutdoorTopic = {
  slug: string;
  title: string;
  description: string;
  body: string;
  places: () => Promise<Location[]>;
  showTrails?: boolean;
};

// Text written for this site; the places come from the database.
export const OUTDOOR_TOPICS: OutdoorTopic[] = [
  {
    slug: 'birding',
    title: 'Birding in Alabama',
    description:
      'Bird the Alabama Coastal Birding Trail, Dauphin Island’s spring migration and the sandhill and whooping cranes that winter at Wheeler National Wildlife Refuge.',
    body: `Alabama sits on the Mississippi and Atlantic flyways, and more than 400 bird species have been recorded in the state. The Alabama Birding Trails link hundreds of public sites, from mountain ridges to coastal marsh.

In April, Dauphin Island is one of the first landfalls for songbirds crossing the Gulf of Mexico; after a spring storm its woods can fill with warblers, tanagers and buntings. In winter, thousands of sandhill cranes and a few endangered whooping cranes gather at Wheeler National Wildlife Refuge near Decatur, watched from a heated observation building.

Bring binoculars, keep to marked paths, and give nesting birds room.`,
    places: () => getPlacesMentioning(['bird', 'wildlife', 'refuge', 'audubon', 'sanctuary', 'preserve']),
  },
  {
    slug: 'year-of-trails',
    title: 'Year of Trails',
    description:
      'Hike, paddle and bike Alabama’s trails: the Pinhoti, the Bartram Canoe Trail, the Chief Ladiga rail trail, and walking trails through history and food.',
    body: `Alabama has trails for every pace. The Pinhoti Trail runs more than 300 miles through the Talladega National Forest to Georgia. The Chief Ladiga Trail is a paved rail trail from Anniston to the state line. Paddlers can camp on floating platforms on the Bartram Canoe Trail in the Mobile-Tensaw Delta, one of the most biologically diverse river deltas in North America.

Not every trail is in the woods: the themed trails below lead to barbecue pits, gardens and landmarks, town by town.`,
    places: () => getPlacesMentioning(['trail', 'greenway', 'canoe']),
    showTrails: true,
  },
  {
    slug: 'parks',
    title: 'Alabama State Parks',
    description:
      'Alabama’s state parks: Gulf State Park’s beaches, Cheaha’s mountain views, DeSoto’s waterfalls, Oak Mountain’s trails and Monte Sano above Huntsville.',
    body: `Alabama’s state parks cover beaches, mountains, lakes and caves. Cheaha State Park holds the highest point in the state, 2,407 feet above sea level. Gulf State Park has more than two miles of beach and a long fishing pier. Oak Mountain, the largest, is a short drive from Birmingham, and DeSoto State Park sits on Lookout Mountain beside Little River Canyon.

Most parks have campgrounds, cabins or a lodge. Entrance fees are small and help keep the parks running.`,
    places: () => getPlacesMentioning(['state park', 'national forest', 'park']),
  },
  {
    slug: 'natural-wonders',
    title: 'Natural Wonders of Alabama',
    description:
      'Alabama’s natural wonders: Little River Canyon, Cathedral Caverns, Natural Bridge, the Walls of Jericho, Dismals Canyon and the Mobile-Tensaw Delta.',
    body: `Some places in Alabama are best seen in person: a canyon on top of a mountain, a cave entrance 126 feet wide, a sandstone bridge left standing by millions of years of erosion, and a delta that holds more species of turtles, fish and snails than almost anywhere on the continent.

The places below carry the Natural Wonder badge on our map.`,
    places: () => filterLocations({ badge_ids: [WONDERS_BADGE_ID], limit: 48 }),
  },
];

/** An outdoor page in `locale`: its own text in that language, the same places. */
export function getOutdoorTopic(slug: string, locale: Locale = 'en'): OutdoorTopic | null {
  const topic = OUTDOOR_TOPICS.find((t) => t.slug === slug);
  if (!topic) return null;
  return locale === 'es' ? { ...topic, ...OUTDOOR_TOPICS_ES[slug] } : topic;
}
