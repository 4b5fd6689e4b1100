/** The public home in preview mode, in a new tab: switched-off content shows there (its window still applies). */
export const PreviewLink = ({ testId, label }: { testId: string; label: string }) => (
  <a href="/?previewmode=true" target="_blank" rel="noreferrer" data-testid={testId}>
    {label}
  </a>
);
