/** A read that failed, said honestly where its data would be (never replaced by made-up rows). */
export function LoadError({ message }: { message: string }) {
  return (
    <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
      {message}
    </p>
  );
}
