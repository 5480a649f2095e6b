import { getTranslations } from "next-intl/server";
import { LoadError } from "@/components/ui/load-error";
import type { Db } from "@/db";
import type { SessionUser } from "@/lib/auth/session-store";
import { pageQuery, type SearchParams } from "@/lib/list/page-query";
import { loadOrNull } from "@/lib/load-or-null";
import { coordinatorDegrees, listDegrees } from "@/lib/tfg/catalog";
import { courtOptions } from "@/lib/tfg/courts/queries";
import { listDefenses } from "@/lib/tfg/defenses/queries";
import { defenseListQuery } from "@/lib/tfg/defenses/schemas";
import type { ReviewView } from "./row-actions";
import { defenseColumns } from "./defense-columns";
import { DefenseFormButton } from "./islands";
import { ReviewList } from "./review-list";

/**
 * One server-paged defense table: GESTION for coordinators, DIRECTOR for instructors, all for admins
 * and secretaries. Staff filter it by status, degree, court and student, in the URL like the area requests.
 */
export async function DefensesList({
  db,
  user,
  view,
  filter,
  searchParams,
}: {
  db: Db;
  user: SessionUser;
  view: ReviewView;
  filter?: "GESTION" | "DIRECTOR";
  searchParams: SearchParams;
}) {
  const t = await getTranslations("tfg");
  const query = pageQuery(defenseListQuery, searchParams, { filter });
  const staff = view !== "student";
  const data = await loadOrNull("las solicitudes de defensa", async () => ({
    page: await listDefenses(db, user, query),
    degrees: !staff
      ? []
      : user.role === "ROLE_COORD"
        ? await coordinatorDegrees(db, user)
        : await listDegrees(db, user, { all: true }),
    courts: staff ? await courtOptions(db) : [],
  }));
  if (!data) return <LoadError message={t("loadErrors.defenses")} />;
  return (
    <ReviewList
      toolbar={view === "student" && <DefenseFormButton />}
      columns={defenseColumns(view, user.role, t)}
      page={data.page}
      query={query}
      caption={t("defenses.caption")}
      emptyMessage={t("defenses.empty")}
      searchParams={searchParams}
      staff={staff}
      degrees={data.degrees}
      courts={data.courts}
    />
  );
}
