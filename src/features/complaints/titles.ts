import { msg } from '@lingui/core/macro';

export const complaintTitles = { complaintList: msg`Complaints`, addComplaint: msg`File a complaint` };
