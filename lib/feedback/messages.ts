// Every string the feedback widget shows; the server's checks read the same ones. docs/SPEC.md sections 4 and 5 fix the quoted ones word for word.

export const FEEDBACK = {
  title: (pageType: string) => `Was this ${pageType} helpful?`,
  ratingsLabel: 'Rate this page',
  yes: 'Yes',
  somewhat: 'Somewhat',
  no: 'No',
  glad: "We're glad to hear that! How did this page help you?",
  grateful: "We're grateful for your response. Will you take a moment and help us make this content more useful?",
  sad: 'We are sad to hear that. Will you take a moment and help us make this content more useful?',
  issuesLegend: 'What could be better?',
  noteLabel: 'Your message',
  submit: 'Send Feedback',
  sending: 'Sending...',
  thanks: 'Thanks for your feedback!',
  optionRequired: 'Please select an option.',
  noteRequired: 'Please enter message.',
} as const;
