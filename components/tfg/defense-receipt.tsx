import { useLocale, useTranslations } from "next-intl";
import { Receipt } from "@/components/ui/receipt";
import { formatDateTime } from "@/lib/dates";
import type { DefenseRow } from "@/lib/tfg/defenses/schemas";

/** The student's receipt of a new defense request: degree, title and date, and what happens next. */
export function DefenseReceipt({ receipt, onClose }: { receipt: DefenseRow; onClose: () => void }) {
  const t = useTranslations("tfg");
  const locale = useLocale();
  const items = [
    { label: t("ui.degree"), value: receipt.degreeName },
    { label: t("ui.title"), value: receipt.title ?? receipt.provisionalTitle ?? "—" },
    { label: t("defenses.receipt.date"), value: formatDateTime(receipt.start, locale) },
  ];
  return (
    <Receipt
      title={t("defenses.receipt.title")}
      at={receipt.created}
      items={items}
      next={t("defenses.receipt.next")}
      onClose={onClose}
    />
  );
}
