import { useRef, type KeyboardEvent } from 'react';
import './theme.css';
import './tabs.css';

export type TabItem = { key: string; label: string; badge?: number | string };

export type TabsProps = {
  items: TabItem[];
  value: string;
  onChange: (key: string) => void;
  /** accessible name of the tab list */
  label?: string;
  /** id of the panel each tab controls, when the caller renders panels */
  panelId?: (key: string) => string;
  /** id given to each tab, so panels can point back with aria-labelledby */
  tabId?: (key: string) => string;
};

/** WAI-ARIA tabs with roving tabindex; arrows, Home and End move and select. */
export function Tabs({ items, value, onChange, label, panelId, tabId }: TabsProps) {
  const listRef = useRef<HTMLDivElement>(null);

  const select = (index: number) => {
    const item = items[index];
    if (!item) return;
    onChange(item.key);
    const tab = listRef.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[index];
    tab?.focus();
    tab?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const current = Math.max(
      0,
      items.findIndex((item) => item.key === value),
    );
    const last = items.length - 1;
    const next: Record<string, number> = {
      ArrowRight: current === last ? 0 : current + 1,
      ArrowLeft: current === 0 ? last : current - 1,
      Home: 0,
      End: last,
    };
    if (!(event.key in next)) return;
    event.preventDefault();
    select(next[event.key]!);
  };

  const selectedExists = items.some((item) => item.key === value);

  return (
    <div ref={listRef} role="tablist" aria-label={label} className="roda-tabs" onKeyDown={onKeyDown}>
      {items.map((item, index) => {
        const selected = item.key === value || (!selectedExists && index === 0);
        return (
          <button
            key={item.key}
            type="button"
            role="tab"
            id={tabId?.(item.key)}
            aria-selected={selected}
            aria-controls={panelId?.(item.key)}
            tabIndex={selected ? 0 : -1}
            className="roda-tabs__tab"
            onClick={() => onChange(item.key)}
          >
            {item.label}
            {item.badge !== undefined && item.badge !== 0 && <span className="roda-tabs__badge">{item.badge}</span>}
          </button>
        );
      })}
    </div>
  );
}
