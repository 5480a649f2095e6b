import { readFileSync } from "node:fs";
import path from "node:path";

export interface Instruction {
  stage: string;
  keyword: string;
  args: string;
}

/** The Dockerfile's instructions (continuation lines joined, comments dropped), each with its stage name. */
export function dockerfileInstructions(file = path.resolve(import.meta.dirname, "../../Dockerfile")): Instruction[] {
  const text = readFileSync(file, "utf8").replace(/\\\n\s*/g, " ");
  let stage = "";
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => {
      const [keyword, ...rest] = line.split(/\s+/);
      const args = rest.join(" ");
      if (keyword!.toUpperCase() === "FROM") stage = args.split(/\s+AS\s+/i)[1] ?? args;
      return { stage, keyword: keyword!.toUpperCase(), args };
    });
}

/** The environment the image's final stage sets (its ENV lines). */
export function imageEnvironment(instructions = dockerfileInstructions()): Record<string, string> {
  const last = instructions.at(-1)!.stage;
  const env: Record<string, string> = {};
  for (const { stage, keyword, args } of instructions) {
    if (stage !== last || keyword !== "ENV") continue;
    for (const [, key, value] of args.matchAll(/(\w+)=(\S+)/g)) env[key!] = value!;
  }
  return env;
}
