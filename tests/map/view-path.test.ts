import { mapExtrasFrom, mapViewFromSegment, mapViewOf, mapViewPathFor } from '@/lib/map/view-path';

const pathOf = (pathname: string, query: string) => mapViewPathFor(pathname, new URLSearchParams(query));

describe('map views as cached pages', () => {
  it('sends a view chosen by query string to one internal path per view', () => {
    expect(pathOf('/places-to-go/map', 'area=gulf-coast&experience=beaches')).toBe(
      '/places-to-go/map/view/area-gulf-coast_experience-beaches',
    );
    expect(pathOf('/places-to-go/map', 'experience=beaches&area=gulf-coast&bbox=1,2,3,4')).toBe(
      '/places-to-go/map/view/area-gulf-coast_experience-beaches',
    );
    expect(pathOf('/places-to-go/map/see', 'experience=beaches')).toBe(
      '/places-to-go/map/view/tab-see_experience-beaches',
    );
    expect(pathOf('/places-to-go/map/experiences/beaches', 'area=gulf-coast')).toBe(
      '/places-to-go/map/view/tab-experiences_area-gulf-coast_experience-beaches',
    );
    // The GET form's "any" values and unknown ones name the map of all places.
    expect(pathOf('/places-to-go/map', 'area=&experience=&tab=nonsense')).toBe('/places-to-go/map');
  });

  it("leaves a request whose query only moves or marks the map to its route's cached page", () => {
    expect(pathOf('/places-to-go/map/see', 'bbox=-88,30,-85,35&zoom=8&selected=3')).toBeUndefined();
    expect(pathOf('/places-to-go/map/see', '')).toBeUndefined();
    expect(pathOf('/places-to-go/mapx', 'area=x')).toBeUndefined();
    expect(pathOf('/places-to-go/map/view/area-x', 'area=y')).toBeUndefined();
  });

  it('reads its own segments back, and nothing else', () => {
    const view = mapViewFromSegment('tab-see_area-gulf-coast');
    expect(view).toMatchObject({ tab: 'see', area: 'gulf-coast', experience: null, bbox: null });
    expect(mapViewFromSegment('area-gulf-coast_tab-see')).toBeNull();
    expect(mapViewFromSegment('tab-nonsense')).toBeNull();
    expect(mapViewFromSegment('')).toBeNull();
  });

  it('names no view for an unknown tab or experience', () => {
    expect(mapViewOf({ type: 'nonsense' })).toBeNull();
    expect(mapViewOf({ experience: 'nonsense' })).toBeNull();
    expect(mapViewOf({ type: 'see', area: 'Not A Slug' })).toBeNull();
    expect(mapViewOf({ type: 'see', area: 'gulf-coast' })).toMatchObject({ tab: 'see', area: 'gulf-coast' });
  });

  it('reads where the map looks and what is picked from the address, in the browser', () => {
    expect(mapExtrasFrom('?bbox=-88,30,-85,35&zoom=8&selected=3&area=x')).toEqual({
      bbox: [-88, 30, -85, 35],
      zoom: 8,
      selected: 3,
    });
    expect(mapExtrasFrom('')).toEqual({ bbox: null, zoom: null, selected: null });
  });
});
