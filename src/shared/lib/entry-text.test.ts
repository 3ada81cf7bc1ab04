import { describe, expect, it } from 'vitest';
import { splitEntry } from './entry-text';

describe('dictionary entry text', () => {
  it('takes the first paragraph as the heading', () => {
    expect(splitEntry('How do I book?\n\nChoose a product.\n\nThen pay.')).toEqual({
      heading: 'How do I book?',
      text: 'Choose a product.\n\nThen pay.',
    });
  });
  it('treats a single paragraph as text only', () => {
    expect(splitEntry('  Just text \n')).toEqual({ heading: null, text: 'Just text' });
  });
});
