import { describe, expect, it } from 'vitest';
import { feedbackImageLimit, validateFeedback } from './limits';

describe('feedback limits', () => {
  it('allows 5 images in English and 3 in Malay and Chinese, as the spec says', () => {
    expect(feedbackImageLimit('en')).toBe(5);
    expect(feedbackImageLimit('ms')).toBe(3);
    expect(feedbackImageLimit('zh-Hans')).toBe(3);
  });

  it('requires a type first, then content', () => {
    expect(validateFeedback({ type: '', content: '' })).toBe('type');
    expect(validateFeedback({ type: 'bug', content: '   ' })).toBe('content');
    expect(validateFeedback({ type: 'bug', content: 'The map froze' })).toBeNull();
  });
});
