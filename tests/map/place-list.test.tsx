import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { PlaceList } from '@/components/map/place-list';
import type { MapPlace } from '@/components/map/types';

const places: MapPlace[] = [
  { id: 1, slug: 'vulcan-park-and-museum', name: 'Vulcan Park and Museum', city: 'Birmingham', category: 'attraction', lat: 33.49, lng: -86.8 },
  { id: 2, slug: 'dreamland-bar-b-que', name: 'Dreamland Bar-B-Que', city: 'Tuscaloosa', category: 'food', lat: 33.17, lng: -87.52 },
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
    expect(screen.getByRole('link', { name: 'Details: Dreamland Bar-B-Que' })).toHaveAttribute('href', '/places-to-go/dreamland-bar-b-que');
  });

  it('says so when nothing matches', () => {
    render(<PlaceList places={[]} selected={null} onSelect={() => undefined} empty="No places match this view." />);
    expect(screen.getByText('No places match this view.')).toBeInTheDocument();
  });
});
