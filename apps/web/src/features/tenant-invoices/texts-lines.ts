// The month's lines (issue 20 item 6). Apart from the list's texts: the two components load in
// different chunks, and a shared file would be a third.
export const LINES_TEXTS = {
  linesTitle: (period: string) => `Your charges for ${period}`,
  linesCaption: 'What makes up the amount due',
  noLines: (period: string) => `No charges for ${period} yet`,
  loadingLines: 'Loading your charges...',
  linesFailed: 'Could not load your charges. Please try again later.',
} as const;
