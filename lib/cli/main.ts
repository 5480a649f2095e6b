import { HELP } from "./help";

type Command = (args: string[]) => Promise<number>;

// The CLI behind `npm run portal -- <command>`. Each command loads only its own modules.
const COMMANDS: Record<string, () => Promise<Command>> = {
  import: () => import("./import-command").then((m) => m.importCommand),
  session: () => import("./session-command").then((m) => m.sessionCommand),
  seed: () => import("./seed-command").then((m) => m.seedCommand),
  outbox: () => import("./outbox-command").then((m) => m.outboxCommand),
  notify: () => import("./notify-command").then((m) => m.notifyCommand),
};

const [name, ...args] = process.argv.slice(2);

if (name === "help" || name === "--help" || name === "-h") {
  console.log(HELP);
} else if (name && Object.hasOwn(COMMANDS, name)) {
  process.exitCode = await (await COMMANDS[name]!())(args);
} else {
  if (name) console.error(`Orden desconocida: "${name}"\n`);
  console.error(HELP);
  process.exitCode = 1;
}
