import { msg } from '@lingui/core/macro';

export const notificationTitles = { settings: msg`Notifications` };
