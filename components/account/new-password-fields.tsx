import { useTranslations } from 'next-intl';
import type { FieldInputProps } from 'formik';
import { PasswordField } from '@/components/forms/password-field';

type Name = 'newPassword' | 'confirmNewPassword';

type Props = {
  /** The two inputs' ids, unique on the page. */
  ids: Record<Name, string>;
  field: (name: Name) => FieldInputProps<string>;
  error: (name: Name) => string | undefined;
};

/** A new password and its confirmation, as the change-password and reset forms ask for them. */
export function NewPasswordFields({ ids, field, error }: Props) {
  const t = useTranslations('account');
  return (
    <>
      <PasswordField
        id={ids.newPassword}
        label={t('field.newPassword')}
        autoComplete="new-password"
        help={t('text.passwordHelp')}
        error={error('newPassword')}
        {...field('newPassword')}
      />
      <PasswordField
        id={ids.confirmNewPassword}
        label={t('field.confirmNewPassword')}
        autoComplete="new-password"
        error={error('confirmNewPassword')}
        {...field('confirmNewPassword')}
      />
    </>
  );
}
