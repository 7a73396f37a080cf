'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useState } from 'react';
import type { GuideOrderCheck } from '@/lib/guide-orders/form-check';
import { GUIDE_RULE_MESSAGES, type GuideWording } from '@/lib/guide-orders/rule-messages';
import { wordingOf } from '@/lib/forms/wording';

let loading: Promise<typeof import('@/lib/guide-orders/form-check')> | null = null;

/** The order form's rules in a language, loaded once on first use: they stay out of the page's first-load script. */
export const loadGuideCheck = (wording: GuideWording): Promise<GuideOrderCheck> =>
  (loading ??= import('@/lib/guide-orders/form-check')).then((m) => m.guideOrderCheck(wording));

/** The messages of the order's rules in the page's language. */
export function useGuideWording(): GuideWording {
  const t = useTranslations('guideOrder');
  return useMemo(() => wordingOf(GUIDE_RULE_MESSAGES, t), [t]);
}

/** The rules once loaded (just after the form first renders); null until then. */
export function useGuideCheck(wording: GuideWording): GuideOrderCheck | null {
  const [check, setCheck] = useState<GuideOrderCheck | null>(null);
  useEffect(() => {
    let live = true;
    void loadGuideCheck(wording).then((loaded) => {
      if (live) setCheck(() => loaded);
    });
    return () => {
      live = false;
    };
  }, [wording]);
  return check;
}
