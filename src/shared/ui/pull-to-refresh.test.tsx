import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialPullState, pullReducer, type PullState } from './pull-to-refresh';
import { PullToRefresh } from './pull-to-refresh';
import { renderWithI18n, touchDrag } from './test-utils';

const move = (distance: number) => ({ type: 'move', distance, threshold: 60 }) as const;

describe('pullReducer', () => {
  it('stays pulling below the threshold and reaches at it', () => {
    const pulled = pullReducer(initialPullState, move(30));
    expect(pulled).toEqual({ status: 'pulling', distance: 30 });
    expect(pullReducer(pulled, move(60))).toEqual({ status: 'reached', distance: 60 });
  });

  it('falls back to pulling when dragged back above the threshold', () => {
    const reached: PullState = { status: 'reached', distance: 70 };
    expect(pullReducer(reached, move(40)).status).toBe('pulling');
  });

  it('refreshes on release past the threshold, then restores and settles', () => {
    let state = pullReducer(initialPullState, move(80));
    state = pullReducer(state, { type: 'release' });
    expect(state.status).toBe('refreshing');
    expect(pullReducer(state, move(10))).toBe(state);
    state = pullReducer(state, { type: 'refreshed' });
    expect(state).toEqual({ status: 'restoring', distance: 0 });
    expect(pullReducer(state, { type: 'settled' })).toEqual(initialPullState);
  });

  it('aborts on release short of the threshold', () => {
    const state = pullReducer(pullReducer(initialPullState, move(20)), { type: 'release' });
    expect(state).toEqual({ status: 'aborting', distance: 0 });
    expect(pullReducer(state, { type: 'settled' })).toEqual(initialPullState);
  });

  it('ignores a release with nothing pulled and a settle while refreshing', () => {
    expect(pullReducer(initialPullState, { type: 'release' })).toBe(initialPullState);
    const refreshing: PullState = { status: 'refreshing', distance: 0 };
    expect(pullReducer(refreshing, { type: 'settled' })).toBe(refreshing);
    expect(pullReducer(refreshing, { type: 'refresh' })).toBe(refreshing);
  });

  it('refreshes on request only from rest', () => {
    expect(pullReducer(initialPullState, { type: 'refresh' }).status).toBe('refreshing');
    const restoring: PullState = { status: 'restoring', distance: 0 };
    expect(pullReducer(restoring, { type: 'refresh' })).toBe(restoring);
  });
});

describe('PullToRefresh', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup(onRefresh = vi.fn(() => new Promise<void>(() => {}))) {
    const utils = renderWithI18n(
      <PullToRefresh onRefresh={onRefresh} threshold={60}>
        <p>Orders</p>
      </PullToRefresh>,
    );
    const root = utils.container.querySelector('.roda-ptr') as HTMLElement;
    return { root, onRefresh, live: root.querySelector('[aria-live]') as HTMLElement };
  }

  it('announces each stage of the pull', () => {
    const { root, live } = setup();
    touchDrag(root, { x: 0, y: 100 }, [{ y: 30 }], false);
    expect(root.dataset.state).toBe('pulling');
    expect(live.textContent).toBe('Pull down to refresh');
    fireEvent.touchMove(root, { touches: [{ clientX: 0, clientY: 170 }] });
    expect(root.dataset.state).toBe('reached');
    expect(live.textContent).toBe('Release to refresh');
    fireEvent.touchEnd(root);
    expect(root.dataset.state).toBe('refreshing');
    expect(live.textContent).toBe('Refreshing…');
  });

  it('fires onRefresh on release past the threshold and restores when it settles', async () => {
    let finish!: () => void;
    const onRefresh = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { root } = setup(onRefresh);
    touchDrag(root, { x: 0, y: 0 }, [{ y: 40 }, { y: 90 }]);
    expect(onRefresh).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect(root.dataset.state).toBe('restoring');
    act(() => vi.advanceTimersByTime(349));
    expect(root.dataset.state).toBe('restoring');
    act(() => vi.advanceTimersByTime(1));
    expect(root.dataset.state).toBe('pulling');
  });

  it('aborts a short pull without refreshing', () => {
    const { root, onRefresh } = setup();
    touchDrag(root, { x: 0, y: 0 }, [{ y: 30 }]);
    expect(root.dataset.state).toBe('aborting');
    expect(onRefresh).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(350));
    expect(root.dataset.state).toBe('pulling');
  });

  it('settles early on the end of the height transition', () => {
    const { root } = setup();
    touchDrag(root, { x: 0, y: 0 }, [{ y: 30 }]);
    fireEvent.transitionEnd(root.querySelector('.roda-ptr__head')!);
    expect(root.dataset.state).toBe('pulling');
  });

  it('does not start a pull when the page is scrolled down', () => {
    const { root } = setup();
    Object.defineProperty(window, 'scrollY', { value: 200, configurable: true });
    touchDrag(root, { x: 0, y: 0 }, [{ y: 100 }], false);
    expect(root.dataset.state).toBe('pulling');
    expect(root.querySelector<HTMLElement>('.roda-ptr__head')!.style.height).toBe('0px');
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('works with a mouse drag too', () => {
    const { root, onRefresh } = setup();
    fireEvent.pointerDown(root, { pointerType: 'mouse', button: 0, clientY: 0 });
    fireEvent.pointerMove(window, { pointerType: 'mouse', clientY: 80 });
    expect(root.dataset.state).toBe('reached');
    fireEvent.pointerUp(window, { pointerType: 'mouse', clientY: 80 });
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('offers a Refresh button for keyboard and screen-reader users', async () => {
    let finish!: () => void;
    const onRefresh = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { root } = setup(onRefresh);
    const button = screen.getByRole('button', { name: 'Refresh' });
    fireEvent.click(button);
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(root.dataset.state).toBe('refreshing');
    fireEvent.click(button);
    expect(onRefresh).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect(root.dataset.state).toBe('restoring');
  });

  it('restores even when the refresh fails', async () => {
    const { root } = setup(vi.fn(() => Promise.reject(new Error('offline'))));
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await act(async () => {});
    expect(root.dataset.state).toBe('restoring');
  });
});
