import { DownloadDataButton } from "@/components/privacy/download-data-button";
import { pageSession } from "@/components/shell/page-gate";
import { privacyApi } from "@/lib/privacy/client";

export default async function MyDataPage() {
  const session = await pageSession("myData");
  if (!session) return null;
  return (
    <div className="max-w-3xl space-y-4">
      <h1 className="text-2xl font-semibold">Mis datos</h1>
      <p>
        Puede descargar todos los datos personales que el portal guarda sobre usted: sus datos de identidad y de
        contacto, sus notas y expedientes, los documentos que entregó o que se le emitieron, sus instancias, matrículas,
        exámenes y solicitudes de TFG/TFM, los mensajes que se le enviaron y sus sesiones.
      </p>
      <p>
        Recibirá un único fichero zip con un fichero JSON por servicio, todos sus ficheros y un fichero LEEME.txt que
        explica cada uno (derechos de acceso y de portabilidad, artículos 15 y 20 del RGPD).
      </p>
      <DownloadDataButton url={privacyApi.myExportUrl()} label="Descargar mis datos" />
    </div>
  );
}
