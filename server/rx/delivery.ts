/**
 * A store's delivery dates (pharmacy-portal.md §9 "Delivery window shown as 2-6 PM", "DD-MMM-yyyy hh:mmA"): from
 * tomorrow up to `days_ahead` days, on the weekdays it delivers, each at the window's start (the store's clock).
 */
import { addDays, format, setHours, startOfDay } from 'date-fns';
import type { Selectable } from 'kysely';
import type { DeliveryOptions } from '../../api/contracts/rx-delivery';
import { DELIVERY_WINDOW, formatDeliveryDate } from '../../domain/rx/delivery';
import type { RxDeliverySettingsTable } from '../db/schema';

export function deliveryOptionsOf(
  settings: Selectable<RxDeliverySettingsTable>,
  now: Date,
): DeliveryOptions['options'] {
  const today = startOfDay(now);
  const options: DeliveryOptions['options'] = [];
  for (let d = 1; d <= settings.days_ahead; d++) {
    const day = addDays(today, d);
    if (!settings.delivery_weekdays.includes(day.getDay())) continue;
    const at = setHours(day, DELIVERY_WINDOW.startHour);
    options.push({ deliveryDate: formatDeliveryDate(at), date: format(day, 'yyyy-MM-dd') });
  }
  return options;
}
