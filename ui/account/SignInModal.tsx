/**
 * The sign-in form as a modal titled 'Sign In' (account-signin.md §2 "Other page behaviour"): a native modal
 * dialog labelled by the form's heading; Escape or Close closes it, and it closes on navigating away.
 */
import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { SIGN_IN_LABELS } from '../../src/domain/account/signIn';
import './account.css';

export function SignInModal({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const location = useLocation();
  const opened = useRef(location.key);

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (typeof el.showModal === 'function' && !el.open) el.showModal();
    else el.setAttribute('open', '');
    return () => {
      if (typeof el.close === 'function' && el.open) el.close();
    };
  }, []);
  // Navigating away (a link inside the form, the browser's back button) closes the modal.
  useEffect(() => {
    if (location.key !== opened.current) onClose();
  }, [location.key, onClose]);

  return (
    <dialog
      ref={dialog}
      className="sign-in-modal"
      aria-labelledby="sign-in-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="sign-in-modal__header">
        <span />
        <button type="button" className="link-button" onClick={onClose}>
          {SIGN_IN_LABELS.close}
        </button>
      </div>
      {children}
    </dialog>
  );
}
