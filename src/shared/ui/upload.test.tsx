import type { SetStateAction } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hideToast, ToastHost } from './toast';
import { renderWithI18n } from './test-utils';
import { Upload, validateFiles, type UploadFn } from './upload';

const MB = 1024 * 1024;

describe('validateFiles', () => {
  const f = (size: number) => ({ size });

  it('accepts files within size and count', () => {
    const files = [f(1 * MB), f(2 * MB)];
    expect(validateFiles(files, { maxFiles: 5, maxBytes: 5 * MB, existing: 0 })).toEqual({
      accepted: files,
      tooLarge: [],
      overLimit: [],
    });
  });

  it('refuses files over maxBytes without using a slot', () => {
    const big = f(5 * MB + 1);
    const ok = f(5 * MB);
    expect(validateFiles([big, ok], { maxFiles: 1, maxBytes: 5 * MB, existing: 0 })).toEqual({
      accepted: [ok],
      tooLarge: [big],
      overLimit: [],
    });
  });

  it('counts existing images against maxFiles', () => {
    const files = [f(1), f(2), f(3)];
    const result = validateFiles(files, { maxFiles: 3, maxBytes: MB, existing: 2 });
    expect(result.accepted).toEqual([files[0]]);
    expect(result.overLimit).toEqual([files[1], files[2]]);
    expect(validateFiles(files, { maxFiles: 3, maxBytes: MB, existing: 5 }).accepted).toEqual([]);
  });
});

function file(name: string, size: number) {
  const f = new File(['x'], name, { type: 'image/png' });
  Object.defineProperty(f, 'size', { value: size });
  return f;
}

function Harness({
  onUpload,
  initial = [],
  maxFiles = 3,
}: {
  onUpload: UploadFn;
  initial?: string[];
  maxFiles?: number;
}) {
  const [urls, setUrls] = useState(initial);
  return (
    <>
      <ToastHost />
      <Upload
        label="Add photos"
        value={urls}
        onChange={setUrls}
        onUpload={onUpload}
        maxFiles={maxFiles}
        maxBytes={5 * MB}
      />
    </>
  );
}

function pick(...files: File[]) {
  fireEvent.change(screen.getByLabelText('Add photos'), { target: { files } });
}

describe('Upload', () => {
  afterEach(() => act(() => hideToast()));

  it('has a file input named by its visible label', () => {
    renderWithI18n(<Harness onUpload={vi.fn()} />);
    const input = screen.getByLabelText('Add photos') as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.accept).toBe('image/*');
  });

  it('shows progress while uploading and a thumbnail when done', async () => {
    let report!: (f: number) => void;
    let finish!: (r: { url: string }) => void;
    const onUpload: UploadFn = (_file, onProgress) => {
      report = onProgress;
      return new Promise((resolve) => (finish = resolve));
    };
    renderWithI18n(<Harness onUpload={onUpload} />);
    pick(file('a.png', MB));
    act(() => report(0.42));
    const bar = screen.getByRole('progressbar', { name: 'Uploading 42%' }) as HTMLProgressElement;
    expect(bar.value).toBeCloseTo(0.42);
    await act(async () => finish({ url: 'https://cdn.example/a.png' }));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('img', { name: 'Image 1' }).getAttribute('src')).toBe('https://cdn.example/a.png');
  });

  it('keeps every result, in the order picked, when uploads finish out of order', async () => {
    const finishers: ((r: { url: string }) => void)[] = [];
    renderWithI18n(<Harness onUpload={() => new Promise((resolve) => finishers.push(resolve))} />);
    pick(file('a.png', 1), file('b.png', 1));
    await act(async () => finishers[1]!({ url: 'b' }));
    await act(async () => finishers[0]!({ url: 'a' }));
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual(['a', 'b']);
  });

  it('refuses a file over maxBytes and says so on the page', () => {
    const onUpload = vi.fn();
    renderWithI18n(<Harness onUpload={onUpload} />);
    pick(file('big.png', 6 * MB));
    expect(onUpload).not.toHaveBeenCalled();
    expect(screen.getByText('1 image was left out: an image may be at most 5 MB.').getAttribute('role')).toBe('status');
  });

  it('refuses files beyond maxFiles, says how many and why, and hides the add tile when full', () => {
    const onUpload = vi.fn(() => new Promise<{ url: string }>(() => {}));
    renderWithI18n(<Harness onUpload={onUpload} initial={['x']} maxFiles={2} />);
    pick(file('a.png', 1), file('b.png', 1));
    expect(onUpload).toHaveBeenCalledTimes(1);
    expect(screen.getByText('1 image was left out: you can upload at most 2 images.').getAttribute('role')).toBe(
      'status',
    );
    expect(screen.queryByLabelText('Add photos')).toBeNull();
  });

  it('removes an image from its button', () => {
    renderWithI18n(<Harness onUpload={vi.fn()} initial={['a', 'b']} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove image 1' }));
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual(['b']);
  });

  it('tells the user when an upload fails', async () => {
    renderWithI18n(<Harness onUpload={() => Promise.reject(new Error('500'))} />);
    pick(file('a.png', 1));
    await act(async () => {});
    expect(screen.getByRole('status').textContent).toBe('Upload failed, please try again');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});

describe('uploads finishing while the parent has not re-rendered yet', () => {
  it('keeps every finished upload when a re-render with an older list comes in between', async () => {
    const resolvers: ((v: { url: string }) => void)[] = [];
    const onUpload = vi.fn(
      () =>
        new Promise<{ url: string }>((resolve) => {
          resolvers.push(resolve);
        }),
    );
    // the parent's state, changed as React changes it: an update applies to the newest list
    let list: string[] = [];
    const onChange = (update: SetStateAction<string[]>) => {
      list = typeof update === 'function' ? update(list) : update;
    };
    const { container, rerender } = renderWithI18n(
      <Upload label="Photos" value={[]} onChange={onChange} onUpload={onUpload} maxFiles={5} />,
    );
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    const file = (name: string) => new File(['x'], name, { type: 'image/png' });
    fireEvent.change(input, { target: { files: [file('a.png'), file('b.png'), file('c.png')] } });
    await act(async () => resolvers[0]?.({ url: '/a' }));
    await act(async () => resolvers[1]?.({ url: '/b' }));
    // a render the parent made between the two, arriving late (its effects run after paint)
    rerender(<Upload label="Photos" value={['/a']} onChange={onChange} onUpload={onUpload} maxFiles={5} />);
    await act(async () => resolvers[2]?.({ url: '/c' }));
    expect(list).toEqual(['/a', '/b', '/c']);
  });

  it('removes the picture whose button was pressed, from the newest list', async () => {
    let list = ['/a', '/b', '/c'];
    const onChange = (update: SetStateAction<string[]>) => {
      list = typeof update === 'function' ? update(list) : update;
    };
    renderWithI18n(<Upload label="Photos" value={list} onChange={onChange} onUpload={vi.fn()} maxFiles={5} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove image 2' }));
    expect(list).toEqual(['/a', '/c']);
  });
});
