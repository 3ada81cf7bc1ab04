/** Audit actions of the office's operations (workshops, people, releases); office.ts lists them with the rest. */
export const officeOpsAuditActions = [
  'workshopUpdate',
  'closureAdd',
  'closureRemove',
  'holidayAdd',
  'holidayRemove',
  'personUpdate',
  'personDeactivate',
  'releasePublish',
] as const;
