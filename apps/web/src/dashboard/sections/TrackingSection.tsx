/** Tracking section of the feature dashboard (being built). */
export default function TrackingSection() {
  return <div data-section="tracking" />;
}
