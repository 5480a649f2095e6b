import { Receipt } from "@/components/ui/receipt";
import { formatDateTime } from "@/lib/dates";
import type { DefenseRow } from "@/lib/tfg/defenses/schemas";

const NEXT =
  "El tribunal la revisará; cuando se acepte verás el lugar de la defensa en las observaciones de la solicitud.";

/** The student's receipt of a new defense request: degree, title and date, and what happens next. */
export function DefenseReceipt({ receipt, onClose }: { receipt: DefenseRow; onClose: () => void }) {
  const items = [
    { label: "Titulación", value: receipt.degreeName },
    { label: "Título", value: receipt.title ?? receipt.provisionalTitle ?? "—" },
    { label: "Fecha de defensa", value: formatDateTime(receipt.start) },
  ];
  return (
    <Receipt title="Solicitud de defensa registrada" at={receipt.created} items={items} next={NEXT} onClose={onClose} />
  );
}
