import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { PageIntro, PageMain } from '@/components/content/page-intro';
import { pageMetadata } from '@/lib/seo';
import { connection } from 'next/server';

export async function generateMetadata(): Promise<Metadata> {
  const [p, n] = await Promise.all([getTranslations('newsletterPages'), getTranslations('newsletter')]);
  return {
    ...(await pageMetadata({ title: p('thanksTitle'), description: n('success'), path: '/subscribers/thanks' })),
    robots: { index: false },
  };
}

export default async function SubscribedPage() {
  // A form or per-visitor page: rendered per request, with the nonce CSP (lib/security/page-class.ts).
  await connection();
  const [p, n] = await Promise.all([getTranslations('newsletterPages'), getTranslations('newsletter')]);
  const links = p.raw('thanksLinks') as { href: string; label: string }[];
  return (
    <PageMain>
      <PageIntro
        title={p('thanksTitle')}
        trail={[
          { name: p('subscribeCrumb'), path: '/subscribe' },
          { name: p('thanksCrumb'), path: '/subscribers/thanks' },
        ]}
      />
      <p role="status">{n('success')}</p>
      <p>{p('thanksNext')}</p>
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </PageMain>
  );
}
