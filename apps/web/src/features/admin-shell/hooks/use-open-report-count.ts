/**
 * Open maintenance reports, for the sidebar badge and the bell. The reports API and its 30 s poll
 * (seed 001) come with a later issue; until then the count is unknown and no badge shows.
 */
export function useOpenReportCount(): number | undefined {
  return undefined;
}
