import type { Command } from "./command";
import { HELP } from "./help";

// The CLI behind `npm run portal -- <command>`. Each command loads only its own modules.
const COMMANDS: Record<string, () => Promise<Command>> = {
  import: () => import("./import-command").then((m) => m.importCommand),
  session: () => import("./session-command").then((m) => m.sessionCommand),
  seed: () => import("./seed-command").then((m) => m.seedCommand),
  outbox: () => import("./outbox-command").then((m) => m.outboxCommand),
  notify: () => import("./notify-command").then((m) => m.notifyCommand),
  worker: () => import("./worker-command").then((m) => m.workerCommand),
  backup: () => import("./backup-command").then((m) => m.backupCommand),
  tasks: () => import("./tasks-command").then((m) => m.tasksCommand),
  privacy: () => import("./privacy-command").then((m) => m.privacyCommand),
  registry: () => import("./registry-command").then((m) => m.registryCommand),
  year: () => import("./year-command").then((m) => m.yearCommand),
  export: () => import("./export-command").then((m) => m.exportCommand),
};
const isHelp = (arg: string | undefined) => arg === "help" || arg === "--help" || arg === "-h";

const [name, ...args] = process.argv.slice(2);

if (isHelp(name)) {
  console.log(HELP);
} else if (name && Object.hasOwn(COMMANDS, name)) {
  // The command's modules load for its help too, so `<command> --help` shows that the command can start.
  const command = await COMMANDS[name]!();
  if (args.length === 1 && isHelp(args[0])) console.log(command.usage);
  else process.exitCode = await command.run(args);
} else {
  if (name) console.error(`Orden desconocida: "${name}"\n`);
  console.error(HELP);
  process.exitCode = 1;
}
