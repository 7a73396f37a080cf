import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // Each developer or test run may build into its own folder so that builds never collide.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  reactStrictMode: true,
  // PGlite loads its WebAssembly from its own package folder at run time, so it must not be bundled.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'nodemailer'],
  typedRoutes: false,
};

export default nextConfig;
