// Fails unless the test report shows PostgreSQL tests that ran and passed.
import { readFileSync } from 'node:fs';

const report = JSON.parse(readFileSync(process.argv[2] ?? 'test-results/vitest.json', 'utf8'));
const tests = report.testResults.flatMap((file) => file.assertionResults);
const postgres = tests.filter((test) => test.fullName.includes('[postgres]'));
const passed = postgres.filter((test) => test.status === 'passed').length;
console.log(`PostgreSQL tests: ${passed} passed of ${postgres.length}`);
if (passed === 0 || passed !== postgres.length) {
  console.error('The PostgreSQL tests did not all run and pass; is TEST_DATABASE_URL reachable?');
  process.exit(1);
}
