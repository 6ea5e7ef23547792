/**
 * The sign-in modal (account-signin.md §2 "Other page behaviour"; style.md "dialogs are labelled and trap focus"): Tab
 * and Shift+Tab stay inside it, nothing behind it ("Skip to main content") is reached, and after Escape or Close
 * focus returns to the control that opened it.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SignInModal } from '../../ui/account/SignInModal';

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <a href="#main">Skip to main content</a>
      <main id="main">
        <button type="button" onClick={() => setOpen(true)}>
          Sign In
        </button>
        <a href="/elsewhere">Behind the modal</a>
      </main>
      {open && (
        <SignInModal onClose={() => setOpen(false)}>
          <h2 id="sign-in-title">Sign In</h2>
          <label>
            Email
            <input type="email" />
          </label>
          <button type="submit">Submit</button>
          <a href="/hc/help/faqs">FAQ</a>
        </SignInModal>
      )}
    </>
  );
}

const focused = () => document.activeElement;

describe('sign-in modal', () => {
  it('keeps Tab and Shift+Tab inside, and gives focus back to its opener after Escape and after Close', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <Page />
      </MemoryRouter>,
    );
    const opener = screen.getByRole('button', { name: 'Sign In' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Sign In' });
    const close = screen.getByRole('button', { name: 'Close' });
    const faq = screen.getByRole('link', { name: 'FAQ' });
    faq.focus();
    // Forward from the last control: back to the first one inside, never the page behind.
    await user.tab();
    expect(focused()).toBe(close);
    for (let i = 0; i < 8; i++) {
      await user.tab();
      expect(dialog.contains(focused())).toBe(true);
      expect(focused()).not.toBe(screen.getByRole('link', { name: 'Skip to main content' }));
    }
    close.focus();
    await user.tab({ shift: true });
    expect(focused()).toBe(faq);

    // Escape: the browser cancels a modal dialog (jsdom does not: its cancel event is sent as Chromium sends it).
    await user.keyboard('{Escape}');
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(focused()).toBe(opener);

    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(focused()).toBe(opener);
  });
});
