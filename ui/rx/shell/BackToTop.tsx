/** Back to top (pharmacy-portal.md §2.2, §9 "after 200 px of scroll"): shown past the threshold; moves to the page's
 *  heading (scroll and focus), so keyboard and screen-reader users land at the top as well. */
import { useEffect, useState } from 'react';
import { BACK_TO_TOP_LABEL, showsBackToTop } from '../../../domain/rx/shell';

export function BackToTop() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(showsBackToTop(window.scrollY));
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      className="rx-back-to-top button"
      onClick={() => {
        window.scrollTo({ top: 0 });
        document.getElementById('PharmacyHeader-title')?.focus();
      }}
    >
      {BACK_TO_TOP_LABEL}
    </button>
  );
}
