import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { confirm, ModalHost } from './modal';
import { Modal } from './modal-dialog';
import { pressEscape, renderWithI18n } from './test-utils';

function dialog() {
  return document.querySelector('dialog') as HTMLDialogElement;
}

describe('Modal', () => {
  it('opens as a modal dialog named by its title and described by its content', () => {
    renderWithI18n(<Modal open title="Delete car?" content="This cannot be undone" />);
    const d = screen.getByRole('dialog', { name: 'Delete car?' });
    expect(d.hasAttribute('open')).toBe(true);
    expect(d.dataset.modal).toBe('true');
    expect(document.getElementById(d.getAttribute('aria-describedby')!)?.textContent).toBe('This cannot be undone');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeTruthy();
  });

  it('calls onConfirm and onCancel from the buttons, with custom labels', () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderWithI18n(
      <Modal open title="T" confirmText="Yes" cancelText="No" onConfirm={onConfirm} onCancel={onCancel} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('cancels on Escape when dismissible', () => {
    const onCancel = vi.fn();
    renderWithI18n(<Modal open title="T" onCancel={onCancel} />);
    pressEscape(dialog());
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('ignores Escape and has no cancel button when not dismissible', () => {
    const onCancel = vi.fn();
    renderWithI18n(
      <Modal open title="New version released" showCancel={false} dismissible={false} onCancel={onCancel} />,
    );
    pressEscape(dialog());
    expect(onCancel).not.toHaveBeenCalled();
    expect(dialog().hasAttribute('open')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
  });

  it('reopens itself if the browser closes a non-dismissible modal anyway', () => {
    renderWithI18n(<Modal open title="T" dismissible={false} />);
    act(() => dialog().close());
    expect(dialog().hasAttribute('open')).toBe(true);
  });

  it('marks the theme so the confirm colour follows it', () => {
    const { rerender } = renderWithI18n(<Modal open title="T" />);
    expect(dialog().classList.contains('roda-modal--default')).toBe(true);
    rerender(<Modal open title="T" theme="alternate" />);
    expect(dialog().classList.contains('roda-modal--alternate')).toBe(true);
  });

  it('closes when open turns false and gives focus back to the opener', () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const { rerender } = renderWithI18n(<Modal open title="T" />);
    screen.getByRole('button', { name: 'Confirm' }).focus();
    rerender(<Modal open={false} title="T" />);
    expect(dialog().hasAttribute('open')).toBe(false);
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });
});

describe('confirm()', () => {
  afterEach(() => document.body.replaceChildren());

  it('resolves true on confirm and false on cancel, one request at a time', async () => {
    renderWithI18n(<ModalHost />);
    let first!: Promise<boolean>;
    let second!: Promise<boolean>;
    act(() => {
      first = confirm({ title: 'First?' });
      second = confirm({ title: 'Second?', confirmText: 'OK' });
    });
    // the dialog loads with the first request
    expect(await screen.findByRole('dialog', { name: 'First?' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Second?' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(first).resolves.toBe(true);
    expect(screen.getByRole('dialog', { name: 'Second?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(second).resolves.toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('resolves false when dismissed with Escape', async () => {
    renderWithI18n(<ModalHost />);
    let answer!: Promise<boolean>;
    act(() => {
      answer = confirm({ title: 'Leave?' });
    });
    await screen.findByRole('dialog', { name: 'Leave?' });
    pressEscape(dialog());
    await expect(answer).resolves.toBe(false);
  });
});
