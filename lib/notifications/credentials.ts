import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "@/db";
import { outbox, users } from "@/db/schema";
import { deliverNow } from "@/lib/outbox/deliver";
import type { Transports } from "@/lib/outbox/transports";
import { deliveredOutcome, queueMail, REDACTED, templateFor, type NotifyOutcome } from "./notify";
import { personLocale } from "@/lib/i18n/offered";
import { renderMail } from "./render";

export interface CredentialsRow {
  externalId: string;
  username: string;
  password: string;
}

export interface CredentialsOptions {
  transports: Transports;
  /** Attempts during the command before giving up on a message (default 3). */
  attempts?: number;
  /** Pause between attempts, in ms (default 2000). */
  pauseMs?: number;
}

export const NOT_DELIVERED =
  "No se ha podido entregar durante la orden. Las credenciales no se guardan, así que este correo no se reintentará: " +
  "vuelva a ejecutar `npm run portal -- notify credentials` con este usuario.";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Tries a credentials mail now, a few times. The stored copy is redacted and HELD, a state the
 * poller never delivers; if it is not delivered during the command it is marked FAILED (and if the
 * command dies, it stays HELD: never sent).
 */
async function deliverWithin(
  db: Db,
  id: number,
  real: ReturnType<typeof renderMail>,
  { transports, attempts = 3, pauseMs = 2000 }: CredentialsOptions,
) {
  let lastError = "No hay servidor SMTP configurado (SMTP_URL).";
  for (let i = 0; i < attempts && transports.EMAIL; i++) {
    if (i > 0) await pause(pauseMs);
    const row = await deliverNow(db, id, { transports, content: real, held: true });
    if (row.status === "SENT") return row;
    lastError = row.lastError ?? lastError;
    if (row.status === "FAILED") break;
  }
  const reason = `${lastError} ${NOT_DELIVERED}`;
  const [failed] = await db
    .update(outbox)
    .set({ status: "FAILED", lastError: reason })
    .where(and(eq(outbox.id, id), eq(outbox.status, "HELD")))
    .returning();
  return failed ?? (await db.select().from(outbox).where(eq(outbox.id, id)))[0]!;
}

/**
 * `notify credentials <file.csv>`: each listed user gets the credentials template (type 0) of their
 * institutional role with name, username and password. The outbox keeps the mail with the password
 * replaced by `********`; the real text is only handed to the SMTP server.
 */
export async function notifyCredentials(
  db: Db,
  rows: CredentialsRow[],
  options: CredentialsOptions,
): Promise<NotifyOutcome[]> {
  const found = rows.length
    ? await db
        .select()
        .from(users)
        .where(
          inArray(
            users.externalId,
            rows.map((r) => r.externalId),
          ),
        )
    : [];
  const byExternalId = new Map(found.map((u) => [u.externalId, u]));
  const outcomes: NotifyOutcome[] = [];
  for (const row of rows) {
    const user = byExternalId.get(row.externalId);
    const target = await templateFor(db, user, row.externalId, 0);
    if (target.skip) {
      outcomes.push(target.skip);
      continue;
    }
    const values = { name: `${user!.givenName} ${user!.familyName}`, username: row.username };
    const locale = personLocale(user!.locale);
    const stored = renderMail(target.template, { ...values, password: REDACTED }, locale);
    const real = renderMail(target.template, { ...values, password: row.password }, locale);
    const queued = await queueMail(db, user!, stored, true);
    const after = await deliverWithin(db, queued.id, real, options);
    outcomes.push(deliveredOutcome(row.externalId, queued.id, after));
  }
  return outcomes;
}
