import type { Registry } from 'prom-client';

export type ServerMetrics = {
  observeRequest(request: { method: string; route: string; status: number; seconds: number; cache: unknown }): void;
  text(): Promise<{ contentType: string; body: string }>;
};

export function createServerMetrics(registry?: Registry): ServerMetrics;
