/**
 * The SMART Health Card as a QR code a phone's health-card reader can scan: two segments as SMART Health Cards asks
 * (byte mode 'shc:/', then numeric mode for the digits), error correction L, drawn as one SVG path (no inline
 * styles: the CSP refuses them). The payload is also on the element (`data-shc`) for tests and assistive tools.
 * lean-qr (3.5 kB gzip) is only in the vaccine record's lazy chunk.
 */
import { correction, generate, mode } from 'lean-qr';
import { toSvgPath } from 'lean-qr/extras/svg';
import { useMemo } from 'react';
import { SHC_PREFIX } from '../../../domain/rx/vaccineRecord';

/** Quiet zone of 4 modules (ISO/IEC 18004). */
const QUIET = 4;

export function HealthCardQr({ payload, label }: { payload: string; label: string }) {
  const code = useMemo(
    () =>
      generate(mode.multi(mode.iso8859_1(SHC_PREFIX), mode.numeric(payload.slice(SHC_PREFIX.length))), {
        minCorrectionLevel: correction.L,
      }),
    [payload],
  );
  const size = code.size + QUIET * 2;
  return (
    <svg
      className="rx-records__qr"
      role="img"
      aria-label={label}
      viewBox={`${-QUIET} ${-QUIET} ${size} ${size}`}
      shapeRendering="crispEdges"
      data-shc={payload}
    >
      <rect x={-QUIET} y={-QUIET} width={size} height={size} fill="#ffffff" />
      <path d={toSvgPath(code)} fill="#000000" />
    </svg>
  );
}
