import Link from "next/link";
import { MessagePage, NOT_AVAILABLE } from "@/components/shell/message-page";

export default function NotFound() {
  return (
    <MessagePage title={NOT_AVAILABLE}>
      <Link href="/" className="text-blue-700 underline">
        Volver al inicio
      </Link>
    </MessagePage>
  );
}
