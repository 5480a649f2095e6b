"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef } from "react";
import { LoadError } from "@/components/ui/load-error";
import { useToast } from "@/components/ui/toast";

/** A 403 from the request list (section 6): its message as an error toast, then the session's landing. */
export function NoAccessRedirect({ message }: { message: string }) {
  const router = useRouter();
  const { toast } = useToast();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    toast({ message, variant: "error" });
    router.replace("/");
  }, [message, router, toast]);
  return <LoadError message={message} />;
}
