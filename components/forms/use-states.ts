'use client';

import { useEffect, useState } from 'react';

export type StateOption = { name: string; abbr: string };

export const STATES_URL = '/json/states.json';

function isStateList(data: unknown): data is StateOption[] {
  return Array.isArray(data) && data.every((s) => typeof s?.name === 'string' && typeof s?.abbr === 'string');
}

/** The states list of the order form, from /json/states.json (docs/SPEC.md section 7). */
export function useStates(): { states: StateOption[]; failed: boolean } {
  const [result, setResult] = useState<{ states: StateOption[]; failed: boolean }>({ states: [], failed: false });
  useEffect(() => {
    let live = true;
    fetch(STATES_URL)
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`HTTP ${response.status}`))))
      .then((data: unknown) => {
        if (!isStateList(data)) throw new Error('states.json is not a list of { name, abbr }');
        if (live) setResult({ states: data, failed: false });
      })
      .catch((error: unknown) => {
        console.error('The states list failed to load', error);
        if (live) setResult({ states: [], failed: true });
      });
    return () => {
      live = false;
    };
  }, []);
  return result;
}
