import { newVerificationCode } from "@/lib/pdf/code";
import { verificationBaseUrl } from "@/lib/pdf/config";
import { renderPdf } from "@/lib/pdf/render";

/** Some valid PDF bytes with `text` as their title (rendered by lib/pdf, not issued: no row stores its code). */
export const pdf = async (text = "Documento de prueba") =>
  Buffer.from(
    await renderPdf({ title: text, blocks: [] }, { code: newVerificationCode(), verifyUrl: verificationBaseUrl() }),
  );
export const png = () => Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex");
/** A Windows executable's header, whatever name it travels under. */
export const exe = () => Buffer.concat([Buffer.from("MZ"), Buffer.alloc(62), Buffer.from("PE\0\0")]);

export const dataUrl = (bytes: Buffer, mime = "application/pdf") => `data:${mime};base64,${bytes.toString("base64")}`;

export function multipart(
  field: string,
  bytes: Buffer | null,
  name = "expediente.pdf",
  type = "application/pdf",
): FormData {
  const form = new FormData();
  if (bytes) form.set(field, new File([new Uint8Array(bytes)], name, { type }));
  return form;
}
