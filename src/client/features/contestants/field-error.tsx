/** A field's message, with the id its input names in aria-describedby. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="contestant-field__error">
      {message}
    </p>
  );
}
