import { useId, type ReactNode } from "react";

/**
 * A disabled button with the reason beside it: `children` gets the id to pass as the button's
 * `aria-describedby` (undefined while there is no reason, i.e. the button is enabled).
 */
export function DisabledReason({
  reason,
  children,
}: {
  reason: string | undefined;
  children: (describedBy: string | undefined) => ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex flex-wrap items-center justify-end gap-x-3 gap-y-1">
      {reason && (
        <p id={id} className="text-sm text-gray-700">
          {reason}
        </p>
      )}
      {children(reason ? id : undefined)}
    </div>
  );
}
