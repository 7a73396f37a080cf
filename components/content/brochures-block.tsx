import { BrochureList } from '@/components/guides/brochure-list';
import { getPage } from '@/lib/content';
import { getBrochures } from '@/lib/pages/brochures';
import { Section } from './page-intro';
import { Prose } from './prose';

export const BROCHURES_ANCHOR = 'brochures';

/**
 * The brochures block (docs/SPEC.md section 2.5): name, link, image and alt text of each downloadable brochure,
 * from the content service's 'alabama-brochures' page or else the brochures table; anchored at #brochures.
 */
export async function BrochuresBlock({ title }: { title?: string }) {
  const [page, brochures] = await Promise.all([getPage('alabama-brochures'), getBrochures()]);
  return (
    <Section title={title || page.heading || 'Brochures'} id={BROCHURES_ANCHOR}>
      <Prose html={page.intro} />
      <BrochureList brochures={brochures} />
    </Section>
  );
}
