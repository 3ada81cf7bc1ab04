import { useId, useState, type ReactNode } from 'react';
import './theme.css';
import './collapse.css';

export type CollapseItem = { key: string; title: string; content: ReactNode };

export type CollapseProps = {
  items: CollapseItem[];
  /** only one panel open at a time */
  accordion?: boolean;
  defaultOpenKeys?: string[];
  /** heading level wrapping each button; default 3 */
  headingLevel?: 2 | 3 | 4;
};

/** Disclosure list (WAI-ARIA accordion pattern): a heading button per item controls its panel. */
export function Collapse({ items, accordion = false, defaultOpenKeys = [], headingLevel = 3 }: CollapseProps) {
  const [openKeys, setOpenKeys] = useState<string[]>(accordion ? defaultOpenKeys.slice(0, 1) : defaultOpenKeys);
  const baseId = useId();
  const Heading = `h${headingLevel}` as const;

  const toggle = (key: string) =>
    setOpenKeys((keys) => (keys.includes(key) ? keys.filter((k) => k !== key) : accordion ? [key] : [...keys, key]));

  return (
    <div className="roda-collapse">
      {items.map((item, index) => {
        const open = openKeys.includes(item.key);
        const buttonId = `${baseId}-b${index}`;
        const panelId = `${baseId}-p${index}`;
        return (
          <div key={item.key} className="roda-collapse__item">
            <Heading className="roda-collapse__heading">
              <button
                type="button"
                id={buttonId}
                className="roda-collapse__button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => toggle(item.key)}
              >
                <span>{item.title}</span>
                <svg className="roda-collapse__chevron" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                  <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} className="roda-collapse__panel" hidden={!open}>
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
