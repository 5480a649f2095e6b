import { HELP } from "./help";
import { importCommand } from "./import-command";
import { notifyCommand } from "./notify-command";
import { outboxCommand } from "./outbox-command";
import { seedCommand } from "./seed-command";
import { sessionCommand } from "./session-command";

// The CLI behind `npm run portal -- <command>`.
const COMMANDS: Record<string, (args: string[]) => Promise<number>> = {
  import: importCommand,
  session: sessionCommand,
  seed: seedCommand,
  outbox: outboxCommand,
  notify: notifyCommand,
};

const [name, ...args] = process.argv.slice(2);

if (name === "help" || name === "--help" || name === "-h") {
  console.log(HELP);
} else if (name && Object.hasOwn(COMMANDS, name)) {
  process.exitCode = await COMMANDS[name]!(args);
} else {
  if (name) console.error(`Orden desconocida: "${name}"\n`);
  console.error(HELP);
  process.exitCode = 1;
}
