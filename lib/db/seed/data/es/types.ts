export type RecordTranslation = { name?: string; summary?: string; description?: string };
export type RecordTranslations = Record<string, RecordTranslation>;
