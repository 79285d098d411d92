// The demo scenarios' names for the standard issue types (features/tenants/standard-lists.ts).

/** Index (0-based) of each standard issue type (issueTypeLabels), for the scenarios. */
export const IssueType = {
  Technical: 0,
  Monitoring: 1,
  Invoice: 2,
  Planning: 3,
  Other: 4,
} as const;
export type IssueType = (typeof IssueType)[keyof typeof IssueType];
