import type { FEEDBACK_ISSUES } from '@/lib/constants';

// Every string the feedback widget shows; the server's checks read the same ones. docs/SPEC.md
// sections 4 and 5 fix the quoted ones word for word. The Spanish twin is messages.es.ts.

/** What a page calls itself in the widget's question. */
export type FeedbackPageType = 'page' | 'article' | 'event' | 'roadTrip' | 'trail';

export const FEEDBACK = {
  title:
    '{pageType, select, article {Was this article helpful?} event {Was this event helpful?} roadTrip {Was this road trip helpful?} trail {Was this trail helpful?} other {Was this page helpful?}}',
  ratingsLabel: 'Rate this page',
  yes: 'Yes',
  somewhat: 'Somewhat',
  no: 'No',
  glad: "We're glad to hear that! How did this page help you?",
  grateful: "We're grateful for your response. Will you take a moment and help us make this content more useful?",
  sad: 'We are sad to hear that. Will you take a moment and help us make this content more useful?',
  issuesLegend: 'What could be better?',
  issues: {
    inaccurate: 'Inaccurate',
    brokenLinks: 'Broken Links',
    outdated: 'Outdated',
    notRelevant: 'Not Relevant',
    needMoreInfo: 'Need more info',
    incomplete: 'Incomplete',
  },
  noteLabel: 'Your message',
  submit: 'Send Feedback',
  sending: 'Sending...',
  thanks: 'Thanks for your feedback!',
  optionRequired: 'Please select an option.',
  noteRequired: 'Please enter message.',
} as const;

/** Each issue value the service stores, and the message that names it to the visitor. */
export const FEEDBACK_ISSUE_KEYS = {
  Inaccurate: 'inaccurate',
  'Broken Links': 'brokenLinks',
  Outdated: 'outdated',
  'Not Relevant': 'notRelevant',
  'Need more info': 'needMoreInfo',
  Incomplete: 'incomplete',
} as const satisfies Record<(typeof FEEDBACK_ISSUES)[number], keyof typeof FEEDBACK.issues>;
