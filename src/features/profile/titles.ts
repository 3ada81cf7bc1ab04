import { msg } from '@lingui/core/macro';

export const profileTitles = { mineInfo: msg`My profile` };
