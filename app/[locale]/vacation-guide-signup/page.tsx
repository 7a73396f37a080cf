import { requestLocale } from '@/lib/i18n/request-locale';
import { localePath } from '@/lib/i18n/locales';
import type { Metadata } from 'next';
import { Link } from '@/lib/i18n/navigation';
import { redirect } from 'next/navigation';
import { PageIntro, PageMain } from '@/components/content/page-intro';
import { GUIDE_SUCCESS, VACATION_GUIDE_SIGNUP as P } from '@/components/forms/messages';
import { VacationGuideForm } from '@/components/forms/vacation-guide-form';
import { getSessionUser } from '@/lib/auth/session';
import { pageMetadata } from '@/lib/seo';

export async function generateMetadata(): Promise<Metadata> {
  return {
    ...(await pageMetadata({ title: P.title, description: P.lede, path: '/vacation-guide-signup' })),
    robots: { index: false },
  };
}

/** Needs sign-in (docs/SPEC.md section 6): proxy.ts sends anonymous visitors home, and so does this page. */
export default async function VacationGuideSignupPage() {
  const user = await getSessionUser();
  if (!user) redirect(localePath(await requestLocale(), '/'));
  return (
    <PageMain>
      <PageIntro
        title={P.title}
        lede={P.lede}
        trail={[
          { name: 'Vacation Guide', path: '/vacation-guide' },
          { name: P.title, path: '/vacation-guide-signup' },
        ]}
      />
      <VacationGuideForm mode="page" initialEmail={user.email} />
      <p>
        <Link href="/online-vacation-guide">{GUIDE_SUCCESS.viewOnline}</Link>
      </p>
    </PageMain>
  );
}
