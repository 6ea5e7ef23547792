/**
 * The page header of every pharmacy page (pharmacy-portal.md §2.2 "a header with a title (default 'My
 * Prescriptions'), optional subtitle, description and icon"). The title is the page's one h1; the anchor
 * #PharmacyHeader-title (§2.1 auto refill) lands on it.
 */
import type { ReactNode } from 'react';
import { RX_HEADER_DEFAULT_TITLE } from '../../../domain/rx/titles';

export interface RxPageHeaderProps {
  title?: string;
  subtitle?: string;
  description?: ReactNode;
  /** Decorative: an inline SVG or image; hidden from assistive technology. */
  icon?: ReactNode;
}

export function RxPageHeader({
  title = RX_HEADER_DEFAULT_TITLE,
  subtitle,
  description,
  icon,
}: RxPageHeaderProps) {
  return (
    <header className="rx-header">
      {icon && (
        <span className="rx-header__icon" aria-hidden="true">
          {icon}
        </span>
      )}
      <div className="rx-header__text">
        <h1 id="PharmacyHeader-title" className="rx-header__title" tabIndex={-1}>
          {title}
        </h1>
        {subtitle && <p className="rx-header__subtitle">{subtitle}</p>}
        {description && <div className="rx-header__description">{description}</div>}
      </div>
    </header>
  );
}
