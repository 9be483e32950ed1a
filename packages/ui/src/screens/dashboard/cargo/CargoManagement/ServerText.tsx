/**
 * Text written by the API (an `{error}`, a row problem): the API answers in English, so it is marked as English and
 * isolated left to right, keeping its punctuation in place inside an Arabic page.
 */
export function ServerText({ children }: { children: string }) {
  return (
    // `dir` isolates the text as well as setting its direction.
    <span dir="ltr" lang="en">
      {children}
    </span>
  );
}
