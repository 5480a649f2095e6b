import type { Db } from "@/db";
import type { ScheduledTask } from "@/lib/scheduler/types";
import { endClosedEntries, fillOpenSeats } from "./closing";

/** Every five minutes: ends the waiting lists of closed inscription windows and fills any seat left free. */
export function waitlistTask(): ScheduledTask {
  return {
    name: "exams-waitlist",
    cron: "*/5 * * * *",
    description: "Listas de espera de exámenes: cierra las de plazo terminado y asigna las plazas libres",
    run: ({ db }) =>
      db.transaction(async (tx) => {
        const one = tx as unknown as Db;
        return { "entradas terminadas": await endClosedEntries(one), "alumnos con plaza": await fillOpenSeats(one) };
      }),
  };
}
