/** The `loading` props of a `Button`: a spinner and an accessible name while `on`. */
export const busyProps = (on: boolean, label: string) =>
  on ? { loading: true as const, loadingLabel: label } : { loading: false as const };
