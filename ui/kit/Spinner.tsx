export function Spinner({ label }: { label: string }) {
  return (
    <p className="spinner" role="status" aria-live="polite">
      <span className="spinner__wheel" aria-hidden="true" />
      {label}
    </p>
  );
}
