/**
 * Where the back button leads (docs/product.md#back): home when this page is the only one on the stack, otherwise
 * back one.
 */
export function backAction(stackDepth: number): 'home' | 'back' {
  return stackDepth <= 1 ? 'home' : 'back';
}

/** The route the back button and an expired session lead to. */
export const HOME_PATH = '/';
