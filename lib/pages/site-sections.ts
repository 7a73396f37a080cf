import { EXPERIENCES } from '@/lib/constants';
import { experiencePath } from './paths';

export type SiteLink = { href: string; text: string };
export type SiteSection = { title: string; links: SiteLink[] };

/** The public pages of docs/SPEC.md section 2.2 that need no id, grouped as the HTML sitemap shows them. */
export const SITE_SECTIONS: SiteSection[] = [
  {
    title: 'Places to Go',
    links: [
      { href: '/places-to-go', text: 'Places to Go' },
      { href: '/places-to-go/regions', text: 'Regions' },
      { href: '/places-to-go/cities-and-towns', text: 'Cities and Towns' },
      { href: '/places-to-go/map', text: 'Map' },
      { href: '/welcome-centers', text: 'Welcome Centers' },
      { href: '/attraction-tickets', text: 'Attraction Tickets' },
      { href: '/reviews', text: 'Reviews' },
    ],
  },
  {
    title: 'Experiences',
    links: [
      { href: '/experience-alabama', text: 'Experience Alabama' },
      ...EXPERIENCES.map((e) => ({ href: experiencePath(e.slug), text: e.name })),
      { href: '/experience-alabama/outdoor/birding', text: 'Birding' },
      { href: '/experience-alabama/outdoor/year-of-trails', text: 'Year of Trails' },
      { href: '/experience-alabama/outdoor/parks', text: 'State Parks' },
      { href: '/experience-alabama/outdoor/natural-wonders', text: 'Natural Wonders' },
      { href: '/alabama-makers', text: 'Alabama Makers' },
      { href: '/alabama-restaurant-week', text: 'Alabama Restaurant Week' },
    ],
  },
  {
    title: 'Road Trips, Trails and Events',
    links: [
      { href: '/road-trips', text: 'Featured Road Trips' },
      { href: '/road-trips/all', text: 'All Road Trips' },
      { href: '/trails', text: 'Trails' },
      { href: '/trail-details/bbq-trail', text: 'Barbecue Trail' },
      { href: '/trail-details/garden-trail', text: 'Garden Trail' },
      { href: '/festivals-and-events', text: 'Festivals & Events' },
    ],
  },
  {
    title: 'Stories and Ideas',
    links: [
      { href: '/articles', text: 'Articles' },
      { href: '/videos', text: 'Videos' },
      { href: '/photo-album', text: 'Photo Album' },
      { href: '/photo-challenge', text: 'Photo Challenge' },
      { href: '/most-relaxing-trip', text: 'The Most Relaxing Trip' },
      { href: '/unplanyourtrip', text: 'Unplan Your Trip' },
      { href: '/sweetspot', text: 'Find Your Sweet Spot' },
      { href: '/mind-trip', text: 'Take a Mind Trip' },
    ],
  },
  {
    title: 'Plan Your Trip',
    links: [
      { href: '/create-a-trip', text: 'Create a Trip' },
      { href: '/my-trip/trip-tips', text: 'Trip Tips' },
      { href: '/my-trip/staying-safe', text: 'Staying Safe' },
      { href: '/my-trip/staying-safe/covid-19', text: 'COVID-19 and Healthy Travel' },
      { href: '/my-trip/staying-safe/responsibly', text: 'Travel Responsibly' },
      { href: '/apps/road-trips', text: 'Road Trips App' },
      { href: '/apps/civil-rights-trail', text: 'Civil Rights Trail App' },
    ],
  },
  {
    title: 'Guides and Newsletter',
    links: [
      { href: '/vacation-guide', text: 'Order the Vacation Guide' },
      { href: '/online-vacation-guide', text: 'Vacation Guide Online' },
      { href: '/travel-guides', text: 'Travel Guides and Brochures' },
      { href: '/newsletter', text: 'Newsletter' },
    ],
  },
  {
    title: 'About This Site',
    links: [
      { href: '/search', text: 'Search' },
      { href: '/accessibility', text: 'Accessibility Statement' },
      { href: '/privacy-policy', text: 'Privacy Policy' },
      { href: '/sign-in', text: 'Sign In' },
    ],
  },
];
