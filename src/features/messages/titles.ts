import { msg } from '@lingui/core/macro';

export const messageTitles = { messageList: msg`Messages`, messageDetail: msg`Message` };
