'use client';

import dynamic from 'next/dynamic';

// The order form (formik, its validation, the states list) loads only when the panel opens, so
// it adds nothing to any page's first load.
const VacationGuideForm = dynamic(
  () => import('@/components/forms/vacation-guide-form').then((m) => m.VacationGuideForm),
  {
    ssr: false,
    loading: () => <p role="status">Loading the order form…</p>,
  },
);

export function GuidePanelForm() {
  return <VacationGuideForm mode="panel" />;
}
