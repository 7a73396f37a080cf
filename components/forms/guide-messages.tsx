import { useTranslations } from 'next-intl';
import type { GuideOrderValues } from '@/lib/guide-orders/form';
import styles from './guide-form.module.css';
import formStyles from './forms.module.css';

type Message = { name: keyof GuideOrderValues; message: string };

/** The form's messages, listed under it (docs/SPEC.md section 5); each one takes the visitor to its field. */
export function GuideMessages({
  messages,
  onSelect,
}: {
  messages: Message[];
  onSelect: (name: keyof GuideOrderValues) => void;
}) {
  const t = useTranslations('guideOrder');
  return (
    <div aria-live="polite">
      {messages.length > 0 && (
        <>
          <p className={formStyles.status}>{t('messagesHeading')}</p>
          <ul className={formStyles.messages}>
            {messages.map(({ name, message }) => (
              <li key={name}>
                <button type="button" className={styles.messageButton} onClick={() => onSelect(name)}>
                  {message}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
