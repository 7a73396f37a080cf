import type { SocialProvider } from '@/lib/auth/providers';
import type { AccountEventDetail, AccountView, SignInOrigin } from './events';

export type Go = (view: AccountView, detail?: AccountEventDetail) => void;

/** What every account view receives, in the modal and on its page alike. */
export type ViewProps = {
  email?: string;
  from?: SignInOrigin;
  go: Go;
  /** Closes the modal (no-op on a page). */
  onDone?: () => void;
  social?: SocialProvider[];
};
