import { getDb } from "@/db";
import { deliverDue } from "./deliver";
import { configuredTransports } from "./transports";

const holder = globalThis as unknown as { __portalOutboxPoller?: NodeJS.Timeout };

/**
 * Every OUTBOX_POLL_SECONDS (default 15) the server delivers what is due. Several instances may
 * poll at once: claims skip rows another instance holds.
 */
export function startOutboxPoller(): void {
  const transports = configuredTransports();
  if (holder.__portalOutboxPoller || Object.keys(transports).length === 0) return;
  const seconds = Number(process.env.OUTBOX_POLL_SECONDS ?? 15);
  let running = false;
  holder.__portalOutboxPoller = setInterval(
    async () => {
      if (running) return;
      running = true;
      try {
        await deliverDue(await getDb(), { transports });
      } catch (err) {
        console.error("Error al entregar los mensajes pendientes:", err);
      } finally {
        running = false;
      }
    },
    Math.max(1, seconds) * 1000,
  );
  holder.__portalOutboxPoller.unref();
}
