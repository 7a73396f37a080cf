import styles from './home.module.css';

/** The content service's introductory copy; the HTML arrives sanitised from lib/content. */
export function SeoParagraph({ html }: { html: string }) {
  if (!html) return null;
  return <div className={`${styles.section} ${styles.seo}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
