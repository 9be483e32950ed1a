/** Cargo section of the feature dashboard (being built). */
export default function CargoSection() {
  return <div data-section="cargo" />;
}
