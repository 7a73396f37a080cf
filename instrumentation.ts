// Runs once when a server process starts, before it takes requests.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { stampClientAddresses } = await import('./lib/rate-limit/stamp');
    stampClientAddresses();
  }
}
