import { CheckFileForm, VerifyCodeForm } from "@/components/verification/islands";
import { uploadMaxBytes } from "@/lib/files/limits";

export const metadata = { title: "Verificación de documentos · Portal de servicios" };

// /verificar — public: check a document by the code printed on it, or by the file itself
export default function VerificationPage() {
  return (
    <div className="flex flex-col gap-8">
      <div>
        <h1 className="text-2xl font-semibold">Verificación de documentos</h1>
        <p className="mt-2 text-gray-700">
          Cada documento que emite el portal lleva un código seguro de verificación y un código QR. Escribe el código
          para ver los datos del documento y descargar el original, o comprueba si un archivo PDF que tienes es un
          documento emitido por el portal, sin modificar.
        </p>
      </div>
      <section aria-labelledby="por-codigo" className="rounded-lg border border-gray-200 bg-white p-6">
        <h2 id="por-codigo" className="mb-4 text-lg font-semibold">
          Verificar un código
        </h2>
        <VerifyCodeForm />
      </section>
      <section aria-labelledby="por-archivo" className="rounded-lg border border-gray-200 bg-white p-6">
        <h2 id="por-archivo" className="mb-4 text-lg font-semibold">
          Comprobar un archivo
        </h2>
        <CheckFileForm maxBytes={uploadMaxBytes()} />
      </section>
    </div>
  );
}
