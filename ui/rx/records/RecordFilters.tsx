/**
 * The filters the prescription history and the receipts share (pharmacy-portal.md §3 history and receipt filters,
 * §9 ranges): a form with From and To (the 36-month limit on the date control), "All"-or-one selects, Apply, and the
 * chart's message when the range is refused. Each view keeps its own fields' values and sends its own chart's event.
 */
import type { FormEvent, ReactNode } from 'react';
import { ALL_FILTER, earliestStart, HISTORY_TEXTS } from '../../../domain/rx/history';
import { Alert } from '../../kit/Alert';

export function RecordFilterForm(props: {
  className?: string;
  /** The form's name and its button (Apply, unless the form is another's, e.g. Create Report). */
  label?: string;
  submit?: string;
  filterError: string | null;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    props.onSubmit();
  };
  return (
    <form
      className={props.className}
      onSubmit={submit}
      aria-label={props.label ?? HISTORY_TEXTS.apply}
      noValidate
    >
      <div className="rx-records__filters">
        {props.children}
        <div className="field">
          <button type="submit" className="button button--primary">
            {props.submit ?? HISTORY_TEXTS.apply}
          </button>
        </div>
      </div>
      {props.filterError && (
        <Alert tone="error">
          <p>{props.filterError}</p>
        </Alert>
      )}
    </form>
  );
}

/** From and To, limited to the last 36 months up to today. */
export function DateRangeFields(props: {
  /** The fields' id prefix (one per view). */
  idPrefix: string;
  from: string;
  to: string;
  today: string;
  setFrom: (v: string) => void;
  setTo: (v: string) => void;
}) {
  const earliest = earliestStart(props.today);
  return (
    <>
      <div className="field">
        <label htmlFor={`${props.idPrefix}-from`}>{HISTORY_TEXTS.from}</label>
        <input
          id={`${props.idPrefix}-from`}
          type="date"
          min={earliest}
          max={props.today}
          value={props.from}
          onChange={(e) => props.setFrom(e.currentTarget.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${props.idPrefix}-to`}>{HISTORY_TEXTS.to}</label>
        <input
          id={`${props.idPrefix}-to`}
          type="date"
          min={earliest}
          max={props.today}
          value={props.to}
          onChange={(e) => props.setTo(e.currentTarget.value)}
        />
      </div>
    </>
  );
}

/** A filter of one value or "All". */
export function FilterSelect(props: {
  id: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (v: string) => void;
}) {
  return (
    <div className="field">
      <label htmlFor={props.id}>{props.label}</label>
      <select id={props.id} value={props.value} onChange={(e) => props.onChange(e.currentTarget.value)}>
        <option value={ALL_FILTER}>{HISTORY_TEXTS.all}</option>
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
