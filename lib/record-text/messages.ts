// The note beside a record's text that a Spanish page shows in English until it is translated.
export const RECORD_TEXT_MESSAGES = {
  untranslatedNote: 'This text has not been translated yet.',
};
