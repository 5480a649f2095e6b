import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { ForbiddenNotice } from "@/components/shell/message-page";
import { pageSession } from "@/components/shell/page-gate";
import { LoadError } from "@/components/ui/load-error";
import type { Db } from "@/db";
import { NotFoundError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session-store";
import { getDb } from "@/lib/database";
import { examsAccess } from "@/lib/exams/access";
import { doorExams, doorOf } from "@/lib/exams/attendance/door";
import { doorPageQuery, type DoorPageQuery } from "@/lib/exams/attendance/schemas";
import { pageQuery, type SearchParams } from "@/lib/list/page-query";
import { loadOrNull } from "@/lib/load-or-null";

export type Door = {
  db: Db;
  user: SessionUser;
  query: DoorPageQuery;
  exams: Awaited<ReturnType<typeof doorExams>>;
  door: Awaited<ReturnType<typeof doorOf>> | null;
};

/**
 * What 'Control de acceso' and the attendance page share: the session of the exam's staff (the roles
 * of the check-in in the exams access table), the exams they keep from today on and the one picked
 * with its venues. Renders the heading and hands the rest to `body`.
 */
export async function DoorPage({
  title,
  searchParams,
  body,
}: {
  title: string;
  searchParams: Promise<SearchParams>;
  body: (door: Door) => Promise<ReactNode> | ReactNode;
}) {
  const session = await pageSession("exams");
  if (!session) return null;
  const t = await getTranslations("exams");
  const { user } = session;
  if (!(examsAccess["POST /exams-api/checkin"] as readonly string[]).includes(user.role)) return <ForbiddenNotice />;
  const db = await getDb();
  const query = pageQuery(doorPageQuery, await searchParams);
  const loaded = await loadOrNull("los exámenes", async () => {
    const exams = await doorExams(db, user);
    if (query.examId === undefined) return { exams, door: null, missing: false };
    try {
      return { exams, door: await doorOf(db, user, query.examId), missing: false };
    } catch (err) {
      if (err instanceof NotFoundError) return { exams, door: null, missing: true };
      throw err;
    }
  });
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold">{title}</h1>
      {!loaded ? (
        <LoadError message={t("page.loadError")} />
      ) : (
        <>
          {loaded.missing && <p className="text-red-800">{t("errors.examNotFound")}</p>}
          {await body({ db, user, query, exams: loaded.exams, door: loaded.door })}
        </>
      )}
    </div>
  );
}
