import { getLocale, getTranslations } from 'next-intl/server';
import { PageIntro } from '@/components/content/page-intro';
import { getLocalizedAreas } from '@/lib/areas';
import { EXPERIENCES, LOCATION_SEARCH_LIMIT, MAP_TABS } from '@/lib/constants';
import { localePath } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import { filterLocations, localizeLocations } from '@/lib/locations';
import { localeParam } from '@/lib/record-text';
import type { Locale } from '@/lib/i18n/locales';
import { experienceName, sitePage } from '@/lib/navigation/site-pages';
import { LocationFilterSchema } from '@/lib/locations/schema';
import { MapExplorer } from './map-explorer';
import { StaticMap } from './static-map';
import { filterQuery, mapHref, type MapState } from './map-state';
import { mapViewTitle } from './map-view-title';
import { toMapPlace } from './types';
import styles from './map.module.css';

async function placesFor(state: MapState, locale: Locale) {
  if (state.tab === 'trips') return [];
  const filter = LocationFilterSchema.safeParse(Object.fromEntries(filterQuery(state, LOCATION_SEARCH_LIMIT)));
  if (!filter.success) return [];
  return (await localizeLocations(await filterLocations(filter.data), locale)).map(toMapPlace);
}

/** The map of places to go: tabs and filters are links and a GET form, the list is rendered here, the map loads in the browser. */
export async function MapPage({ state }: { state: MapState }) {
  const locale = localeParam({ locale: await getLocale() });
  const [areas, places, t] = await Promise.all([
    getLocalizedAreas(locale),
    placesFor(state, locale),
    getTranslations('map'),
  ]);
  const base = { ...state, bbox: null, zoom: null, selected: null };
  const areaName = areas.find((area) => area.slug === state.area)?.name;
  return (
    <main id="main-content" className={styles.page}>
      <PageIntro
        title={mapViewTitle(state, areaName, locale)}
        lede={t('lede')}
        trail={[
          { name: sitePage('placesToGo', locale).label, path: '/places-to-go' },
          { name: t('crumb'), path: '/places-to-go/map' },
        ]}
      />
      <nav aria-label={t('tabsLabel')}>
        <ul className={styles.tabs}>
          <li>
            <Link
              href={mapHref({ ...base, tab: null, experience: null })}
              aria-current={state.tab === null ? 'page' : undefined}
            >
              {t('allPlaces')}
            </Link>
          </li>
          {MAP_TABS.map((tab) => (
            <li key={tab}>
              <Link
                href={mapHref({ ...base, tab, experience: tab === 'experiences' ? state.experience : null })}
                aria-current={state.tab === tab ? 'page' : undefined}
              >
                {t(`tabs.${tab}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <form action={localePath(locale, '/places-to-go/map')} method="get" className={styles.filters}>
        {state.tab ? <input type="hidden" name="tab" value={state.tab} /> : null}
        <label>
          {t('area')}
          <select name="area" defaultValue={state.area ?? ''}>
            <option value="">{t('anyArea')}</option>
            {areas.map((area) => (
              <option key={area.id} value={area.slug}>
                {area.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('experience')}
          <select name="experience" defaultValue={state.experience ?? ''}>
            <option value="">{t('anyExperience')}</option>
            {EXPERIENCES.map((e) => (
              <option key={e.slug} value={e.slug}>
                {experienceName(e.slug, locale)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit">{t('apply')}</button>
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
