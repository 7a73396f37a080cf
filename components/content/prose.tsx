import { sanitizeHtml } from '@/lib/sanitize';
import styles from './content.module.css';

/** Editor HTML from the database or the content service, sanitised before it reaches the page. */
export function Prose({ html }: { html: string }) {
  const clean = sanitizeHtml(html);
  if (!clean) return null;
  return <div className={styles.prose} dangerouslySetInnerHTML={{ __html: clean }} />;
}

/** Plain text written in paragraphs separated by blank lines. */
export function Paragraphs({ text }: { text: string }) {
  const parts = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <div className={styles.prose}>
      {parts.map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </div>
  );
}
