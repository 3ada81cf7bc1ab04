import type { ReactNode } from 'react';
import { Sheet } from './sheet';

export type BottomPopupProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  children?: ReactNode;
  footer?: ReactNode;
};

/** A modal sheet from the bottom; swipe down, backdrop tap, Escape or the close button close it. */
export function BottomPopup(props: BottomPopupProps) {
  return <Sheet {...props} placement="bottom" />;
}
