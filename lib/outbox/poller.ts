import { getDb } from "@/lib/database";
import { env } from "@/lib/config";
import { settlesBefore } from "@/lib/ops/until";
import { deliverDue } from "./deliver";
import { configuredTransports } from "./transports";
import { logError } from "@/lib/ops/log";

interface Poller {
  timer: NodeJS.Timeout;
  current: Promise<void> | null;
  stopping: boolean;
}

const holder = globalThis as unknown as { __portalOutboxPoller?: Poller };

/**
 * Every OUTBOX_POLL_SECONDS (default 15) a worker instance delivers what is due. Several instances
 * may poll at once: claims skip rows another instance holds.
 */
export function startOutboxPoller(): void {
  const transports = configuredTransports();
  if (holder.__portalOutboxPoller || Object.keys(transports).length === 0) return;
  const poller: Poller = { timer: undefined!, current: null, stopping: false };
  const deliver = async () => {
    try {
      await deliverDue(await getDb(), { transports, stopped: () => poller.stopping });
    } catch (err) {
      logError(err, "Error al entregar los mensajes pendientes");
    }
  };
  poller.timer = setInterval(
    () => {
      if (poller.current || poller.stopping) return;
      poller.current = deliver().finally(() => (poller.current = null));
    },
    env("OUTBOX_POLL_SECONDS") * 1000,
  );
  poller.timer.unref();
  holder.__portalOutboxPoller = poller;
}

/**
 * Claims nothing more and waits until `deadline` (epoch ms) for the message being sent. One not sent
 * by then keeps its claim, which lapses after the outbox lease: it may have reached the provider,
 * so handing it back at once could send it twice.
 */
export async function stopOutboxPoller(deadline: number): Promise<boolean> {
  const poller = holder.__portalOutboxPoller;
  if (!poller) return true;
  poller.stopping = true;
  clearInterval(poller.timer);
  return !poller.current || settlesBefore(poller.current, deadline);
}
