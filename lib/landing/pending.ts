import type { Db } from "@/db";
import type { Role } from "@/db/enums/roles";
import type { SessionUser } from "@/lib/auth/session-store";
import { canUseService, type ServiceKey } from "@/lib/auth/services";
import { zonedToday } from "@/lib/dates";
import { documentsToReview, rejectedDocuments } from "@/lib/documents/pending";
import { openEnrollmentCalls, requestsAwaitingFiles } from "@/lib/enrollments/pending";
import { openExamChoices } from "@/lib/exams/pending";
import { pendingSurveys } from "@/lib/grades/pending";
import { instancesInProgress, openInstances } from "@/lib/instances/pending";
import { loadOrNull } from "@/lib/load-or-null";
import { tfgRequestsToDecide, openTfgCalls } from "@/lib/tfg/pending";
import { managesAreas } from "@/lib/tfg/scope";
import type { CardKey, Deadline } from "./types";

/** What a card shows once read: a number of things to do, or the windows open now. */
export type CardValue = { kind: "count"; count: number } | { kind: "deadlines"; items: Deadline[] };

/** A landing card: where it leads, and its value, or null when its read failed (never shown as zero). */
export interface LandingCard {
  /** Its title and description are the catalogue's `landing.cards.<key>`. */
  key: CardKey;
  href: string;
  value: CardValue | null;
}

type Read = () => Promise<CardValue & { href?: string }>;
interface Source extends Omit<LandingCard, "value"> {
  service: ServiceKey;
  roles: readonly Role[];
  read: Read;
}

const counted =
  (read: () => Promise<number>): Read =>
  async () => ({ kind: "count", count: await read() });
const deadlines =
  (read: () => Promise<Deadline[]>): Read =>
  async () => ({ kind: "deadlines", items: await read() });
const STUDENT = ["ROLE_STUDENT"] as const;

/** Every card the landing knows, in the order shown; each role gets those listed for it and its services allow. */
function sources(db: Db, user: SessionUser): Source[] {
  return [
    {
      key: "exam-choices",
      href: "/exams",
      service: "exams",
      roles: STUDENT,
      read: deadlines(() => openExamChoices(db, user)),
    },
    {
      key: "enrollment-calls",
      href: "/enrollments",
      service: "enrollments",
      roles: STUDENT,
      read: deadlines(() => openEnrollmentCalls(db)),
    },
    {
      key: "tfg-calls",
      href: "/tfg",
      service: "tfg",
      roles: STUDENT,
      read: deadlines(() => openTfgCalls(db, user)),
    },
    {
      key: "rejected-documents",
      href: "/documental",
      service: "documental",
      roles: STUDENT,
      read: counted(() => rejectedDocuments(db, user)),
    },
    {
      key: "enrollment-files",
      href: "/enrollments",
      service: "enrollments",
      roles: STUDENT,
      read: counted(() => requestsAwaitingFiles(db, user)),
    },
    {
      key: "surveys",
      href: "/grades",
      service: "grades",
      roles: STUDENT,
      read: counted(() => pendingSurveys(db, user)),
    },
    {
      key: "my-instances",
      href: "/instances",
      service: "instances",
      roles: STUDENT,
      read: counted(() => instancesInProgress(db, user)),
    },
    {
      key: "documents-to-review",
      href: "/documental?pending=true",
      service: "documental",
      roles: ["ROLE_COORD"],
      read: counted(() => documentsToReview(db)),
    },
    {
      key: "open-instances",
      href: "/instances?status=OPEN",
      service: "instances",
      roles: ["ROLE_SECR", "ROLE_ADMIN", "ROLE_COORD"],
      read: async () => {
        const { count, oldest } = await openInstances(db);
        // The list opens on this academic year's requests: start it at the oldest open one instead.
        const href = oldest ? `/instances?status=OPEN&createdFrom=${zonedToday(oldest)}` : undefined;
        return { kind: "count", count, href };
      },
    },
    {
      key: "tfg-requests",
      href: user.role === "ROLE_INSTRUCTOR" ? "/tfg?tab=management" : "/tfg?tab=requests",
      service: "tfg",
      roles: ["ROLE_SECR", "ROLE_ADMIN", "ROLE_COORD", "ROLE_INSTRUCTOR"],
      read: counted(() => tfgRequestsToDecide(db, user)),
    },
  ];
}

/** Instructors manage TFG requests only while they manage a thematic area; null when that cannot be read. */
async function applies(db: Db, user: SessionUser, source: Source): Promise<boolean | null> {
  if (!source.roles.includes(user.role) || !canUseService(user.role, source.service)) return false;
  if (source.key === "tfg-requests" && user.role === "ROLE_INSTRUCTOR") {
    return loadOrNull("los permisos del instructor", () => managesAreas(db, user.id));
  }
  return true;
}

/** The person's landing cards, each read on its own: one failed read spoils only its card. */
export async function landingCards(db: Db, user: SessionUser): Promise<LandingCard[]> {
  const cards = await Promise.all(
    sources(db, user).map(async (source): Promise<LandingCard | null> => {
      const applicable = await applies(db, user, source);
      if (applicable === false) return null;
      const card = { key: source.key, href: source.href };
      const value = applicable && (await loadOrNull(source.key, source.read));
      if (!value) return { ...card, value: null };
      const { href, ...shown } = value;
      return { ...card, href: href ?? card.href, value: shown };
    }),
  );
  return cards.filter((c): c is LandingCard => c !== null);
}
