'use client';

import { useEffect, useState } from 'react';
import type { GuideOrderErrors, GuideOrderValues } from '@/lib/guide-orders/form';

type Check = (values: GuideOrderValues) => GuideOrderErrors;

let loading: Promise<Check> | null = null;

/** The order form's rules, loaded once on first use: they stay out of the page's first-load script. */
export const loadGuideCheck = (): Promise<Check> =>
  (loading ??= import('@/lib/guide-orders/form-check').then((m) => m.guideOrderErrors));

/** The rules once loaded (just after the form first renders); null until then. */
export function useGuideCheck(): Check | null {
  const [check, setCheck] = useState<Check | null>(null);
  useEffect(() => {
    let live = true;
    void loadGuideCheck().then((loaded) => {
      if (live) setCheck(() => loaded);
    });
    return () => {
      live = false;
    };
  }, []);
  return check;
}
