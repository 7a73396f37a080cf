import type { ExperienceSlug, LocationCategory } from '@/lib/constants';

/** A curated place as written in the data files; ids, slugs and joins are filled in by the seed. */
export type PlaceSeed = {
  name: string;
  category: LocationCategory;
  /** The town as a visitor would write it. */
  city: string;
  lat: number;
  lng: number;
  address?: string;
  postal?: string;
  phone?: string;
  website?: string;
  hours?: string[];
  exp: ExperienceSlug[];
  badges?: string[];
  cuisines?: string[];
  featured?: boolean;
  /** A stable key when the name alone is ambiguous (two Dreamlands); defaults to the slug of the name. */
  key?: string;
  summary: string;
  description: string;
};

export type EventSeed = {
  name: string;
  start: string;
  end?: string;
  startTime?: string;
  endTime?: string;
  venue: string;
  address?: string;
  city: string;
  lat: number;
  lng: number;
  exp: ExperienceSlug[];
  website?: string;
  featured?: boolean;
  /**
   * Anyone may attend without a ticket (a parade, a festival on public streets or a beach). Left out
   * when the event is ticketed or its price is not known: the page then claims no price.
   */
  free?: boolean;
  /** The slug of a seeded place that hosts the event. */
  place?: string;
  summary: string;
  description: string;
};

export type StopSeed = { place: string; note: string };
