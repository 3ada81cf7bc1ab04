import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import '@/shared/ui/test-utils';
import { preloadable } from './preloadable';

const Hello = ({ name }: { name: string }) => <p>Hello {name}</p>;

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null as string | null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error}</p> : this.props.children;
  }
}

describe('preloadable', () => {
  it('shows a preloaded component in its first render', async () => {
    const { Component: Lazy, preload } = preloadable(async () => Hello);
    await preload();
    render(<Lazy name="Aisyah" />);
    expect(screen.getByText('Hello Aisyah')).toBeTruthy();
  });

  it('loads on first render when nobody preloaded it, showing nothing meanwhile', async () => {
    let loads = 0;
    const { Component: Lazy } = preloadable(async () => {
      loads += 1;
      return Hello;
    });
    const { container } = render(<Lazy name="Wei" />);
    expect(container.textContent).toBe('');
    expect(await screen.findByText('Hello Wei')).toBeTruthy();
    render(<Lazy name="again" />);
    expect(screen.getByText('Hello again')).toBeTruthy();
    expect(loads).toBe(1);
  });

  it('throws a failed load to the error boundary, and a later preload tries again', async () => {
    let fail = true;
    const { Component: Lazy, preload } = preloadable(async () => {
      if (fail) throw new Error('chunk failed');
      return Hello;
    });
    render(
      <Boundary>
        <Lazy name="x" />
      </Boundary>,
    );
    expect((await screen.findByRole('alert')).textContent).toBe('chunk failed');
    fail = false;
    await act(async () => {
      await preload();
    });
    render(<Lazy name="Siti" />);
    expect(screen.getByText('Hello Siti')).toBeTruthy();
  });
});
