import type { TabKey } from './tabs';

const paths: Record<TabKey, string> = {
  store: 'M4 10l1.5-5h13L20 10M4 10v9h16v-9M4 10h16M9 19v-5h6v5',
  order: 'M7 3h10v18H7zM10 8h4M10 12h4M10 16h2',
  me: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c1-4 4.5-6 8-6s7 2 8 6',
  accept: 'M4 12l5 5L20 6',
  workdesk: 'M3 7h18v12H3zM8 7V4h8v3M3 12h18',
};

export function TabIcon({ tab }: { tab: TabKey }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        d={paths[tab]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
