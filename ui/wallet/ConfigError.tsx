/** §3 "a wrong config shows one clear developer-facing error naming the field, never a blank box". */
export function ConfigError({ message }: { message: string }) {
  return (
    <div className="pw-root">
      <p role="alert" className="pw-alert pw-alert--error" data-testid="pw-config-error">
        {message}
      </p>
    </div>
  );
}
