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
        Puedes descargar todos los datos personales que el portal guarda sobre ti: tus datos de identidad y de contacto,
        tus notas y expedientes, los documentos que entregaste o que se te emitieron, tus instancias, matrículas,
        exámenes y solicitudes de TFG/TFM, los mensajes que se te enviaron y tus sesiones.
      </p>
      <p>
        Recibirás un único fichero zip con un fichero JSON por servicio, todos tus ficheros y un fichero LEEME.txt que
        explica cada uno (derechos de acceso y de portabilidad, artículos 15 y 20 del RGPD).
      </p>
      <DownloadDataButton url={privacyApi.myExportUrl()} label="Descargar mis datos" />
    </div>
  );
}
