// The cluster's operator checks (docs/OPERATIONS.md, "Logs, metrics, health and shutdown"): the
// request id comes back, each request is one JSON log line on the copy that served it, /metrics is
// refused through the balancer without the token and answered with it, and a copy told to stop
// fails readiness first, then drains and exits with one log line.
import { sleep } from './processes.mjs';

const step = (message) => console.log(`cluster: ${message}`);

/** The JSON lines a copy has written (its log keeps the newest 200 lines, prefixed with its name). */
function jsonLines(copy) {
  return copy.process.log.flatMap((line) => {
    const text = line.slice(line.indexOf('] ') + 2);
    try {
      return [JSON.parse(text)];
    } catch {
      return [];
    }
  });
}

export async function checkObservability({ balancer, copies, metricsToken }) {
  const id = `cluster-${Date.now().toString(36)}`;
  const response = await fetch(`${balancer}/road-trips`, { headers: { 'x-request-id': id } });
  await response.arrayBuffer();
  if (response.headers.get('x-request-id') !== id)
    throw new Error(`x-request-id ${id} came back as ${response.headers.get('x-request-id')}`);
  const made = (await fetch(`${balancer}/`)).headers.get('x-request-id');
  if (!made) throw new Error('a request without x-request-id got none back');
  await sleep(200);
  const lines = copies.flatMap((copy) =>
    jsonLines(copy).filter((line) => line.requestId === id && line.msg === 'request'),
  );
  if (lines.length !== 1) throw new Error(`request ${id} has ${lines.length} log lines, not 1`);
  const [line] = lines;
  for (const field of ['method', 'route', 'status', 'durationMs', 'copy'])
    if (line[field] === undefined) throw new Error(`the request's log line has no ${field}: ${JSON.stringify(line)}`);
  if (line.route !== '/road-trips' || line.status !== 200)
    throw new Error(`the log line says ${line.route} ${line.status}: ${JSON.stringify(line)}`);
  step(`x-request-id returned; one JSON line for the request on ${line.copy}: ${JSON.stringify(line)}`);

  // Through haproxy the request is forwarded: no token, no metrics.
  for (const headers of [{}, { authorization: 'Bearer wrong' }]) {
    const refused = await fetch(`${balancer}/metrics`, { headers });
    if (refused.status !== 403) throw new Error(`/metrics through the balancer answered ${refused.status}, not 403`);
  }
  const metrics = await fetch(`${balancer}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } });
  const text = await metrics.text();
  if (metrics.status !== 200) throw new Error(`/metrics with the token answered ${metrics.status}`);
  for (const series of [
    'http_requests_total{method="GET",route="/road-trips",status="200"}',
    'http_request_duration_seconds_bucket',
    'page_cache_answers_total',
    'db_pool_connections{state="total"}',
    'mail_queue_depth',
    'mail_queue_oldest_age_seconds',
    'sign_in_locks',
  ])
    if (!text.includes(series)) throw new Error(`/metrics has no ${series}`);
  const local = await fetch(`${copies[0].origin}/metrics`);
  if (local.status !== 200) throw new Error(`/metrics from loopback on ${copies[0].name} answered ${local.status}`);
  step('/metrics: 403 through the balancer without the token, 200 with it and from loopback');
}

/** Last: stops one copy with SIGTERM and watches it drain. */
export async function checkDrain(copy) {
  const live = await fetch(`${copy.origin}/api/health/ready`);
  if (live.status !== 200) throw new Error(`${copy.name} is not ready before SIGTERM: ${live.status}`);
  const stopped = Date.now();
  copy.process.kill('SIGTERM');
  await sleep(100);
  const ready = await fetch(`${copy.origin}/api/health/ready`);
  const body = await ready.json();
  if (ready.status !== 503 || body.status !== 'draining')
    throw new Error(`${copy.name} readiness while draining: ${ready.status} ${JSON.stringify(body)}`);
  const liveness = await fetch(`${copy.origin}/api/health/live`);
  if (liveness.status !== 200) throw new Error(`${copy.name} liveness while draining: ${liveness.status}`);
  while (copy.process.exitCode === null && Date.now() - stopped < 15_000) await sleep(100);
  if (copy.process.exitCode !== 0) throw new Error(`${copy.name} did not exit 0 within 15 s of SIGTERM`);
  const last = jsonLines(copy).find((line) => / exiting$/.test(line.msg));
  if (!last) throw new Error(`${copy.name} wrote no log line on its way out`);
  step(
    `SIGTERM: ${copy.name} answered readiness 503 while live, then exited after ${Date.now() - stopped} ms: ${JSON.stringify(last)}`,
  );
}
