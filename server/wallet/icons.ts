/** The sandbox's card icons (payment-wallet.md §7, the manage-payment path of domain/wallet/icons.ts): a small
 *  generated SVG per brand and subtype, so the LOCAL environment shows the same images the payments host would. */
import { CARD_ICON_NAMES } from '../../domain/wallet/icons';

const LOOKS: Readonly<Record<string, { label: string; background: string; color?: string }>> = {
  visa: { label: 'VISA', background: '#1a1f71' },
  mastercard: { label: 'MC', background: '#eb001b' },
  amex: { label: 'AMEX', background: '#2e77bc' },
  discover: { label: 'DISC', background: '#ff6000' },
  diners: { label: 'DC', background: '#0079be' },
  jcb: { label: 'JCB', background: '#0b7a3e' },
  unionpay: { label: 'UP', background: '#d10429' },
  generic: { label: 'CARD', background: '#4b5563' },
  'snap-ebt': { label: 'SNAP', background: '#15803d' },
  gift: { label: 'GIFT', background: '#fbbf24', color: '#1f2937' },
};

const escapeXml = (text: string) => text.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The SVG of an icon name, or null when the rule never gives that name. */
export function cardIconSvg(name: string): string | null {
  if (!CARD_ICON_NAMES.includes(name)) return null;
  const [brand, subtype] = name === 'snap-ebt' || name === 'gift' ? [name, ''] : name.split('-');
  const look = LOOKS[brand!] ?? LOOKS.generic!;
  const color = look.color ?? '#ffffff';
  const sub = subtype
    ? `<text x="30" y="17" font-family="Arial,sans-serif" font-size="5" text-anchor="end" fill="${color}">${escapeXml(subtype.toUpperCase())}</text>`
    : '';
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="20" viewBox="0 0 32 20">',
    `<rect width="32" height="20" rx="3" fill="${look.background}"/>`,
    `<text x="16" y="${subtype ? 10.5 : 13}" font-family="Arial,sans-serif" font-size="7" font-weight="700" text-anchor="middle" fill="${color}">${escapeXml(look.label)}</text>`,
    sub,
    '</svg>',
  ].join('');
}
