import fs from 'node:fs';
import path from 'node:path';

/**
 * A Vitest reporter (beside the default one) that records each test file's time: importing it, setting up
 * its environment, and its tests and hooks. With TEST_TIMINGS_FILE set it appends one JSON line per file
 * there, so `.ci/run` can print the slowest files of every pass at its end.
 */
export default class TestTimingsReporter {
  onTestRunEnd(testModules) {
    const file = process.env.TEST_TIMINGS_FILE;
    if (!file) return;
    const pass = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
    const lines = testModules.map((testModule) => {
      const d = testModule.diagnostic();
      const seconds =
        (d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration) / 1000;
      const name = path.relative(process.cwd(), testModule.moduleId);
      return JSON.stringify({ pass, file: name, seconds: Math.round(seconds * 10) / 10 });
    });
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.appendFileSync(file, lines.map((line) => `${line}\n`).join(''));
  }
}
