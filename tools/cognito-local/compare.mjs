// Compares a jest --json result of the contract suite with the disagreements docs/ACCOUNTS.md
// records for cognito-local. Fails on a test that fails and is not listed (a new disagreement: the
// site or cognito-local changed) and on a listed test that now passes (the list is out of date).
import { readFileSync } from 'node:fs';

const [knownFile, resultFile] = process.argv.slice(2);
const known = new Map(
  Object.entries(JSON.parse(readFileSync(knownFile, 'utf8'))).filter(([title]) => !title.startsWith('//')),
);
const result = JSON.parse(readFileSync(resultFile, 'utf8'));
const tests = result.testResults.flatMap((file) => file.assertionResults);
if (tests.length === 0) {
  console.error('cognito-local: the contract suite ran no tests');
  process.exit(1);
}
const problems = [];
const tally = { agree: 0, known: 0, skipped: 0 };
for (const test of tests) {
  if (test.status === 'pending' || test.status === 'skipped') tally.skipped += 1;
  else if (test.status === 'passed' && known.has(test.title))
    problems.push(`now agrees, remove it from the list: ${test.title}`);
  else if (test.status === 'passed') tally.agree += 1;
  else if (known.has(test.title)) tally.known += 1;
  else
    problems.push(
      `new disagreement: ${test.title}\n    ${(test.failureMessages ?? []).join('\n').split('\n').slice(0, 6).join('\n    ')}`,
    );
}
for (const title of known.keys()) {
  if (!tests.some((t) => t.title === title)) problems.push(`listed but not in the suite: ${title}`);
}
console.log(
  `cognito-local: ${tally.agree} tests agree with the built-in pool, ${tally.known} known disagreements (docs/ACCOUNTS.md), ${tally.skipped} built-in only`,
);
for (const problem of problems) console.error(`cognito-local: ${problem}`);
process.exit(problems.length ? 1 : 0);
