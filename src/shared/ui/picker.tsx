import { useLingui } from '@lingui/react/macro';
import { useId, useState, type KeyboardEvent } from 'react';
import { Sheet } from './sheet';
import './picker.css';

export type PickerOption = { value: string; label: string };
export type PickerColumn = { key: string; label: string; options: PickerOption[] };

export type PickerProps = {
  title: string;
  open: boolean;
  columns: PickerColumn[];
  value: string[];
  onConfirm: (value: string[]) => void;
  onCancel: () => void;
  /** every interim change, so a cascading caller can recompute later columns */
  onChange?: (value: string[]) => void;
};

/** One value per column: the chosen one if still offered, else the column's first option. */
export function normalizeValues(columns: PickerColumn[], value: string[]): string[] {
  return columns.map((column, i) => {
    const chosen = value[i];
    return column.options.some((o) => o.value === chosen) ? chosen! : (column.options[0]?.value ?? '');
  });
}

/** Bottom sheet with one listbox per column (date/time, cascading choices). */
export function Picker({ title, open, columns, value, onConfirm, onCancel, onChange }: PickerProps) {
  const { t } = useLingui();
  const baseId = useId();
  const [draft, setDraft] = useState(value);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setDraft(value);
  }
  const current = normalizeValues(columns, draft);

  const choose = (columnIndex: number, optionValue: string) => {
    const next = [...current];
    next[columnIndex] = optionValue;
    setDraft(next);
    onChange?.(next);
  };

  const onKeyDown = (event: KeyboardEvent, columnIndex: number) => {
    const options = columns[columnIndex]!.options;
    const at = options.findIndex((o) => o.value === current[columnIndex]);
    const last = options.length - 1;
    const target: Record<string, number> = {
      ArrowDown: Math.min(last, at + 1),
      ArrowUp: Math.max(0, at - 1),
      Home: 0,
      End: last,
      PageDown: Math.min(last, at + 5),
      PageUp: Math.max(0, at - 5),
    };
    const index = target[event.key];
    if (index === undefined || !options[index]) return;
    event.preventDefault();
    choose(columnIndex, options[index].value);
    document.getElementById(`${baseId}-${columnIndex}-${index}`)?.scrollIntoView?.({ block: 'nearest' });
  };

  return (
    <Sheet
      open={open}
      onClose={onCancel}
      title={title}
      placement="bottom"
      className="roda-picker"
      footer={
        <>
          <button type="button" className="roda-picker__cancel" onClick={onCancel}>
            {t`Cancel`}
          </button>
          <button type="button" className="roda-button roda-picker__confirm" onClick={() => onConfirm(current)}>
            {t`Confirm`}
          </button>
        </>
      }
    >
      <div className="roda-picker__columns">
        {columns.map((column, c) => {
          const selectedIndex = column.options.findIndex((o) => o.value === current[c]);
          return (
            <ul
              key={column.key}
              role="listbox"
              aria-label={column.label}
              tabIndex={0}
              aria-activedescendant={selectedIndex >= 0 ? `${baseId}-${c}-${selectedIndex}` : undefined}
              className="roda-picker__column"
              onKeyDown={(e) => onKeyDown(e, c)}
            >
              {column.options.map((option, o) => (
                <li
                  key={option.value}
                  id={`${baseId}-${c}-${o}`}
                  role="option"
                  aria-selected={o === selectedIndex}
                  className="roda-picker__option"
                  onClick={() => choose(c, option.value)}
                >
                  {option.label}
                </li>
              ))}
            </ul>
          );
        })}
      </div>
    </Sheet>
  );
}
