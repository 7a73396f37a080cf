import { PageIntro, PageMain, Section } from '@/components/content/page-intro';
import styles from '@/components/content/content.module.css';
import { pageMetadata } from '@/lib/seo';
import { localeParam, localizeRecords } from '@/lib/record-text';
import { listWelcomeCenters } from '@/lib/welcome-centers';
import { FeedbackWidget } from '@/components/feedback/feedback-widget';

export const revalidate = 3600;

export function generateMetadata() {
  return pageMetadata({
    title: 'Alabama Welcome Centers',
    description:
      'Stop at an Alabama Welcome Center on the interstates for free maps, the vacation guide, brochures, clean restrooms and friendly travel advice.',
    path: '/welcome-centers',
  });
}

export default async function WelcomeCentersPage({ params }: { params: Promise<{ locale?: string }> }) {
  const centers = await localizeRecords('welcome-centers', await listWelcomeCenters(), localeParam(await params));
  return (
    <PageMain>
      <PageIntro
        title="Welcome Centers"
        trail={[{ name: 'Welcome Centers', path: '/welcome-centers' }]}
        lede="Alabama’s welcome centers greet travellers near the state lines with free maps, the vacation guide, brochures and advice from people who know the state."
      />
      {centers.length === 0 ? <p>Welcome centers will be listed soon.</p> : null}
      {centers.map((c) => (
        <Section key={c.id} title={c.name} id={c.slug}>
          <dl className={styles.facts}>
            <dt>Route</dt>
            <dd>{c.route}</dd>
            <dt>Near</dt>
            <dd>{c.city}, AL</dd>
            {c.phone ? (
              <>
                <dt>Phone</dt>
                <dd>
                  <a href={`tel:${c.phone.replace(/[^\d+]/g, '')}`}>{c.phone}</a>
                </dd>
              </>
            ) : null}
          </dl>
          {c.description ? (
            <p lang={c.untranslated.includes('description') ? 'en' : undefined}>{c.description}</p>
          ) : null}
          <p>
            <a href={`https://www.google.com/maps/search/?api=1&query=${c.latitude},${c.longitude}`} rel="noopener">
              Directions to {c.name}
            </a>
          </p>
        </Section>
      ))}
      <FeedbackWidget />
    </PageMain>
  );
}
