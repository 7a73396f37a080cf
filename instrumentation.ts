// Runs once when a server process starts, before it takes requests.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    // A production server on a shared database without AUTH_SECRET stops here, saying why.
    const { refuseToStartWithoutSecret } = await import('./lib/auth/secret');
    refuseToStartWithoutSecret();
    // Nor without SITE_URL: every canonical, og:image and sitemap URL would name localhost.
    const { refuseToStartWithoutSiteUrl } = await import('./lib/seo/site-url');
    refuseToStartWithoutSiteUrl();
    // Every request carries the caller's address from the socket, for the rate limits.
    const { stampClientAddresses } = await import('./lib/rate-limit/stamp');
    stampClientAddresses();
    // A page that fails because the remote Main API is down answers 503, not 500.
    const { answerUnavailableAs503 } = await import('./lib/main-api/unavailable-status');
    answerUnavailableAs503();
    // Says where mail goes and whether /dev/mailbox is served, then starts the outbox's sender.
    const { startMail } = await import('./lib/mail/sender');
    startMail();
    // With REDIS_URL, the build's prerendered pages go into the shared cache before the first request.
    const { loadPrerenderedPages } = await import('./lib/cache/initial-cache');
    await loadPrerenderedPages();
  }
}
