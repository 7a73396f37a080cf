// The map's view state is plain data shared with the proxy's rewrite (lib/map/view-path.ts).
export * from '@/lib/map/map-state';
