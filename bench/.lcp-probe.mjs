import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const urls = process.argv.slice(2);
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
for (const url of urls) {
  const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const a = r.lhr.audits;
  console.log('\n##', url, 'perf', Math.round(r.lhr.categories.performance.score*100), 'FCP', Math.round(a['first-contentful-paint'].numericValue), 'LCP', Math.round(a['largest-contentful-paint'].numericValue), 'TBT', Math.round(a['total-blocking-time'].numericValue), 'CLS', a['cumulative-layout-shift'].numericValue.toFixed(3), 'SI', Math.round(a['speed-index'].numericValue));
  const m = a.metrics.details.items[0]; console.log('observed FCP', Math.round(m.observedFirstContentfulPaint), 'LCP', Math.round(m.observedLargestContentfulPaint), 'DCL', Math.round(m.observedDomContentLoaded), 'load', Math.round(m.observedLoad));
  for (const r of a['network-requests'].details.items) if (r.networkEndTime <= m.observedLargestContentfulPaint + 5) console.log('   ', Math.round(r.networkRequestTime), Math.round(r.networkEndTime), r.priority, r.resourceType, r.transferSize, r.url.slice(-50));
  const el = a['largest-contentful-paint-element']?.details?.items;
  console.log(JSON.stringify(el?.[1]?.items));
  console.log('lazy:', JSON.stringify(a['lcp-lazy-loaded']?.details?.items ?? []).slice(0, 400));
  const failing = Object.values(a).filter((x) => x.score !== null && x.score < 0.9 && !['informative','manual','notApplicable'].includes(x.scoreDisplayMode)).map((x) => x.id + ':' + x.displayValue);
  console.log('failing', failing.join(' | '));
  const ls = a['layout-shifts']?.details?.items; if (ls?.length) console.log('shifts', JSON.stringify(ls).slice(0, 800));
}
await chrome.kill();
