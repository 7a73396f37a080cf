import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { LIST_PAGE_SIZE, PlaceList } from '@/components/map/place-list';
import type { MapPlace } from '@/components/map/types';
import { LOCATION_CATEGORIES } from '@/lib/constants';
import { intlWrapper, message } from '../support/intl';

const vulcan: MapPlace = {
  id: 1,
  slug: 'vulcan-park-and-museum',
  name: 'Vulcan Park and Museum',
  city: 'Birmingham',
  category: 'attraction',
  lat: 33.49,
  lng: -86.8,
};
const places: MapPlace[] = [
  vulcan,
  {
    id: 2,
    slug: 'dreamland-bar-b-que',
    name: 'Dreamland Bar-B-Que',
    city: 'Tuscaloosa',
    category: 'food',
    lat: 33.17,
    lng: -87.52,
  },
];

function Harness() {
  const [selected, setSelected] = useState<number | null>(null);
  return <PlaceList places={places} selected={selected} onSelect={setSelected} empty="none" />;
}

describe('PlaceList', () => {
  it('is the keyboard path: each place is a button that becomes pressed when chosen', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const vulcan = screen.getByRole('button', { name: /Vulcan Park and Museum/ });
    expect(vulcan).toHaveAttribute('aria-pressed', 'false');
    await user.tab();
    expect(vulcan).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(vulcan).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: /Dreamland/ }));
    expect(vulcan).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('link', { name: 'Details: Dreamland Bar-B-Que' })).toHaveAttribute(
      'href',
      '/places-to-go/dreamland-bar-b-que',
    );
  });

  it('lists a page of places at a time; more come on request, with focus on the first one added', async () => {
    const user = userEvent.setup();
    const many: MapPlace[] = Array.from({ length: LIST_PAGE_SIZE + 7 }, (_, i) => ({
      ...vulcan,
      id: 100 + i,
      slug: `place-${i}`,
      name: `Place number ${i}`,
    }));
    render(<PlaceList places={many} selected={null} onSelect={() => undefined} empty="none" />);
    expect(screen.getAllByRole('listitem')).toHaveLength(LIST_PAGE_SIZE);
    expect(screen.getByText(`Listing ${LIST_PAGE_SIZE} of ${LIST_PAGE_SIZE + 7}.`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show 7 more places' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(LIST_PAGE_SIZE + 7);
    expect(screen.getByRole('button', { name: new RegExp(`Place number ${LIST_PAGE_SIZE}\\b`) })).toHaveFocus();
    expect(screen.queryByRole('button', { name: /more place/ })).not.toBeInTheDocument();
  });

  it('lists far enough to show the place chosen on the map', () => {
    const many: MapPlace[] = Array.from({ length: LIST_PAGE_SIZE * 2 }, (_, i) => ({
      ...vulcan,
      id: 100 + i,
      slug: `p-${i}`,
      name: `Spot ${i}`,
    }));
    render(<PlaceList places={many} selected={100 + LIST_PAGE_SIZE + 4} onSelect={() => undefined} empty="none" />);
    expect(screen.getByRole('button', { name: new RegExp(`^Spot ${LIST_PAGE_SIZE + 4}\\b`) })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('says so when nothing matches', () => {
    render(<PlaceList places={[]} selected={null} onSelect={() => undefined} empty="No places match this view." />);
    expect(screen.getByText('No places match this view.')).toBeInTheDocument();
  });
});

it('names each kind of place in the page’s language, and a kind it does not know as stored', () => {
  const kinds = [...LOCATION_CATEGORIES, 'observatory'].map((category, i) => ({ ...vulcan, id: i + 1, category }));
  render(<PlaceList places={kinds} selected={null} onSelect={() => {}} empty="none" />, {
    wrapper: intlWrapper('es'),
  });
  const es = message('es', 'map');
  for (const category of LOCATION_CATEGORIES)
    expect(screen.getAllByText(`Birmingham · ${es(`category.${category}`)}`).length).toBeGreaterThan(0);
  expect(screen.getByText('Birmingham · observatory')).toBeInTheDocument();
  expect(es('category.food')).not.toBe(message('en', 'map')('category.food'));
});
