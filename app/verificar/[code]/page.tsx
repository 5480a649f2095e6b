import Link from "next/link";
import { headers } from "next/headers";
import { VerifiedDocumentFacts } from "@/components/verification/verified-document";
import { getDb } from "@/lib/database";
import { ApiError } from "@/lib/api/errors";
import { clientAddress } from "@/lib/api/client-address";
import { verificationApi, type VerifiedDocument } from "@/lib/verification/client";
import { verifyCode } from "@/lib/verification/service";

export const metadata = { title: "Verificación de documentos · Portal de servicios" };

async function verdict(code: string): Promise<{ document: VerifiedDocument } | { message: string }> {
  try {
    return { document: await verifyCode(await getDb(), code, clientAddress(await headers())) };
  } catch (err) {
    // Unknown code (404) or too many lookups (429): the service's Spanish message is the page.
    if (err instanceof ApiError) return { message: err.message };
    throw err;
  }
}

// /verificar/{code} — public: what the portal issued under this code, and the original to download
export default async function VerifiedDocumentPage({ params }: { params: Promise<{ code: string }> }) {
  const result = await verdict((await params).code);
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold">Verificación de documentos</h1>
      {"document" in result ? (
        <section aria-labelledby="resultado" className="rounded-lg border border-green-300 bg-green-50 p-6">
          <h2 id="resultado" className="mb-4 text-lg font-semibold text-green-900">
            Documento auténtico emitido por el portal
          </h2>
          <VerifiedDocumentFacts document={result.document} />
          <a
            href={verificationApi.original(result.document.code)}
            className="mt-4 inline-block font-medium text-blue-700 underline"
            download
          >
            Descargar el documento original (PDF)
          </a>
        </section>
      ) : (
        <p className="rounded-lg border border-red-300 bg-red-50 p-6 font-semibold text-red-900">{result.message}</p>
      )}
      <Link href="/verificar" className="text-blue-700 underline">
        Verificar otro documento
      </Link>
    </div>
  );
}
