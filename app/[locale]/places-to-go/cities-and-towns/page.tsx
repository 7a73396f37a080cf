import Link from 'next/link';
import { PageIntro, PageMain, Section } from '@/components/content/page-intro';
import styles from '@/components/content/content.module.css';
import { getCitiesByLetter } from '@/lib/pages/cities';
import { cityPath } from '@/lib/pages/paths';
import { pageMetadata } from '@/lib/seo';

export const revalidate = 3600;

export function generateMetadata() {
  return pageMetadata({
    title: 'Cities and Towns in Alabama',
    description:
      'Every Alabama city and town, from Birmingham, Huntsville, Montgomery and Mobile to small river towns, with places to see, eat and stay in each.',
    path: '/places-to-go/cities-and-towns',
  });
}

export default async function CitiesPage() {
  const groups = await getCitiesByLetter();
  return (
    <PageMain>
      <PageIntro
        title="Cities and Towns"
        trail={[
          { name: 'Places to Go', path: '/places-to-go' },
          { name: 'Cities and Towns', path: '/places-to-go/cities-and-towns' },
        ]}
        lede="Find a town by name to see its places to see, eat and stay."
      />
      {groups.length === 0 ? <p>Towns are on their way.</p> : null}
      {groups.map((group) => (
        <Section key={group.letter} title={group.letter} id={`letter-${group.letter.toLowerCase()}`}>
          <ul className={styles.columns}>
            {group.cities.map((c) => (
              <li key={c.id}>
                <Link href={cityPath(c.slug)}>{c.name}</Link>
              </li>
            ))}
          </ul>
        </Section>
      ))}
    </PageMain>
  );
}
