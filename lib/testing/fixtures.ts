import { randomUUID } from "node:crypto";
import { getDb } from "@/lib/database";
import { users } from "@/db/schema";
import type { Role } from "@/db/enums/roles";
import { createSession } from "@/lib/auth/session-store";

/** A unique suffix, so tests sharing one PostgreSQL database never collide. */
export const uniq = () => randomUUID().slice(0, 8);

export interface TestUser {
  id: number;
  externalId: string;
  dni: string;
  sessionId: string;
  role: Role;
}

/** Creates a user of `role` with a live session. */
export async function makeUser(role: Role, overrides: Partial<typeof users.$inferInsert> = {}): Promise<TestUser> {
  const db = await getDb();
  const tag = uniq();
  const [row] = await db
    .insert(users)
    .values({
      externalId: `u-${tag}`,
      dni: `${tag}X`,
      idType: "DNI",
      givenName: "Prueba",
      familyName: `Usuario ${tag}`,
      email: `${tag}@universidad.test`,
      role,
      ...overrides,
    })
    .returning();
  const { sessionId } = await createSession(db, row!.id);
  return { id: row!.id, externalId: row!.externalId, dni: row!.dni, sessionId, role };
}

type Handler = (req: Request, ctx: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;

interface CallOptions {
  as?: { sessionId: string } | null;
  params?: Record<string, string>;
  query?: Record<string, string>;
  json?: unknown;
  body?: BodyInit;
  headers?: Record<string, string>;
  path?: string;
}

/** Calls a route handler the way Next does, authenticated with the bearer session id. */
export async function call(method: string, handler: Handler, options: CallOptions = {}) {
  const url = new URL(options.path ?? "/api/test", "http://localhost:3000");
  for (const [k, v] of Object.entries(options.query ?? {})) url.searchParams.set(k, v);
  const headers = new Headers(options.headers);
  if (options.as) headers.set("authorization", `Bearer ${options.as.sessionId}`);
  let body = options.body;
  if (options.json !== undefined) {
    headers.set("content-type", "application/json");
    body = JSON.stringify(options.json);
  }
  const res = await handler(new Request(url, { method, headers, body }), {
    params: Promise.resolve(options.params ?? {}),
  });
  const text = await res.clone().text();
  let data: unknown = text;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    // not JSON (a file download): keep the text
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read the answer's JSON freely
  return { status: res.status, data: data as any, res };
}
