/** A field's problem under it, named by `id` so the field's `aria-describedby` reads it. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <span id={id} className="mt-1 block text-sm font-semibold text-red-800">
      {message}
    </span>
  ) : null;
}
