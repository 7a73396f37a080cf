import type { ReactNode } from 'react';
import type { EditorialPage } from '@/lib/pages/editorial/types';
import type { Crumb } from '@/lib/seo/structured-data';
import { EditorialBody } from './editorial-body';
import { PageIntro, PageMain } from './page-intro';

/** A whole editorial page; `children` adds live data below the text (places, events, trips). */
export function EditorialView({
  page,
  trail,
  children,
}: {
  page: EditorialPage;
  trail?: Crumb[];
  children?: ReactNode;
}) {
  return (
    <PageMain>
      <PageIntro title={page.title} lede={page.lede} trail={trail ?? [{ name: page.title, path: page.path }]} />
      <EditorialBody page={page} />
      {children}
    </PageMain>
  );
}
