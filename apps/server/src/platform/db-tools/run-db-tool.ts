import path from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { ConfigError, loadConfig } from '../../config';
import { DbToolError, messageOf } from './db-tool-error';

type Options = NonNullable<ParseArgsConfig['options']>;

export interface ToolInput {
  values: Record<string, string | boolean | undefined>;
  /** DATA_DIR as the server reads it (relative to where npm was run), or --data-dir. */
  dataDir: string;
  /** A path given on the command line, relative to where npm was run. */
  resolve(given: string): string;
}

/**
 * Runs a database tool: parses its options, reads DATA_DIR as the server does, and ends the process. A refusal or
 * bad input is one line on stderr and exit code 1 (2 for a command used wrongly), never a stack trace.
 */
export function runDbTool(usage: string, options: Options, work: (input: ToolInput) => Promise<string[]>) {
  const baseDir = process.env.INIT_CWD ?? process.cwd();
  const resolve = (given: string) => path.resolve(baseDir, given);
  const main = async () => {
    let values: ToolInput['values'];
    try {
      values = parseArgs({ options: { ...options, 'data-dir': { type: 'string' } }, strict: true }).values;
    } catch (error) {
      throw new DbToolError(`${messageOf(error)}\nUsage: ${usage}`, 2);
    }
    const config = loadConfig();
    const given = values['data-dir'];
    const dataDir = typeof given === 'string' ? resolve(given) : config.dataDir;
    return work({ values, dataDir, resolve });
  };
  main().then(
    (lines) => {
      for (const line of lines) console.log(line);
      process.exit(0);
    },
    (error: unknown) => {
      const known = error instanceof DbToolError || error instanceof ConfigError;
      console.error(known ? error.message : `Failed: ${messageOf(error)}`);
      process.exit(error instanceof DbToolError ? error.exitCode : 1);
    },
  );
}
