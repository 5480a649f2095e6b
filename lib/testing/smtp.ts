import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw message with quoted-printable soft breaks and escapes decoded, for `toContain` checks. */
  body: string;
}

const decodeQuotedPrintable = (raw: string) =>
  Buffer.from(
    raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");

/**
 * A real SMTP server on a free local port for tests: it keeps what it accepts and refuses the first
 * `failures` messages with a 451 (set `state.failures` between tests), or holds them (`state.stall`).
 */
export async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  /** `stall`: hold every message's DATA without answering; `stalled` counts the messages held. */
  const state = { failures: 0, stall: false, stalled: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    closeTimeout: 500,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        if (state.stall) {
          state.stalled++;
          return;
        }
        if (state.failures > 0) {
          state.failures--;
          const err = Object.assign(new Error("Servidor ocupado, inténtelo más tarde"), { responseCode: 451 });
          return callback(err);
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          body: decodeQuotedPrintable(Buffer.concat(chunks).toString("latin1")),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
