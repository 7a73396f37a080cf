/** An alert banner as the browser receives it; the message is already sanitised. */
export type AlertBanner = {
  id: string;
  title: string;
  /** The editor's level in English, e.g. 'Advisory'; EMERGENCY_LEVEL marks an emergency. */
  level: string;
  /** The level as the page's language words it (the same as `level` in English). */
  levelText?: string;
  message: string;
  url: string | null;
  resources: { url: string; buttonText: string }[];
  updatedAt: string;
};

/** The crisis alert in the alerts service's shape (docs/SPEC.md section 7: a list with updated_at). */
export type CrisisAlert = {
  id: number;
  site_type: string;
  message: string;
  message_type: string;
  /** The type as the page's language words it (the same as `message_type` in English). */
  type_text?: string;
  updated_at: string;
};

export const EMERGENCY_LEVEL = 'State of Emergency';
