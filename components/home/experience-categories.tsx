import { useTranslations } from 'next-intl';
import { EXPERIENCES } from '@/lib/constants';
import { Link } from '@/lib/i18n/navigation';
import styles from './home.module.css';

/** The ten experience categories, each a card to its page. */
export function ExperienceCategories() {
  const t = useTranslations('home');
  return (
    <section aria-labelledby="experiences-heading" className={styles.section}>
      <h2 id="experiences-heading" className={styles.sectionHeading}>
        {t('experiencesHeading')}
      </h2>
      <p className={styles.sectionIntro}>{t('experiencesIntro')}</p>
      <ul className={styles.experienceGrid}>
        {EXPERIENCES.map((experience) => (
          <li key={experience.slug} className={styles.experienceCard}>
            {/* eslint-disable-next-line @next/next/no-img-element -- small local SVG art */}
            <img
              src={`/images/home/experiences/${experience.slug}.svg`}
              alt=""
              width={400}
              height={300}
              loading="lazy"
              decoding="async"
            />
            <h3 className={styles.cardTitle}>
              <Link href={`/experience-alabama/${experience.slug}`} className={styles.cardLink}>
                {t(`experienceNames.${experience.slug}`)}
              </Link>
            </h3>
            <p>{t(`experienceBlurbs.${experience.slug}`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
