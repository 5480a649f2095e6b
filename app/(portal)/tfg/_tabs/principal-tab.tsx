import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { TabKey } from "@/components/tfg/tab-plan";

const CARDS = ["requests", "defense", "terms", "extraordinary"] as const satisfies readonly TabKey[];

/** The secretary's hidden 'Principal' tab: four cards leading to the other tabs. */
export async function PrincipalTab() {
  const t = await getTranslations("tfg.principal");
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {CARDS.map((tab) => (
        <Link
          key={tab}
          href={`/tfg?tab=${tab}`}
          className="rounded-md border border-gray-200 p-4 hover:border-blue-700"
        >
          <h2 className="font-semibold text-blue-800">{t(`${tab}.title`)}</h2>
          <p className="text-sm text-gray-700">{t(`${tab}.text`)}</p>
        </Link>
      ))}
    </div>
  );
}
