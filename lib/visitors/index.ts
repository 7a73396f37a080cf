import { dataSource } from '@/lib/main-api/data-source';

export { VisitorInputSchema, type Visitor, type VisitorInput } from './database';

// Answered by the data source chosen at start (lib/main-api/data-source.ts).
export const { getVisitor, ensureVisitor } = dataSource;
