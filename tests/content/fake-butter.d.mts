// Types for fake-butter.mjs, which stays plain JavaScript so that butter-cycle.mjs runs it in node.
export interface FakeButterRequest {
  method: string | undefined;
  path: string;
  query: Record<string, string>;
}

export interface FakeButter {
  url: string;
  requests: FakeButterRequest[];
  edit(slug: string, change: (fields: Record<string, unknown>) => Record<string, unknown>): void;
  close(): Promise<void>;
}

export function startFakeButter(options: { token: string; port?: number; contentDir?: string }): Promise<FakeButter>;
