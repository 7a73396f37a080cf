import { SHELL_MESSAGES as M } from './messages';

export const MAIN_CONTENT_ID = 'main-content';

export function SkipLink() {
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className="skip-link">
      {M.skipLink}
    </a>
  );
}
