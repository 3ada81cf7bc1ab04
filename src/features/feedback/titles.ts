import { msg } from '@lingui/core/macro';

export const feedbackTitles = { feedBack: msg`Feedback` };
