import { NotFoundError } from "@/lib/api/errors";
import { pgliteDir } from "@/lib/database";
import type { Command } from "./command";
import { readLocalKey } from "./local-key";
import { sessionLink } from "./session-link";
import { withDb } from "./with-db";

const USAGE = "Uso: npm run portal -- session <externalId>";

// npm run portal -- session <externalId>; the link is the last line so scripts can take it with `tail -1`.
async function session(args: string[]): Promise<number> {
  const [externalId, ...extra] = args;
  if (!externalId || extra.length > 0) {
    console.error(USAGE);
    return 1;
  }
  return withDb(
    async (db) => {
      try {
        console.log((await sessionLink(db, externalId)).lines.join("\n"));
        return 0;
      } catch (err) {
        if (!(err instanceof NotFoundError)) throw err;
        console.error(err.message);
        return 1;
      }
    },
    { whenBusy: () => askRunningServer(externalId) },
  );
}

/** The server holds the embedded database: ask it, with the local key it wrote beside the folder. */
async function askRunningServer(externalId: string): Promise<number | null> {
  const local = readLocalKey(pgliteDir());
  if (!local) return null;
  let res: Response;
  try {
    res = await fetch(new URL("/api/internal/session-link", local.url), {
      method: "POST",
      headers: { authorization: `Bearer ${local.key}`, "content-type": "application/json" },
      body: JSON.stringify({ externalId }),
    });
  } catch {
    return null;
  }
  const data = (await res.json().catch(() => ({}))) as { lines?: string[]; message?: string };
  if (res.status !== 201 || !data.lines) {
    console.error(data.message ?? `El servidor ha respondido ${res.status}`);
    return 1;
  }
  console.log(data.lines.join("\n"));
  return 0;
}

export const sessionCommand: Command = { usage: USAGE, run: session };
