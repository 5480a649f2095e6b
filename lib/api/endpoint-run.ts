import { type Db } from "@/db";
import { getDb } from "@/lib/database";
import { auditLog } from "@/db/schema";
import type { SessionUser } from "@/lib/auth/session-store";
import { downloadResponse, FileDownload } from "@/lib/files/download";
import { retryingConflicts } from "./transient-conflicts";

export const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Work a mutation leaves for after its commit (on the shared pool); what it returns is the answer. */
export type AfterCommit<T = unknown> = (db: Db) => Promise<T>;

function toResponse(result: unknown): Response {
  if (result instanceof Response) return result;
  if (result instanceof FileDownload) return downloadResponse(result);
  if (result === undefined) return new Response(null, { status: 204 });
  return Response.json(result);
}

function targetIdOf(params: unknown, result: unknown): string | null {
  const pick = (value: unknown) =>
    value && typeof value === "object" && "id" in value && value.id != null ? String(value.id) : null;
  return pick(params) ?? (result instanceof Response || result instanceof FileDownload ? null : pick(result));
}

/** Reads run on the shared pool; mutations run in one transaction that also writes the audit row. */
export async function run(
  req: Request,
  params: unknown,
  user: SessionUser | null,
  work: (db: Db) => Promise<unknown>,
  requestId: string,
): Promise<Response> {
  const db = await getDb();
  if (!MUTATING.has(req.method)) return toResponse(await work(db));
  const result = await retryingConflicts(() =>
    db.transaction(async (tx) => {
      const value = await work(tx as unknown as Db);
      await tx.insert(auditLog).values({
        userExternalId: user?.externalId ?? null,
        role: user?.role ?? null,
        method: req.method,
        path: new URL(req.url).pathname,
        targetId: targetIdOf(params, value),
        requestId,
      });
      return value;
    }),
  );
  // A mutation may answer with a function: it runs after the commit and gives the response
  // (e.g. try to deliver the message the transaction queued, then say whether it went out).
  return toResponse(typeof result === "function" ? await (result as AfterCommit)(db) : result);
}
