'use client';

import { useMapSettings } from '@/components/map/map-settings';
import { APIProvider, useMapsLibrary } from '@vis.gl/react-google-maps';
import type { ComponentProps } from 'react';
import type { Suggestion } from '@/lib/autocomplete';
import { STATE_BOUNDS } from '@/lib/constants';
import { PlaceAutocomplete } from './place-autocomplete';

type Props = Omit<ComponentProps<typeof PlaceAutocomplete>, 'source' | 'resolve' | 'kind'>;

const inState = (lat: number, lng: number) =>
  lat >= STATE_BOUNDS.minLat && lat <= STATE_BOUNDS.maxLat && lng >= STATE_BOUNDS.minLng && lng <= STATE_BOUNDS.maxLng;

function GoogleField(props: Props) {
  const places = useMapsLibrary('places');
  const geocoding = useMapsLibrary('geocoding');
  const source = async (q: string): Promise<Suggestion[]> => {
    if (!places) return [];
    const bounds = {
      south: STATE_BOUNDS.minLat,
      west: STATE_BOUNDS.minLng,
      north: STATE_BOUNDS.maxLat,
      east: STATE_BOUNDS.maxLng,
    };
    const { predictions } = await new places.AutocompleteService().getPlacePredictions({
      input: q,
      componentRestrictions: { country: 'us' },
      locationRestriction: bounds,
      types: ['geocode'],
    });
    return predictions.map(
      (p: { place_id: string; description: string; structured_formatting: { main_text: string } }, i: number) => ({
        kind: 'city',
        id: i,
        slug: p.place_id,
        name: p.structured_formatting.main_text,
        label: p.description,
        city: p.structured_formatting.main_text,
        state: 'AL',
        lat: 0,
        lng: 0,
      }),
    );
  };
  // Coordinates come from geocoding the chosen place; anything outside the state's box is refused.
  const resolve = async (s: Suggestion): Promise<Suggestion | null> => {
    if (!geocoding) return null;
    const { results } = await new geocoding.Geocoder().geocode({ placeId: s.slug });
    const location = results[0]?.geometry.location;
    if (!location || !inState(location.lat(), location.lng())) return null;
    const city =
      results[0]?.address_components.find((c: { types: string[]; long_name: string }) => c.types.includes('locality'))
        ?.long_name ?? s.city;
    return { ...s, city, lat: location.lat(), lng: location.lng() };
  };
  return <PlaceAutocomplete {...props} kind="city" source={source} resolve={resolve} />;
}

/** Google Places autocomplete (US, the state's box, geocode results only), used when a maps key is set. */
export function GooglePlaceAutocomplete(props: Props) {
  const { googleMapsApiKey } = useMapSettings();
  return (
    <APIProvider apiKey={googleMapsApiKey ?? ''}>
      <GoogleField {...props} />
    </APIProvider>
  );
}
