import { getArea } from '@/lib/areas';
import { getChangeRequestPreview } from '@/lib/events';
import { filterLocations } from '@/lib/locations';
import { getRoadTrip } from '@/lib/road-trips';
import { getTrail } from '@/lib/trails';

// The seeded data read through the same modules the pages and the Main API use.
test('the wonders tab shows Alabama’s natural wonders', async () => {
  const wonders = await filterLocations({ type: 'wonders' } as Parameters<typeof filterLocations>[0]);
  const names = wonders.map((l) => l.name);
  expect(names).toEqual(
    expect.arrayContaining(['Cathedral Caverns State Park', 'Little River Canyon National Preserve', 'Dismals Canyon']),
  );
});

test('the Gulf Coast area lists its counties, cities and featured places', async () => {
  const area = await getArea({ slug: 'gulf-coast' });
  expect(area?.counties.map((c) => c.name)).toEqual(expect.arrayContaining(['Baldwin', 'Mobile']));
  expect(area?.cities.map((c) => c.name)).toEqual(expect.arrayContaining(['Gulf Shores', 'Orange Beach', 'Fairhope']));
  expect(area?.featuredLocations.map((l) => l.name)).toEqual(
    expect.arrayContaining(['USS Alabama Battleship Memorial Park']),
  );
});

test('golf trip 74 visits every course of the Robert Trent Jones Golf Trail in order', async () => {
  const trip = await getRoadTrip({ id: 74 });
  expect(trip).not.toBeNull();
  expect(JSON.stringify(trip)).toContain('Ross Bridge');
  expect(JSON.stringify(trip)).toContain('Magnolia Grove');
});

test('the civil rights trail starts in Birmingham', async () => {
  const trail = await getTrail('civil-rights-trail');
  expect(JSON.stringify(trail)).toContain('Birmingham Civil Rights Institute');
});

test('a pending event edit previews over the seeded event', async () => {
  const preview = await getChangeRequestPreview('panoply-2027-venue-update');
  expect(preview?.name).toBe('Panoply Arts Festival');
  expect(JSON.stringify(preview)).toContain('Big Spring Park East');
});
