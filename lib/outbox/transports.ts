import nodemailer from "nodemailer";
import SMTPTransport from "nodemailer/lib/smtp-transport";
import type { outbox } from "@/db/schema";
import type { Db } from "@/db";
import { env } from "@/lib/config";
import { vapidDetails } from "@/lib/push/config";
import { pushTransport } from "@/lib/push/transport";

export { PermanentDeliveryError } from "./permanent-error";

export type OutboxMessage = Pick<typeof outbox.$inferSelect, "channel" | "recipient" | "subject" | "text" | "html"> &
  Partial<Pick<typeof outbox.$inferSelect, "ical" | "link">>;
export type Channel = OutboxMessage["channel"];

/**
 * Hands one message to a provider; resolves with the provider's answer, throws when it refused. `db` is
 * the outbox's database, for a transport that reads its recipient's details (push).
 */
export type Transport = (message: OutboxMessage, db?: Db) => Promise<string>;
export type Transports = Partial<Record<Channel, Transport>>;

const clip = (s: string) => s.slice(0, 1000);

/** The longest a sender waits for a provider: well under the outbox lease (deliver.ts), so a claim never lapses mid-send. */
export const TRANSPORT_TIMEOUT_MS = 30_000;

/** The HTTP SMS gateway: JSON POST of `{ number, text }` to SMS_GATEWAY_URL with SMS_GATEWAY_TOKEN as bearer. */
export function httpSmsTransport(url: string, token?: string): Transport {
  return async ({ recipient, text }) => {
    const res = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ number: recipient, text }),
      signal: AbortSignal.timeout(15_000),
    });
    const answer = clip(await res.text());
    if (!res.ok) {
      // The gateway's body may quote the number or the text: neither the log nor the stored error keeps it.
      throw new Error(`La pasarela de SMS respondió ${res.status}`);
    }
    return answer || String(res.status);
  };
}

/** SMTP through nodemailer (SMTP_URL, e.g. smtp://user:pass@host:587), from MAIL_FROM. */
export function smtpTransport(smtpUrl: string, from: string): Transport {
  // nodemailer's own defaults are minutes: every phase gets its explicit limit.
  const transporter = nodemailer.createTransport(
    new SMTPTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 }),
  );
  return async ({ recipient, subject, text, html, ical }) => {
    const info = await transporter.sendMail({
      from,
      to: recipient,
      subject: subject ?? "",
      text,
      html: html ?? undefined,
      icalEvent: ical ? { filename: "evento.ics", method: "PUBLISH", content: ical } : undefined,
    });
    return clip(`${info.messageId} ${info.response}`);
  };
}

/** The transports configured by the environment; a channel without one keeps its messages queued. */
export function configuredTransports(): Transports {
  const transports: Transports = {};
  const smsGateway = env("SMS_GATEWAY_URL");
  if (smsGateway) transports.SMS = httpSmsTransport(smsGateway, env("SMS_GATEWAY_TOKEN"));
  const smtpUrl = env("SMTP_URL");
  if (smtpUrl) transports.EMAIL = smtpTransport(smtpUrl, env("MAIL_FROM"));
  const vapid = vapidDetails();
  if (vapid) transports.PUSH = pushTransport(vapid);
  return transports;
}
