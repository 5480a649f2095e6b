import { constraintName, sqlState } from "@/lib/api/errors";

type Fields = Record<string, unknown>;

const causes = (err: unknown): Fields[] => {
  const chain: Fields[] = [];
  for (let e = err; e && typeof e === "object" && chain.length < 8; e = (e as Fields).cause) chain.push(e as Fields);
  return chain;
};

const className = (e: Fields) => (e.constructor as { name?: string } | undefined)?.name || "Object";
const textOf = (chain: Fields[], key: string) =>
  chain.map((e) => e[key]).find((value): value is string => typeof value === "string");

// A stack's first lines repeat the message; its frames say only where.
const framesOf = (stack: unknown) =>
  typeof stack === "string"
    ? stack
        .split("\n")
        .filter((line) => line.trimStart().startsWith("at "))
        .join("\n")
    : undefined;

/**
 * What a log line keeps of an error. A database error (it has a SQLSTATE, or drizzle's statement) is
 * logged by its classes, SQLSTATE, constraint, table and statement text, and where it was thrown: never
 * its parameters, nor PostgreSQL's message and detail, which quote the values ("Key (dni)=(…)").
 * Any other error keeps its class, message and stack.
 */
export function loggableError(err: unknown): Fields {
  const chain = causes(err);
  const statement = textOf(chain, "query");
  const code = sqlState(err);
  if (chain.length === 0) return { type: typeof err, message: String(err) };
  if (code === undefined && statement === undefined) {
    const first = chain[0]!;
    return { type: className(first), message: String(first.message ?? ""), stack: first.stack };
  }
  return {
    type: chain.map(className).join(" ← "),
    sqlState: code,
    constraint: constraintName(err),
    table: textOf(chain, "table_name") ?? textOf(chain, "table"),
    statement,
    stack: framesOf(chain[0]!.stack),
  };
}
