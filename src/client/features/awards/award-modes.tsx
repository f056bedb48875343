/**
 * A picker's choices side by side, one radio each, the chosen one marked;
 * `wraps`: each may take two lines, two a row on a phone.
 */
export function AwardModes<T extends string>({
  name,
  modes,
  chosen,
  label,
  disabled,
  wraps = false,
  onChoose,
}: {
  name: string;
  modes: readonly T[];
  chosen: T;
  label: (mode: T) => string;
  disabled?: (mode: T) => boolean;
  wraps?: boolean;
  onChoose: (mode: T) => void;
}) {
  return (
    <div
      className={wraps ? 'award-picker__modes award-picker__modes--wraps' : 'award-picker__modes'}
    >
      {modes.map((mode) => (
        <label key={mode} className="award-picker__mode">
          <input
            type="radio"
            name={name}
            value={mode}
            checked={chosen === mode}
            disabled={disabled?.(mode)}
            onChange={() => onChoose(mode)}
          />
          {label(mode)}
        </label>
      ))}
    </div>
  );
}
