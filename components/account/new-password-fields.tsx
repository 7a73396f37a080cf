import type { FieldInputProps } from 'formik';
import { PasswordField } from '@/components/forms/password-field';
import { FIELD, TEXT } from './messages';

type Name = 'newPassword' | 'confirmNewPassword';

type Props = {
  /** The two inputs' ids, unique on the page. */
  ids: Record<Name, string>;
  field: (name: Name) => FieldInputProps<string>;
  error: (name: Name) => string | undefined;
};

/** A new password and its confirmation, as the change-password and reset forms ask for them. */
export function NewPasswordFields({ ids, field, error }: Props) {
  return (
    <>
      <PasswordField
        id={ids.newPassword}
        label={FIELD.newPassword}
        autoComplete="new-password"
        help={TEXT.passwordHelp}
        error={error('newPassword')}
        {...field('newPassword')}
      />
      <PasswordField
        id={ids.confirmNewPassword}
        label={FIELD.confirmNewPassword}
        autoComplete="new-password"
        error={error('confirmNewPassword')}
        {...field('confirmNewPassword')}
      />
    </>
  );
}
