import Link from 'next/link';
import { PageIntro } from '@/components/content/page-intro';
import { getAreas } from '@/lib/areas';
import { EXPERIENCES, LOCATION_SEARCH_LIMIT, MAP_TABS } from '@/lib/constants';
import { filterLocations } from '@/lib/locations';
import { LocationFilterSchema } from '@/lib/locations/schema';
import { MapExplorer } from './map-explorer';
import { StaticMap } from './static-map';
import { filterQuery, mapHref, type MapState } from './map-state';
import { MAP_TEXT, TAB_LABELS } from './messages';
import { mapViewTitle } from './map-view-title';
import { toMapPlace } from './types';
import styles from './map.module.css';

async function placesFor(state: MapState) {
  if (state.tab === 'trips') return [];
  const filter = LocationFilterSchema.safeParse(Object.fromEntries(filterQuery(state, LOCATION_SEARCH_LIMIT)));
  if (!filter.success) return [];
  return (await filterLocations(filter.data)).map(toMapPlace);
}

/** The map of places to go: tabs and filters are links and a GET form, the list is rendered here, the map loads in the browser. */
export async function MapPage({ state }: { state: MapState }) {
  const [areas, places] = await Promise.all([getAreas(), placesFor(state)]);
  const base = { ...state, bbox: null, zoom: null, selected: null };
  const areaName = areas.find((area) => area.slug === state.area)?.name;
  return (
    <main id="main-content" className={styles.page}>
      <PageIntro
        title={mapViewTitle(state, areaName)}
        lede={MAP_TEXT.lede}
        trail={[
          { name: 'Places to Go', path: '/places-to-go' },
          { name: 'Map', path: '/places-to-go/map' },
        ]}
      />
      <nav aria-label={MAP_TEXT.tabsLabel}>
        <ul className={styles.tabs}>
          <li>
            <Link
              href={mapHref({ ...base, tab: null, experience: null })}
              aria-current={state.tab === null ? 'page' : undefined}
            >
              {MAP_TEXT.allPlaces}
            </Link>
          </li>
          {MAP_TABS.map((tab) => (
            <li key={tab}>
              <Link
                href={mapHref({ ...base, tab, experience: tab === 'experiences' ? state.experience : null })}
                aria-current={state.tab === tab ? 'page' : undefined}
              >
                {TAB_LABELS[tab]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <form action="/places-to-go/map" method="get" className={styles.filters}>
        {state.tab ? <input type="hidden" name="tab" value={state.tab} /> : null}
        <label>
          {MAP_TEXT.area}
          <select name="area" defaultValue={state.area ?? ''}>
            <option value="">{MAP_TEXT.anyArea}</option>
            {areas.map((area) => (
              <option key={area.id} value={area.slug}>
                {area.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          {MAP_TEXT.experience}
          <select name="experience" defaultValue={state.experience ?? ''}>
            <option value="">{MAP_TEXT.anyExperience}</option>
            {EXPERIENCES.map((e) => (
              <option key={e.slug} value={e.slug}>
                {e.name}
              </option>
            ))}
          </select>
        </label>
        <button type="submit">{MAP_TEXT.apply}</button>
      </form>
      <MapExplorer
        key={mapHref(base)}
        state={state}
        initialPlaces={places}
        standIn={<StaticMap places={places} atDefaultView={state.bbox === null} />}
      />
    </main>
  );
}
