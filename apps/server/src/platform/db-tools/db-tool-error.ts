/**
 * A refusal of the database tools (db:move, db:backup, db:restore): bad input or a state they will not touch, told in
 * one line. Exit code 2 for a command used wrongly (a missing option), 1 for the rest.
 */
export class DbToolError extends Error {
  constructor(
    message: string,
    readonly exitCode: 1 | 2 = 1,
  ) {
    super(message);
  }
}

/** The message of anything thrown, without its stack. */
export const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
