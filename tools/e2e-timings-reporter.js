import fs from 'node:fs';
import path from 'node:path';

/**
 * A Playwright reporter (beside the list one) that records each journey's time and outcome: with TEST_TIMINGS_FILE
 * set it appends one JSON line per journey there, so `.ci/run` can print, at its very end, the slowest journeys
 * beside the slowest test files and every journey that failed with its first error line.
 */
export default class E2eTimingsReporter {
  onTestEnd(test, result) {
    const file = process.env.TEST_TIMINGS_FILE;
    if (!file) return;
    const spec = path.relative(path.resolve(import.meta.dirname, '..'), test.location.file);
    const line = {
      pass: 'e2e',
      file: `${spec} › ${test.title}`,
      seconds: Math.round(result.duration / 100) / 10,
      status: result.status,
      ...(result.error?.message ? { error: result.error.message.split('\n').find((text) => text.trim()) } : {}),
    };
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.appendFileSync(file, `${JSON.stringify(line)}\n`);
  }
}
