import type { ReactNode } from 'react';
import { Sheet } from './sheet';

export type DrawerProps = {
  open: boolean;
  onClose: () => void;
  /** default 'left' */
  side?: 'left' | 'right';
  title: string;
  children?: ReactNode;
  footer?: ReactNode;
};

/** A modal panel from the side; swiping it back, backdrop tap, Escape or the close button close it. */
export function Drawer({ side = 'left', ...props }: DrawerProps) {
  return <Sheet {...props} placement={side} />;
}
