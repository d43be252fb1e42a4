// Sums the unit (Vitest JSON) and e2e (Playwright JSON) results into the one closing line CI reads.
import { readFileSync, existsSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
const notes = [];

const vitest = 'reports/vitest.json';
if (existsSync(vitest)) {
  const r = JSON.parse(readFileSync(vitest, 'utf8'));
  passed += r.numPassedTests ?? 0;
  failed += r.numFailedTests ?? 0;
  skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  // A suite that failed to load has no tests counted: count it as a failure so it cannot hide.
  failed += (r.testResults ?? []).filter((f) => f.status === 'failed' && (f.assertionResults ?? []).length === 0).length;
} else notes.push('unit tests did not run');

const pw = 'reports/playwright.json';
if (existsSync(pw)) {
  const s = JSON.parse(readFileSync(pw, 'utf8')).stats ?? {};
  passed += (s.expected ?? 0) + (s.flaky ?? 0);
  failed += s.unexpected ?? 0;
  skipped += s.skipped ?? 0;
} else notes.push('e2e tests did not run');

if (notes.length) {
  console.log(`[tally] ${notes.join('; ')} (an earlier gate step failed)`);
  if (failed === 0) failed = 1;
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
