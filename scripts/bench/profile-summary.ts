// `npx tsx scripts/bench/profile-summary.ts <file.cpuprofile>`: where a server's CPU time went, from the V8
// profile that `npm run bench -- --profile <dir>` (or `bench:booking -- --profile`) has each instance write:
// self time by part (the page's own code, React's rendering, Next, the database clients, Node, GC) and the
// functions that took most.
import { readFileSync } from "node:fs";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

// The first pattern that matches a function's script (or name) names its part. Turbopack's chunk names keep
// the module paths they bundle (`node_modules_drizzle-orm_…`), so bundled libraries are told apart too.
const PARTS: [RegExp, string][] = [
  [/^\(garbage collector\)$/, "recolección de basura"],
  [/^\(idle\)$/, "inactivo"],
  [/^\(program\)$/, "V8 (compilación, entrada y salida del motor)"],
  [/react-dom|react-server|app-page.*runtime|react_/, "React: renderizado en el servidor (HTML y RSC)"],
  [/drizzle/, "drizzle-orm"],
  [/postgres/, "postgres.js"],
  [/next[/_]dist|next-server|\/next\//, "Next: enrutado, servidor, caché"],
  [/zod|date-fns/, "zod y date-fns"],
  [/^node:|^internal\//, "Node: http, streams, criptografía"],
  [/^[^/]*$/, "Node y V8: funciones nativas (escritura en sockets, microtareas)"],
  [/\.next\/server\/(chunks|app)/, "código del portal (páginas, consultas)"],
];

function partOf(frame: ProfileNode["callFrame"]): string {
  const key = frame.url || frame.functionName;
  return PARTS.find(([pattern]) => pattern.test(key))?.[1] ?? "otros";
}

const profile = JSON.parse(readFileSync(process.argv[2]!, "utf8")) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const selfMs = new Map<number, number>();
profile.samples.forEach((id, i) => selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));

const byPart = new Map<string, number>();
const byFunction = new Map<string, number>();
for (const [id, ms] of selfMs) {
  const { callFrame } = byId.get(id)!;
  byPart.set(partOf(callFrame), (byPart.get(partOf(callFrame)) ?? 0) + ms);
  const name = `${callFrame.functionName || "(anónima)"} ${callFrame.url.split("/").pop() ?? ""}:${callFrame.lineNumber + 1}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
}
const busy = [...byPart].filter(([part]) => part !== "inactivo").reduce((sum, [, ms]) => sum + ms, 0);
const share = (ms: number) => `${((100 * ms) / busy).toFixed(1)} %`;

console.log(`| parte | CPU | del tiempo ocupado |\n|---|---|---|`);
for (const [part, ms] of [...byPart].sort((a, b) => b[1] - a[1]))
  console.log(`| ${part} | ${Math.round(ms)} ms | ${part === "inactivo" ? "" : share(ms)} |`);
console.log(`\n| función (propio) | CPU | |\n|---|---|---|`);
for (const [name, ms] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 15))
  console.log(`| \`${name}\` | ${Math.round(ms)} ms | ${share(ms)} |`);
