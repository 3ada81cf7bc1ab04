import { describe, expect, it } from 'vitest';
import { auditActions, auditSectionList, auditSections } from './audit-sections';

describe('the audit log’s sections', () => {
  it('hold every action once, so a section filter finds each change in exactly one section', () => {
    expect(new Set(auditActions).size).toBe(auditActions.length);
    for (const action of auditActions)
      expect(
        auditSectionList.filter((s) => (auditSections[s] as readonly string[]).includes(action)),
        action,
      ).toHaveLength(1);
  });
});
