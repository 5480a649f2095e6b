import { DeviceNotices } from "@/components/push/device-notices";
import { pageSession } from "@/components/shell/page-gate";
import { LoadError } from "@/components/ui/load-error";
import { getDb } from "@/lib/database";
import { formatDateTime } from "@/lib/dates";
import { loadOrNull } from "@/lib/load-or-null";
import { noticesOverview } from "@/lib/push/service";

export default async function NoticesPage() {
  const session = await pageSession("notices");
  if (!session) return null;
  const overview = await loadOrNull("los dispositivos con avisos", async () =>
    noticesOverview(await getDb(), session.user.id),
  );
  return (
    <div className="max-w-3xl space-y-4">
      <h1 className="text-2xl font-semibold">Avisos</h1>
      <p>
        Con los avisos activados en un dispositivo, el portal te avisa en él aunque no lo tengas abierto: antes de tus
        exámenes y de las defensas de TFG/TFM, y cuando consigues plaza desde una lista de espera. Los correos
        electrónicos te siguen llegando igual.
      </p>
      {overview === null ? (
        <LoadError message="Ha habido un error al obtener tus dispositivos" />
      ) : !overview.enabled || !overview.publicKey ? (
        <p role="status" className="rounded-md border border-gray-300 bg-gray-50 p-3">
          Los avisos en el dispositivo no están disponibles en este portal: te avisaremos por correo electrónico.
        </p>
      ) : (
        <DeviceNotices
          publicKey={overview.publicKey}
          devices={overview.devices.map((d) => ({
            id: d.id,
            device: d.device,
            endpoint: d.endpoint,
            createdAt: formatDateTime(d.createdAt),
            lastUsedAt: d.lastUsedAt ? formatDateTime(d.lastUsedAt) : null,
          }))}
        />
      )}
    </div>
  );
}
