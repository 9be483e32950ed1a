/** The URL of a dashboard section (spec: `/app/dashboard/<feature-id>`). */
export const dashboardSectionPath = (sectionId: string): string => `/app/dashboard/${encodeURIComponent(sectionId)}`;
