import type { ReactNode } from 'react';

/** An alert region: role=alert for errors (announced at once), role=status for notices. */
export function Alert({
  tone,
  children,
  id,
}: {
  tone: 'error' | 'info' | 'success';
  children: ReactNode;
  id?: string;
}) {
  return (
    <div id={id} className={`alert alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
