/** One `npm run portal -- <name> …` command: its usage (also its `--help`) and what it runs; resolves with the exit code. */
export interface Command {
  usage: string;
  run(args: string[]): Promise<number>;
}
