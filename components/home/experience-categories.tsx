import Link from 'next/link';
import { EXPERIENCES } from '@/lib/constants';
import { EXPERIENCE_BLURBS } from './experience-blurbs';
import { HOME_MESSAGES as M } from './messages';
import styles from './home.module.css';

/** The ten experience categories, each a card to its page. */
export function ExperienceCategories() {
  return (
    <section aria-labelledby="experiences-heading" className={styles.section}>
      <h2 id="experiences-heading" className={styles.sectionHeading}>
        {M.experiencesHeading}
      </h2>
      <p className={styles.sectionIntro}>{M.experiencesIntro}</p>
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
                {experience.name}
              </Link>
            </h3>
            <p>{EXPERIENCE_BLURBS[experience.slug]}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
