/**
 * Toasts of the pharmacy (pharmacy-portal.md §2.2 "a toaster for notices", §8 "Toasts appear as a heading plus
 * text"). Any chart that notifies names a `Toast` in its action params; src/ hands it to the toaster chart.
 */
export type ToastTone = 'success' | 'error' | 'info';

export interface Toast {
  heading: string;
  text: string;
  tone: ToastTone;
}

export const TOASTER_LABELS = {
  region: 'Notifications',
  dismiss: 'Dismiss notification',
} as const;
