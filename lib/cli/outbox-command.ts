import { deliverDue, outboxSummary } from "@/lib/outbox/deliver";
import { configuredTransports } from "@/lib/outbox/transports";
import type { Command } from "./command";
import { withDb } from "./with-db";

const USAGE = "Uso: npm run portal -- outbox deliver";

// npm run portal -- outbox deliver: sends what is due now, then shows the queue per channel.
async function outbox(args: string[]): Promise<number> {
  if (args.join(" ") !== "deliver") {
    console.error(USAGE);
    return 1;
  }
  return withDb(async (db) => {
    const transports = configuredTransports();
    if (!transports.SMS) console.log("SMS: no hay pasarela configurada (SMS_GATEWAY_URL); los SMS siguen en cola.");
    if (!transports.EMAIL)
      console.log("Correo: no hay servidor SMTP configurado (SMTP_URL); los correos siguen en cola.");
    const results = await deliverDue(db, { transports, limit: 1000 });
    console.log(`Intentos de envío: ${results.length} (enviados ${results.filter((r) => r.status === "SENT").length})`);
    for (const channel of ["SMS", "EMAIL"] as const) {
      const s = await outboxSummary(db, channel);
      console.log(`${channel}: en cola ${s.QUEUED ?? 0}, enviados ${s.SENT ?? 0}, fallidos ${s.FAILED ?? 0}`);
    }
    return 0;
  });
}

export const outboxCommand: Command = { usage: USAGE, run: outbox };
