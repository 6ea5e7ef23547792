/** One choice of a few, as a fieldset of radio buttons (the identity flows' "who" and "how" questions), each with its
 *  label and an optional hint under it. */
export interface RadioChoice<T extends string> {
  value: T;
  label: string;
  hint?: string;
}

export function RadioChoices<T extends string>(props: {
  legend: string;
  /** The radio group's name. */
  name: string;
  choices: readonly RadioChoice<T>[];
  value: T | null;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="rx-fieldset">
      <legend>{props.legend}</legend>
      <ul className="rx-choices">
        {props.choices.map((c) => (
          <li key={c.value}>
            <label className="rx-choice">
              <input
                type="radio"
                name={props.name}
                value={c.value}
                checked={props.value === c.value}
                onChange={() => props.onChange(c.value)}
              />
              {c.hint === undefined ? (
                <span>{c.label}</span>
              ) : (
                <span>
                  {c.label}
                  <span className="rx-choice__hint">{c.hint}</span>
                </span>
              )}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
