import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { CardGrid } from '@/components/content/card-grid';
import { PageIntro, PageMain } from '@/components/content/page-intro';
import styles from '@/components/content/content.module.css';
import { listMakerCategories, listMakers } from '@/lib/makers';
import { makerCategoryPath, makerPath } from '@/lib/pages/paths';
import { notFoundMetadata, pageMetadata } from '@/lib/seo';
import { renderRecord } from '@/components/content/record-boundary';

export const revalidate = 3600;

// Rendered on first request, then served from the ISR cache (an empty list means none at build).
export async function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ category?: string[] }> };

async function load(params: Props['params']) {
  const segments = (await params).category ?? [];
  if (segments.length > 1) return null;
  const categories = await listMakerCategories();
  const current = segments[0] ? categories.find((c) => c.slug === segments[0]) : undefined;
  if (segments[0] && !current) return null;
  return { categories, current };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const data = await load(params);
  if (!data) return notFoundMetadata;
  const name = data.current?.name;
  return pageMetadata({
    title: name ? `Alabama Makers: ${name}` : 'Alabama Makers',
    description: name
      ? `Alabama makers of ${name.toLowerCase()}: visit their workshops and shops.`
      : 'Meet Alabama makers: potters, quilters, woodworkers, distillers, candy makers and more, and visit their workshops and shops.',
    path: name ? makerCategoryPath(data.current!.slug) : '/alabama-makers',
  });
}

async function MakersPageBody({ params }: Props) {
  const data = await load(params);
  if (!data) notFound();
  const makers = await listMakers(data.current?.slug);
  const trail = [
    { name: 'Alabama Makers', path: '/alabama-makers' },
    ...(data.current ? [{ name: data.current.name, path: makerCategoryPath(data.current.slug) }] : []),
  ];
  return (
    <PageMain>
      <PageIntro
        title={data.current ? `Alabama Makers: ${data.current.name}` : 'Alabama Makers'}
        trail={trail}
        lede="People who make things by hand in Alabama, and where to find them."
      />
      <nav aria-label="Maker categories">
        <ul className={styles.pills}>
          <li>
            <Link href="/alabama-makers" aria-current={data.current ? undefined : 'page'}>
              All
            </Link>
          </li>
          {data.categories.map((c) => (
            <li key={c.slug}>
              <Link href={makerCategoryPath(c.slug)} aria-current={data.current?.slug === c.slug ? 'page' : undefined}>
                {c.name} ({c.count})
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <CardGrid
        headingLevel={2}
        empty="Makers are on their way."
        items={makers.map((m) => ({
          key: m.id,
          href: makerPath(m.slug),
          title: m.name,
          meta: `${m.category} · ${m.city}`,
          text: m.summary,
          image: m.image,
          imageAlt: m.imageAlt,
        }))}
      />
    </PageMain>
  );
}

// A missing record is a server-rendered 404 (renderRecord).
export default function MakersPage(props: Props) {
  return renderRecord(() => MakersPageBody(props));
}
