import { filterQuery, mapHref, parseMapState } from '@/components/map/map-state';

describe('map URL state', () => {
  it('reads tab, area and experience from the path and the rest from the query', () => {
    const state = parseMapState(
      { type: 'eat', area: 'gulf-coast' },
      { bbox: '-88,30.2,-87,31', zoom: '9', selected: '42' },
    );
    expect(state).toEqual({
      tab: 'eat',
      area: 'gulf-coast',
      experience: null,
      bbox: [-88, 30.2, -87, 31],
      zoom: 9,
      selected: 42,
    });
    expect(mapHref(state)).toBe(
      '/places-to-go/map/eat/gulf-coast?bbox=-88.0000%2C30.2000%2C-87.0000%2C31.0000&zoom=9&selected=42',
    );
    expect(parseMapState({ experience: 'beaches' }, {}).tab).toBe('experiences');
    expect(mapHref(parseMapState({ experience: 'beaches' }, { area: 'gulf-coast' }))).toBe(
      '/places-to-go/map/experiences/beaches?area=gulf-coast',
    );
  });

  it('drops malformed values', () => {
    expect(
      parseMapState(
        { type: 'nope' },
        { bbox: '1,2,3', zoom: '99', selected: '-1', experience: 'skiing', area: '../x' },
      ),
    ).toEqual({
      tab: null,
      area: null,
      experience: null,
      bbox: null,
      zoom: null,
      selected: null,
    });
  });

  it('turns a view into the filterLocations query: tab types, experience ids and the bounding box', () => {
    const query = filterQuery(parseMapState({ type: 'stay' }, { experience: 'beaches', bbox: '-88,30,-87,31' }), 500);
    expect(Object.fromEntries(query)).toEqual({
      limit: '500',
      type: 'stay',
      experience_types: '2',
      min_longitude: '-88',
      min_latitude: '30',
      max_longitude: '-87',
      max_latitude: '31',
    });
    expect(filterQuery(parseMapState({ type: 'trips' }, {}), 500).get('type')).toBeNull();
  });
});
